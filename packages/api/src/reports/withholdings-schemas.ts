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

/** One artist's invoice with a withholding; amounts in minor units of `currency`. */
export const withholdingRow = z.object({
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
});
export type WithholdingRow = z.infer<typeof withholdingRow>;

/** A form's totals in one currency: the invoices, the artists they pay, the bases and what was withheld. */
export const withholdingTotal = z.object({
  tax,
  form: z.enum(['111', '216']),
  currency: z.string(),
  invoices: z.number(),
  recipients: z.number(),
  base: z.number(),
  withholding: z.number(),
});
export type WithholdingTotal = z.infer<typeof withholdingTotal>;

export const withholdingsOutput = z.object({
  /** The quarter's first and last day. */
  from: z.string(),
  to: z.string(),
  /** Each form in euros (zero when nothing was withheld), and apart any other currency invoiced. */
  totals: z.array(withholdingTotal),
  invoices: z.array(withholdingRow),
});
export type WithholdingsOutput = z.infer<typeof withholdingsOutput>;
