import {
  type CounterpartyField,
  type CounterpartyParty,
  counterpartyFieldNames,
} from '@bolo/api/counterparty/schemas';
import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  CopyButton,
  Group,
  NumberInput,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  Tooltip,
} from '@mantine/core';
import {
  IconCheck,
  IconCopy,
  IconDatabaseImport,
  IconInfoCircle,
  IconLink,
  IconLinkOff,
} from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocale, useT } from '../../i18n';
import { showSuccess } from '../../lib/toast';
import { trpc } from '../../trpc';
import { DocumentError } from '../events/documents/DocumentParts';
import { formatDateTime } from '../events/format';
import { confirmDestructive } from '../forms/confirm';

const DAYS = { min: 1, max: 365, default: 30 };

/** The link a counterparty fills its data through, and what it sent: below its block on the event. */
export function CounterpartyStaff({ eventId, party }: { eventId: number; party: CounterpartyParty }) {
  return (
    <Stack gap="md">
      <LinkPanel eventId={eventId} party={party} />
      <SentPanel eventId={eventId} party={party} />
    </Stack>
  );
}

function LinkPanel({ eventId, party }: { eventId: number; party: CounterpartyParty }) {
  const t = useT();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const [days, setDays] = useState<number>(DAYS.default);
  const input = { eventId, party };
  const link = useQuery(trpc.counterparty.getHash.queryOptions(input));
  const refresh = () =>
    queryClient.invalidateQueries({ queryKey: trpc.counterparty.getHash.queryKey(input) });
  const create = useMutation(
    trpc.counterparty.generateLink.mutationOptions({
      meta: { errorDisplay: 'inline' },
      onSuccess: (made) => {
        queryClient.setQueryData(trpc.counterparty.getHash.queryKey(input), made);
        showSuccess(t('counterparty.link.created'));
      },
    }),
  );
  const revoke = useMutation(
    trpc.counterparty.revokeLink.mutationOptions({
      meta: { errorDisplay: 'inline' },
      onSuccess: () => {
        void refresh();
        showSuccess(t('counterparty.link.revoked'));
      },
    }),
  );
  const current = link.data ?? null;
  const make = () => create.mutate({ ...input, days });
  const confirmCreate = () =>
    current
      ? confirmDestructive({
          title: t('counterparty.link.replaceTitle'),
          text: t('counterparty.link.replaceText'),
          confirm: t('counterparty.link.replace'),
          cancel: t('common.cancel'),
          onConfirm: make,
        })
      : make();
  const confirmRevoke = () =>
    confirmDestructive({
      title: t('counterparty.link.revokeTitle'),
      text: t('counterparty.link.revokeText'),
      confirm: t('counterparty.link.revoke'),
      cancel: t('common.cancel'),
      onConfirm: () => revoke.mutate(input),
    });
  const validDays = Number.isInteger(days) && days >= DAYS.min && days <= DAYS.max;

  return (
    <Stack gap="xs" component="section" aria-label={t('counterparty.link.title')}>
      <Title order={5}>{t('counterparty.link.title')}</Title>
      {current ? (
        <>
          <Group gap="xs" wrap="nowrap" align="flex-end">
            <TextInput
              label={t('counterparty.link.url')}
              value={current.url}
              readOnly
              flex={1}
              onFocus={(event) => event.currentTarget.select()}
            />
            <CopyButton value={current.url}>
              {({ copied, copy }) => (
                <Tooltip label={copied ? t('common.copied') : t('counterparty.link.copy')}>
                  <ActionIcon
                    variant="light"
                    size="lg"
                    mb={2}
                    color={copied ? 'teal' : undefined}
                    aria-label={t('counterparty.link.copy')}
                    onClick={copy}
                  >
                    {copied ? <IconCheck size={18} /> : <IconCopy size={18} />}
                  </ActionIcon>
                </Tooltip>
              )}
            </CopyButton>
          </Group>
          <Text size="sm">
            {t('counterparty.link.expires', { at: formatDateTime(current.expiresAt, locale) })}
          </Text>
          <Text size="sm" c="dimmed">
            {current.lastUsedAt
              ? t('counterparty.link.used', { at: formatDateTime(current.lastUsedAt, locale) })
              : t('counterparty.link.neverUsed')}
          </Text>
        </>
      ) : (
        <Text size="sm" c="dimmed">
          {t('counterparty.link.none')}
        </Text>
      )}
      <Group gap="xs" align="flex-end">
        <NumberInput
          label={t('counterparty.link.days')}
          value={days}
          onChange={(value) => setDays(typeof value === 'number' ? value : Number.NaN)}
          min={DAYS.min}
          max={DAYS.max}
          allowDecimal={false}
          allowNegative={false}
          clampBehavior="strict"
          w={100}
        />
        <Button
          variant="light"
          leftSection={<IconLink size={16} />}
          disabled={!validDays}
          loading={create.isPending}
          onClick={confirmCreate}
        >
          {current ? t('counterparty.link.replace') : t('counterparty.link.create')}
        </Button>
        {current && (
          <Button
            variant="subtle"
            color="red"
            leftSection={<IconLinkOff size={16} />}
            loading={revoke.isPending}
            onClick={confirmRevoke}
          >
            {t('counterparty.link.revoke')}
          </Button>
        )}
      </Group>
      <DocumentError error={create.error ?? revoke.error} />
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
