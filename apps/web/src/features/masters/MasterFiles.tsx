import { certificateFields } from '@bolo/api/masters/public';
import { certificateTypes, imageTypes } from '@bolo/api/storage/public';
import { Alert, Stack, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useT } from '../../i18n';
import { showSuccess } from '../../lib/toast';
import { queryClient, trpc } from '../../trpc';
import { StoredFileField } from '../forms/StoredFileField';

const LoadError = () => {
  const t = useT();
  return (
    <Alert color="red" icon={<IconAlertCircle size={18} />}>
      {t('storedFile.loadError')}
    </Alert>
  );
};

/** A signatory's signature: its preview, upload or replace, remove (it prints in the contracts it signs). */
export function SignatoryFirma({ id }: { id: number }) {
  const t = useT();
  const options = trpc.masters.signatory.files.held.queryOptions({ id });
  const held = useQuery(options);
  const keep = (keys: Record<string, string>) => queryClient.setQueryData(options.queryKey, keys);
  const label = t('storedFile.firma');
  const remove = useMutation(
    trpc.masters.signatory.files.remove.mutationOptions({
      onSuccess: (keys) => {
        keep(keys);
        showSuccess(t('storedFile.removed', { label }));
      },
    }),
  );
  if (held.isError) return <LoadError />;
  const key = held.data?.firma ?? '';
  return (
    <StoredFileField
      label={label}
      path={`/api/firmantes/${id}/files/firma`}
      present={key !== ''}
      version={key}
      preview
      accept={Object.values(imageTypes)}
      types={t('storedFile.types.image')}
      onUploaded={keep}
      onRemove={() => remove.mutate({ id, field: 'firma' })}
      removing={remove.isPending}
    />
  );
}

/** An artist's certificates, as the counterparty sent them or staff upload them here. */
export function ArtistCertificates({ id }: { id: number }) {
  const t = useT();
  const options = trpc.masters.artist.files.held.queryOptions({ id });
  const held = useQuery(options);
  const keep = (keys: Record<string, string>) => queryClient.setQueryData(options.queryKey, keys);
  const remove = useMutation(
    trpc.masters.artist.files.remove.mutationOptions({
      onSuccess: (keys, { field }) => {
        keep(keys);
        showSuccess(t('storedFile.removed', { label: t(`storedFile.${field}`) }));
      },
    }),
  );
  if (held.isError) return <LoadError />;
  return (
    <Stack gap="md">
      <Title order={4}>{t('storedFile.certificates')}</Title>
      {certificateFields.map((field) => {
        const key = held.data?.[field] ?? '';
        return (
          <StoredFileField
            key={field}
            label={t(`storedFile.${field}`)}
            path={`/api/masterArtist/${id}/files/${field}`}
            present={key !== ''}
            version={key}
            accept={Object.values(certificateTypes)}
            types={t('storedFile.types.certificate')}
            onUploaded={keep}
            onRemove={() => remove.mutate({ id, field })}
            removing={remove.isPending && remove.variables?.field === field}
          />
        );
      })}
    </Stack>
  );
}
