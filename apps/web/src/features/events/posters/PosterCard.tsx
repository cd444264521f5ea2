import {
  ActionIcon,
  Group,
  Image,
  Paper,
  Stack,
  Text,
  TextInput,
  Tooltip,
  UnstyledButton,
} from '@mantine/core';
import { IconDownload, IconTrash } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocale, useT } from '../../../i18n';
import { errorCodeOf } from '../../../lib/api-errors';
import { formatFileSize } from '../../../lib/format';
import { showSuccess } from '../../../lib/toast';
import { queryClient, trpc } from '../../../trpc';
import { ConflictAlert } from '../../forms/ConflictAlert';
import { confirmDestructive } from '../../forms/confirm';
import type { Poster } from './uploads';

/**
 * One poster: its thumbnail (opens it large), name and size, its description (saved with the
 * poster's version on leaving the field or on Enter), download and delete.
 */
export function PosterCard({
  poster,
  onOpen,
  onSaved,
  onDeleted,
}: {
  poster: Poster;
  onOpen: () => void;
  onSaved: (poster: Poster) => void;
  onDeleted: () => void;
}) {
  const t = useT();
  const locale = useLocale();
  const [description, setDescription] = useState(poster.description);
  const [conflict, setConflict] = useState(false);
  const save = useMutation(
    trpc.posters.updateDescription.mutationOptions({
      meta: { errorDisplay: 'inline' },
      onSuccess: (saved) => {
        onSaved(saved);
        showSuccess(t('posters.description.saved'));
      },
      onError: (error) => setConflict(errorCodeOf(error) === 'version_conflict'),
    }),
  );
  const remove = useMutation(
    trpc.posters.delete.mutationOptions({
      onSuccess: () => {
        onDeleted();
        showSuccess(t('posters.deleted'));
      },
    }),
  );
  const saveIfChanged = () => {
    if (description.trim() === poster.description || save.isPending) return;
    save.mutate({ id: poster.id, description, version: poster.version });
  };
  /** The stored poster, to show it or to save over it. */
  const stored = () =>
    queryClient.fetchQuery(trpc.posters.find.queryOptions({ id: poster.id }, { staleTime: 0 }));

  return (
    <Paper withBorder radius="sm" p="xs" aria-label={poster.name} component="article">
      <Stack gap={6}>
        <UnstyledButton onClick={onOpen} aria-label={t('posters.open', { name: poster.name })}>
          <Image
            src={poster.thumbnailUrl}
            alt={poster.description || poster.name}
            h={180}
            fit="contain"
            loading="lazy"
          />
        </UnstyledButton>
        <Group justify="space-between" wrap="nowrap" gap={4}>
          <Stack gap={0} miw={0}>
            <Text size="sm" fw={500} truncate title={poster.name}>
              {poster.name}
            </Text>
            <Text size="xs" c="dimmed">
              {t('posters.size', {
                width: poster.width ?? '?',
                height: poster.height ?? '?',
                size: formatFileSize(poster.size, locale),
              })}
            </Text>
          </Stack>
          <Group gap={2} wrap="nowrap">
            <DownloadButton poster={poster} variant="subtle" size={16} />
            <Tooltip label={t('posters.delete', { name: poster.name })}>
              <ActionIcon
                variant="subtle"
                color="red"
                loading={remove.isPending}
                aria-label={t('posters.delete', { name: poster.name })}
                onClick={() =>
                  confirmDestructive({
                    title: t('posters.delete.title'),
                    text: t('posters.delete.text', { name: poster.name }),
                    confirm: t('posters.delete.confirm'),
                    cancel: t('common.cancel'),
                    onConfirm: () => remove.mutate({ ids: [poster.id] }),
                  })
                }
              >
                <IconTrash size={16} />
              </ActionIcon>
            </Tooltip>
          </Group>
        </Group>
        <TextInput
          size="xs"
          aria-label={t('posters.description', { name: poster.name })}
          placeholder={t('posters.description.placeholder')}
          value={description}
          maxLength={2000}
          onChange={(event) => setDescription(event.currentTarget.value)}
          onBlur={saveIfChanged}
          onKeyDown={(event) => {
            if (event.key === 'Enter') saveIfChanged();
            if (event.key === 'Escape') setDescription(poster.description);
          }}
          description={save.isPending ? t('posters.description.saving') : undefined}
          error={save.isError && !conflict ? save.error.message : undefined}
        />
        {conflict && (
          <ConflictAlert
            text={t('posters.conflict')}
            reload={{
              label: t('posters.conflict.reload'),
              onClick: () => void stored().then(onSaved),
            }}
            keep={{
              label: t('posters.conflict.keep'),
              onClick: () =>
                void stored().then((latest) => {
                  setConflict(false);
                  save.mutate({ id: poster.id, description, version: latest.version });
                }),
            }}
          />
        )}
      </Stack>
    </Paper>
  );
}

/** Saves the poster's original under its own name. */
export function DownloadButton({
  poster,
  variant,
  size,
}: {
  poster: Poster;
  variant: 'subtle' | 'default';
  size: number;
}) {
  const t = useT();
  const label = t('posters.download', { name: poster.name });
  return (
    <Tooltip label={label}>
      <ActionIcon variant={variant} component="a" href={poster.url} download={poster.name} aria-label={label}>
        <IconDownload size={size} />
      </ActionIcon>
    </Tooltip>
  );
}
