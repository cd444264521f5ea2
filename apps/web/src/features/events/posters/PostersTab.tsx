import { imageTypes, MAX_POSTER_BYTES } from '@bolo/api/storage/public';
import { ActionIcon, Alert, Group, Paper, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { FileRejection } from '@mantine/dropzone';
import { IconAlertCircle, IconPhoto, IconX } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { type Translate, useT } from '../../../i18n';
import { randomUuid } from '../../../lib/random-id';
import { showSuccess } from '../../../lib/toast';
import { queryClient, trpc } from '../../../trpc';
import { UploadDropzone } from '../../forms/UploadDropzone';
import { TabLoading } from '../conditions/TabParts';
import type { EventTabProps } from '../event-tab';
import { PosterCard } from './PosterCard';
import { PosterLightbox } from './PosterLightbox';
import { eachLimited, type Poster, type PosterUpload, uploadPoster } from './uploads';

const ACCEPTED = Object.values(imageTypes);
const MAX_MEGABYTES = MAX_POSTER_BYTES / 1024 / 1024;
/** Files sent at once: each has its own request and progress; more would only share the line. */
const PARALLEL_UPLOADS = 2;

/** Why the browser kept a file back, before sending it, in the person's language. */
const rejectionText = (rejection: FileRejection, t: Translate): string => {
  const name = rejection.file.name;
  return rejection.errors.some((error) => error.code === 'file-too-large')
    ? t('posters.rejected.size', { name, size: MAX_MEGABYTES })
    : t('posters.rejected.type', { name });
};

const counted = (count: number, key: 'posters.count' | 'posters.uploaded', t: Translate) =>
  count === 1 ? t(`${key}.one`) : t(key, { count });

/**
 * The event's posters (spec §7 Posters): drop several images to upload them, each with its own
 * progress; thumbnails with a description saved on leaving the field; view large, download, delete.
 */
export function PostersTab({ eventId }: EventTabProps) {
  const t = useT();
  const listOptions = trpc.posters.list.queryOptions({ eventId });
  const list = useQuery(listOptions);
  const [uploads, setUploads] = useState<PosterUpload[]>([]);
  const [problems, setProblems] = useState<string[]>([]);
  const [shown, setShown] = useState<number | null>(null);
  const posters = list.data ?? [];

  const keep = (change: (posters: Poster[]) => Poster[]) =>
    queryClient.setQueryData(listOptions.queryKey, (current) => change(current ?? []));
  const changeUpload = (key: string, change: Partial<PosterUpload>) =>
    setUploads((current) => current.map((u) => (u.key === key ? { ...u, ...change } : u)));

  const uploadAll = async (files: File[]) => {
    setProblems([]);
    const queued = files.map((file) => ({ key: randomUuid(), file }));
    setUploads((current) => [
      ...current,
      ...queued.map(({ key, file }) => ({ key, name: file.name, percent: 0 })),
    ]);
    let stored = 0;
    await eachLimited(queued, PARALLEL_UPLOADS, async ({ key, file }) => {
      try {
        const added = await uploadPoster(eventId, file, (percent) => changeUpload(key, { percent }), {
          failed: t('posters.uploadFailed'),
          network: t('posters.networkError'),
        });
        keep((current) => [...current, ...added]);
        setUploads((current) => current.filter((u) => u.key !== key));
        stored += 1;
      } catch (error) {
        changeUpload(key, { error: error instanceof Error ? error.message : t('posters.uploadFailed') });
      }
    });
    if (stored > 0) showSuccess(counted(stored, 'posters.uploaded', t));
    // the server's order (uploads finish in any order)
    await queryClient.invalidateQueries({ queryKey: listOptions.queryKey });
  };

  const shownIndex = posters.findIndex((poster) => poster.id === shown);
  return (
    <Stack gap="md" component="section" aria-label={t('posters.title')}>
      <Group justify="space-between">
        <Title order={4}>{t('posters.title')}</Title>
        {list.isSuccess && (
          <Text size="sm" c="dimmed">
            {counted(posters.length, 'posters.count', t)}
          </Text>
        )}
      </Group>
      <UploadDropzone
        label={t('posters.drop')}
        hint={t('posters.hint', { size: MAX_MEGABYTES })}
        icon={<IconPhoto size={32} />}
        accept={ACCEPTED}
        maxSize={MAX_POSTER_BYTES}
        // each file has its own progress below
        progress={null}
        progressLabel=""
        problems={problems}
        onDrop={(files) => void uploadAll(files)}
        onReject={(rejections) => setProblems([...new Set(rejections.map((r) => rejectionText(r, t)))])}
        onDismissProblems={() => setProblems([])}
      />
      {uploads.length > 0 && (
        <Stack gap="xs" aria-live="polite">
          {uploads.map((upload) => (
            <UploadRow
              key={upload.key}
              upload={upload}
              onDismiss={() => setUploads((current) => current.filter((u) => u.key !== upload.key))}
            />
          ))}
        </Stack>
      )}
      {list.isPending || list.isError ? (
        <TabLoading
          error={list.error}
          onRetry={() => void list.refetch()}
          texts={{ loading: t('posters.loading'), loadError: t('posters.loadError') }}
        />
      ) : posters.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('posters.empty')}
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 1, xs: 2, sm: 3, lg: 4 }} spacing="md">
          {posters.map((poster) => (
            <PosterCard
              // a saved or reloaded poster starts its field again from what is stored
              key={`${poster.id}-${poster.version}`}
              poster={poster}
              onOpen={() => setShown(poster.id)}
              onSaved={(saved) => keep((current) => current.map((p) => (p.id === saved.id ? saved : p)))}
              onDeleted={() => keep((current) => current.filter((p) => p.id !== poster.id))}
            />
          ))}
        </SimpleGrid>
      )}
      <PosterLightbox
        posters={posters}
        index={shownIndex < 0 ? null : shownIndex}
        onIndex={(index) => setShown(posters[index]?.id ?? null)}
        onClose={() => setShown(null)}
      />
    </Stack>
  );
}

function UploadRow({ upload, onDismiss }: { upload: PosterUpload; onDismiss: () => void }) {
  const t = useT();
  if (upload.error)
    return (
      <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert" py="xs">
        <Group justify="space-between" wrap="nowrap">
          <Text size="sm">{upload.error}</Text>
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label={t('posters.dismiss', { name: upload.name })}
            onClick={onDismiss}
          >
            <IconX size={16} />
          </ActionIcon>
        </Group>
      </Alert>
    );
  const label = t('posters.uploading', { name: upload.name, percent: upload.percent });
  return (
    <Paper withBorder p="xs" radius="sm">
      <Stack gap={4}>
        <Text size="xs" truncate>
          {label}
        </Text>
        <Progress value={upload.percent} animated aria-label={label} />
      </Stack>
    </Paper>
  );
}
