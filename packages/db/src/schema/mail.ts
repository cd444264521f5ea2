import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns';

/**
 * `sent`: an SMTP server took it; `local`: there is no SMTP server, so it was kept in the local
 * mailbox (this table) and reached nobody. Rows delivered before `local` existed stay `sent`.
 */
export const mailStatuses = ['queued', 'sent', 'local', 'failed'] as const;
export type MailStatus = (typeof mailStatuses)[number];
/** The statuses of a mail whose delivery is over and went through: it is not tried again. */
export const deliveredMailStatuses = ['sent', 'local'] as const satisfies readonly MailStatus[];

/** A file a mail carries: its name, type and bytes (base64). */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: string;
}

/**
 * The outbox: every mail Bolo sends is a row here first, claimed by the sender with
 * `FOR UPDATE SKIP LOCKED` (`lockedUntil` is the claim's lease), retried with back-off until
 * `attempts` runs out. `idempotencyKey` is unique, so queueing the same mail twice keeps one row,
 * and it is the mail's Message-ID. Without SMTP_URL this table is the local mailbox the
 * administrator reads in the app.
 */
export const mails = pgTable(
  'mails',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    idempotencyKey: text().notNull().default(sql`gen_random_uuid()::text`),
    to: text().array().notNull(),
    cc: text().array().notNull().default(sql`'{}'::text[]`),
    bcc: text().array().notNull().default(sql`'{}'::text[]`),
    subject: text().notNull(),
    text: text().notNull(),
    html: text(),
    kind: text().notNull(),
    /** The name the mail comes from (a department's); null: the name of `MAIL_FROM`. */
    fromName: text(),
    /** Where answers go (a department's addresses, or the agent's); empty: to `MAIL_FROM`. */
    replyTo: text().array().notNull().default(sql`'{}'::text[]`),
    /** Files sent with it (an issued invoice's PDF), their bytes in base64. */
    attachments: jsonb().$type<MailAttachment[]>().notNull().default([]),
    status: text().$type<MailStatus>().notNull().default('queued'),
    attempts: integer().notNull().default(0),
    nextAttemptAt: timestamptz().notNull().defaultNow(),
    lockedUntil: timestamptz(),
    sentAt: timestamptz(),
    error: text(),
    /** Who caused the mail (their failure notifications go to them); null for system mail. */
    createdBy: integer(),
    createdAt: timestamptz().notNull().defaultNow(),
  },
  (t) => [
    index('mails_created_at_idx').on(t.createdAt),
    uniqueIndex('mails_idempotency_key_idx').on(t.idempotencyKey),
    index('mails_due_idx').on(t.nextAttemptAt).where(sql`${t.status} = 'queued'`),
  ],
);
