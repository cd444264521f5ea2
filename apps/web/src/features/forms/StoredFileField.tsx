import { MAX_FILE_BYTES } from '@bolo/api/storage/public';
import { Anchor, Button, Group, Image, Paper, Stack, Text } from '@mantine/core';
import type { FileRejection } from '@mantine/dropzone';
import { IconDownload, IconFileUpload, IconTrash } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useT } from '../../i18n';
import { uploadForm } from '../../lib/rest';
import { showSuccess } from '../../lib/toast';
import { confirmDestructive } from './confirm';
import { UploadDropzone } from './UploadDropzone';

const MAX_MEGABYTES = MAX_FILE_BYTES / 1024 / 1024;

/**
 * One stored file of a record (a signatory's signature, a certificate): what is there (a preview
 * of an image, a download link), upload or replace it through its REST path (multipart, one
 * file), and remove it after a confirmation when `onRemove` is given.
 */
export function StoredFileField<Answer>({
  label,
  path,
  present,
  version,
  preview = false,
  accept,
  types,
  onUploaded,
  onRemove,
  removing = false,
}: {
  label: string;
  /** The file's REST path: GET downloads it, POST uploads it. */
  path: string;
  present: boolean;
  /** Changes when the file does (its key), so the browser does not show the one before. */
  version: string;
  /** Shows the file as an image (a signature). */
  preview?: boolean;
  /** The content types the picker offers; the server checks the bytes anyway. */
  accept: string[];
  /** The types said in the hint and in a refusal: "PNG, JPEG o WebP". */
  types: string;
  onUploaded: (answer: Answer) => void;
  onRemove?: () => void;
  removing?: boolean;
}) {
  const t = useT();
  const [progress, setProgress] = useState<number | null>(null);
  const [problems, setProblems] = useState<string[]>([]);
  const url = `${path}?v=${encodeURIComponent(version)}`;
  const upload = useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file);
      return uploadForm<Answer>(path, form, setProgress, {
        failed: t('storedFile.uploadFailed'),
        network: t('storedFile.network'),
      });
    },
    meta: { errorDisplay: 'inline' },
    onMutate: () => {
      setProgress(0);
      setProblems([]);
    },
    onSuccess: (answer) => {
      onUploaded(answer);
      showSuccess(t('storedFile.uploaded', { label }));
    },
    onError: (error) => setProblems([error.message]),
    onSettled: () => setProgress(null),
  });
  const rejection = (rejected: FileRejection) => {
    const codes = rejected.errors.map((error) => error.code);
    if (codes.includes('too-many-files')) return t('storedFile.rejected.count');
    if (codes.includes('file-too-large'))
      return t('storedFile.rejected.size', { name: rejected.file.name, size: MAX_MEGABYTES });
    return t('storedFile.rejected.type', { name: rejected.file.name, types });
  };
  const confirmRemove = () =>
    onRemove &&
    confirmDestructive({
      title: t('storedFile.removeTitle', { label }),
      text: t('storedFile.removeText', { label }),
      confirm: t('storedFile.remove'),
      cancel: t('common.cancel'),
      onConfirm: onRemove,
    });

  return (
    <Stack gap="xs" component="section" aria-label={label}>
      <Text fw={600}>{label}</Text>
      {present ? (
        <Paper withBorder radius="sm" p="xs">
          <Group justify="space-between" wrap="nowrap">
            {preview ? (
              <Image src={url} alt={label} h={72} w="auto" fit="contain" />
            ) : (
              <Text size="sm">{t('storedFile.present')}</Text>
            )}
            <Group gap="xs" wrap="nowrap">
              <Anchor href={url} download size="sm">
                <Group gap={4} wrap="nowrap">
                  <IconDownload size={16} />
                  {t('storedFile.download', { label })}
                </Group>
              </Anchor>
              {onRemove && (
                <Button
                  variant="subtle"
                  color="red"
                  size="xs"
                  leftSection={<IconTrash size={14} />}
                  loading={removing}
                  onClick={confirmRemove}
                >
                  {t('storedFile.remove')}
                </Button>
              )}
            </Group>
          </Group>
        </Paper>
      ) : (
        <Text size="sm" c="dimmed">
          {t('storedFile.none')}
        </Text>
      )}
      <UploadDropzone
        label={present ? t('storedFile.replace', { label }) : t('storedFile.drop', { label })}
        hint={t('storedFile.hint', { types, size: MAX_MEGABYTES })}
        icon={<IconFileUpload size={32} />}
        accept={accept}
        maxSize={MAX_FILE_BYTES}
        maxFiles={1}
        progress={progress}
        progressLabel={t('storedFile.uploading', { percent: progress ?? 0 })}
        problems={problems}
        onDrop={([file]) => file && upload.mutate(file)}
        onReject={(rejections) => setProblems([...new Set(rejections.map(rejection))])}
        onDismissProblems={() => setProblems([])}
      />
    </Stack>
  );
}
