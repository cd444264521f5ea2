import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCalendarOff } from '@tabler/icons-react';
import { useLocale, useT } from '../../../i18n';
import type { HoldsOfDay } from '../../holds/use-holds-layer';
import classes from './Calendar.module.css';
import type { EventColors } from './colors';
import { EventRow } from './EventRow';
import { fullDayLabel } from './labels';
import type { CalendarEvent } from './search';

/** The agenda: the days that have events, each with its events in order; a plain list of links. */
export function AgendaView({
  days,
  eventsOf,
  colorsOf,
  holds,
}: {
  days: string[];
  eventsOf: (day: string) => CalendarEvent[];
  colorsOf: (event: CalendarEvent) => EventColors;
  /** The holds and conflicts of each day, for a role that sees them. */
  holds?: HoldsOfDay;
}) {
  const locale = useLocale();
  const busyDays = days.filter((day) => eventsOf(day).length > 0 || holds?.holdsOf(day, true));

  if (busyDays.length === 0) return <NoEvents />;

  return (
    <Stack gap="lg">
      {busyDays.map((day) => (
        <section key={day} aria-label={fullDayLabel(day, locale)}>
          <Group gap="xs" mb={6}>
            <Title order={3} size="h5">
              {fullDayLabel(day, locale)}
            </Title>
            {holds?.markerOf(day)}
          </Group>
          <Stack gap={4}>{holds?.holdsOf(day, true)}</Stack>
          <Paper withBorder radius="md" p={4} hidden={eventsOf(day).length === 0}>
            <ul className={classes.agendaList}>
              {eventsOf(day).map((event) => (
                <li key={event.id}>
                  <EventRow event={event} colors={colorsOf(event)} />
                </li>
              ))}
            </ul>
          </Paper>
        </section>
      ))}
    </Stack>
  );
}

/** What a view without events shows. */
export function NoEvents() {
  const t = useT();
  return (
    <Paper withBorder radius="md" p="xl">
      <Stack align="center" gap="xs">
        <IconCalendarOff size={32} color="var(--mantine-color-dimmed)" />
        <Text c="dimmed">{t('calendar.empty')}</Text>
      </Stack>
    </Paper>
  );
}
