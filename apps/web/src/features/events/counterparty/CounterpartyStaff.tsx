import {
  type CounterpartyField,
  type CounterpartyParty,
  counterpartyFieldNames,
} from '@bolo/api/events/public';
import { certificateFields } from '@bolo/api/masters/public';
import { certificateTypes } from '@bolo/api/storage/public';
import { Alert, Badge, Button, Group, Stack, Table, Text } from '@mantine/core';
import { IconDatabaseImport, IconInfoCircle } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocale, useT } from '../../../i18n';
import { formatDateTime } from '../../../lib/format';
import { showSuccess } from '../../../lib/toast';
import { trpc } from '../../../trpc';
import { confirmDestructive } from '../../forms/confirm';
import { LinkPanel, linkChange } from '../../forms/LinkPanel';
import { StoredFileField } from '../../forms/StoredFileField';
import { DocumentError } from '../documents/DocumentParts';

/** As the server takes them (`generateLink`); 30 is also the server's default. */
const LINK_DAYS = { min: 1, max: 365, default: 30 };

/** The link a counterparty fills its data through, and what it sent: below its block on the event. */
export function CounterpartyStaff({ eventId, party }: { eventId: number; party: CounterpartyParty }) {
  return (
    <Stack gap="md">
      <CounterpartyLink eventId={eventId} party={party} />
      <SentPanel eventId={eventId} party={party} />
      <Certificates eventId={eventId} party={party} />
    </Stack>
  );
}

function CounterpartyLink({ eventId, party }: { eventId: number; party: CounterpartyParty }) {
  const t = useT();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const input = { eventId, party };
  const queryKey = trpc.counterparty.getHash.queryKey(input);
  const link = useQuery(trpc.counterparty.getHash.queryOptions(input));
  const create = useMutation(
    trpc.counterparty.generateLink.mutationOptions(
      linkChange(queryClient, queryKey, t('counterparty.link.created')),
    ),
  );
  const revoke = useMutation(
    trpc.counterparty.revokeLink.mutationOptions(
      linkChange(queryClient, queryKey, t('counterparty.link.revoked'), true),
    ),
  );
  const current = link.data ?? null;
  return (
    <LinkPanel
      messages="counterparty.link"
      link={current}
      usage={
        current?.lastUsedAt
          ? t('counterparty.link.used', { at: formatDateTime(current.lastUsedAt, locale) })
          : t('counterparty.link.neverUsed')
      }
      days={LINK_DAYS}
      creating={create.isPending}
      revoking={revoke.isPending}
      onCreate={(days) => create.mutate({ ...input, days })}
      onRevoke={() => revoke.mutate(input)}
    >
      <DocumentError error={create.error ?? revoke.error} />
    </LinkPanel>
  );
}

/** The party's certificates (sent through the link, or uploaded here): open, upload or replace. */
function Certificates({ eventId, party }: { eventId: number; party: CounterpartyParty }) {
  const t = useT();
  const queryClient = useQueryClient();
  const options = trpc.counterparty.certificates.queryOptions({ eventId, party });
  const held = useQuery(options);
  // The answer says only which are there: each upload changes the address the browser keeps.
  const [uploads, setUploads] = useState(0);
  if (!held.data) return null;
  const { data } = held;
  return (
    <Stack gap="xs" component="section" aria-label={t('storedFile.certificates')}>
      <Text fw={600}>{t('storedFile.certificates')}</Text>
      {certificateFields.map((field) => (
        <StoredFileField
          key={field}
          label={t(`storedFile.${field}`)}
          path={`/api/datosContraparte/${eventId}/${party}/certificates/${field}`}
          present={data[field]}
          version={String(uploads)}
          accept={Object.values(certificateTypes)}
          types={t('storedFile.types.certificate')}
          onUploaded={(answer: typeof data) => {
            queryClient.setQueryData(options.queryKey, answer);
            setUploads((n) => n + 1);
          }}
        />
      ))}
    </Stack>
  );
}

const isField = (field: string): field is CounterpartyField =>
  (counterpartyFieldNames as readonly string[]).includes(field);

/** A sent value as text: a list joined, empty said so. */
const shown = (value: unknown, empty: string) => {
  const text = Array.isArray(value) ? value.join(', ') : value == null ? '' : String(value);
  return text === '' ? empty : text;
};

function SentPanel({ eventId, party }: { eventId: number; party: CounterpartyParty }) {
  const t = useT();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const input = { eventId, party };
  const sent = useQuery(trpc.counterparty.submissions.queryOptions(input));
  const accept = useMutation(
    trpc.counterparty.accept.mutationOptions({
      meta: { errorDisplay: 'inline' },
      onSuccess: () => {
        void queryClient.invalidateQueries({ queryKey: trpc.counterparty.submissions.queryKey(input) });
        showSuccess(t('counterparty.sent.acceptedToast'));
      },
    }),
  );
  const submission = sent.data;
  if (!submission) return null;
  const confirmAccept = () =>
    confirmDestructive({
      title: t('counterparty.sent.acceptTitle'),
      text: t('counterparty.sent.acceptText'),
      confirm: t('counterparty.sent.accept'),
      cancel: t('common.cancel'),
      onConfirm: () => accept.mutate({ submissionId: submission.id }),
    });
  const empty = t('counterparty.sent.empty');

  return (
    <Stack gap="xs" component="section" aria-label={t('counterparty.sent.badge')}>
      <Group gap="xs">
        <Badge color="grape" variant="light">
          {t('counterparty.sent.badge')}
        </Badge>
        {submission.acceptedAt && (
          <Badge color="teal" variant="light">
            {t('counterparty.sent.accepted')}
          </Badge>
        )}
        <Text size="sm" c="dimmed">
          {t('counterparty.sent.at', { at: formatDateTime(submission.submittedAt, locale) })}
        </Text>
      </Group>
      <Table.ScrollContainer minWidth={320}>
        <Table withTableBorder striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('counterparty.sent.field')}</Table.Th>
              <Table.Th>{t('counterparty.sent.before')}</Table.Th>
              <Table.Th>{t('counterparty.sent.after')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {submission.changes.map((change) => (
              <Table.Tr key={change.field}>
                <Table.Td>
                  {isField(change.field) ? t(`masters.field.${change.field}`) : change.field}
                </Table.Td>
                <Table.Td c="dimmed">{shown(change.before, empty)}</Table.Td>
                <Table.Td>{shown(change.after, empty)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {!submission.acceptedAt &&
        (submission.hasMaster ? (
          <Group>
            <Button
              variant="light"
              leftSection={<IconDatabaseImport size={16} />}
              loading={accept.isPending}
              onClick={confirmAccept}
            >
              {t('counterparty.sent.accept')}
            </Button>
          </Group>
        ) : (
          <Alert color="gray" variant="light" icon={<IconInfoCircle size={18} />} p="xs">
            {t('counterparty.sent.noMaster')}
          </Alert>
        ))}
      <DocumentError error={accept.error} />
    </Stack>
  );
}
