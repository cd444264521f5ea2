import { Button, Group, Paper, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useLocale, useT } from '../../../i18n';
import { formatDateTime } from '../../../lib/format';
import { showSuccess } from '../../../lib/toast';
import { queryClient, trpc, trpcClient } from '../../../trpc';
import { confirmDestructive } from '../../forms/confirm';
import { type AdvanceChange, type AdvanceChanges as Changes, changeText } from './advance';

/**
 * "Cambios de la contraparte": what the artist's link proposed (steps confirmed, files, the
 * travelling party, the guest list), before → after, to accept or reject one by one or all at
 * once; below, who decided the last ones and when. Nothing shows until a link has sent something.
 */
export function AdvanceChanges({ eventId }: { eventId: number }) {
  const t = useT();
  const locale = useLocale();
  const query = useQuery(trpc.advance.changes.queryOptions({ eventId }));
  const decide = useMutation({
    mutationFn: (call: () => Promise<Changes>) => call(),
    onSuccess: (next) => {
      queryClient.setQueryData(trpc.advance.changes.queryKey({ eventId }), next);
      void queryClient.invalidateQueries({ queryKey: trpc.advance.get.queryKey({ eventId }) });
      void queryClient.invalidateQueries({ queryKey: trpc.events.audit.pathKey() });
    },
  });
  const changes = query.data;
  if (!changes || (changes.pending.length === 0 && changes.decided.length === 0)) return null;
  const accept = (change: AdvanceChange) =>
    decide.mutate(() => trpcClient.advance.changeAccept.mutate({ eventId, id: change.id }), {
      onSuccess: () => showSuccess(t('advance.changes.accepted')),
    });
  const reject = (change: AdvanceChange) =>
    confirmDestructive({
      title: t('advance.changes.rejectTitle'),
      text: t('advance.changes.rejectText', { what: changeText(change, locale, t).what }),
      confirm: t('advance.changes.reject'),
      cancel: t('common.cancel'),
      onConfirm: () =>
        decide.mutate(() => trpcClient.advance.changeReject.mutate({ eventId, id: change.id }), {
          onSuccess: () => showSuccess(t('advance.changes.rejected')),
        }),
    });
  const title = t('advance.changes.title');
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={title}>
      <Group justify="space-between" mb="sm" wrap="wrap">
        <Title order={4}>{title}</Title>
        {changes.pending.length > 1 && (
          <Button
            size="xs"
            leftSection={<IconCheck size={14} />}
            loading={decide.isPending}
            onClick={() =>
              decide.mutate(
                () =>
                  trpcClient.advance.changeAcceptAll.mutate({
                    eventId,
                    ids: changes.pending.map((change) => change.id),
                  }),
                {
                  onSuccess: () => showSuccess(t('advance.changes.allAccepted')),
                },
              )
            }
          >
            {t('advance.changes.acceptAll')}
          </Button>
        )}
      </Group>
      {changes.pending.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('advance.changes.none')}
        </Text>
      ) : (
        <ChangeTable
          changes={changes.pending}
          actions={(change, what) => (
            <Group gap={4} wrap="nowrap">
              <Button
                size="xs"
                variant="light"
                disabled={decide.isPending}
                aria-label={t('advance.changes.acceptOne', { what })}
                onClick={() => accept(change)}
              >
                {t('advance.changes.accept')}
              </Button>
              <Button
                size="xs"
                variant="subtle"
                color="red"
                leftSection={<IconX size={14} />}
                disabled={decide.isPending}
                aria-label={t('advance.changes.rejectOne', { what })}
                onClick={() => reject(change)}
              >
                {t('advance.changes.reject')}
              </Button>
            </Group>
          )}
        />
      )}
      {changes.decided.length > 0 && (
        <Stack gap={4} mt="md">
          <Title order={5}>{t('advance.changes.decided')}</Title>
          <ChangeTable
            changes={changes.decided}
            actions={(change) => (
              <Text size="xs" c={change.acceptedAt ? 'teal.9' : 'dimmed'}>
                {change.acceptedAt
                  ? t('advance.changes.acceptedBy', {
                      name: change.acceptedByName ?? '—',
                      at: formatDateTime(change.acceptedAt, locale),
                    })
                  : t('advance.changes.rejectedBy', {
                      name: change.rejectedByName ?? '—',
                      at: formatDateTime(change.rejectedAt, locale),
                    })}
              </Text>
            )}
          />
        </Stack>
      )}
    </Paper>
  );
}

/** The changes as rows: what, before → after, from whom and when, and the row's own end (buttons, or who decided). */
function ChangeTable({
  changes,
  actions,
}: {
  changes: AdvanceChange[];
  actions: (change: AdvanceChange, what: string) => ReactNode;
}) {
  const t = useT();
  const locale = useLocale();
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table withTableBorder striped verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('advance.changes.title')}</Table.Th>
            <Table.Th>{t('advance.changes.before')}</Table.Th>
            <Table.Th>{t('advance.changes.after')}</Table.Th>
            <Table.Th>
              <VisuallyHidden>{t('advance.changes.accept')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {changes.map((change) => {
            const { what, before, after } = changeText(change, locale, t);
            return (
              <Table.Tr key={change.id}>
                <Table.Td>
                  <Text size="sm" fw={600}>
                    {t(`advance.changes.kind.${change.kind}`)}
                  </Text>
                  <Text size="sm">{what}</Text>
                  <Text size="xs" c="dimmed">
                    {t('advance.changes.sent', {
                      party: t(`counterparty.party.${change.party}`),
                      at: formatDateTime(change.submittedAt, locale),
                    })}
                  </Text>
                </Table.Td>
                <Table.Td c="dimmed">{before}</Table.Td>
                <Table.Td>{after}</Table.Td>
                <Table.Td>{actions(change, what)}</Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
