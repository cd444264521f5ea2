import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import type { PaymentDirection, PaymentDueRule, PaymentMethod, PaymentParty } from '../payment-kinds';
import { editableColumns } from './columns';
import { eventId, events } from './events/events';
import { invoices } from './invoices';
import { companies } from './masters';

export {
  type PaymentDirection,
  type PaymentDueRule,
  type PaymentMethod,
  type PaymentParty,
  paymentDirections,
  paymentDueRules,
  paymentMethods,
  paymentParties,
  paymentPartyKinds,
} from '../payment-kinds';

/**
 * A line of a schedule template: a share of the fee (`percent`) or a fixed amount in cents
 * (`amount`), due at signing, on the show's day or `days` from it (negative: before).
 */
export interface PaymentTemplateLine {
  label: string;
  percent: number | null;
  amount: number | null;
  due: PaymentDueRule;
  days: number;
  direction: PaymentDirection;
}

/** A company's payment schedule templates (issue 30): "50 % at signing, 50 % on the day". */
export const paymentScheduleTemplates = pgTable(
  'payment_schedule_templates',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    empresaId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    lines: jsonb().$type<PaymentTemplateLine[]>().notNull(),
    ...editableColumns,
  },
  (t) => [index('payment_schedule_templates_empresa_idx').on(t.empresaId)],
);

/**
 * A line of an event's payment schedule with one party: what is due on `dueDate`, its base and
 * IVA in integer minor units of `currency`; `amountDue` = base + IVA.
 */
export const paymentLines = pgTable(
  'payment_lines',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    eventId: eventId(),
    party: text().$type<PaymentParty>().notNull(),
    position: integer().notNull(),
    label: text().notNull(),
    dueDate: date({ mode: 'string' }).notNull(),
    baseAmount: integer().notNull(),
    vatPercent: integer().notNull(),
    amountDue: integer().notNull(),
    currency: text().notNull().default('EUR'),
    direction: text().$type<PaymentDirection>().notNull(),
    ...editableColumns,
  },
  (t) => [
    index('payment_lines_event_idx').on(t.eventId, t.party, t.position),
    index('payment_lines_due_idx').on(t.dueDate),
    check(
      'payment_lines_amounts',
      sql`${t.baseAmount} >= 0 and ${t.amountDue} >= 0 and ${t.vatPercent} >= 0`,
    ),
  ],
);

/**
 * Money that moved: for an event, against a schedule line or the event's party; or (the invoices'
 * domain) against an invoice, which may be of no event.
 */
export const payments = pgTable(
  'payments',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    lineId: integer().references(() => paymentLines.id, { onDelete: 'cascade' }),
    eventId: integer().references(() => events.id, { onDelete: 'cascade' }),
    party: text().$type<PaymentParty>().notNull(),
    paidOn: date({ mode: 'string' }).notNull(),
    amount: integer().notNull(),
    currency: text().notNull().default('EUR'),
    method: text().$type<PaymentMethod>().notNull(),
    reference: text().notNull().default(''),
    receiptKey: text(),
    receiptName: text(),
    invoiceId: integer().references(() => invoices.id, { onDelete: 'restrict' }),
    ...editableColumns,
  },
  (t) => [
    index('payments_line_idx').on(t.lineId),
    index('payments_event_idx').on(t.eventId),
    index('payments_invoice_idx').on(t.invoiceId),
    check('payments_amount_positive', sql`${t.amount} > 0`),
    check('payments_of_event_or_invoice', sql`${t.eventId} is not null or ${t.invoiceId} is not null`),
  ],
);
