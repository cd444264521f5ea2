import { type Db, schema } from '@bolo/db';
import { and, asc, eq, gte, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import { AppError, type Locale } from '../../shared/errors';
import { OFFICE_TIME_ZONE } from '../../shared/time-zone';
import { newBase32Token } from '../../shared/tokens';
import { glanceColumns, onCalendar } from '../columns';
import type { CalendarEvent, CalendarRangeInput } from '../schemas';
import { type FeedEvent, icalendarOf } from './ical';

const { events, calendars, eventScheduleItems } = schema;

/** More events than this in one view is not a calendar anyone reads; the view says so. */
export const CALENDAR_VIEW_CAP = 500;
/** The most schedule steps a view is given: some twenty a show for a full day view and more. */
export const SCHEDULE_VIEW_CAP = 2_000;
/** A feed holds the shows (and holds) from a year back onwards, at most this many of each. */
export const FEED_CAP = 5_000;
const FEED_PAST_DAYS = 365;

/** The first day a feed read at `now` holds, `YYYY-MM-DD`. */
export const feedSince = (now: Date) =>
  new Date(now.getTime() - FEED_PAST_DAYS * 86_400_000).toISOString().slice(0, 10);

/** What a feed's entry reads of an event (`ical.ts`'s `FeedEvent`). */
export const feedEventColumns = {
  id: events.id,
  name: events.name,
  date: events.date,
  startTime: events.startTime,
  porDefinirHoraInicio: events.porDefinirHoraInicio,
  duration: events.duration,
  location: events.location,
  status: events.status,
  updatedAt: events.updatedAt,
};

/** How a feed named `calendarName` links, dates and words its entries. */
export const feedOptions = (publicUrl: string, calendarName: string, now: Date, locale: Locale = 'es') => ({
  calendarName,
  eventUrl: (id: number) => `${publicUrl}/event/${id}`,
  holdsUrl: `${publicUrl}/calendar`,
  host: new URL(publicUrl).hostname,
  now,
  timeZone: OFFICE_TIME_ZONE,
  locale,
});

export const byDay = [asc(events.date), sql`${events.startTime} asc nulls first`, asc(events.id)];

/** The live events of the days `from`…`to`, on one calendar when given. */
const inRange = (input: CalendarRangeInput) =>
  and(
    isNull(events.deletedAt),
    gte(events.date, input.from),
    lte(events.date, input.to),
    input.calendarId === undefined ? undefined : onCalendar(input.calendarId),
  );

/** The live events of the days `from`…`to` (on one calendar when given), the earliest first. */
export async function calendarEvents(db: Db, input: CalendarRangeInput) {
  const rows = await db
    .select({
      ...glanceColumns,
      duration: events.duration,
      porDefinirHoraInicio: events.porDefinirHoraInicio,
      version: events.version,
    })
    .from(events)
    .where(inRange(input))
    .orderBy(...byDay)
    .limit(CALENDAR_VIEW_CAP + 1);
  const items = rows
    .slice(0, CALENDAR_VIEW_CAP)
    .flatMap((row): CalendarEvent[] => (row.date ? [{ ...row, date: row.date }] : []));
  return { items, capped: rows.length > CALENDAR_VIEW_CAP };
}

/** The schedule steps of the events `calendarEvents` gives, by event, each in the order of its days and times. */
export async function calendarSchedule(db: Db, input: CalendarRangeInput) {
  const { eventId, id, day, time, endTime, kind, label, place, source, position } = eventScheduleItems;
  const rows = await db
    .select({ eventId, id, day, time, endTime, kind, label, place, source })
    .from(eventScheduleItems)
    .innerJoin(events, eq(events.id, eventId))
    .where(inRange(input))
    .orderBy(...byDay, asc(day), asc(time), asc(position), asc(id))
    .limit(SCHEDULE_VIEW_CAP + 1);
  return { items: rows.slice(0, SCHEDULE_VIEW_CAP), capped: rows.length > SCHEDULE_VIEW_CAP };
}

/** Every calendar, for the filter: only what a calendar view needs of them. */
export const calendarOptions = (db: Db) =>
  db
    .select({ id: calendars.id, name: calendars.name, color: calendars.color })
    .from(calendars)
    .orderBy(asc(calendars.nameKey));

export const feedUrl = (publicUrl: string, token: string) => `${publicUrl}/ical/${token}.ics`;

/** The secret address of a calendar's feed. */
export async function calendarFeed(db: Db, calendarId: number, publicUrl: string) {
  const [calendar] = await db
    .select({ token: calendars.icalToken })
    .from(calendars)
    .where(eq(calendars.id, calendarId));
  if (!calendar) throw new AppError('not_found');
  return { calendarId, url: feedUrl(publicUrl, calendar.token) };
}

/** A new secret for the feed: whoever had the old address stops getting the events. */
export async function rotateCalendarFeed(db: Db, calendarId: number, publicUrl: string) {
  const [calendar] = await db
    .update(calendars)
    .set({ icalToken: newBase32Token() })
    .where(eq(calendars.id, calendarId))
    .returning({ token: calendars.icalToken });
  if (!calendar) throw new AppError('not_found');
  return { calendarId, url: feedUrl(publicUrl, calendar.token) };
}

/**
 * The iCalendar text of the calendar whose feed secret is `token`, or null for no such calendar.
 * Its address is no one person's, so it carries no show's schedule: only the production may read that.
 */
export async function calendarFeedText(
  db: Db,
  token: string,
  { publicUrl, now = new Date() }: { publicUrl: string; now?: Date },
): Promise<string | null> {
  const [calendar] = await db
    .select({ id: calendars.id, name: calendars.name })
    .from(calendars)
    .where(eq(calendars.icalToken, token));
  if (!calendar) return null;
  const since = feedSince(now);
  const rows = await db
    .select(feedEventColumns)
    .from(events)
    .where(
      and(isNull(events.deletedAt), isNotNull(events.date), gte(events.date, since), onCalendar(calendar.id)),
    )
    .orderBy(...byDay)
    .limit(FEED_CAP);
  const feedEvents = rows.flatMap((row): FeedEvent[] => (row.date ? [{ ...row, date: row.date }] : []));
  return icalendarOf(feedEvents, feedOptions(publicUrl, calendar.name, now));
}
