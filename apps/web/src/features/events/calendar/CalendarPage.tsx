import {
  ActionIcon,
  Alert,
  Box,
  Button,
  Group,
  Loader,
  LoadingOverlay,
  SegmentedControl,
  Select,
  Stack,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconAlertCircle, IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useLocale, useT } from '../../../i18n';
import { errorMessageOf } from '../../../lib/api-errors';
import { usePhone } from '../../../lib/phone';
import { trpc } from '../../../trpc';
import { useHoldsLayer } from '../../holds/use-holds-layer';
import { PageTitle } from '../../layout/PageTitle';
import { eventTypeNames } from '../list-search';
import { EventTypeBadge, PhaseBadge, usePhases } from '../look';
import { AgendaView } from './AgendaView';
import { useEventColors } from './colors';
import { DayGrid } from './DayGrid';
import { DayView } from './DayView';
import { periodTitle } from './labels';
import {
  type CalendarView,
  calendarViews,
  daysOfPeriod,
  rangeOf,
  shiftPeriod,
  today,
  weeksOf,
} from './period';
import { SubscribeButton } from './SubscribeButton';
import { type CalendarEvent, type CalendarSearch, type ColorMode, colorModes, withDefaults } from './search';
import { useMoveEvent } from './useMoveEvent';

const routeApi = getRouteApi('/{-$locale}/_app/calendar');

/** The calendar (issue 6): month, week, agenda and day views of the events, moved by dragging on the grids. */
export function CalendarPage() {
  const t = useT();
  const locale = useLocale();
  const search = routeApi.useSearch();
  const navigate = routeApi.useNavigate();
  const { view, day, color, calendarId } = withDefaults(search);
  useDocumentTitle(`${t('page.calendar')} · ${t('app.name')}`);

  const setSearch = (patch: Partial<CalendarSearch>) =>
    navigate({ search: (previous) => ({ ...previous, ...patch }) });

  const range = rangeOf(view, day);
  const events = useQuery({
    ...trpc.events.calendar.events.queryOptions({ ...range, calendarId }),
    placeholderData: keepPreviousData,
    meta: { errorDisplay: 'inline' },
  });
  const calendars = useQuery(trpc.events.calendar.calendars.queryOptions());
  const colorsOf = useEventColors(color);
  const { confirmMove, moving } = useMoveEvent();

  const items = events.data?.items;
  const byDay = useMemo(() => {
    const days = new Map<string, CalendarEvent[]>();
    for (const event of items ?? []) {
      // while its move is saved, the event already shows on its new day
      const date = moving?.id === event.id ? moving.date : event.date;
      days.set(date, [...(days.get(date) ?? []), event]);
    }
    return days;
  }, [items, moving]);
  const eventsOf = (date: string) => byDay.get(date) ?? [];
  const findEvent = (id: number) => items?.find((event) => event.id === id);
  const weeks = weeksOf(view, day);
  // month and week: a grid of days to drag events across; agenda and day: lists
  const grid = view === 'month' || view === 'week';
  // the phone's grid has dots: the events of the period are listed under it
  const phone = usePhone();
  const holds = useHoldsLayer({
    range,
    anchor: day,
    names: {
      eventName: (id) => findEvent(id)?.name,
      hallOfEvent: (id) => findEvent(id)?.hallName || undefined,
    },
  });

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <PageTitle>{t('page.calendar')}</PageTitle>
        <Group gap="sm">
          {holds.button}
          <SubscribeButton calendars={calendars.data ?? []} calendarId={calendarId} />
        </Group>
      </Group>

      <Group justify="space-between" gap="sm" wrap="wrap">
        <Group gap="xs" wrap="nowrap">
          <Tooltip label={t('calendar.previous')} withArrow>
            <ActionIcon
              variant="default"
              size="lg"
              aria-label={t('calendar.previous')}
              onClick={() => void setSearch({ date: shiftPeriod(view, day, -1) })}
            >
              <IconChevronLeft size={18} />
            </ActionIcon>
          </Tooltip>
          <Button variant="default" onClick={() => void setSearch({ date: undefined })}>
            {t('calendar.today')}
          </Button>
          <Tooltip label={t('calendar.next')} withArrow>
            <ActionIcon
              variant="default"
              size="lg"
              aria-label={t('calendar.next')}
              onClick={() => void setSearch({ date: shiftPeriod(view, day, 1) })}
            >
              <IconChevronRight size={18} />
            </ActionIcon>
          </Tooltip>
          <Title order={3} size="h4" ml="xs" aria-live="polite">
            {periodTitle(view, day, locale)}
          </Title>
          {events.isFetching && !events.isLoading && <Loader size="xs" aria-label={t('calendar.loading')} />}
        </Group>
        <Group gap="sm" wrap="wrap">
          <Select
            aria-label={t('calendar.filter')}
            placeholder={t('calendar.filter.all')}
            data={(calendars.data ?? []).map((calendar) => ({
              value: String(calendar.id),
              label: calendar.name,
            }))}
            value={calendarId === undefined ? null : String(calendarId)}
            onChange={(value) => void setSearch({ calendar: value ? Number(value) : undefined })}
            clearable
            searchable
            w={220}
          />
          <SegmentedControl
            aria-label={t('calendar.colorBy')}
            value={color}
            onChange={(value) => void setSearch({ color: value as ColorMode })}
            data={colorModes.map((mode) => ({ value: mode, label: t(`calendar.colorBy.${mode}`) }))}
          />
          <SegmentedControl
            aria-label={t('calendar.views')}
            value={view}
            onChange={(value) => void setSearch({ view: value as CalendarView })}
            data={calendarViews.map((name) => ({ value: name, label: t(`calendar.view.${name}`) }))}
          />
        </Group>
      </Group>

      <Legend mode={color} />
      {holds.legend}
      {holds.alert}

      {events.isError && (
        <Alert
          color="red"
          variant="light"
          icon={<IconAlertCircle size={18} />}
          title={t('calendar.error')}
          role="alert"
        >
          <Group justify="space-between">
            {errorMessageOf(events.error)}
            <Button size="xs" variant="white" color="red" onClick={() => void events.refetch()}>
              {t('calendar.retry')}
            </Button>
          </Group>
        </Alert>
      )}
      {events.data?.capped && (
        <Alert color="yellow" variant="light" icon={<IconAlertCircle size={18} />}>
          {t('calendar.capped', { count: events.data.items.length })}
        </Alert>
      )}

      <Box pos="relative">
        <LoadingOverlay visible={events.isLoading} overlayProps={{ blur: 1 }} />
        {view === 'agenda' && (
          <AgendaView days={weeks.flat()} eventsOf={eventsOf} colorsOf={colorsOf} holds={holds.day} />
        )}
        {view === 'day' && (
          <DayView
            day={day}
            events={eventsOf(day)}
            calendarId={calendarId}
            colorsOf={colorsOf}
            holds={holds.day}
          />
        )}
        {grid && (
          <Stack gap="md">
            <DayGrid
              weeks={weeks}
              anchor={day}
              tall={view === 'week'}
              compact={phone}
              today={today()}
              eventsOf={eventsOf}
              colorsOf={colorsOf}
              movingId={moving?.id}
              onMove={confirmMove}
              onShowDay={(date) => void setSearch({ view: 'week', date })}
              findEvent={findEvent}
              holds={holds.day}
            />
            {phone && (
              <AgendaView
                days={daysOfPeriod(view, day)}
                eventsOf={eventsOf}
                colorsOf={colorsOf}
                holds={holds.day}
              />
            )}
          </Stack>
        )}
      </Box>
      {grid && !phone && (
        <Text size="xs" c="dimmed">
          {t('calendar.dragHint')} {holds.day && t('holds.new.dayHint')}
        </Text>
      )}
      {holds.dialogs}
    </Stack>
  );
}

/** What each colour means in the mode chosen. */
function Legend({ mode }: { mode: ColorMode }) {
  const { phases } = usePhases();
  return (
    <Group gap={6} wrap="wrap">
      {mode === 'type'
        ? eventTypeNames.map((type) => <EventTypeBadge key={type} type={type} />)
        : phases.map((phase) => <PhaseBadge key={phase.name} name={phase.name} />)}
    </Group>
  );
}
