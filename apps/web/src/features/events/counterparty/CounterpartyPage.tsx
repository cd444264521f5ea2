import { fieldsOfParty, type PublicView } from '@bolo/api/events/public';
import { type CertificateField, certificateFields } from '@bolo/api/masters/public';
import {
  Alert,
  Badge,
  Box,
  Button,
  Card,
  FileButton,
  Group,
  Loader,
  Progress,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle, IconCircleCheck, IconUpload } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocale, useT } from '../../../i18n';
import { errorCodeOf } from '../../../lib/api-errors';
import { formatEventDate } from '../../../lib/format';
import { trpc } from '../../../trpc';
import { UploadProblem } from '../../forms/UploadProblem';
import { DOCUMENT_TYPES, useDocumentUpload } from '../../forms/use-document-upload';
import { PageTitle } from '../../layout/PageTitle';
import type { MasterRow } from '../../masters/api';
import { type FormValues, formValuesOf, masterInputOf } from '../../masters/form-values';
import { isWide, MasterField } from '../../masters/MasterField';
import { validateMasterInput } from '../../masters/validation';
import { CounterpartyAdvance } from './CounterpartyAdvance';
import { linkReads, publicDescription } from './parties';

/** /altainfo/{hash}: a counterparty's own data, opened from its link without signing in. */
export function CounterpartyPage({ token }: { token: string }) {
  const t = useT();
  const view = useQuery({ ...trpc.counterparty.publicView.queryOptions({ token }), ...linkReads });
  if (view.isPending) {
    return (
      <Group justify="center" py="xl">
        <Loader size="sm" />
        <Text>{t('counterparty.public.loading')}</Text>
      </Group>
    );
  }
  if (view.isError)
    return <NotValid rateLimited={errorCodeOf(view.error) === 'rate_limited'} message={view.error.message} />;
  return <CounterpartyForm token={token} view={view.data} />;
}

function NotValid({ rateLimited, message }: { rateLimited: boolean; message: string }) {
  const t = useT();
  return (
    <Card withBorder maw={560} mx="auto" role="alert">
      <Stack gap="xs">
        <PageTitle size="h3">{rateLimited ? message : t('counterparty.public.notValidTitle')}</PageTitle>
        {!rateLimited && <Text>{t('counterparty.public.notValidText')}</Text>}
      </Stack>
    </Card>
  );
}

type View = PublicView;

function CounterpartyForm({ token, view }: { token: string; view: View }) {
  const t = useT();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const description = publicDescription(view.party, fieldsOfParty(view.party));
  const [sent, setSent] = useState(false);
  const form = useForm<FormValues>({
    mode: 'controlled',
    initialValues: formValuesOf(description, view.fields as MasterRow),
    validate: (values) => validateMasterInput(description, masterInputOf(description, values), locale),
  });
  const queryKey = trpc.counterparty.publicView.queryKey({ token });
  const send = useMutation(
    trpc.counterparty.updateDatas.mutationOptions({
      meta: { errorDisplay: 'inline' },
      onSuccess: (saved) => {
        queryClient.setQueryData(queryKey, saved);
        form.setValues(formValuesOf(description, saved.fields as MasterRow));
        form.resetDirty();
        setSent(true);
      },
    }),
  );
  const submit = form.onSubmit((values) => send.mutate({ token, ...masterInputOf(description, values) }));
  const party = t(`counterparty.party.${view.party}`);

  return (
    <Stack gap="lg" maw={880} mx="auto">
      <Stack gap={4}>
        <PageTitle>{view.event.name}</PageTitle>
        <Text>
          {t('counterparty.public.date')}: {formatEventDate(view.event.date, null, locale)}
          {view.event.place && ` · ${t('counterparty.public.place')}: ${view.event.place}`}
        </Text>
      </Stack>
      {sent ? (
        <Alert
          color="teal"
          icon={<IconCircleCheck size={20} />}
          title={t('counterparty.public.thanksTitle')}
          role="status"
        >
          <Stack gap="sm" align="flex-start">
            <Text size="sm">{t('counterparty.public.thanksText')}</Text>
            <Button variant="light" onClick={() => setSent(false)}>
              {t('counterparty.public.edit')}
            </Button>
          </Stack>
        </Alert>
      ) : (
        <form noValidate onSubmit={submit} aria-label={party}>
          <Card withBorder>
            <Stack gap="md">
              <Text size="sm">{t('counterparty.public.intro', { party: party.toLowerCase() })}</Text>
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
                {description.fields.map((field) => (
                  <Box key={field.name} style={isWide(field) ? { gridColumn: '1 / -1' } : undefined}>
                    <MasterField field={field} form={form} />
                  </Box>
                ))}
              </SimpleGrid>
              <Certificates
                token={token}
                view={view}
                onUploaded={(next) => queryClient.setQueryData(queryKey, next)}
              />
              {send.isError && (
                <Alert color="red" icon={<IconAlertCircle size={18} />}>
                  {send.error.message}
                </Alert>
              )}
              <Group justify="flex-end">
                <Button type="submit" loading={send.isPending}>
                  {t('counterparty.public.send')}
                </Button>
              </Group>
            </Stack>
          </Card>
        </form>
      )}
      <CounterpartyAdvance token={token} />
    </Stack>
  );
}

/** The two certificate uploads, each with its progress and whether one is already there. */
function Certificates({
  token,
  view,
  onUploaded,
}: {
  token: string;
  view: View;
  onUploaded: (view: View) => void;
}) {
  const t = useT();
  const files = useDocumentUpload({
    failed: t('counterparty.public.uploadFailed'),
    network: t('counterparty.public.network'),
  });

  const upload = async (field: CertificateField, file: File | null) => {
    // the token in the address: the server checks it before it reads the file
    const next = await files.send<View>(
      field,
      `/api/datosContraparte/uploadFiles?token=${encodeURIComponent(token)}`,
      field,
      file,
    );
    if (next) onUploaded(next);
  };

  return (
    <Stack gap="xs" component="section" aria-label={t('counterparty.public.certificates')}>
      <Title order={3} size="h5">
        {t('counterparty.public.certificates')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('counterparty.public.certificatesHint')}
      </Text>
      {certificateFields.map((field) => {
        const percent = files.sending?.key === field ? files.sending.percent : undefined;
        const label = t(`counterparty.public.${field}`);
        return (
          <Stack key={field} gap={4}>
            <Group justify="space-between" wrap="wrap" gap="xs">
              <Group gap="xs">
                <Text size="sm" fw={500}>
                  {label}
                </Text>
                <Badge color={view.certificates[field] ? 'teal' : 'gray'} variant="light">
                  {view.certificates[field]
                    ? t('counterparty.public.uploaded')
                    : t('counterparty.public.notUploaded')}
                </Badge>
              </Group>
              <FileButton accept={DOCUMENT_TYPES.join(',')} onChange={(file) => void upload(field, file)}>
                {(props) => (
                  <Button
                    {...props}
                    variant="light"
                    size="xs"
                    leftSection={<IconUpload size={14} />}
                    loading={percent !== undefined}
                    aria-label={label}
                  >
                    {label}
                  </Button>
                )}
              </FileButton>
            </Group>
            {percent !== undefined && (
              <Progress value={percent} aria-label={t('counterparty.public.uploading')} animated />
            )}
          </Stack>
        );
      })}
      <UploadProblem upload={files} />
    </Stack>
  );
}
