/**
 * The iCalendar text (RFC 5545) of a calendar's feed: pure functions, no database, no clock.
 * Timed events are written in UTC (converted from the office's time zone), so no VTIMEZONE
 * block is needed; an event without a start time is an all-day event.
 */

export interface FeedEvent {
  id: number;
  name: string;
  /** `YYYY-MM-DD`. */
  date: string;
  /** `HH:MM` in the office's time zone, or null when not known. */
  startTime: string | null;
  porDefinirHoraInicio: boolean;
  /** Minutes, or null when not known. */
  duration: number | null;
  location: string;
  status: string;
  updatedAt: Date;
}

export interface FeedOptions {
  calendarName: string;
  /** The page of an event, for URL and DESCRIPTION. */
  eventUrl: (id: number) => string;
  /** The domain part of each UID (`event-12@bolo.example.com`). */
  host: string;
  /** DTSTAMP: when the feed is written. */
  now: Date;
  /** The zone the start times are written in (`Europe/Madrid`). */
  timeZone: string;
}

const CRLF = '\r\n';
const MAX_LINE_OCTETS = 75;

/** TEXT values: backslash, semicolon, comma and line breaks escaped (RFC 5545 §3.3.11). */
export const escapeText = (value: string): string =>
  value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');

/**
 * A content line folded so no line passes 75 octets (RFC 5545 §3.1): each continuation starts
 * with a space, and a multi-byte character is never split.
 */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    // continuation lines begin with the folding space, which counts
    const limit = parts.length === 0 ? MAX_LINE_OCTETS : MAX_LINE_OCTETS - 1;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join(`${CRLF} `);
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** `YYYYMMDDTHHMMSSZ`. */
export const utcStamp = (date: Date): string =>
  `${date.getUTCFullYear()}${pad(date.getUTCMonth() + 1)}${pad(date.getUTCDate())}T${pad(date.getUTCHours())}${pad(
    date.getUTCMinutes(),
  )}${pad(date.getUTCSeconds())}Z`;

const compactDate = (isoDate: string) => isoDate.replace(/-/g, '');

/** The day after `YYYY-MM-DD`, as `YYYYMMDD` (the exclusive end of an all-day event). */
function nextDay(isoDate: string): string {
  const day = new Date(`${isoDate}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10).replace(/-/g, '');
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

/** RFC 5545 STATUS of a Bolo status: cancelled, confirmed, or still tentative. */
function icalStatus(status: string): string {
  if (status === 'Cancelado') return 'CANCELLED';
  if (status === 'Confirmado' || status === 'Anunciado' || status === 'Realizado') return 'CONFIRMED';
  return 'TENTATIVE';
}

function eventLines(event: FeedEvent, options: FeedOptions): string[] {
  const url = options.eventUrl(event.id);
  const timed = event.startTime !== null && !event.porDefinirHoraInicio;
  const when = timed
    ? [
        `DTSTART:${utcStamp(zonedToUtc(event.date, event.startTime ?? '00:00', options.timeZone))}`,
        ...(event.duration ? [`DURATION:PT${event.duration}M`] : []),
      ]
    : [`DTSTART;VALUE=DATE:${compactDate(event.date)}`, `DTEND;VALUE=DATE:${nextDay(event.date)}`];
  return [
    'BEGIN:VEVENT',
    `UID:event-${event.id}@${options.host}`,
    `DTSTAMP:${utcStamp(options.now)}`,
    `LAST-MODIFIED:${utcStamp(event.updatedAt)}`,
    ...when,
    `SUMMARY:${escapeText(event.name)}`,
    ...(event.location ? [`LOCATION:${escapeText(event.location)}`] : []),
    `STATUS:${icalStatus(event.status)}`,
    `URL:${url}`,
    `DESCRIPTION:${escapeText(url)}`,
    'END:VEVENT',
  ];
}

/** The whole feed: a VCALENDAR with one VEVENT per event, CRLF line ends, folded lines. */
export function icalendarOf(events: readonly FeedEvent[], options: FeedOptions): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Bolo//Calendario//ES',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(options.calendarName)}`,
    `X-WR-TIMEZONE:${options.timeZone}`,
    // how often subscribed clients should fetch again
    'REFRESH-INTERVAL;VALUE=DURATION:PT1H',
    'X-PUBLISHED-TTL:PT1H',
    ...events.flatMap((event) => eventLines(event, options)),
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join(CRLF) + CRLF;
}
