import { Accordion, Button, Group, Stack, Tabs, Text, Tooltip } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconDeviceFloppy, IconSend } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { countText, useT } from '../../../i18n';
import { errorCodeOf } from '../../../lib/api-errors';
import { showSuccess } from '../../../lib/toast';
import { queryClient, trpc, trpcClient } from '../../../trpc';
import { UnsavedDot } from '../../forms/UnsavedDot';
import { TabLoading } from '../conditions/TabParts';
import type { EventTabProps } from '../event-tab';
import type { EventEmail } from './api';
import { type DepartmentContext, useRequestIds } from './contexts';
import { DocumentError } from './DocumentParts';
import { EmailCard } from './EmailCard';
import {
  type Department,
  departments,
  emailKey,
  emailSaveInput,
  emailSpec,
  parties,
  sendProblem,
} from './emails';
import { isDelivering } from './state';
import { useDocumentsTab } from './use-document-drafts';

/** While a mail is on its way the tab asks for the emails this often, until each is sent or has failed. */
const POLL_MS = 2_000;

const spec = emailSpec<EventEmail>();

/** Spec §2 event Emails tab: a sub-tab per department, and in each the email to each party. */
export function EmailsTab({ eventId, onDirtyChange }: EventTabProps) {
  const t = useT();
  const listOptions = trpc.eventMail.list.queryOptions({ eventId });
  const list = useQuery({
    ...listOptions,
    refetchOnMount: 'always',
    refetchOnWindowFocus: false,
    refetchInterval: (query) => (isDelivering(query.state.data ?? []) ? POLL_MS : false),
  });
  const { docs, conflicts, markConflict } = useDocumentsTab(spec, list.data, onDirtyChange);
  const requestIds = useRequestIds();

  if (Object.keys(docs.rows).length === 0)
    return (
      <TabLoading
        error={list.error}
        onRetry={() => void list.refetch()}
        texts={{ loading: t('documents.emails.loading'), loadError: t('documents.emails.loadError') }}
      />
    );

  const context: DepartmentContext = {
    eventId,
    docs,
    requestIds,
    conflicts,
    markConflict,
    followDelivery: () => void queryClient.invalidateQueries({ queryKey: listOptions.queryKey }),
    latest: () => queryClient.fetchQuery({ ...listOptions, staleTime: 0 }),
  };
  return (
    <Tabs defaultValue={departments[0]} keepMounted={false} variant="pills" radius="md">
      <Tabs.List mb="md">
        {departments.map((department) => {
          const unsaved = parties.some((party) => docs.isDirty(emailKey(department, party)));
          return (
            <Tabs.Tab key={department} value={department}>
              <Group gap={6} wrap="nowrap">
                {t(`documents.department.${department}`)}
                {unsaved && <UnsavedDot label={t('editor.unsaved')} />}
              </Group>
            </Tabs.Tab>
          );
        })}
      </Tabs.List>
      {departments.map((department) => (
        <Tabs.Panel key={department} value={department}>
          <DepartmentPanel department={department} context={context} />
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}

/** The emails of one department: one card per party, and "save all" / "send all" for the department. */
function DepartmentPanel({ department, context }: { department: Department; context: DepartmentContext }) {
  const t = useT();
  const { eventId, docs, requestIds, markConflict, followDelivery } = context;
  const event = useQuery(trpc.events.find.queryOptions({ id: eventId }));
  const [opened, setOpened] = useState<string[]>([parties[0]]);
  const keys = parties.map((party) => emailKey(department, party));
  const unsaved = keys.filter((key) => docs.isDirty(key));
  const sendable = keys.filter((key) => {
    const row = docs.rows[key];
    const draft = docs.drafts[key];
    return row && draft && !row.sent && row.delivery?.status !== 'queued' && sendProblem(draft) === null;
  });

  const saveInputs = (which: readonly string[]) =>
    which.flatMap((key) => {
      const row = docs.rows[key];
      const draft = docs.drafts[key];
      return row && draft ? [emailSaveInput(row, draft)] : [];
    });

  const saveAll = useMutation({
    mutationFn: () => trpcClient.eventMail.saveAll.mutate({ eventId, emails: saveInputs(unsaved) }),
    meta: { errorDisplay: 'inline' },
    onSuccess: (saved) => {
      docs.accept(saved);
      markConflict(unsaved, false);
      showSuccess(
        countText(t, saved.length, {
          one: 'documents.emails.savedAll.one',
          many: 'documents.emails.savedAll',
        }),
      );
    },
    onError: (error) => {
      if (errorCodeOf(error) === 'version_conflict') markConflict(unsaved, true);
      setOpened((current) => [...new Set([...current, ...unsaved.map((key) => key.split('.')[1] ?? '')])]);
    },
  });

  const sendAllKey = `all.${department}`;
  const sendAll = useMutation({
    mutationFn: async () => {
      if (unsaved.length > 0)
        docs.accept(await trpcClient.eventMail.saveAll.mutate({ eventId, emails: saveInputs(unsaved) }));
      return trpcClient.eventMail.sendAll.mutate({
        eventId,
        type: department,
        requestId: requestIds.of(sendAllKey),
      });
    },
    meta: { errorDisplay: 'inline' },
    onSuccess: (sent) => {
      requestIds.forget(sendAllKey);
      docs.accept(sent);
      followDelivery();
      showSuccess(
        countText(t, sent.length, {
          one: 'documents.emails.queuedAll.one',
          many: 'documents.emails.queuedAll',
        }),
      );
    },
    onError: (error) => {
      if (errorCodeOf(error) === 'version_conflict') markConflict(unsaved, true);
    },
  });

  const confirmSendAll = () =>
    modals.openConfirmModal({
      title: t('documents.sendAll.title', { department: t(`documents.department.${department}`) }),
      centered: true,
      children: (
        <Stack gap="xs">
          <Text size="sm">
            {countText(t, sendable.length, {
              one: 'documents.sendAll.text.one',
              many: 'documents.sendAll.text',
            })}
          </Text>
          {unsaved.length > 0 && (
            <Text size="sm" c="dimmed">
              {t('documents.send.savesFirst')}
            </Text>
          )}
        </Stack>
      ),
      labels: { confirm: t('documents.sendAll', { count: sendable.length }), cancel: t('common.cancel') },
      onConfirm: () => sendAll.mutate(),
    });

  const busy = saveAll.isPending || sendAll.isPending;
  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm">
        <Text size="sm" c="dimmed">
          {t(`documents.department.${department}.hint`)}
        </Text>
        <Group gap="xs">
          <Button
            variant="default"
            leftSection={<IconDeviceFloppy size={16} />}
            disabled={unsaved.length === 0 || busy}
            loading={saveAll.isPending}
            onClick={() => saveAll.mutate()}
          >
            {t('documents.saveAll', { count: unsaved.length })}
          </Button>
          <Tooltip label={t('documents.sendAll.none')} disabled={sendable.length > 0}>
            <Button
              leftSection={<IconSend size={16} />}
              disabled={sendable.length === 0 || busy}
              loading={sendAll.isPending}
              onClick={confirmSendAll}
            >
              {t('documents.sendAll', { count: sendable.length })}
            </Button>
          </Tooltip>
        </Group>
      </Group>
      {saveAll.error && errorCodeOf(saveAll.error) !== 'version_conflict' && (
        <DocumentError error={saveAll.error} />
      )}
      {sendAll.error && errorCodeOf(sendAll.error) !== 'version_conflict' && (
        <DocumentError error={sendAll.error} />
      )}
      <Accordion multiple value={opened} onChange={setOpened} variant="separated" radius="md">
        {parties.map((party) => (
          <EmailCard
            key={party}
            department={department}
            party={party}
            partyName={event.data?.[party]?.name ?? null}
            context={context}
          />
        ))}
      </Accordion>
    </Stack>
  );
}
