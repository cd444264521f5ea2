import type { SigningView } from '@bolo/api/events/public';
import { Alert, Badge, Button, Group, Stack, Text, Timeline, Title } from '@mantine/core';
import { IconDownload, IconInfoCircle, IconSend, IconSignature, IconX } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { type Translate, useLocale, useT } from '../../../i18n';
import { downloadBlob } from '../../../lib/download';
import { formatDateTime } from '../../../lib/format';
import { showSuccess } from '../../../lib/toast';
import { queryClient, trpc, trpcClient } from '../../../trpc';
import { CopyUrlField } from '../../forms/CopyUrlField';
import { confirmDestructive } from '../../forms/confirm';
import { Sha256 } from '../../forms/Sha256';
import { fetchPdf } from '../../pdf/fetch-pdf';
import { pdfFileName } from '../../pdf/pdf-source';
import type { ContractsContext } from './contexts';
import { DocumentError } from './DocumentParts';
import type { Party } from './emails';
import { CountersignModal, SendForSignatureModal } from './SigningModals';
import { isSigningOpen, signingStateColor } from './signing';

type Which = 'sentPdf' | 'signedPdf';

/** A signing's PDF, as sent or as signed, through its REST path (the bytes are not JSON). */
const signingPdf = (signing: SigningView, which: Which, t: Translate) =>
  fetchPdf(`/api/evento/${signing.eventId}/contratos/signing/${signing.id}/${which}`, {
    failed: t('signing.pdfFailed'),
    notPdf: t('pdf.error.notPdf'),
  });

/**
 * A contract's signing inside Bolo (issue 31): send it to the party's signatory, follow its state
 * and steps, copy the link, cancel it, countersign it with an authenticator code, and download the
 * PDF as sent and as signed.
 */
export function SigningPanel({ party, context }: { party: Party; context: ContractsContext }) {
  const t = useT();
  const { eventId, refresh } = context;
  const key = { eventId, subType: party };
  const signing = useQuery({
    ...trpc.eventContracts.signing.get.queryOptions(key),
    refetchOnWindowFocus: true,
  });
  const [sending, setSending] = useState(false);
  const [countersigning, setCountersigning] = useState(false);

  const changed = (view: SigningView, message: string) => {
    queryClient.setQueryData(trpc.eventContracts.signing.get.queryKey(key), view);
    // sending makes the contract's share link, cancelling closes it
    refresh();
    showSuccess(message);
  };
  const cancel = useMutation({
    mutationFn: () => trpcClient.eventContracts.signing.cancel.mutate(key),
    meta: { errorDisplay: 'inline' },
    onSuccess: (view) => changed(view, t('signing.cancelled')),
  });
  const download = useMutation({
    mutationFn: async ({ view, which }: { view: SigningView; which: Which }) => {
      const pdf = await signingPdf(view, which, t);
      downloadBlob(pdf.blob, pdfFileName(pdf.name, `contrato-${party}-${view.eventId}-${which}.pdf`));
    },
    meta: { errorDisplay: 'inline' },
  });

  const view = signing.data ?? null;
  const open = view !== null && isSigningOpen(view.state);
  return (
    <Stack gap="xs" component="section" aria-label={t('signing.title')}>
      <Group gap="sm">
        <Title order={5}>{t('signing.title')}</Title>
        {view && (
          <Badge color={signingStateColor(view.state)} variant="light" radius="sm">
            {t(`signing.state.${view.state}`)}
          </Badge>
        )}
      </Group>
      {signing.isError && <DocumentError error={signing.error} />}
      {signing.isSuccess && !view && (
        <Text size="sm" c="dimmed">
          {t('signing.none')}
        </Text>
      )}
      {view && <SigningDetails view={view} />}
      <Group gap="xs">
        {!open && signing.isSuccess && (
          <Button variant="light" leftSection={<IconSend size={16} />} onClick={() => setSending(true)}>
            {view ? t('signing.sendAgain') : t('signing.send')}
          </Button>
        )}
        {view?.state === 'signed_by_party' && (
          <Button leftSection={<IconSignature size={16} />} onClick={() => setCountersigning(true)}>
            {t('signing.countersign')}
          </Button>
        )}
        {view && (
          <Button
            variant="default"
            leftSection={<IconDownload size={16} />}
            loading={download.isPending && download.variables.which === 'sentPdf'}
            onClick={() => download.mutate({ view, which: 'sentPdf' })}
          >
            {t('signing.sentPdf')}
          </Button>
        )}
        {view?.state === 'completed' && (
          <Button
            variant="default"
            leftSection={<IconDownload size={16} />}
            loading={download.isPending && download.variables.which === 'signedPdf'}
            onClick={() => download.mutate({ view, which: 'signedPdf' })}
          >
            {t('signing.signedPdf')}
          </Button>
        )}
        {open && (
          <Button
            variant="subtle"
            color="red"
            leftSection={<IconX size={16} />}
            loading={cancel.isPending}
            onClick={() =>
              confirmDestructive({
                title: t('signing.cancelTitle'),
                text: t('signing.cancelText'),
                confirm: t('signing.cancel'),
                cancel: t('common.cancel'),
                onConfirm: () => cancel.mutate(),
              })
            }
          >
            {t('signing.cancel')}
          </Button>
        )}
      </Group>
      <DocumentError error={cancel.error ?? download.error} />
      <SendForSignatureModal
        opened={sending}
        onClose={() => setSending(false)}
        party={party}
        eventId={eventId}
        onSent={(sent) => {
          setSending(false);
          changed(sent, t('signing.sent'));
        }}
      />
      {view && (
        <CountersignModal
          opened={countersigning}
          onClose={() => setCountersigning(false)}
          view={view}
          onSigned={(signed) => {
            setCountersigning(false);
            changed(signed, t('signing.countersigned'));
          }}
        />
      )}
    </Stack>
  );
}

/** What a signing says: why it stopped, who it went to, the link while open, who signed, the hashes and every step. */
function SigningDetails({ view }: { view: SigningView }) {
  const t = useT();
  const locale = useLocale();
  const open = isSigningOpen(view.state);
  return (
    <Stack gap="xs">
      {view.voidReason && <Notice>{t(`signing.voidReason.${view.voidReason}`)}</Notice>}
      {view.state === 'expired' && <Notice>{t('signing.expiredText')}</Notice>}
      {view.state === 'declined' && (
        <Notice>{t('signing.declinedText', { reason: view.declineReason ?? '' })}</Notice>
      )}
      <Text size="sm">
        {t('signing.sentBy', {
          at: formatDateTime(view.sentAt, locale),
          name: view.sentByName ?? '—',
          recipients: view.recipients.join(', '),
        })}
      </Text>
      <Text size="sm">
        {t('signing.signatoryLine', {
          name: view.signatory.cargo
            ? `${view.signatory.name} (${view.signatory.cargo})`
            : view.signatory.name,
        })}
      </Text>
      {open && (
        <>
          <CopyUrlField label={t('signing.url')} url={view.url} />
          <Text size="sm" c="dimmed">
            {t('signing.expires', { at: formatDateTime(view.expiresAt, locale) })}
          </Text>
        </>
      )}
      {view.partySigner && (
        <Text size="sm">
          {t('signing.partySigner', {
            name: view.partySigner.name,
            idNumber: view.partySigner.idNumber,
            at: formatDateTime(view.partySigner.signedAt, locale),
          })}
        </Text>
      )}
      {view.completedAt && (
        <Text size="sm">{t('signing.completedAt', { at: formatDateTime(view.completedAt, locale) })}</Text>
      )}
      <Sha256 label={t('signing.documentHash')} value={view.documentSha256} />
      {view.signedDocumentSha256 && (
        <Sha256 label={t('signing.signedHash')} value={view.signedDocumentSha256} />
      )}
      <Steps view={view} />
    </Stack>
  );
}

function Notice({ children }: { children: string }) {
  return (
    <Alert color="gray" variant="light" icon={<IconInfoCircle size={18} />} p="xs">
      {children}
    </Alert>
  );
}

/** The signing's steps, oldest first: what, who, when and from which address. */
function Steps({ view }: { view: SigningView }) {
  const t = useT();
  const locale = useLocale();
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500}>
        {t('signing.steps')}
      </Text>
      <Timeline bulletSize={12} lineWidth={2} active={view.steps.length - 1} aria-label={t('signing.steps')}>
        {view.steps.map((step) => (
          <Timeline.Item key={step.id} title={t(`signing.action.${step.action}`)}>
            <Text size="xs" c="dimmed">
              {[
                step.actorName ?? t(`signing.actor.${step.actor}`),
                formatDateTime(step.at, locale),
                step.ipAddress ? t('signing.stepIp', { ip: step.ipAddress }) : null,
              ]
                .filter(Boolean)
                .join(' · ')}
            </Text>
          </Timeline.Item>
        ))}
      </Timeline>
    </Stack>
  );
}
