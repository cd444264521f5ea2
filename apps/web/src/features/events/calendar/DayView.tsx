import type { AppRouter } from '@bolo/api';
import { formatTime } from '@bolo/templating/format';
import { Group, Paper, Stack, Text } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { inferRouterOutputs } from '@trpc/server';
import { useMemo } from 'react';
import { useLocale, useT } from '../../../i18n';
import { trpc } from '../../../trpc';
import { useCan } from '../../auth/guard';
import type { HoldsOfDay } from '../../holds/use-holds-layer';
import { dayText } from '../advance/advance';
import { StepSummary } from '../advance/StepSummary';
import { NoEvents } from './AgendaView';
import classes from './Calendar.module.css';
import type { EventColors } from './colors';
import { EventRow } from './EventRow';
import type { CalendarEvent } from './search';

type Step = inferRouterOutputs<AppRouter>['events']['calendar']['schedule']['items'][number];

/**
 * The day view: the day's events, each show with its schedule in time order (the advance's, for a
 * role that may read it), the steps of another day with their date.
 */
export function DayView({
  day,
  events,
  calendarId,
  colorsOf,
  holds,
}: {
  day: string;
  events: CalendarEvent[];
  calendarId: number | undefined;
  colorsOf: (event: CalendarEvent) => EventColors;
  holds?: HoldsOfDay;
}) {
  const t = useT();
  const mayReadSchedule = useCan('Produccion');
  const schedule = useQuery({
    ...trpc.events.calendar.schedule.queryOptions({ from: day, to: day, calendarId }),
    enabled: mayReadSchedule,
    placeholderData: keepPreviousData,
    meta: { errorDisplay: 'inline' },
  });
  const stepsOf = useMemo(() => {
    const steps = new Map<number, Step[]>();
    for (const step of schedule.data?.items ?? [])
      steps.set(step.eventId, [...(steps.get(step.eventId) ?? []), step]);
    return (eventId: number) => steps.get(eventId) ?? [];
  }, [schedule.data]);
  const held = holds?.holdsOf(day, true);

  if (events.length === 0 && !held) return <NoEvents />;
  return (
    <Stack gap="md">
      {held && <Stack gap={4}>{held}</Stack>}
      {events.map((event) => (
        <Paper key={event.id} withBorder radius="md" p={4}>
          <EventRow event={event} colors={colorsOf(event)} />
          {mayReadSchedule && (
            <Stack gap={4} px="sm" pb="xs" pt={4}>
              {schedule.isError ? (
                <Text size="sm" c="red.8" role="alert">
                  {t('calendar.day.scheduleError')}
                </Text>
              ) : stepsOf(event.id).length > 0 ? (
                <Steps steps={stepsOf(event.id)} event={event} />
              ) : (
                schedule.isSuccess && (
                  <Text size="sm" c="dimmed">
                    {t('calendar.day.noSchedule')}
                  </Text>
                )
              )}
            </Stack>
          )}
        </Paper>
      ))}
    </Stack>
  );
}

/** A show's steps as a list: the time (and the date of another day), the step's name, its kind, its place. */
function Steps({ steps, event }: { steps: Step[]; event: CalendarEvent }) {
  const t = useT();
  const locale = useLocale();
  return (
    <ol className={classes.steps} aria-label={t('calendar.day.schedule', { name: event.name })}>
      {steps.map((step) => (
        <li key={step.id} className={classes.step}>
          <span className={classes.stepTime}>
            {formatTime(step.time)}
            {step.endTime ? `–${formatTime(step.endTime)}` : ''}
          </span>
          <Group gap="xs" wrap="wrap" miw={0}>
            <StepSummary step={step} />
            {step.day !== 0 && (
              <Text size="xs" c="dimmed">
                {dayText(step.day, event.date, locale, t)}
              </Text>
            )}
          </Group>
        </li>
      ))}
    </ol>
  );
}
