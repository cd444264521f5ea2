import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns';

/**
 * Every mail Bolo sends. Without SMTP_URL this table is the local mailbox the administrator reads
 * in the app; with it, `sentAt` records delivery.
 */
export const mails = pgTable(
  'mails',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    to: jsonb().$type<string[]>().notNull(),
    subject: text().notNull(),
    text: text().notNull(),
    html: text(),
    kind: text().notNull(),
    sentAt: timestamptz(),
    error: text(),
    createdAt: timestamptz().notNull().defaultNow(),
  },
  (t) => [index('mails_created_at_idx').on(t.createdAt)],
);
