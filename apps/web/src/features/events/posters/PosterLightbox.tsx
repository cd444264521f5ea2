import { ActionIcon, Group, Image, Modal, Stack, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useT } from '../../../i18n';
import { DownloadButton } from './PosterCard';
import type { Poster } from './uploads';

/** A poster shown large over the page; the arrow keys and buttons go to the others, Escape closes. */
export function PosterLightbox({
  posters,
  index,
  onIndex,
  onClose,
}: {
  posters: Poster[];
  index: number | null;
  onIndex: (index: number) => void;
  onClose: () => void;
}) {
  const t = useT();
  const poster = index === null ? undefined : posters[index];
  const go = (step: number) => {
    if (index === null || posters.length === 0) return;
    onIndex((index + step + posters.length) % posters.length);
  };
  return (
    <Modal
      opened={poster !== undefined}
      onClose={onClose}
      size="auto"
      centered
      title={poster?.name}
      onKeyDown={(event) => {
        if (event.key === 'ArrowLeft') go(-1);
        if (event.key === 'ArrowRight') go(1);
      }}
    >
      {poster && (
        <Stack gap="sm" align="center">
          <Image
            src={poster.url}
            alt={poster.description || poster.name}
            mah="75vh"
            maw="90vw"
            fit="contain"
          />
          {poster.description && <Text size="sm">{poster.description}</Text>}
          <Group gap="xs">
            <ActionIcon
              variant="default"
              aria-label={t('posters.previous')}
              disabled={posters.length < 2}
              onClick={() => go(-1)}
            >
              <IconChevronLeft size={18} />
            </ActionIcon>
            <DownloadButton poster={poster} variant="default" size={18} />
            <ActionIcon
              variant="default"
              aria-label={t('posters.next')}
              disabled={posters.length < 2}
              onClick={() => go(1)}
            >
              <IconChevronRight size={18} />
            </ActionIcon>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
