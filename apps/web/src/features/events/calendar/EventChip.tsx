import { Link } from '@tanstack/react-router';
import type { CSSProperties, DragEvent } from 'react';
import { paramOfLocale, useLocale } from '../../../i18n';
import classes from './Calendar.module.css';
import type { EventColors } from './colors';
import { timeLabel } from './labels';
import type { CalendarEvent } from './search';

/** The drag payload: the id of the event moved (another page's drag carries no such type). */
export const EVENT_DRAG_TYPE = 'application/x-bolo-event';

/** An event in a day of the grid: opens the event, and can be dragged to another day. */
export function EventChip({
  event,
  colors,
  wide,
  moving,
}: {
  event: CalendarEvent;
  colors: EventColors;
  /** The week view: room for the place under the name. */
  wide: boolean;
  /** Its new date is being saved. */
  moving: boolean;
}) {
  const locale = useLocale();
  const time = timeLabel(event.startTime, event.porDefinirHoraInicio);
  const place = event.hallName || event.location;
  const onDragStart = (drag: DragEvent) => {
    drag.dataTransfer.setData(EVENT_DRAG_TYPE, String(event.id));
    drag.dataTransfer.effectAllowed = 'move';
  };
  return (
    <Link
      to="/{-$locale}/event/{-$id}"
      params={{ locale: paramOfLocale(locale), id: String(event.id) }}
      className={classes.chip}
      style={{ '--event-color': colors.color, '--event-background': colors.background } as CSSProperties}
      title={[time, event.name, place].filter(Boolean).join(' · ')}
      draggable
      onDragStart={onDragStart}
      data-wide={wide || undefined}
      data-cancelled={event.status === 'Cancelado' || undefined}
      data-moving={moving || undefined}
    >
      {time && <span className={classes.time}>{time}</span>}
      {event.name}
      {wide && place && (
        <>
          <br />
          <span style={{ color: 'var(--mantine-color-dimmed)' }}>{place}</span>
        </>
      )}
    </Link>
  );
}
