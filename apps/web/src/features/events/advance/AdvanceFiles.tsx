import { certificateTypes, MAX_FILE_BYTES } from '@bolo/api/storage/public';
import { ActionIcon, Alert, Anchor, Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { IconPaperclip, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useLocale, useT } from '../../../i18n';
import { formatFileSize } from '../../../lib/format';
import { uploadForm } from '../../../lib/rest';
import { showSuccess } from '../../../lib/toast';
import { queryClient, trpc, trpcClient } from '../../../trpc';
import { confirmDestructive } from '../../forms/confirm';
import type { AdvanceFile } from './advance';
import { useAdvanceChange } from './use-advance-change';

/** What a point's files may be: the server checks the bytes anyway. */
export const ADVANCE_FILE_TYPES = Object.values(certificateTypes);

/** A point's files (a stage plot, an input list): open, attach, delete after a confirmation. */
export function ItemFiles({
  eventId,
  itemId,
  name,
  files,
}: {
  eventId: number;
  itemId: number;
  /** The point's name, said in the buttons. */
  name: string;
  files: AdvanceFile[];
}) {
  const t = useT();
  const locale = useLocale();
  const change = useAdvanceChange(eventId);
  const [uploading, setUploading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const attach = async (file: File | null) => {
    if (!file) return;
    setProblem(null);
    if (file.size > MAX_FILE_BYTES) {
      setProblem(
        t('counterparty.public.tooLarge', {
          file: file.name,
          size: formatFileSize(file.size, locale),
          max: formatFileSize(MAX_FILE_BYTES, locale),
        }),
      );
      return;
    }
    const form = new FormData();
    form.append('files', file);
    setUploading(true);
    try {
      await uploadForm(`/api/evento/${eventId}/avance/puntos/${itemId}/archivos`, form, () => undefined, {
        failed: t('advance.files.uploadFailed'),
        network: t('advance.files.network'),
      });
      // REST answers dates as text: the advance is read again through tRPC
      await queryClient.invalidateQueries({ queryKey: trpc.advance.get.queryKey({ eventId }) });
      void queryClient.invalidateQueries({ queryKey: trpc.events.audit.pathKey() });
      showSuccess(t('advance.files.uploaded'));
    } catch (error) {
      setProblem(error instanceof Error ? error.message : t('advance.files.uploadFailed'));
    } finally {
      setUploading(false);
    }
  };
  const remove = (file: AdvanceFile) =>
    confirmDestructive({
      title: t('advance.files.deleteTitle'),
      text: t('advance.files.deleteText', { file: file.name, name }),
      confirm: t('advance.delete'),
      cancel: t('common.cancel'),
      onConfirm: () => change.mutate(() => trpcClient.advance.fileDelete.mutate({ eventId, id: file.id })),
    });
  return (
    <Stack gap={4}>
      {files.map((file) => (
        <Group key={file.id} gap={4} wrap="nowrap">
          <IconPaperclip size={14} aria-hidden />
          <Anchor
            size="xs"
            href={`/api/evento/${eventId}/avance/archivos/${file.id}`}
            download
            aria-label={t('advance.files.download', { file: file.name })}
          >
            {file.name}
          </Anchor>
          <Text size="xs" c="dimmed">
            {formatFileSize(file.size, locale)}
          </Text>
          <ActionIcon
            variant="subtle"
            color="red"
            size="sm"
            aria-label={t('advance.files.delete', { file: file.name })}
            onClick={() => remove(file)}
          >
            <IconTrash size={14} />
          </ActionIcon>
        </Group>
      ))}
      <FileButton accept={ADVANCE_FILE_TYPES.join(',')} onChange={(file) => void attach(file)}>
        {(props) => (
          <Button
            {...props}
            size="compact-xs"
            variant="subtle"
            leftSection={<IconPaperclip size={12} />}
            loading={uploading}
            aria-label={t('advance.files.attachTo', { name })}
            w="fit-content"
          >
            {t('advance.files.attach')}
          </Button>
        )}
      </FileButton>
      {problem && (
        <Alert color="red" p="xs" withCloseButton onClose={() => setProblem(null)}>
          {problem}
        </Alert>
      )}
    </Stack>
  );
}
