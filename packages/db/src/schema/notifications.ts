import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns';
import { users } from './users';

/** What a notification can tell (issue 8 asks for these at least). */
export const notificationKinds = [
  'counterparty_sent',
  /** Issue 32: a counterparty's link proposed changes to the advance (a step confirmed, a file, people). */
  'counterparty_advance_sent',
  'email_failed',
  'contract_link_opened',
  'hold_promoted',
  'hold_challenged',
  /** Someone other than the owner (a HoldsAdmin) released, edited or confirmed the owner's hold (issue 26). */
  'hold_released',
  'hold_updated',
  'hold_confirmed',
  /** Issue 27: the day of the owner's hold was confirmed for someone else; the hold waits behind it. */
  'hold_date_booked',
  /** Issue 27: the owner did not confirm a challenged hold in time and it was released. */
  'hold_challenge_lost',
  /** Issue 27: the owner's hold expires within 24 hours. */
  'hold_expiring',
  /** Issue 30: a line of an event's payment schedule is past its due date and not paid in full. */
  'payment_overdue',
  /** Issue 31: a step of a contract's signing, for whoever sent it for signature. */
  'contract_signing_viewed',
  'contract_signing_signed',
  'contract_signing_declined',
  'contract_signing_completed',
  'contract_signing_expired',
  'contract_signing_voided',
  /** Issue 32: the schedule of the owner's show, within 72 hours, changed (one notice per batch of changes). */
  'advance_schedule_changed',
] as const;
export type NotificationKind = (typeof notificationKinds)[number];

/**
 * Something staff should know (spec §2 /notifications): for one user, or for everyone with access
 * to the event when `userId` is null. `kind` names what happened (`email_failed`, …), `data` the
 * details the screen words it with.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer().references(() => users.id, { onDelete: 'cascade' }),
    kind: text().$type<NotificationKind>().notNull(),
    eventId: integer(),
    data: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    readAt: timestamptz(),
    createdAt: timestamptz().notNull().defaultNow(),
  },
  (t) => [index('notifications_user_created_idx').on(t.userId, t.createdAt.desc())],
);
