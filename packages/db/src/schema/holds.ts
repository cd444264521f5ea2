import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { editableColumns, timestamptz } from './columns';
import { events } from './events/events';
import { artists, companies, halls } from './masters';
import { users } from './users';

export const holdStatuses = ['active', 'released', 'confirmed'] as const;
export type HoldStatus = (typeof holdStatuses)[number];

/**
 * A hold (issue 21): an artist's claim on a hall for a day or a range of days, for a company, in
 * a queue of levels (1st, 2nd …) among the active holds of the hall whose dates overlap. The api
 * keeps the levels contiguous under a lock on the hall (holds/levels.ts). A challenge is written
 * on the hold challenged: `challengedBy` names the hold right below it, `challengeDeadline` when
 * it is released unless confirmed.
 */
export const holds = pgTable(
  'holds',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    artistId: integer()
      .notNull()
      .references(() => artists.id, { onDelete: 'restrict' }),
    hallId: integer()
      .notNull()
      .references(() => halls.id, { onDelete: 'restrict' }),
    dateFrom: date({ mode: 'string' }).notNull(),
    dateTo: date({ mode: 'string' }).notNull(),
    empresaId: integer().references(() => companies.id, { onDelete: 'restrict' }),
    level: integer().notNull(),
    ownerId: integer().references(() => users.id, { onDelete: 'set null' }),
    expiresAt: timestamptz().notNull(),
    notes: text().notNull().default(''),
    status: text().$type<HoldStatus>().notNull().default('active'),
    releasedAt: timestamptz(),
    confirmedAt: timestamptz(),
    eventId: integer().references(() => events.id, { onDelete: 'set null' }),
    challengedBy: integer(),
    challengeDeadline: timestamptz(),
    ...editableColumns,
  },
  (t) => [
    index('holds_hall_dates_idx').on(t.hallId, t.dateFrom, t.dateTo).where(sql`${t.status} = 'active'`),
    index('holds_dates_idx').on(t.dateFrom, t.dateTo),
    index('holds_artist_idx').on(t.artistId),
    index('holds_expires_idx').on(t.expiresAt).where(sql`${t.status} = 'active'`),
    index('holds_challenge_deadline_idx')
      .on(t.challengeDeadline)
      .where(sql`${t.status} = 'active' and ${t.challengeDeadline} is not null`),
    check('holds_dates_in_order', sql`${t.dateTo} >= ${t.dateFrom}`),
    check('holds_level_positive', sql`${t.level} >= 1`),
  ],
);
