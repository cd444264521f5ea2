import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { editableColumns } from '../columns';
import { eventId } from './events';

/** An event's poster (spec §7 Posters `/api/carteles`): the original in file storage and a thumbnail. */
export const eventPosters = pgTable(
  'event_posters',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    eventId: eventId(),
    name: text().notNull(),
    description: text().notNull().default(''),
    contentType: text().notNull(),
    size: integer().notNull(),
    width: integer(),
    height: integer(),
    storageKey: text().notNull(),
    thumbnailKey: text(),
    position: integer().notNull().default(0),
    ...editableColumns,
  },
  (t) => [index('event_posters_event_idx').on(t.eventId, t.position)],
);
