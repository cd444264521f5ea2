import { MAX_ANNEX_BYTES } from '@bolo/api/storage/public';
import { ActionIcon, Group, List, Stack, Text, Title, Tooltip } from '@mantine/core';
import type { FileRejection } from '@mantine/dropzone';
import { IconFileTypePdf, IconTrash } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { countText, type Translate, useLocale, useT } from '../../../i18n';
import { intlLocale } from '../../../lib/format';
import { showSuccess } from '../../../lib/toast';
import { trpcClient } from '../../../trpc';
import { confirmDestructive } from '../../forms/confirm';
import { UploadDropzone } from '../../forms/UploadDropzone';
import { type ContractAnnex, type EventContract, uploadAnnex } from './api';
import type { ContractsContext } from './contexts';
import { formatFileSize } from './contracts';
import type { Party } from './emails';

const MAX_MEGABYTES = MAX_ANNEX_BYTES / 1024 / 1024;

/** Why the browser kept a file back, in the person's language. */
function rejectionText(rejection: FileRejection, t: Translate): string {
  const name = rejection.file.name;
  if (rejection.errors.some((error) => error.code === 'file-too-large'))
    return t('documents.annex.tooLarge', { name, size: MAX_MEGABYTES });
  return t('documents.annex.notPdf', { name });
}

/**
 * A contract's annexes: PDFs appended after the body, in the order uploaded. The server checks
 * each file's bytes (the browser's check of the type is only a first filter).
 */
export function ContractAnnexes({
  party,
  row,
  context,
}: {
  party: Party;
  row: EventContract;
  context: ContractsContext;
}) {
  const t = useT();
  const locale = useLocale();
  const { eventId, docs, refresh } = context;
  const [progress, setProgress] = useState<number | null>(null);
  const [problems, setProblems] = useState<string[]>([]);

  const upload = useMutation({
    // one file after another, each shown as soon as it is stored
    mutationFn: async (files: File[]) => {
      for (const file of files) {
        setProgress(0);
        const { id, version, annex } = await uploadAnnex(eventId, party, file, setProgress);
        docs.acceptSide({ ...row, id, version, annex }, ['annex']);
      }
    },
    meta: { errorDisplay: 'inline' },
    onMutate: () => setProblems([]),
    onSuccess: (_, files) =>
      showSuccess(
        countText(t, files.length, { one: 'documents.annex.uploaded.one', many: 'documents.annex.uploaded' }),
      ),
    onSettled: () => {
      setProgress(null);
      refresh();
    },
    onError: (error) => setProblems([error.message]),
  });
  const remove = useMutation({
    mutationFn: (annex: ContractAnnex) =>
      trpcClient.eventContracts.removeAnnex.mutate({ eventId, subType: party, annexId: annex.id }),
    onSuccess: (contract) => {
      docs.acceptSide(contract, ['annex']);
      refresh();
      showSuccess(t('documents.annex.removed'));
    },
  });

  const confirmRemove = (annex: ContractAnnex) =>
    confirmDestructive({
      title: t('documents.annex.removeTitle'),
      text: t('documents.annex.removeText', { name: annex.name }),
      confirm: t('documents.annex.remove'),
      cancel: t('common.cancel'),
      onConfirm: () => remove.mutate(annex),
    });

  const sizeLocale = intlLocale(locale);
  return (
    <Stack gap="xs" component="section" aria-label={t('documents.annex.title')}>
      <Title order={5}>{t('documents.annex.title')}</Title>
      {row.annex.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('documents.annex.none')}
        </Text>
      ) : (
        <List spacing={4} listStyleType="none">
          {row.annex.map((annex, index) => (
            <List.Item key={annex.id}>
              <Group gap="xs" wrap="nowrap">
                <IconFileTypePdf size={18} color="var(--mantine-color-red-7)" />
                <Text size="sm" flex={1} lineClamp={1}>
                  {t('documents.annex.item', { n: index + 1, name: annex.name })}
                </Text>
                <Text size="xs" c="dimmed">
                  {formatFileSize(annex.size, sizeLocale)}
                </Text>
                <Tooltip label={t('documents.annex.removeNamed', { name: annex.name })}>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={t('documents.annex.removeNamed', { name: annex.name })}
                    loading={remove.isPending && remove.variables?.id === annex.id}
                    onClick={() => confirmRemove(annex)}
                  >
                    <IconTrash size={16} />
                  </ActionIcon>
                </Tooltip>
              </Group>
            </List.Item>
          ))}
        </List>
      )}
      <UploadDropzone
        label={t('documents.annex.drop')}
        hint={t('documents.annex.limits', { size: MAX_MEGABYTES })}
        icon={<IconFileTypePdf size={32} />}
        accept={['application/pdf']}
        maxSize={MAX_ANNEX_BYTES}
        progress={progress}
        progressLabel={t('documents.annex.uploading', { percent: progress ?? 0 })}
        problems={problems}
        onDrop={(files) => upload.mutate(files)}
        onReject={(rejections) => setProblems(rejections.map((rejection) => rejectionText(rejection, t)))}
        onDismissProblems={() => setProblems([])}
      />
    </Stack>
  );
}
