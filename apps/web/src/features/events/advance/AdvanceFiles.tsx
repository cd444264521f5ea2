import { ActionIcon, Anchor, Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { IconPaperclip, IconTrash } from '@tabler/icons-react';
import { useLocale, useT } from '../../../i18n';
import { formatFileSize } from '../../../lib/format';
import { showSuccess } from '../../../lib/toast';
import { queryClient, trpc, trpcClient } from '../../../trpc';
import { confirmDestructive } from '../../forms/confirm';
import { UploadProblem } from '../../forms/UploadProblem';
import { DOCUMENT_TYPES, useDocumentUpload } from '../../forms/use-document-upload';
import type { AdvanceFile } from './advance';
import { useAdvanceChange } from './use-advance-change';

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
  const upload = useDocumentUpload({
    failed: t('advance.files.uploadFailed'),
    network: t('advance.files.network'),
  });
  const attach = async (file: File | null) => {
    const sent = await upload.send(
      String(itemId),
      `/api/evento/${eventId}/avance/puntos/${itemId}/archivos`,
      'files',
      file,
    );
    if (sent === null) return;
    // REST answers dates as text: the advance is read again through tRPC
    await queryClient.invalidateQueries({ queryKey: trpc.advance.get.queryKey({ eventId }) });
    void queryClient.invalidateQueries({ queryKey: trpc.events.audit.pathKey() });
    showSuccess(t('advance.files.uploaded'));
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
      <FileButton accept={DOCUMENT_TYPES.join(',')} onChange={(file) => void attach(file)}>
        {(props) => (
          <Button
            {...props}
            size="compact-xs"
            variant="subtle"
            leftSection={<IconPaperclip size={12} />}
            loading={upload.sending !== null}
            aria-label={t('advance.files.attachTo', { name })}
            w="fit-content"
          >
            {t('advance.files.attach')}
          </Button>
        )}
      </FileButton>
      <UploadProblem upload={upload} />
    </Stack>
  );
}
