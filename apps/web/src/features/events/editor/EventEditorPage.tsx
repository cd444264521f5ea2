import { Alert, Button, Center, Group, Loader, Paper, Stack, Tabs, Text, Title } from '@mantine/core';
import { useDocumentTitle, useHotkeys } from '@mantine/hooks';
import { IconAlertCircle, IconCalendarEvent, IconMapPin, IconRestore } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import {
  type ComponentType,
  lazy,
  Suspense,
  useCallback,
  useDeferredValue,
  useMemo,
  useRef,
  useState,
} from 'react';
import { type MessageKey, paramOfLocale, useLocale, useT } from '../../../i18n';
import { errorCodeOf } from '../../../lib/api-errors';
import { formatEventDate } from '../../../lib/format';
import { showSuccess } from '../../../lib/toast';
import { trpc, useMe } from '../../../trpc';
import { useCan } from '../../auth/guard';
import { useLeaveGuard } from '../../forms/leave-guard';
import { UnsavedDot } from '../../forms/UnsavedDot';
import { PageTitle } from '../../layout/PageTitle';
import type { EventTabProps } from '../event-tab';
import { EventStatusBadge, EventTypeBadge, PhaseBadge } from '../look';
import { EventActions } from './EventActions';
import classes from './EventEditorPage.module.css';
import { refreshEventLists, storeEvent } from './event-cache';
import { GeneralTab } from './GeneralTab';
import type { EventRead } from './general-values';
import { type EditorTab, shownTab, tabsFor } from './tabs';

const tabLabels: Record<EditorTab, MessageKey> = {
  general: 'editor.tab.general',
  counterparty: 'editor.tab.counterparty',
  hiring: 'editor.tab.hiring',
  production: 'editor.tab.production',
  advance: 'editor.tab.advance',
  emails: 'editor.tab.emails',
  contracts: 'editor.tab.contracts',
  posters: 'editor.tab.posters',
  settlement: 'editor.tab.settlement',
  payments: 'editor.tab.payments',
  history: 'editor.tab.history',
};

/**
 * Only the general tab's code comes with the page (its first screen); each other tab's code loads,
 * and the tab mounts, when it is first opened (the documents tabs bring the rich-text editor, the
 * settlement its sheets, the history its table). Then it stays mounted, so nothing typed is lost.
 */
const CounterpartyTab = lazy(() =>
  import('./CounterpartyTab').then((module) => ({ default: module.CounterpartyTab })),
);
const HiringTab = lazy(() =>
  import('../conditions/HiringTab').then((module) => ({ default: module.HiringTab })),
);
const ProductionTab = lazy(() =>
  import('../conditions/ProductionTab').then((module) => ({ default: module.ProductionTab })),
);
const AdvanceTab = lazy(() =>
  import('../advance/AdvanceTab').then((module) => ({ default: module.AdvanceTab })),
);
const EmailsTab = lazy(() =>
  import('../documents/EmailsTab').then((module) => ({ default: module.EmailsTab })),
);
const ContractsTab = lazy(() =>
  import('../documents/ContractsTab').then((module) => ({ default: module.ContractsTab })),
);
const PostersTab = lazy(() =>
  import('../posters/PostersTab').then((module) => ({ default: module.PostersTab })),
);
const SettlementTab = lazy(() =>
  import('../settlement/SettlementTab').then((module) => ({ default: module.SettlementTab })),
);
const PaymentsTab = lazy(() =>
  import('../../payments/PaymentsTab').then((module) => ({ default: module.PaymentsTab })),
);
const HistoryTab = lazy(() =>
  import('../history/EventHistory').then((module) => ({ default: module.EventHistory })),
);

const tabContents: Record<EditorTab, ComponentType<EventTabProps>> = {
  general: GeneralTab,
  counterparty: CounterpartyTab,
  hiring: HiringTab,
  production: ProductionTab,
  advance: AdvanceTab,
  emails: EmailsTab,
  contracts: ContractsTab,
  posters: PostersTab,
  settlement: SettlementTab,
  payments: PaymentsTab,
  history: HistoryTab,
};

/** `/event/{id}`: the event's header and actions, and its parts in tabs, each saved on its own. */
export function EventEditorPage({
  eventId,
  tab,
  onTabChange,
}: {
  eventId: number;
  tab: EditorTab | undefined;
  onTabChange: (tab: EditorTab) => void;
}) {
  const t = useT();
  const event = useQuery({
    ...trpc.events.find.queryOptions({ id: eventId }),
    meta: { errorDisplay: 'silent' },
  });
  useDocumentTitle(`${event.data?.name ?? t('page.event')} · ${t('app.name')}`);
  // the page once the event is read, in a render React may pause for the browser's input (as a
  // single task, it held a phone's main thread for half a second)
  const read = useDeferredValue(event.data);
  if (read) return <EventEditor event={read} tab={tab} onTabChange={onTabChange} />;
  if (event.isError && errorCodeOf(event.error) === 'event_not_found')
    return <MissingEvent eventId={eventId} />;
  if (event.isError)
    return (
      <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
        <Group justify="space-between">
          <Text size="sm">{t('editor.loadError')}</Text>
          <Button size="xs" variant="light" onClick={() => void event.refetch()}>
            {t('events.retry')}
          </Button>
        </Group>
      </Alert>
    );
  return (
    <Center mih={240}>
      <Loader aria-label={t('app.loading')} />
    </Center>
  );
}

function EventEditor({
  event,
  tab,
  onTabChange,
}: {
  event: EventRead;
  tab: EditorTab | undefined;
  onTabChange: (tab: EditorTab) => void;
}) {
  const t = useT();
  const locale = useLocale();
  const me = useMe();
  const allowed = useMemo(() => tabsFor(me?.role), [me?.role]);
  const active = shownTab(tab, allowed);
  const [opened, setOpened] = useState<ReadonlySet<EditorTab>>(new Set());
  if (active && !opened.has(active)) setOpened(new Set([...opened, active]));
  const [dirtyTabs, setDirtyTabs] = useState<Partial<Record<EditorTab, boolean>>>({});
  const dirty = Object.values(dirtyTabs).some(Boolean);
  const { prompt, leaveFreely } = useLeaveGuard(dirty, t('editor.leave.text'));
  const onDirty = useCallback(
    (key: EditorTab) => (next: boolean) =>
      setDirtyTabs((current) => (current[key] === next ? current : { ...current, [key]: next })),
    [],
  );
  const dirtyHandlers = useMemo(
    () =>
      Object.fromEntries(allowed.map((key) => [key, onDirty(key)])) as Record<
        EditorTab,
        (d: boolean) => void
      >,
    [allowed, onDirty],
  );

  // Ctrl/Cmd+S saves the form being edited in the tab shown (the first one if none has the focus)
  const panels = useRef<Partial<Record<EditorTab, HTMLDivElement | null>>>({});
  useHotkeys(
    [
      [
        'mod+S',
        () => {
          const panel = active && panels.current[active];
          if (!panel) return;
          const focused = document.activeElement?.closest('form');
          const form = focused && panel.contains(focused) ? focused : panel.querySelector('form');
          form?.requestSubmit();
        },
      ],
    ],
    [],
    // the bodies of emails and contracts are rich-text (contenteditable) editors
    true,
  );

  const place = [event.location, event.address].filter(Boolean).join(' · ');
  return (
    <Stack gap="lg">
      {prompt}
      <Paper
        withBorder
        radius="md"
        p={{ base: 'md', sm: 'lg' }}
        component="section"
        aria-label={t('editor.summary')}
      >
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Stack gap={6} miw={0}>
            <PageTitle>{event.name}</PageTitle>
            <Group gap="xs">
              <EventTypeBadge type={event.eventType} />
              <PhaseBadge name={event.fase} />
              <EventStatusBadge status={event.status} />
            </Group>
            <Group gap="lg" c="dimmed">
              <Group gap={6}>
                <IconCalendarEvent size={16} />
                <Text size="sm">
                  {event.date ? formatEventDate(event.date, event.startTime, locale) : t('editor.noDate')}
                </Text>
              </Group>
              {place && (
                <Group gap={6}>
                  <IconMapPin size={16} />
                  <Text size="sm">{place}</Text>
                </Group>
              )}
            </Group>
          </Stack>
          <EventActions event={event} leaveFreely={leaveFreely} />
        </Group>
      </Paper>

      {active && (
        <Tabs
          value={active}
          onChange={(value) => value && onTabChange(value as EditorTab)}
          keepMounted
          variant="outline"
        >
          {/* one row that scrolls sideways where the tabs do not fit (the phone), never five rows */}
          <Tabs.List className={classes.strip}>
            {allowed.map((key) => (
              <Tabs.Tab key={key} value={key} className={classes.tab}>
                <Group gap={6} wrap="nowrap">
                  {t(tabLabels[key])}
                  {dirtyTabs[key] && <UnsavedDot label={t('editor.unsaved')} />}
                </Group>
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {allowed.map((key) => {
            const Content = tabContents[key];
            return (
              <Tabs.Panel
                key={key}
                value={key}
                pt="lg"
                ref={(node) => {
                  panels.current[key] = node;
                }}
              >
                {opened.has(key) && (
                  <Suspense
                    fallback={
                      <Center py="xl">
                        <Loader size="sm" aria-label={t('app.loading')} />
                      </Center>
                    }
                  >
                    <Content eventId={event.id} onDirtyChange={dirtyHandlers[key]} />
                  </Suspense>
                )}
              </Tabs.Panel>
            );
          })}
        </Tabs>
      )}
    </Stack>
  );
}

/** An event that cannot be read: deleted (with a way back), or one that does not exist. */
function MissingEvent({ eventId }: { eventId: number }) {
  const t = useT();
  const locale = useLocale();
  const mayRestore = useCan('BorrarEvento');
  // a deleted event keeps its audit trail: whether it has one tells a deleted event from none at all
  const trail = useQuery({
    ...trpc.events.audit.queryOptions({ id: eventId, page: 1, size: 1 }),
    meta: { errorDisplay: 'silent' },
    retry: false,
  });
  const restore = useMutation(
    trpc.events.restore.mutationOptions({
      onSuccess: (restored) => {
        storeEvent(restored);
        void refreshEventLists();
        showSuccess(t('editor.toast.restored', { name: restored.name }));
      },
    }),
  );
  if (trail.isPending)
    return (
      <Center mih={240}>
        <Loader aria-label={t('app.loading')} />
      </Center>
    );
  const deleted = trail.isSuccess;
  const restores = deleted && mayRestore;
  return (
    <Paper withBorder radius="md" p="xl" maw={640} mx="auto" mt="xl">
      <Stack align="center" gap="md" ta="center">
        <Title order={3}>{t(deleted ? 'editor.deleted.title' : 'editor.missing.title')}</Title>
        <Text c="dimmed">{t(deleted ? 'editor.deleted.text' : 'editor.missing.text')}</Text>
        <Group>
          {restores && (
            <Button
              leftSection={<IconRestore size={16} />}
              loading={restore.isPending}
              onClick={() => restore.mutate({ id: eventId })}
            >
              {t('editor.restore')}
            </Button>
          )}
          <Button
            variant="default"
            renderRoot={(props) => (
              <Link to="/{-$locale}" params={{ locale: paramOfLocale(locale) }} {...props} />
            )}
          >
            {t('editor.backToList')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
