import { irnrExemptions } from '@bolo/db/irnr-exemptions';
import { z } from 'zod';
import { reportFormats } from './formats';

/** The withholding taxes and the quarterly forms they are paid with (issue 30). */
export const withholdingForms = { IRPF: '111', IRNR: '216' } as const;
export type WithholdingTax = keyof typeof withholdingForms;

export const withholdingsInput = z.strictObject({
  year: z.coerce.number().int().min(2000).max(2999),
  quarter: z.coerce.number().int().min(1).max(4),
});
export type WithholdingsInput = z.infer<typeof withholdingsInput>;

export const withholdingsExportInput = withholdingsInput.extend({ format: z.enum(reportFormats) });
export type WithholdingsExportInput = z.infer<typeof withholdingsExportInput>;

const tax = z.enum(['IRPF', 'IRNR']);

/**
 * An artist's invoice with a withholding, or exempt from it, as far as it was still to be paid at
 * the quarter's end: its base and withholding left; amounts in minor units of `currency`.
 */
export const unpaidWithholdingRow = z.object({
  tax,
  form: z.enum(['111', '216']),
  eventId: z.number(),
  eventName: z.string(),
  artistName: z.string().nullable(),
  /** ISO 3166-1 alpha-2; ES for an artist without a master. */
  taxResidence: z.string(),
  number: z.string(),
  issueDate: z.string(),
  currency: z.string(),
  base: z.number(),
  withholding: z.number(),
  /** A non-resident's income exempt from IRNR (a treaty, the EU exemption): nothing withheld. */
  irnrExemption: z.enum(irnrExemptions),
  irnrExemptionReference: z.string(),
});

/** The part of an invoice paid on `paidOn`: its share of the base and of the withholding. */
export const withholdingRow = unpaidWithholdingRow.extend({ paidOn: z.string() });
export type WithholdingRow = z.infer<typeof withholdingRow>;
export type UnpaidWithholdingRow = z.infer<typeof unpaidWithholdingRow>;

/**
 * A form's totals in one currency: the invoices paid in the quarter with a withholding, the artists
 * they pay, their bases and what was withheld; beside them the exempt ones (the 216's "rentas
 * exentas"), their count and base.
 */
export const withholdingTotal = z.object({
  tax,
  form: z.enum(['111', '216']),
  currency: z.string(),
  invoices: z.number(),
  recipients: z.number(),
  base: z.number(),
  withholding: z.number(),
  exemptInvoices: z.number(),
  exemptBase: z.number(),
});
export type WithholdingTotal = z.infer<typeof withholdingTotal>;

export const withholdingsOutput = z.object({
  /** The quarter's first and last day. */
  from: z.string(),
  to: z.string(),
  /** Each form in euros (zero when nothing was withheld), and apart any other currency invoiced. */
  totals: z.array(withholdingTotal),
  /** The payments of the quarter, each with its part of its invoice: what the totals add up. */
  invoices: z.array(withholdingRow),
  /** Invoices dated by the quarter's end and not (wholly) paid by then: in no quarter's totals yet. */
  unpaid: z.array(unpaidWithholdingRow),
});
export type WithholdingsOutput = z.infer<typeof withholdingsOutput>;
