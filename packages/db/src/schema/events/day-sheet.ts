import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamptz } from '../columns';
import { eventId } from './events';

/**
 * The signed link to an event's day sheet (issue 32): a page the crew opens on a phone without an
 * account. As the counterparty's links, the random token is never stored: `tokenHash` is its
 * SHA-256, the lookup key; `tokenSealed` the token encrypted with the server's secret, so staff
 * can copy the current link again.
 */
export const daySheetLinks = pgTable(
  'day_sheet_links',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    eventId: eventId(),
    tokenHash: text().notNull(),
    tokenSealed: text().notNull(),
    expiresAt: timestamptz().notNull(),
    revokedAt: timestamptz(),
    lastUsedAt: timestamptz(),
    createdAt: timestamptz().notNull().defaultNow(),
    createdBy: integer(),
  },
  (t) => [
    uniqueIndex('day_sheet_links_token_hash_idx').on(t.tokenHash),
    index('day_sheet_links_event_idx').on(t.eventId),
  ],
);
