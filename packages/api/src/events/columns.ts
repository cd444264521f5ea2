import { schema } from '@bolo/db';
import { type Placeholder, type SQL, sql } from 'drizzle-orm';

const { events, eventCalendars } = schema;

/** What every list of events shows of one (the list, the calendar): what, when, where, who, and its state. */
export const glanceColumns = {
  id: events.id,
  name: events.name,
  eventType: events.eventType,
  fase: events.fase,
  status: events.status,
  date: events.date,
  startTime: events.startTime,
  location: events.location,
  artistName: events.artistName,
  hallName: events.hallName,
};

/** The events on calendar `calendarId` (a value, or a prepared query's placeholder). */
export const onCalendar = (calendarId: number | Placeholder): SQL =>
  sql`exists (select 1 from ${eventCalendars} where ${eventCalendars.eventId} = ${events.id} and ${eventCalendars.calendarId} = ${calendarId})`;
