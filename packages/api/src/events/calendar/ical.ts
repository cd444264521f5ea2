import type { ScheduleKind } from '@bolo/db/advance-kinds';
import { shiftDay } from '@bolo/templating/format';
import ical, {
  escape as escapeText,
  ICalCalendarMethod,
  type ICalEventData,
  ICalEventStatus,
} from 'ical-generator';
import type { Locale } from '../../shared/errors';
import { stepTitle } from '../advance/labels';

/**
 * The iCalendar text (RFC 5545) of a calendar's feed: pure functions, no database, no clock.
 * ical-generator writes the text (escaping, folding, property syntax). Timed events are written in
 * UTC (converted here from the office's time zone), so no VTIMEZONE block is needed; an event
 * without a start time is an all-day event.
 */

export interface FeedEvent {
  id: number;
  name: string;
  /** `YYYY-MM-DD`. */
  date: string;
  /** A hold on a hall (issue 21) rather than a show: all-day from `date` to `lastDate`, tentative. */
  hold?: { lastDate: string };
  /** `HH:MM` in the office's time zone, or null when not known. */
  startTime: string | null;
  porDefinirHoraInicio: boolean;
  /** Minutes, or null when not known. */
  duration: number | null;
  location: string;
  status: string;
  updatedAt: Date;
  /** The show's schedule (its advance, issue 32), each step an entry of its own; none for a hold. */
  steps?: readonly FeedStep[];
}

/** A step of a show's schedule: `day` counted from the show's, `time` and `endTime` on the office's wall clock. */
export interface FeedStep {
  id: number;
  day: number;
  /** `HH:MM`. */
  time: string;
  /** `HH:MM`; earlier than `time` when the step ends after midnight. */
  endTime: string | null;
  kind: ScheduleKind;
  label: string;
  place: string;
  notes: string;
  updatedAt: Date;
}

export interface FeedOptions {
  calendarName: string;
  /** The page of an event, for URL and DESCRIPTION. */
  eventUrl: (id: number) => string;
  /** The page of the holds, for a hold's URL and DESCRIPTION. */
  holdsUrl: string;
  /** The domain part of each UID (`event-12@bolo.example.com`). */
  host: string;
  /** DTSTAMP: when the feed is written. */
  now: Date;
  /** The zone the start times are written in (`Europe/Madrid`). */
  timeZone: string;
  /** The language the steps' kinds are worded in. */
  locale: Locale;
}

/** How far `timeZone`'s wall clock is ahead of UTC at `instant`, in milliseconds. */
function zoneOffset(instant: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(instant));
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  const wallClock = Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
    part('second'),
  );
  return wallClock - Math.floor(instant / 1000) * 1000;
}

/** The instant a wall-clock `date` `time` in `timeZone` stands for. */
export function zonedToUtc(isoDate: string, time: string, timeZone: string): Date {
  const [year, month, day] = isoDate.split('-').map(Number);
  const [hours, minutes] = time.split(':').map(Number);
  const asUtc = Date.UTC(year ?? 1970, (month ?? 1) - 1, day ?? 1, hours ?? 0, minutes ?? 0);
  // the offset at the guess, then at the result: right on both sides of a daylight-saving change
  const guess = asUtc - zoneOffset(asUtc, timeZone);
  return new Date(asUtc - zoneOffset(guess, timeZone));
}

/** How often subscribed clients should fetch the feed again, in seconds. */
const REFRESH_SECONDS = 3_600;

/** RFC 5545 STATUS of a Bolo status: cancelled, confirmed, or still tentative. */
function icalStatus(status: string): ICalEventStatus {
  if (status === 'Cancelado') return ICalEventStatus.CANCELLED;
  if (status === 'Confirmado' || status === 'Anunciado' || status === 'Realizado') {
    return ICalEventStatus.CONFIRMED;
  }
  return ICalEventStatus.TENTATIVE;
}

/** Midnight UTC of `YYYY-MM-DD` plus `days`: ical-generator writes it as that DATE. */
function utcDay(isoDate: string, days = 0): Date {
  const day = new Date(`${isoDate}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day;
}

/** When an event happens: a UTC start (and end, when its duration is known), or the whole day. */
function eventTimes(event: FeedEvent, timeZone: string): Pick<ICalEventData, 'start' | 'end' | 'allDay'> {
  if (event.startTime === null || event.porDefinirHoraInicio) {
    // the end of an all-day event is the next day, exclusive
    return { start: utcDay(event.date), end: utcDay(event.hold?.lastDate ?? event.date, 1), allDay: true };
  }
  const start = zonedToUtc(event.date, event.startTime, timeZone);
  return { start, end: event.duration ? new Date(start.getTime() + event.duration * 60_000) : null };
}

/**
 * When a step happens, in UTC: its day counted from the show's, its wall-clock times in `timeZone`
 * (each on its own side of a daylight-saving change). An end before the start is past midnight, the
 * next day; a step without an end has none, as a show without a duration.
 */
export function stepTimes(
  showDate: string,
  step: Pick<FeedStep, 'day' | 'time' | 'endTime'>,
  timeZone: string,
): { start: Date; end: Date | null } {
  const day = shiftDay(showDate, step.day);
  const start = zonedToUtc(day, step.time, timeZone);
  if (step.endTime === null) return { start, end: null };
  const endDay = step.endTime < step.time ? shiftDay(day, 1) : day;
  return { start, end: zonedToUtc(endDay, step.endTime, timeZone) };
}

/** A hold is marked in its title, since calendars show STATUS faintly or not at all. */
export const HOLD_PREFIX = 'Reserva';

/** The whole feed: a VCALENDAR with one VEVENT per event, CRLF line ends, folded lines. */
export function icalendarOf(events: readonly FeedEvent[], options: FeedOptions): string {
  const calendar = ical({
    prodId: { company: 'Bolo', product: 'Calendario', language: 'ES' },
    method: ICalCalendarMethod.PUBLISH,
    scale: 'gregorian',
    // ical-generator writes the name as it is given: escaped here, so a comma or a line break stays text
    name: escapeText(options.calendarName, false),
    ttl: REFRESH_SECONDS,
    // not its `timezone` option: with it, ical-generator writes every time in the server's own zone
    x: [['X-WR-TIMEZONE', options.timeZone]],
  });
  for (const event of events) {
    const url = event.hold ? options.holdsUrl : options.eventUrl(event.id);
    calendar.createEvent({
      id: `${event.hold ? 'hold' : 'event'}-${event.id}@${options.host}`,
      stamp: options.now,
      lastModified: event.updatedAt,
      ...eventTimes(event, options.timeZone),
      summary: event.hold ? `${HOLD_PREFIX}: ${event.name}` : event.name,
      location: event.location || null,
      status: event.hold ? ICalEventStatus.TENTATIVE : icalStatus(event.status),
      url,
      description: url,
    });
    for (const step of event.steps ?? [])
      calendar.createEvent({
        id: `event-${event.id}-step-${step.id}@${options.host}`,
        stamp: options.now,
        lastModified: step.updatedAt,
        ...stepTimes(event.date, step, options.timeZone),
        summary: `${stepTitle(step, options.locale)} — ${event.name}`,
        location: step.place || event.location || null,
        status: icalStatus(event.status),
        url,
        description: [step.notes, url].filter(Boolean).join('\n\n'),
      });
  }
  // RFC 5545 ends every content line with CRLF, the last one too; ical-generator leaves it off
  return `${calendar.toString()}\r\n`;
}
