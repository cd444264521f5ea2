import { Group, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { CSSProperties } from 'react';
import { paramOfLocale, useLocale, useT } from '../../../i18n';
import { EventStatusBadge, EventTypeBadge, PhaseBadge } from '../look';
import classes from './Calendar.module.css';
import type { EventColors } from './colors';
import { timeLabel } from './labels';
import type { CalendarEvent } from './search';

/** An event as the agenda and the day view list it: a link with its time, name, place and badges. */
export function EventRow({ event, colors }: { event: CalendarEvent; colors: EventColors }) {
  const t = useT();
  const locale = useLocale();
  const place = [event.hallName || event.location, event.artistName].filter(Boolean).join(' · ');
  return (
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
  );
}
