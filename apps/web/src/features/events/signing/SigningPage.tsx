import { type IdType, idTypes, type LinkView } from '@bolo/api/events/public';
import {
  Alert,
  Button,
  Card,
  Checkbox,
  Group,
  Loader,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconAlertCircle, IconCircleCheck, IconDownload, IconInfoCircle } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { type Translate, useLocale, useT } from '../../../i18n';
import { errorCodeOf, errorMessageOf } from '../../../lib/api-errors';
import { downloadBlob } from '../../../lib/download';
import { formatDateTime, formatEventDate } from '../../../lib/format';
import { trpc } from '../../../trpc';
import { ReasonModal } from '../../forms/ReasonModal';
import { Sha256 } from '../../forms/Sha256';
import { PageTitle } from '../../layout/PageTitle';
import { fetchPdf } from '../../pdf/fetch-pdf';
import { EmbeddedPdfView } from '../../pdf/PdfViewerPage';
import { pdfFileName } from '../../pdf/pdf-source';
import { SignatureField, type SignatureKind, typedSignature } from './SignatureField';

/** The link's documents go through their REST paths (bytes, not JSON), the token in the query. */
const linkPdf = (token: string, which: 'document' | 'signedDocument', t: Translate) =>
  fetchPdf(`/api/contratos/signing/${which}?token=${encodeURIComponent(token)}`, {
    failed: t('pdf.error.load'),
    notPdf: t('pdf.error.notPdf'),
  });

/** Why a link takes no signature, when the server refuses to show it: the title for its code. */
const refusalTitles: Record<string, 'signing.link.expiredTitle' | 'signing.link.voidedTitle'> = {
  contract_signing_expired: 'signing.link.expiredTitle',
  contract_signing_link_expired: 'signing.link.expiredTitle',
  contract_signing_voided: 'signing.link.voidedTitle',
};

/**
 * `/firmar/{token}`: a contract sent for signature, opened from its link without an account. The
 * whole PDF to read, its hash, then the signer's name, document, signature and consent; or
 * declining with a reason. Each end (signed, signed by both, declined, expired, voided) says so.
 */
export function SigningPage({ token }: { token: string }) {
  const t = useT();
  const view = useQuery({
    ...trpc.eventContracts.signing.view.queryOptions({ token }),
    meta: { errorDisplay: 'silent' },
    retry: false,
    refetchOnWindowFocus: false,
  });
  if (view.isPending)
    return (
      <Group justify="center" py="xl">
        <Loader size="sm" />
        <Text>{t('signing.link.loading')}</Text>
      </Group>
    );
  if (view.isError) {
    const title = refusalTitles[errorCodeOf(view.error) ?? ''] ?? 'signing.link.notValidTitle';
    return (
      <Ending color="gray" title={t(title)}>
        <Text size="sm">{errorMessageOf(view.error)}</Text>
      </Ending>
    );
  }
  return <SigningView token={token} view={view.data} />;
}

function SigningView({ token, view }: { token: string; view: LinkView }) {
  const t = useT();
  const locale = useLocale();
  const waiting = view.state === 'sent' || view.state === 'viewed';
  return (
    <Stack gap="lg" maw={880} mx="auto">
      <Stack gap={4}>
        <PageTitle>{t('signing.link.title')}</PageTitle>
        <Text fw={500}>
          {view.event.date
            ? t('signing.link.event', {
                event: view.event.name,
                date: formatEventDate(view.event.date, null, locale),
              })
            : view.event.name}
        </Text>
        {waiting && (
          <Text size="sm">
            {t('signing.link.intro', { company: view.company, at: formatDateTime(view.expiresAt, locale) })}
          </Text>
        )}
        <Text size="sm" c="dimmed">
          {t('signing.link.signatory', {
            company: view.company,
            name: view.signatory.cargo
              ? `${view.signatory.name} (${view.signatory.cargo})`
              : view.signatory.name,
          })}
        </Text>
      </Stack>
      <StateMessage token={token} view={view} />
      {waiting && <Contract token={token} view={view} />}
      {waiting && <SignForm token={token} view={view} />}
    </Stack>
  );
}

/** The PDF sent, readable whole on the page, and its hash. */
function Contract({ token, view }: { token: string; view: LinkView }) {
  const t = useT();
  const document = useQuery({
    queryKey: ['signing-document', token],
    queryFn: async () => {
      const pdf = await linkPdf(token, 'document', t);
      return { blob: pdf.blob, name: pdfFileName(pdf.name, 'contrato.pdf') };
    },
    meta: { errorDisplay: 'inline' },
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });
  return (
    <Card withBorder component="section" aria-label={t('signing.link.document')}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('signing.link.document')}
        </Title>
        {document.isPending && (
          <Group gap="xs">
            <Loader size="xs" />
            <Text size="sm">{t('signing.link.loadingDocument')}</Text>
          </Group>
        )}
        {document.isError && (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
            {errorMessageOf(document.error)}
          </Alert>
        )}
        {document.data && <EmbeddedPdfView source={document.data} />}
        <Sha256 label={t('signing.link.hash')} value={view.documentSha256} />
      </Stack>
    </Card>
  );
}

/** What the link says once it takes no signature: signed, signed by both, declined, expired or voided. */
function StateMessage({ token, view }: { token: string; view: LinkView }) {
  const t = useT();
  const locale = useLocale();
  const signer = view.partySigner && (
    <Text size="sm">
      {t('signing.link.signerLine', {
        name: view.partySigner.name,
        at: formatDateTime(view.partySigner.signedAt, locale),
      })}
    </Text>
  );
  switch (view.state) {
    case 'signed_by_party':
      return (
        <Ending color="teal" title={t('signing.link.signedTitle')}>
          <Text size="sm">{t('signing.link.signedText')}</Text>
          {signer}
          <Sha256 label={t('signing.link.hash')} value={view.documentSha256} />
        </Ending>
      );
    case 'completed':
      return (
        <Ending color="teal" title={t('signing.link.completedTitle')}>
          <Text size="sm">{t('signing.link.completedText')}</Text>
          {signer}
          {view.signedDocumentSha256 && (
            <Sha256 label={t('signing.link.signedHash')} value={view.signedDocumentSha256} />
          )}
          <DownloadSigned token={token} />
        </Ending>
      );
    case 'declined':
      return (
        <Ending color="gray" title={t('signing.link.declinedTitle')}>
          <Text size="sm">{t('signing.link.declinedText')}</Text>
        </Ending>
      );
    case 'expired':
      return <Ending color="gray" title={t('signing.link.expiredTitle')} />;
    case 'voided':
      return <Ending color="gray" title={t('signing.link.voidedTitle')} />;
    default:
      return null;
  }
}

function Ending({ color, title, children }: { color: string; title: string; children?: ReactNode }) {
  return (
    <Alert
      color={color}
      variant="light"
      icon={color === 'teal' ? <IconCircleCheck size={20} /> : <IconInfoCircle size={20} />}
      title={title}
      role="status"
      maw={880}
      mx="auto"
      w="100%"
    >
      <Stack gap="sm" align="stretch">
        {children}
      </Stack>
    </Alert>
  );
}

function DownloadSigned({ token }: { token: string }) {
  const t = useT();
  const download = useMutation({
    mutationFn: async () => {
      const pdf = await linkPdf(token, 'signedDocument', t);
      downloadBlob(pdf.blob, pdfFileName(pdf.name, 'contrato-firmado.pdf'));
    },
    meta: { errorDisplay: 'inline' },
  });
  return (
    <Stack gap="xs" align="flex-start">
      <Button
        leftSection={<IconDownload size={16} />}
        loading={download.isPending}
        onClick={() => download.mutate()}
      >
        {t('signing.link.downloadSigned')}
      </Button>
      {download.isError && (
        <Text size="sm" c="red.8" role="alert">
          {errorMessageOf(download.error)}
        </Text>
      )}
    </Stack>
  );
}

/** What the form checks before sending; the server checks it all again (the DNI's letter among it). */
interface Problems {
  fullName?: boolean;
  idNumber?: boolean;
  signature?: boolean;
  consent?: boolean;
}

function SignForm({ token, view }: { token: string; view: LinkView }) {
  const t = useT();
  const queryClient = useQueryClient();
  const [fullName, setFullName] = useState('');
  const [idType, setIdType] = useState<IdType>('dni');
  const [idNumber, setIdNumber] = useState('');
  const [kind, setKind] = useState<SignatureKind>('drawn');
  const [drawn, setDrawn] = useState<string | null>(null);
  const [consent, setConsent] = useState(false);
  const [tried, setTried] = useState(false);
  const [declining, setDeclining] = useState(false);
  const queryKey = trpc.eventContracts.signing.view.queryKey({ token });
  const answered = { onSuccess: (next: LinkView) => queryClient.setQueryData(queryKey, next) };
  const sign = useMutation(
    trpc.eventContracts.signing.sign.mutationOptions({ meta: { errorDisplay: 'inline' }, ...answered }),
  );
  const decline = useMutation(
    trpc.eventContracts.signing.decline.mutationOptions({ meta: { errorDisplay: 'inline' }, ...answered }),
  );

  const name = fullName.trim();
  const problems: Problems = {
    fullName: name.length < 2,
    idNumber: idNumber.trim() === '',
    signature: kind === 'drawn' ? !drawn : name.length < 2,
    consent: !consent,
  };
  const shown = (problem: keyof Problems) => tried && problems[problem];
  const required = t('validation.required');

  return (
    <Card withBorder component="section" aria-label={t('signing.link.form')}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setTried(true);
          if (Object.values(problems).some(Boolean)) return;
          const signature = kind === 'typed' ? typedSignature(name) : drawn;
          if (!signature) return;
          sign.mutate({
            token,
            fullName: name,
            idType,
            idNumber: idNumber.trim(),
            signature,
            signatureKind: kind,
            consent,
            documentSha256: view.documentSha256,
          });
        }}
      >
        <Stack gap="md">
          <Title order={2} size="h4">
            {t('signing.link.form')}
          </Title>
          <TextInput
            label={t('signing.link.fullName')}
            required
            autoComplete="name"
            value={fullName}
            onChange={(event) => setFullName(event.currentTarget.value)}
            error={shown('fullName') ? required : undefined}
          />
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <NativeSelect
              label={t('signing.link.idType')}
              value={idType}
              onChange={(event) =>
                setIdType(idTypes.find((type) => type === event.currentTarget.value) ?? 'dni')
              }
              data={idTypes.map((type) => ({ value: type, label: t(`signing.link.idType.${type}`) }))}
            />
            <TextInput
              label={t('signing.link.idNumber')}
              required
              autoComplete="off"
              value={idNumber}
              onChange={(event) => setIdNumber(event.currentTarget.value)}
              error={shown('idNumber') ? required : undefined}
            />
          </SimpleGrid>
          <SignatureField
            kind={kind}
            onKindChange={(next) => {
              setKind(next);
              // the canvas starts blank each time it is shown
              setDrawn(null);
            }}
            fullName={name}
            drawn={drawn}
            onDrawn={setDrawn}
            error={shown('signature') ? t('signing.link.signatureMissing') : undefined}
          />
          <Checkbox
            label={t('signing.link.consent')}
            checked={consent}
            onChange={(event) => setConsent(event.currentTarget.checked)}
            error={shown('consent') ? t('signing.link.consentMissing') : undefined}
          />
          {sign.isError && (
            <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
              {errorMessageOf(sign.error)}
            </Alert>
          )}
          <Group justify="space-between">
            <Button variant="subtle" color="red" onClick={() => setDeclining(true)}>
              {t('signing.link.decline')}
            </Button>
            <Button type="submit" loading={sign.isPending}>
              {t('signing.link.sign')}
            </Button>
          </Group>
        </Stack>
      </form>
      <ReasonModal
        opened={declining}
        onClose={() => setDeclining(false)}
        title={t('signing.link.declineTitle')}
        text={t('signing.link.declineText')}
        label={t('signing.link.declineReason')}
        confirm={t('signing.link.declineConfirm')}
        color="red"
        pending={decline.isPending}
        error={decline.error}
        onSubmit={(reason) => decline.mutate({ token, reason })}
      />
    </Card>
  );
}
