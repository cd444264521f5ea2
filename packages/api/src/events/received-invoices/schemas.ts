import { irnrExemptions } from '@bolo/db/irnr-exemptions';
import { z } from 'zod';
import { fileBytes } from '../../shared/files';
import { cents, currencyCode } from '../../shared/money';
import { id, MAX_INTEGER } from '../../shared/row-id';
import { ruleMessages } from '../../shared/rule-messages';
import { calendarDay } from '../../shared/schemas';
import { plainText } from '../../shared/text';
import { taxSituations } from '../settlements/artist-taxes';

/** The figures of an artist's invoice checked against the settlement's, in the order a warning names them. */
export const invoiceFigures = ['currency', 'base', 'vat', 'withholding'] as const;
export type InvoiceFigure = (typeof invoiceFigures)[number];

export const receivedInvoiceKeyInput = z.strictObject({ eventId: id });

/** What the office types of the artist's invoice; amounts in minor units of `currency`. */
const invoiceFields = {
  number: plainText(100).trim().min(1),
  issueDate: calendarDay,
  currency: currencyCode.default('EUR'),
  base: cents('es'),
  vat: cents('es'),
  withholding: cents('es'),
  /** A non-resident's income without IRNR withheld: under a treaty, or the EU exemption. */
  irnrExemption: z.enum(irnrExemptions).default('none'),
  /** The treaty's country and the residence certificate (or the exemption) it rests on. */
  irnrExemptionReference: plainText(200).trim().default(''),
};

/**
 * An exempt invoice has nothing withheld and names what it rests on; the reference of an invoice
 * that is not exempt is dropped, so it never shows without its exemption.
 */
export const receivedInvoiceSaveInput = z
  .strictObject({
    eventId: id,
    /** The version read; 0 for an event without an invoice yet. */
    version: z.coerce.number().int().min(0).max(MAX_INTEGER),
    ...invoiceFields,
  })
  .superRefine((input, context) => {
    if (input.irnrExemption === 'none') return;
    if (input.withholding !== 0) {
      const message = ruleMessages['settlement.invoice.rule.exemptWithheld'].es;
      context.addIssue({ code: 'custom', path: ['withholding'], message });
    }
    if (input.irnrExemptionReference === '') {
      const message = ruleMessages['settlement.invoice.rule.exemptionReference'].es;
      context.addIssue({ code: 'custom', path: ['irnrExemptionReference'], message });
    }
  })
  .transform((input) => (input.irnrExemption === 'none' ? { ...input, irnrExemptionReference: '' } : input));
export type ReceivedInvoiceSaveInput = z.infer<typeof receivedInvoiceSaveInput>;

export const receivedInvoiceUploadInput = z.strictObject({
  eventId: id,
  file: fileBytes,
  /** The name the file was uploaded under, kept for its download. */
  name: plainText(255).trim().min(1).default('factura'),
});

const figureCheck = z.object({
  figure: z.enum(invoiceFigures),
  /** As invoiced, and as the settlement has it (the currency's code for `currency`, else minor units). */
  invoiced: z.union([z.number(), z.string()]),
  settled: z.union([z.number(), z.string()]),
});

export const receivedInvoiceOutput = z.object({
  invoice: z
    .object({
      version: z.number(),
      ...invoiceFields,
      currency: z.string(),
      /** Whether the invoice's file is stored, and the name it came with. */
      fileName: z.string().nullable(),
    })
    .nullable(),
  /** Where the settlement stands: the invoice is checked against its figures, locked or not. */
  settlementStatus: z.enum(['draft', 'locked']),
  /** The artist's, as the settlement has it: only a non-resident's invoice may be exempt from IRNR. */
  taxSituation: z.enum(taxSituations),
  /** The figures that differ from the settlement's (in euros), each with both values. */
  mismatches: z.array(figureCheck),
});
export type ReceivedInvoiceOutput = z.infer<typeof receivedInvoiceOutput>;
