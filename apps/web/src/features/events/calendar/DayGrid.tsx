import { Paper, UnstyledButton } from '@mantine/core';
import { type CSSProperties, type DragEvent, type MouseEvent, useState } from 'react';
import { countText, useLocale, useT } from '../../../i18n';
import type { HoldsOfDay } from '../../holds/use-holds-layer';
import classes from './Calendar.module.css';
import type { EventColors } from './colors';
import { EVENT_DRAG_TYPE, EventChip } from './EventChip';
import { dayLabel, fullDayLabel, weekdayNames } from './labels';
import { isSameMonth } from './period';
import type { CalendarEvent } from './search';

const moreLabel = { one: 'calendar.moreLabel.one', many: 'calendar.moreLabel.many' } as const;

/** A month cell shows this many events; the rest are one click away in the week view. */
const EVENTS_PER_MONTH_CELL = 3;

export interface DayGridProps {
  weeks: string[][];
  /** The day the view is shown around: in a month, the days of other months are shaded. */
  anchor: string;
  /** The week view: taller days, every event, its place. */
  tall: boolean;
  /** The phone: small days with a dot for each event, which the list under the grid names. */
  compact: boolean;
  today: string;
  eventsOf: (day: string) => CalendarEvent[];
  colorsOf: (event: CalendarEvent) => EventColors;
  movingId: number | undefined;
  onMove: (event: CalendarEvent, day: string) => void;
  onShowDay: (day: string) => void;
  findEvent: (id: number) => CalendarEvent | undefined;
  /** The holds and conflicts of each day, for a role that sees them. */
  holds?: HoldsOfDay;
}

const carriesEvent = (drag: DragEvent) => drag.dataTransfer.types.includes(EVENT_DRAG_TYPE);

/** The month and week views: a grid of days, Monday first, each a place to drop an event on. */
export function DayGrid({
  weeks,
  anchor,
  tall: asked,
  compact,
  today,
  eventsOf,
  colorsOf,
  movingId,
  onMove,
  onShowDay,
  findEvent,
  holds,
}: DayGridProps) {
  const t = useT();
  const locale = useLocale();
  const [overDay, setOverDay] = useState<string | null>(null);
  const tall = asked && !compact;

  const dropHandlers = (day: string) => ({
    onDragOver: (drag: DragEvent) => {
      if (!carriesEvent(drag)) return;
      drag.preventDefault();
      drag.dataTransfer.dropEffect = 'move';
      if (overDay !== day) setOverDay(day);
    },
    onDragLeave: (drag: DragEvent) => {
      // leaving for a child of the same day is not leaving the day
      if (!drag.currentTarget.contains(drag.relatedTarget as Node | null)) setOverDay(null);
    },
    onDrop: (drag: DragEvent) => {
      setOverDay(null);
      const event = findEvent(Number(drag.dataTransfer.getData(EVENT_DRAG_TYPE)));
      if (!event) return;
      drag.preventDefault();
      onMove(event, day);
    },
  });

  // a click on the day itself, not on an event, a hold or "+n more" in it
  const pickDay = (day: string) => (click: MouseEvent) => {
    if (!(click.target instanceof Element) || click.target.closest('a, button')) return;
    holds?.pickDay(day);
  };

  return (
    <Paper withBorder radius="md" className={classes.scroller} data-compact={compact || undefined}>
      <div className={classes.grid} aria-hidden>
        {weekdayNames(locale).map((name) => (
          <div key={name} className={classes.weekday}>
            {name}
          </div>
        ))}
      </div>
      <ol className={`${classes.grid} ${classes.days}`}>
        {weeks.flat().map((day) => {
          const events = eventsOf(day);
          const shown = tall || compact ? events : events.slice(0, EVENTS_PER_MONTH_CELL);
          const hidden = events.length - shown.length;
          return (
            // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard's way to a new hold is the page's "New hold" button
            <li
              key={day}
              aria-label={fullDayLabel(day, locale)}
              className={classes.day}
              data-tall={tall || undefined}
              data-outside={(!asked && !isSameMonth(day, anchor)) || undefined}
              data-over={overDay === day || undefined}
              data-pickable={holds ? true : undefined}
              {...dropHandlers(day)}
              onClick={holds && pickDay(day)}
            >
              <div className={classes.dayHead}>
                {holds?.markerOf(day)}
                <span className={classes.dayNumber} data-today={day === today || undefined}>
                  {Number(day.slice(8))}
                </span>
              </div>
              {compact ? (
                <EventDots events={shown} colorsOf={colorsOf} />
              ) : (
                shown.map((event) => (
                  <EventChip
                    key={event.id}
                    event={event}
                    colors={colorsOf(event)}
                    wide={tall}
                    moving={event.id === movingId}
                  />
                ))
              )}
              {!compact && holds?.holdsOf(day, tall)}
              {hidden > 0 && (
                <UnstyledButton
                  className={classes.more}
                  onClick={() => onShowDay(day)}
                  aria-label={countText(t, hidden, moreLabel, { day: dayLabel(day, locale) })}
                >
                  {t('calendar.more', { count: hidden })}
                </UnstyledButton>
              )}
            </li>
          );
        })}
      </ol>
    </Paper>
  );
}

/** A day's events on the phone: a dot each in its colour; the list under the grid names them. */
function EventDots({
  events,
  colorsOf,
}: {
  events: CalendarEvent[];
  colorsOf: (event: CalendarEvent) => EventColors;
}) {
  if (events.length === 0) return null;
  return (
    <span className={classes.dots} aria-hidden>
      {events.map((event) => (
        <span
          key={event.id}
          className={classes.dot}
          data-cancelled={event.status === 'Cancelado' || undefined}
          style={{ '--event-color': colorsOf(event).color } as CSSProperties}
        />
      ))}
    </span>
  );
}
