import { index, integer, pgTable, uniqueIndex } from 'drizzle-orm/pg-core';
import { signedLinkColumns } from '../columns';
import { eventId } from './events';

/**
 * The signed link to an event's day sheet (issue 32): a page the crew opens on a phone without an
 * account, found by its token's hash as the counterparty's links.
 */
export const daySheetLinks = pgTable(
  'day_sheet_links',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    eventId: eventId(),
    ...signedLinkColumns(),
  },
  (t) => [
    uniqueIndex('day_sheet_links_token_hash_idx').on(t.tokenHash),
    index('day_sheet_links_event_idx').on(t.eventId),
  ],
);
