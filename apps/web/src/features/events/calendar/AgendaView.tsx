import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCalendarOff } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import type { CSSProperties } from 'react';
import { paramOfLocale, useLocale, useT } from '../../../i18n';
import type { HoldsOfDay } from '../../holds/use-holds-layer';
import { EventStatusBadge, EventTypeBadge, PhaseBadge } from '../look';
import classes from './Calendar.module.css';
import type { EventColors } from './colors';
import { fullDayLabel, timeLabel } from './labels';
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
  const t = useT();
  const locale = useLocale();
  const busyDays = days.filter((day) => eventsOf(day).length > 0 || holds?.holdsOf(day, true));

  if (busyDays.length === 0) {
    return (
      <Paper withBorder radius="md" p="xl">
        <Stack align="center" gap="xs">
          <IconCalendarOff size={32} color="var(--mantine-color-dimmed)" />
          <Text c="dimmed">{t('calendar.empty')}</Text>
        </Stack>
      </Paper>
    );
  }

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
              {eventsOf(day).map((event) => {
                const colors = colorsOf(event);
                const place = [event.hallName || event.location, event.artistName]
                  .filter(Boolean)
                  .join(' · ');
                return (
                  <li key={event.id}>
                    <Link
                      to="/{-$locale}/event/{-$id}"
                      params={{ locale: paramOfLocale(locale), id: String(event.id) }}
                      className={classes.agendaRow}
                      style={{ '--event-color': colors.color } as CSSProperties}
                    >
                      <span className={classes.agendaTime}>
                        {timeLabel(event.startTime, event.porDefinirHoraInicio) ?? (
                          <Text span size="xs" c="dimmed">
                            {t('calendar.noTime')}
                          </Text>
                        )}
                      </span>
                      <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
                        <Text fw={500} truncate>
                          {event.name}
                        </Text>
                        {place && (
                          <Text size="sm" c="dimmed" truncate>
                            {place}
                          </Text>
                        )}
                      </Stack>
                      <Group gap={6} wrap="nowrap" visibleFrom="sm">
                        <EventTypeBadge type={event.eventType} />
                        <PhaseBadge name={event.fase} />
                        <EventStatusBadge status={event.status} />
                      </Group>
                    </Link>
                  </li>
                );
              })}
            </ul>
          </Paper>
        </section>
      ))}
    </Stack>
  );
}
