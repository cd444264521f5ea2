import { schema } from '@bolo/db';

const { events } = schema;

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
