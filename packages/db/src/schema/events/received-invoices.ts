import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { IrnrExemption } from '../../irnr-exemptions';
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
    /** Why a non-resident's invoice has no IRNR withheld (a treaty, the EU exemption), `none` otherwise. */
    irnrExemption: text().$type<IrnrExemption>().notNull().default('none'),
    /** The treaty's country and the residence certificate it rests on, as the office typed them. */
    irnrExemptionReference: text().notNull().default(''),
    fileKey: text(),
    fileName: text(),
    ...editableColumns,
  },
  (t) => [
    uniqueIndex('event_received_invoices_event_idx').on(t.eventId),
    index('event_received_invoices_issue_date_idx').on(t.issueDate),
    check('event_received_invoices_currency', sql`${t.currency} ~ '^[A-Z]{3}$'`),
    check(
      'event_received_invoices_irnr_exemption',
      sql`${t.irnrExemption} in ('none', 'treaty', 'eu_exempt')`,
    ),
  ],
);
