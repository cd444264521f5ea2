import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { editableColumns } from '../columns';
import { eventId } from './events';

const amount = () => bigint({ mode: 'number' }).notNull().default(0);

/**
 * The invoice the artist sends us for an event (issue 30), recorded against its settlement: its
 * number and day, its amounts in integer minor units of `currency` (ISO 4217), and the file in
 * file storage (`fileKey`, null until uploaded). One an event: a corrected invoice replaces it.
 */
export const eventReceivedInvoices = pgTable(
  'event_received_invoices',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    eventId: eventId(),
    number: text().notNull(),
    issueDate: date({ mode: 'string' }).notNull(),
    currency: text().notNull().default('EUR'),
    /** The fee invoiced, before IVA and withholding. */
    base: amount(),
    /** The IVA charged on it (none under a reverse charge). */
    vat: amount(),
    /** The IRPF or IRNR withheld. */
    withholding: amount(),
    fileKey: text(),
    fileName: text(),
    ...editableColumns,
  },
  (t) => [
    uniqueIndex('event_received_invoices_event_idx').on(t.eventId),
    index('event_received_invoices_issue_date_idx').on(t.issueDate),
    check('event_received_invoices_currency', sql`${t.currency} ~ '^[A-Z]{3}$'`),
  ],
);
