import type { AppRouter } from '@bolo/api';
import {
  type ImageGroup,
  imageGroups,
  imageTypes,
  MAX_FILE_BYTES,
  MAX_FILES,
} from '@bolo/api/storage/public';
import {
  ActionIcon,
  Alert,
  Anchor,
  Button,
  Group,
  Image,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import type { FileRejection } from '@mantine/dropzone';
import { IconAlertCircle, IconPhoto, IconTrash } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import type { inferRouterOutputs } from '@trpc/server';
import { useState } from 'react';
import { type Translate, useT } from '../../i18n';
import { uploadForm } from '../../lib/rest';
import { showSuccess } from '../../lib/toast';
import { queryClient, trpc } from '../../trpc';
import { confirmDestructive } from '../forms/confirm';
import { UploadDropzone } from '../forms/UploadDropzone';

type Groups = inferRouterOutputs<AppRouter>['masters']['company']['images']['list'];
type StoredImage = Groups[ImageGroup][number];

const ACCEPTED = Object.values(imageTypes);
const MAX_MEGABYTES = MAX_FILE_BYTES / 1024 / 1024;

/** Sends the files to the legacy multipart path (tRPC carries JSON only); answers the groups as stored. */
function uploadImages(
  companyId: number,
  group: ImageGroup,
  files: File[],
  onProgress: (percent: number) => void,
  t: Translate,
): Promise<Groups> {
  const form = new FormData();
  form.append('id', String(companyId));
  form.append('group', group);
  for (const file of files) form.append('files', file);
  return uploadForm<Groups>('/api/empresa/uploadFiles', form, onProgress, {
    failed: t('companyImages.uploadFailed'),
    network: t('companyImages.networkError'),
  });
}

/** Why the browser kept a file back, in the person's language. */
function rejectionText(rejection: FileRejection, t: Translate): string {
  const name = rejection.file.name;
  const codes = rejection.errors.map((error) => error.code);
  if (codes.includes('too-many-files')) return t('companyImages.rejected.count', { count: MAX_FILES });
  if (codes.includes('file-too-large'))
    return t('companyImages.rejected.size', { name, size: MAX_MEGABYTES });
  if (rejection.file.type === 'image/svg+xml') return t('companyImages.rejected.svg', { name });
  return t('companyImages.rejected.type', { name });
}

const groupLabel = (group: ImageGroup, t: Translate) => t(`companyImages.group.${group}`);

/** A company's three image groups: drop to upload (with progress), thumbnails, delete one or all. */
export function CompanyImages({ companyId }: { companyId: number }) {
  const t = useT();
  const listOptions = trpc.masters.company.images.list.queryOptions({ id: companyId });
  const list = useQuery(listOptions);
  const keep = (groups: Groups) => queryClient.setQueryData(listOptions.queryKey, groups);

  if (list.isError) {
    return (
      <Alert color="red" icon={<IconAlertCircle size={18} />}>
        {t('companyImages.loadError')}
      </Alert>
    );
  }
  return (
    <Stack gap="lg">
      <Title order={4}>{t('companyImages.title')}</Title>
      {imageGroups.map((group) => (
        <ImageGroupSection
          key={group}
          companyId={companyId}
          group={group}
          images={list.data?.[group] ?? []}
          loading={list.isPending}
          onChange={keep}
        />
      ))}
    </Stack>
  );
}

interface SectionProps {
  companyId: number;
  group: ImageGroup;
  images: StoredImage[];
  loading: boolean;
  onChange: (groups: Groups) => void;
}

function ImageGroupSection({ companyId, group, images, loading, onChange }: SectionProps) {
  const t = useT();
  const label = groupLabel(group, t);
  const [progress, setProgress] = useState<number | null>(null);
  const [problems, setProblems] = useState<string[]>([]);
  const upload = useMutation({
    mutationFn: (files: File[]) => uploadImages(companyId, group, files, setProgress, t),
    meta: { errorDisplay: 'inline' },
    onMutate: () => {
      setProgress(0);
      setProblems([]);
    },
    onSuccess: (groups) => {
      onChange(groups);
      showSuccess(t('companyImages.uploaded'));
    },
    onError: (error) => setProblems([error.message]),
    onSettled: () => setProgress(null),
  });
  const removeOne = useMutation(
    trpc.masters.company.images.delete.mutationOptions({
      onSuccess: (groups) => {
        onChange(groups);
        showSuccess(t('companyImages.deleted'));
      },
    }),
  );
  const removeAll = useMutation(
    trpc.masters.company.images.deleteGroup.mutationOptions({
      onSuccess: (groups) => {
        onChange(groups);
        showSuccess(t('companyImages.groupDeleted'));
      },
    }),
  );

  const confirmDelete = (image: StoredImage, position: number) =>
    confirmDestructive({
      title: t('companyImages.deleteTitle'),
      text: t('companyImages.deleteText', { n: position, group: label }),
      confirm: t('companyImages.delete'),
      cancel: t('common.cancel'),
      onConfirm: () => removeOne.mutate({ id: companyId, group, file: image.file }),
    });
  const confirmDeleteGroup = () =>
    confirmDestructive({
      title: t('companyImages.deleteGroupTitle', { group: label }),
      text: t('companyImages.deleteGroupText', { count: images.length, group: label }),
      confirm: t('companyImages.deleteGroup'),
      cancel: t('common.cancel'),
      onConfirm: () => removeAll.mutate({ id: companyId, group }),
    });

  return (
    <Stack gap="xs" component="section" aria-label={label}>
      <Group justify="space-between">
        <Text fw={600}>
          {label}{' '}
          <Text span c="dimmed" size="sm">
            ({images.length})
          </Text>
        </Text>
        <Button
          variant="subtle"
          color="red"
          size="xs"
          leftSection={<IconTrash size={14} />}
          disabled={images.length === 0 || removeAll.isPending}
          onClick={confirmDeleteGroup}
        >
          {t('companyImages.deleteGroup')}
        </Button>
      </Group>
      <UploadDropzone
        label={`${t('companyImages.drop')}: ${label}`}
        hint={t('companyImages.hint', { size: MAX_MEGABYTES, count: MAX_FILES })}
        icon={<IconPhoto size={32} />}
        accept={ACCEPTED}
        maxSize={MAX_FILE_BYTES}
        maxFiles={MAX_FILES}
        progress={progress}
        progressLabel={t('companyImages.uploading', { percent: progress ?? 0 })}
        problems={problems}
        onDrop={(files) => upload.mutate(files)}
        onReject={(rejections) => setProblems([...new Set(rejections.map((r) => rejectionText(r, t)))])}
        onDismissProblems={() => setProblems([])}
      />
      {!loading && images.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('companyImages.empty')}
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 2, xs: 3, sm: 4 }} spacing="xs">
          {images.map((image, index) => (
            <Paper key={image.key} withBorder radius="sm" p={4} pos="relative">
              <Anchor href={image.url} target="_blank" rel="noreferrer" aria-label={t('companyImages.open')}>
                <Image
                  src={image.thumbnailUrl}
                  alt={t('companyImages.alt', { n: index + 1, group: label })}
                  h={96}
                  fit="contain"
                  loading="lazy"
                />
              </Anchor>
              <Tooltip label={t('companyImages.delete')}>
                <ActionIcon
                  variant="filled"
                  color="red"
                  size="sm"
                  pos="absolute"
                  top={6}
                  right={6}
                  aria-label={`${t('companyImages.delete')}: ${t('companyImages.alt', { n: index + 1, group: label })}`}
                  loading={removeOne.isPending && removeOne.variables?.file === image.file}
                  onClick={() => confirmDelete(image, index + 1)}
                >
                  <IconTrash size={14} />
                </ActionIcon>
              </Tooltip>
            </Paper>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
