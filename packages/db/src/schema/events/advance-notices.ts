import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, uniqueIndex } from 'drizzle-orm/pg-core';
import type { ScheduleKind } from '../../advance-kinds';
import { timestamptz } from '../columns';
import { eventId } from './events';

/** What a change notice tells of a schedule step (the history's summary of it). */
export interface NoticedStep {
  day: number;
  time: string;
  endTime: string | null;
  kind: ScheduleKind;
  label: string;
  /** Where it happens; absent in a batch written before places were told. */
  place?: string;
}

/** A step added (`before` null), changed, or deleted (`after` null). */
export interface ScheduleChange {
  before: NoticedStep | null;
  after: NoticedStep | null;
}

/**
 * The schedule changes of a show about to happen, told in one mail (issue 32): the first change
 * opens the event's batch, the next ones join it, until the job sends it once and marks it `sentAt`.
 * `changes` keeps the first ones only (a mail lists a bounded number); `changeCount` counts them all.
 */
export const advanceNoticeBatches = pgTable(
  'advance_notice_batches',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    eventId: eventId(),
    openedAt: timestamptz().notNull().defaultNow(),
    changes: jsonb().$type<ScheduleChange[]>().notNull().default([]),
    changeCount: integer().notNull().default(0),
    sentAt: timestamptz(),
  },
  (t) => [
    uniqueIndex('advance_notice_batches_open_idx').on(t.eventId).where(sql`${t.sentAt} is null`),
    index('advance_notice_batches_due_idx').on(t.openedAt).where(sql`${t.sentAt} is null`),
  ],
);
