import '@mantine/dropzone/styles.css';
import { Alert, Group, Progress, Stack, Text } from '@mantine/core';
import { Dropzone, type FileRejection } from '@mantine/dropzone';
import { IconAlertCircle, IconUpload, IconX } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/**
 * Where files are dropped (or picked with the keyboard or a click) for an upload: what it takes,
 * the progress of the upload under way, and why files were refused (by the browser's first check
 * or by the server), which the person may dismiss.
 */
export function UploadDropzone({
  label,
  hint,
  icon,
  accept,
  maxSize,
  maxFiles,
  progress,
  progressLabel,
  problems,
  onDrop,
  onReject,
  onDismissProblems,
}: {
  label: string;
  /** What it takes: types, size, how many. */
  hint: string;
  /** Shown while nothing is dragged over it. */
  icon: ReactNode;
  accept: string[];
  maxSize: number;
  maxFiles?: number;
  /** The upload's percentage while one is under way, else null. */
  progress: number | null;
  progressLabel: string;
  problems: string[];
  onDrop: (files: File[]) => void;
  onReject: (rejections: FileRejection[]) => void;
  onDismissProblems: () => void;
}) {
  const uploading = progress !== null;
  return (
    <Stack gap="xs">
      <Dropzone
        onDrop={onDrop}
        onReject={onReject}
        accept={accept}
        maxSize={maxSize}
        maxFiles={maxFiles}
        disabled={uploading}
        aria-label={label}
      >
        <Group justify="center" gap="md" mih={64} style={{ pointerEvents: 'none' }}>
          <Dropzone.Accept>
            <IconUpload size={32} />
          </Dropzone.Accept>
          <Dropzone.Reject>
            <IconX size={32} />
          </Dropzone.Reject>
          <Dropzone.Idle>{icon}</Dropzone.Idle>
          <div>
            <Text size="sm">{label}</Text>
            <Text size="xs" c="dimmed">
              {hint}
            </Text>
          </div>
        </Group>
      </Dropzone>
      {uploading && (
        <Stack gap={4}>
          <Progress value={progress} animated aria-label={progressLabel} />
          <Text size="xs" c="dimmed">
            {progressLabel}
          </Text>
        </Stack>
      )}
      {problems.length > 0 && (
        <Alert
          color="red"
          icon={<IconAlertCircle size={18} />}
          role="alert"
          withCloseButton
          onClose={onDismissProblems}
        >
          <Stack gap={2}>
            {problems.map((problem) => (
              <Text key={problem} size="sm">
                {problem}
              </Text>
            ))}
          </Stack>
        </Alert>
      )}
    </Stack>
  );
}
