import {
  paymentDirections,
  paymentDueRules,
  paymentMethods,
  paymentPartyKinds,
} from '@bolo/db/payment-kinds';
import { z } from 'zod';
import { reportFormats } from '../reports/public';
import { fileBytes } from '../shared/files';
import { cents } from '../shared/money';
import { pageFields, pageOf } from '../shared/page';
import { id, version } from '../shared/row-id';
import { ruleMessages } from '../shared/rule-messages';
import { plainText } from '../shared/text';
import { ledgerStatuses } from './formats';
import { directionsOverHundred, MAX_DAYS_FROM_SHOW } from './rules';

/** A day PostgreSQL takes as a `date`. */
const day = z.iso.date().refine((value) => value >= '1900-01-01' && value <= '2999-12-31', {
  error: 'Fecha fuera de rango',
});
/** ISO 4217: three capital letters. */
export const currency = z
  .string()
  .regex(/^[A-Z]{3}$/, { error: 'Moneda no válida: tres letras de la ISO 4217 (EUR, USD…)' });
const party = z.enum(paymentPartyKinds);
const direction = z.enum(paymentDirections);
const label = plainText(200).min(1);
const positiveCents = cents('es').min(1, 'El importe debe ser mayor que cero.');

/** A template's line: a share of the fee or a fixed amount, never both. */
export const templateLineInput = z
  .strictObject({
    label,
    percent: z.number().gt(0).max(100).multipleOf(0.01).nullable(),
    amount: positiveCents.nullable(),
    due: z.enum(paymentDueRules),
    /** Days from the show (negative: before); 0 unless `due` is `days_from_show`. */
    days: z.number().int().min(-MAX_DAYS_FROM_SHOW).max(MAX_DAYS_FROM_SHOW).default(0),
    direction,
  })
  .refine((line) => (line.percent === null) !== (line.amount === null), {
    error: ruleMessages['payments.rule.percentOrAmount'].es,
    path: ['percent'],
  })
  .transform((line) => ({ ...line, days: line.due === 'days_from_show' ? line.days : 0 }));

const templateFields = {
  empresaId: id,
  name: plainText(200).min(1),
  lines: z.array(templateLineInput).min(1).max(24),
};
/** Each direction's shares take at most the whole fee. */
const sharesWithinFee = (template: { lines: z.output<typeof templateLineInput>[] }) =>
  directionsOverHundred(template.lines).length === 0;
const sharesOverFee = { error: ruleMessages['payments.rule.percentTotal'].es, path: ['lines'] };

export const templateInput = z.strictObject(templateFields).refine(sharesWithinFee, sharesOverFee);
export type TemplateInput = z.infer<typeof templateInput>;
/** A template changed at the version read. */
export const templateUpdateInput = z
  .strictObject({ id, version, ...templateFields })
  .refine(sharesWithinFee, sharesOverFee);
export type TemplateUpdateInput = z.infer<typeof templateUpdateInput>;

export const templateOutput = z.object({
  id: z.number().int(),
  version: z.number().int(),
  empresaId: z.number().int(),
  empresaName: z.string(),
  name: z.string(),
  lines: z.array(
    z.object({
      label: z.string(),
      percent: z.number().nullable(),
      amount: z.number().int().nullable(),
      due: z.enum(paymentDueRules),
      days: z.number().int(),
      direction,
    }),
  ),
});
export type TemplateOutput = z.infer<typeof templateOutput>;
export const templateListInput = z.strictObject({ empresaId: id.optional() });
export const templateDeleteInput = z.strictObject({ id, version });

export const eventKeyInput = z.strictObject({ eventId: id });

/** Makes the schedule with `party` from its hiring deal: the template's lines, or half at signing and half on the day. */
export const makeScheduleInput = z.strictObject({ eventId: id, party, templateId: id.optional() });
export type MakeScheduleInput = z.infer<typeof makeScheduleInput>;

/** A schedule line as typed by hand: its label, due day, base and IVA rate; the amount due is worked out. */
const lineFields = {
  label,
  dueDate: day,
  baseAmount: positiveCents,
  vatPercent: z.number().int().min(0).max(100),
};
/** A line of `party`'s schedule added by hand, in the currency of the party's deal. */
export const lineAddInput = z.strictObject({ eventId: id, party, ...lineFields });
export type LineAddInput = z.infer<typeof lineAddInput>;
/** A line changed at the version read. */
export const lineUpdateInput = z.strictObject({ id, version, ...lineFields });
export type LineUpdateInput = z.infer<typeof lineUpdateInput>;
export const lineDeleteInput = z.strictObject({ id, version });

/** A payment: against a schedule line, or (the invoices' domain, through `recordPayment`) an invoice. */
export const paymentInput = z.strictObject({
  lineId: id,
  paidOn: day,
  amount: positiveCents,
  currency: currency.default('EUR'),
  method: z.enum(paymentMethods),
  reference: plainText(200).default(''),
});
export type PaymentInput = z.input<typeof paymentInput>;

/**
 * What `recordPayment` takes from another domain too: the invoices' record an invoice's payment with
 * its `invoiceId`, against a line or straight to the event's party.
 */
export const recordPaymentInput = paymentInput
  .extend({
    lineId: id.optional(),
    eventId: id.optional(),
    party: party.optional(),
    invoiceId: id.optional(),
  })
  .refine(
    (payment) =>
      payment.lineId !== undefined ||
      payment.invoiceId !== undefined ||
      (payment.eventId !== undefined && payment.party !== undefined),
    {
      error: 'Un pago va contra una línea del calendario, una factura, o un evento y una de sus partes',
      path: ['lineId'],
    },
  );
export type RecordPaymentInput = z.input<typeof recordPaymentInput>;

/** A payment's receipt: a PDF, PNG or JPEG (checked from its bytes), the name it was uploaded under. */
export const receiptInput = z.strictObject({ id, name: plainText(200).default(''), file: fileBytes });
export type ReceiptInput = z.infer<typeof receiptInput>;

const amounts = {
  currency: z.string(),
  amountDue: z.number().int(),
  paid: z.number().int(),
  balance: z.number().int(),
};

export const paymentOutput = z.object({
  id: z.number().int(),
  lineId: z.number().int().nullable(),
  paidOn: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  method: z.enum(paymentMethods),
  reference: z.string(),
  receiptName: z.string().nullable(),
  invoiceId: z.number().int().nullable(),
});

export const lineOutput = z.object({
  id: z.number().int(),
  version: z.number().int(),
  party,
  label: z.string(),
  dueDate: z.string(),
  baseAmount: z.number().int(),
  vatPercent: z.number().int(),
  direction,
  overdue: z.boolean(),
  payments: z.array(paymentOutput),
  ...amounts,
});
export type LineOutput = z.infer<typeof lineOutput>;

/** What is left on one side of an event in one currency. */
export const balanceOutput = z.object({ direction, ...amounts });

export const scheduleOutput = z.object({
  eventId: z.number().int(),
  parties: z.array(
    z.object({
      party,
      name: z.string(),
      /** The fixed fee of the party's hiring deal in minor units, null when none was typed or not to be read. */
      fee: z.number().int().nullable(),
      /** The deal's currency, which the schedule is made in. */
      currency: z.string(),
      vatPercent: z.number().int(),
      lines: z.array(lineOutput),
    }),
  ),
  balances: z.array(balanceOutput),
});
export type ScheduleOutput = z.infer<typeof scheduleOutput>;

const ledgerFilterFields = {
  direction: direction.optional(),
  party: party.optional(),
  status: z.enum(ledgerStatuses).default('open'),
  /** The due dates, both days included. */
  from: day.optional(),
  to: day.optional(),
  /** A party's name or the event's, in part. */
  search: plainText(100).optional(),
};
export const ledgerInput = z.strictObject({ ...ledgerFilterFields, ...pageFields });
export type LedgerFilter = z.infer<z.ZodObject<typeof ledgerFilterFields>>;
export const ledgerExportInput = z.strictObject({ ...ledgerFilterFields, format: z.enum(reportFormats) });

export const ledgerRow = z.object({
  lineId: z.number().int(),
  eventId: z.number().int(),
  eventName: z.string(),
  eventDate: z.string().nullable(),
  party,
  partyName: z.string(),
  label: z.string(),
  dueDate: z.string(),
  direction,
  overdue: z.boolean(),
  ...amounts,
});
export type LedgerRow = z.infer<typeof ledgerRow>;
export const ledgerOutput = pageOf(ledgerRow).extend({
  /** What is left to collect and to pay over every line the filter finds, per currency. */
  totals: z.array(balanceOutput),
});
