import { Accordion, Button, Group, Stack, Text } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { countText, useT } from '../../../i18n';
import { errorCodeOf } from '../../../lib/api-errors';
import { showSuccess } from '../../../lib/toast';
import { queryClient, trpc, trpcClient } from '../../../trpc';
import { TabLoading } from '../conditions/TabParts';
import type { EventTabProps } from '../event-tab';
import type { EventContract } from './api';
import { ContractCard } from './ContractCard';
import type { ContractsContext } from './contexts';
import { contractSaveInput, contractSpec } from './contracts';
import { DocumentError } from './DocumentParts';
import { parties } from './emails';
import { useDocumentsTab } from './use-document-drafts';

const spec = contractSpec<EventContract>();

/** Spec §2 event Contracts tab: the contract with each party, its PDF, annexes and share link. */
export function ContractsTab({ eventId, onDirtyChange }: EventTabProps) {
  const t = useT();
  const list = useQuery({
    ...trpc.eventContracts.list.queryOptions({ eventId }),
    refetchOnMount: 'always',
    refetchOnWindowFocus: false,
  });
  const { docs, conflicts, markConflict } = useDocumentsTab(spec, list.data, onDirtyChange);
  const event = useQuery(trpc.events.find.queryOptions({ id: eventId }));
  const [opened, setOpened] = useState<string[]>([parties[0]]);

  const saveAll = useMutation({
    mutationFn: () =>
      trpcClient.eventContracts.saveAll.mutate({
        eventId,
        contracts: docs.dirty.flatMap((key) => {
          const row = docs.rows[key];
          const draft = docs.drafts[key];
          return row && draft ? [contractSaveInput(row, draft)] : [];
        }),
      }),
    meta: { errorDisplay: 'inline' },
    onSuccess: (saved) => {
      docs.accept(saved);
      markConflict(docs.dirty, false);
      showSuccess(
        countText(t, saved.length, {
          one: 'documents.contracts.savedAll.one',
          many: 'documents.contracts.savedAll',
        }),
      );
    },
    onError: (error) => {
      if (errorCodeOf(error) === 'version_conflict') markConflict(docs.dirty, true);
      setOpened((current) => [...new Set([...current, ...docs.dirty])]);
    },
  });

  if (Object.keys(docs.rows).length === 0)
    return (
      <TabLoading
        error={list.error}
        onRetry={() => void list.refetch()}
        texts={{ loading: t('documents.contracts.loading'), loadError: t('documents.contracts.loadError') }}
      />
    );

  const context: ContractsContext = {
    eventId,
    docs,
    conflicts,
    markConflict,
    latest: () =>
      queryClient.fetchQuery({ ...trpc.eventContracts.list.queryOptions({ eventId }), staleTime: 0 }),
    refresh: () => {
      void queryClient.invalidateQueries({ queryKey: trpc.eventContracts.list.queryKey({ eventId }) });
      void queryClient.invalidateQueries({ queryKey: trpc.eventMail.list.pathKey() });
      // a new share link or an edit voids an open signing
      void queryClient.invalidateQueries({ queryKey: trpc.eventContracts.signing.get.pathKey() });
    },
  };
  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm">
        <Text size="sm" c="dimmed">
          {t('documents.contracts.hint')}
        </Text>
        <Button
          variant="default"
          leftSection={<IconDeviceFloppy size={16} />}
          disabled={docs.dirty.length === 0}
          loading={saveAll.isPending}
          onClick={() => saveAll.mutate()}
        >
          {t('documents.saveAll', { count: docs.dirty.length })}
        </Button>
      </Group>
      {saveAll.error && errorCodeOf(saveAll.error) !== 'version_conflict' && (
        <DocumentError error={saveAll.error} />
      )}
      <Accordion multiple value={opened} onChange={setOpened} variant="separated" radius="md">
        {parties.map((party) => (
          <ContractCard
            key={party}
            party={party}
            partyName={event.data?.[party]?.name ?? null}
            context={context}
          />
        ))}
      </Accordion>
    </Stack>
  );
}
