import {
  Alert,
  Badge,
  Button,
  FileInput,
  Group,
  Loader,
  PasswordInput,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { IconAlertCircle, IconCertificate, IconTrash, IconUpload } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { type Translate, useLocale, useT } from '../../i18n';
import { errorMessageOf } from '../../lib/api-errors';
import { formatDateTime } from '../../lib/format';
import { uploadForm } from '../../lib/rest';
import { showSuccess } from '../../lib/toast';
import { queryClient, trpc, trpcClient } from '../../trpc';
import { confirmDestructive } from '../forms/confirm';
import { Sha256 } from '../forms/Sha256';

/** Sends the PKCS#12 file and its password to the multipart path (tRPC carries JSON only). */
const uploadCertificate = (companyId: number, file: File, password: string, t: Translate) => {
  const form = new FormData();
  form.append('password', password);
  form.append('file', file);
  return uploadForm(`/api/empresa/${companyId}/certificate`, form, () => undefined, {
    failed: t('companyCertificate.uploadFailed'),
    network: t('companyCertificate.networkError'),
  });
};

/**
 * The certificate a company's signed contracts are sealed with (issue 31): what it says, a
 * PKCS#12 file (.p12, .pfx) and its password to upload instead, and removing it (a self-signed
 * one is then made when the company next signs).
 */
export function CompanyCertificate({ companyId }: { companyId: number }) {
  const t = useT();
  const locale = useLocale();
  const options = trpc.masters.company.certificate.get.queryOptions({ id: companyId });
  const certificate = useQuery(options);
  const [file, setFile] = useState<File | null>(null);
  const [password, setPassword] = useState('');
  const reread = () => queryClient.invalidateQueries({ queryKey: options.queryKey });
  const upload = useMutation({
    mutationFn: (chosen: File) => uploadCertificate(companyId, chosen, password, t),
    meta: { errorDisplay: 'inline' },
    onSuccess: async () => {
      setFile(null);
      setPassword('');
      await reread();
      showSuccess(t('companyCertificate.uploaded'));
    },
  });
  const remove = useMutation({
    mutationFn: () => trpcClient.masters.company.certificate.remove.mutate({ id: companyId }),
    meta: { errorDisplay: 'inline' },
    onSuccess: async () => {
      await reread();
      showSuccess(t('companyCertificate.removed'));
    },
  });
  const shown = certificate.data;

  return (
    <Stack gap="sm" component="section" aria-label={t('companyCertificate.title')}>
      <Title order={4}>{t('companyCertificate.title')}</Title>
      <Text size="sm" c="dimmed">
        {t('companyCertificate.hint')}
      </Text>
      {certificate.isPending && <Loader size="xs" />}
      {certificate.isError && (
        <Alert color="red" icon={<IconAlertCircle size={18} />}>
          {errorMessageOf(certificate.error)}
        </Alert>
      )}
      {certificate.isSuccess && !shown && <Text size="sm">{t('companyCertificate.none')}</Text>}
      {shown && (
        <Stack gap="xs">
          <Group gap="xs">
            <IconCertificate size={18} aria-hidden />
            <Text fw={500}>{shown.commonName}</Text>
            {shown.selfSigned && (
              <Badge color="yellow" variant="light" radius="sm">
                {t('companyCertificate.selfSigned')}
              </Badge>
            )}
          </Group>
          <Table variant="vertical" layout="fixed" withTableBorder fz="sm">
            <Table.Tbody>
              <Table.Tr>
                <Table.Th w={140}>{t('companyCertificate.issuer')}</Table.Th>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>{shown.issuer}</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th>{t('companyCertificate.validity')}</Table.Th>
                <Table.Td>
                  {t('companyCertificate.validityRange', {
                    from: formatDateTime(shown.notBefore, locale),
                    to: formatDateTime(shown.notAfter, locale),
                  })}
                </Table.Td>
              </Table.Tr>
            </Table.Tbody>
          </Table>
          <Sha256 label={t('companyCertificate.fingerprint')} value={shown.fingerprint} />
          <Group>
            <Button
              variant="subtle"
              color="red"
              leftSection={<IconTrash size={16} />}
              loading={remove.isPending}
              onClick={() =>
                confirmDestructive({
                  title: t('companyCertificate.removeTitle'),
                  text: t('companyCertificate.removeText'),
                  confirm: t('companyCertificate.remove'),
                  cancel: t('common.cancel'),
                  onConfirm: () => remove.mutate(),
                })
              }
            >
              {t('companyCertificate.remove')}
            </Button>
          </Group>
        </Stack>
      )}
      <form
        noValidate
        aria-label={t('companyCertificate.upload')}
        onSubmit={(event) => {
          event.preventDefault();
          if (file) upload.mutate(file);
        }}
      >
        <Stack gap="xs">
          <Group align="flex-end" gap="xs">
            <FileInput
              label={t('companyCertificate.file')}
              placeholder={t('companyCertificate.filePlaceholder')}
              accept=".p12,.pfx,application/x-pkcs12"
              value={file}
              onChange={setFile}
              clearable
              miw={220}
            />
            <PasswordInput
              label={t('companyCertificate.password')}
              autoComplete="off"
              value={password}
              onChange={(event) => setPassword(event.currentTarget.value)}
              miw={200}
            />
            <Button
              type="submit"
              variant="light"
              leftSection={<IconUpload size={16} />}
              disabled={!file}
              loading={upload.isPending}
            >
              {t('companyCertificate.upload')}
            </Button>
          </Group>
          {(upload.error ?? remove.error) && (
            <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
              {errorMessageOf(upload.error ?? remove.error)}
            </Alert>
          )}
        </Stack>
      </form>
    </Stack>
  );
}
