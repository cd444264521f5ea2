import { index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { signedLinkColumns, timestamptz } from '../columns';
import type { PartyKind } from './conditions';
import { eventId } from './events';

/**
 * The public link through which one party of one event fills in its own data (spec §2
 * /altainfo/{hash}, §7 `/api/datosContraparte`). The random token (≥ 128 bits) is never stored:
 * `tokenHash` is its SHA-256, the lookup key; `tokenSealed` is the token encrypted with the
 * server's secret, so staff can copy the current link again (`getHash`).
 */
export const counterpartyLinks = pgTable(
  'counterparty_links',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    eventId: eventId(),
    party: text().$type<PartyKind>().notNull(),
    ...signedLinkColumns(),
  },
  (t) => [
    uniqueIndex('counterparty_links_token_hash_idx').on(t.tokenHash),
    index('counterparty_links_event_party_idx').on(t.eventId, t.party),
  ],
);

/**
 * What a counterparty sent through its link, kept beside the event's party: `values` are the
 * fields it sent, `previous` what the party held before (the diff staff see); `acceptedAt` is set
 * when staff copy it into the master row.
 */
export const counterpartySubmissions = pgTable(
  'counterparty_submissions',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    eventId: eventId(),
    party: text().$type<PartyKind>().notNull(),
    linkId: integer().references(() => counterpartyLinks.id, { onDelete: 'set null' }),
    values: jsonb().$type<Record<string, unknown>>().notNull(),
    previous: jsonb().$type<Record<string, unknown>>().notNull(),
    submittedAt: timestamptz().notNull().defaultNow(),
    acceptedAt: timestamptz(),
    acceptedBy: integer(),
  },
  (t) => [index('counterparty_submissions_event_party_idx').on(t.eventId, t.party, t.submittedAt.desc())],
);
