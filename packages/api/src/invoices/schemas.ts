import {
  indirectTaxes,
  invoiceStatuses,
  invoiceTypes,
  rectificationKinds,
  seriesKinds,
  taxTreatments,
  verifactuRecordKinds,
} from '@bolo/db';
import { paymentMethods } from '@bolo/db/payment-kinds';
import { z } from 'zod';
import { checkExchangeRate, currencyCode, exchangeRateFields, MAX_AMOUNT_CENTS } from '../shared/money';
import { pageFields, pageOf } from '../shared/page';
import { id, version } from '../shared/row-id';
import { nameText, plainText } from '../shared/text';

const day = z.iso.date().refine((value) => value >= '2000-01-01' && value <= '2100-12-31', {
  error: 'Fecha fuera de rango',
});

/** A series' code as it prints before the number: letters, digits and `-`, `_`, `.`. */
const seriesCode = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,19}$/, {
    error: 'Código de serie: de 1 a 20 letras, cifras, guiones, puntos o subrayados',
  });

export const seriesCreateInput = z.strictObject({
  empresaId: id,
  code: seriesCode,
  kind: z.enum(seriesKinds).default('ordinary'),
  description: plainText(200).default(''),
});
export type SeriesCreateInput = z.infer<typeof seriesCreateInput>;

export const seriesUpdateInput = z.strictObject({ id, version, description: plainText(200) });
export type SeriesUpdateInput = z.infer<typeof seriesUpdateInput>;

export const seriesListInput = z.strictObject({ empresaId: id.optional() });

export const seriesOutput = z.object({
  id: z.number(),
  empresaId: z.number(),
  empresaName: z.string(),
  code: z.string(),
  kind: z.enum(seriesKinds),
  description: z.string(),
  nextNumber: z.number(),
  /** Issued invoices in it: a series in use keeps its code. */
  issued: z.number(),
  version: z.number(),
});
export type SeriesOutput = z.infer<typeof seriesOutput>;

const country = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}$/, { error: 'País: código ISO de dos letras' });

export const invoicePartyInput = z.strictObject({
  name: nameText(120).min(1, { error: 'Nombre obligatorio' }),
  taxId: plainText(30).default(''),
  country: country.default('ES'),
  address: plainText(300).default(''),
});

/** A unit price: up to 100 million; negative only on a rectifying invoice by difference. */
const unitPrice = z
  .number()
  .int({ error: 'Importe no válido: unidades enteras (céntimos)' })
  .min(-MAX_AMOUNT_CENTS)
  .max(MAX_AMOUNT_CENTS);

export const invoiceLineInput = z.strictObject({
  description: plainText(500).min(1, { error: 'Concepto obligatorio' }),
  quantity: z.number().int().min(1).max(100_000).default(1),
  unitPrice,
  treatment: z.enum(taxTreatments).default('S1'),
  rate: z.number().min(0).max(100).multipleOf(0.01).default(21),
});

const invoiceFields = {
  customer: invoicePartyInput,
  lines: z.array(invoiceLineInput).max(200),
  tax: z.enum(indirectTaxes).default('iva'),
  withholdingPorciento: z.number().min(0).max(100).nullable().default(null),
  description: plainText(500).default(''),
  notes: plainText(2_000).default(''),
  operationDate: day.nullable().default(null),
  currency: currencyCode.default('EUR'),
  /** In another currency: euros for one unit of it, its day and its source, the ECB's unless said. */
  ...exchangeRateFields,
  exchangeRateSource: plainText(200).trim().nullable().default('BCE'),
};

const rateOfInvoice = (input: z.infer<z.ZodObject<typeof invoiceFields>>, context: z.RefinementCtx) =>
  checkExchangeRate(input, input.currency, 'La factura', context);

export const invoiceCreateInput = z
  .strictObject({
    seriesId: id,
    type: z.enum(['F1', 'F2']).default('F1'),
    ...invoiceFields,
  })
  .superRefine(rateOfInvoice);
export type InvoiceCreateInput = z.infer<typeof invoiceCreateInput>;

export const invoiceUpdateInput = z
  .strictObject({ id, version, seriesId: id, ...invoiceFields })
  .superRefine(rateOfInvoice);
export type InvoiceUpdateInput = z.infer<typeof invoiceUpdateInput>;

/** A draft made from an event: its locked settlement's fee or, without one, the artist's fixed fee. */
export const invoiceFromEventInput = z.strictObject({
  eventId: id,
  seriesId: id,
  party: z.enum(['promotor', 'sala', 'productor']).default('promotor'),
});
export type InvoiceFromEventInput = z.infer<typeof invoiceFromEventInput>;

export const invoiceRectifyInput = z.strictObject({
  /** The issued invoice corrected. */
  id,
  seriesId: id,
  type: z.enum(['R1', 'R2', 'R3', 'R4', 'R5']).default('R1'),
  kind: z.enum(rectificationKinds).default('S'),
  reason: plainText(500).min(1, { error: 'Diga por qué se rectifica' }),
});
export type InvoiceRectifyInput = z.infer<typeof invoiceRectifyInput>;

export const invoiceVersionInput = z.strictObject({ id, version });

/** A payment of an issued invoice: the day, the amount in its currency's minor units, how, a reference. */
export const invoicePaymentInput = z.strictObject({
  id,
  paidOn: day,
  amount: z.number().int().min(1).max(MAX_AMOUNT_CENTS),
  method: z.enum(paymentMethods).default('transfer'),
  reference: plainText(200).default(''),
});
export type InvoicePaymentInput = z.infer<typeof invoicePaymentInput>;
/** A payment of the invoice `id` recorded by mistake. */
export const invoicePaymentDeleteInput = z.strictObject({ id, paymentId: id });
/** Where an issued invoice is sent: one to ten addresses. */
export const invoiceSendInput = z.strictObject({
  id,
  to: z
    .array(z.email({ error: 'Email no válido' }))
    .min(1)
    .max(10),
});

export const invoiceVoidInput = z.strictObject({
  id,
  version,
  reason: plainText(500).min(1, { error: 'Diga por qué se anula' }),
});

export const invoiceListInput = z.strictObject({
  empresaId: id.optional(),
  seriesId: id.optional(),
  status: z.enum(invoiceStatuses).optional(),
  eventId: id.optional(),
  year: z.coerce.number().int().min(2000).max(2100).optional(),
  text: plainText(100).optional(),
  ...pageFields,
});
export type InvoiceListInput = z.infer<typeof invoiceListInput>;

const partyOutput = z.object({
  name: z.string(),
  taxId: z.string(),
  country: z.string(),
  address: z.string(),
});
const lineOutput = z.object({
  description: z.string(),
  quantity: z.number(),
  unitPrice: z.number(),
  treatment: z.enum(taxTreatments),
  rate: z.number(),
});

const breakdownOutput = z.object({
  treatment: z.enum(taxTreatments),
  rate: z.number(),
  base: z.number(),
  tax: z.number(),
});

export const invoiceSummary = z.object({
  id: z.number(),
  empresaId: z.number(),
  seriesId: z.number(),
  seriesCode: z.string(),
  numSerie: z.string().nullable(),
  status: z.enum(invoiceStatuses),
  type: z.enum(invoiceTypes),
  issueDate: z.string().nullable(),
  customerName: z.string(),
  currency: z.string(),
  total: z.number(),
  payable: z.number(),
  eventId: z.number().nullable(),
  /** Paid so far (issued invoices). */
  paid: z.number(),
  version: z.number(),
});
export type InvoiceSummary = z.infer<typeof invoiceSummary>;

export const invoiceListOutput = pageOf(invoiceSummary);

export const invoiceOutput = invoiceSummary.extend({
  operationDate: z.string().nullable(),
  tax: z.enum(indirectTaxes),
  issuer: partyOutput,
  customer: partyOutput,
  lines: z.array(lineOutput),
  withholdingPorciento: z.number().nullable(),
  description: z.string(),
  notes: z.string(),
  breakdown: z.array(breakdownOutput),
  base: z.number(),
  taxTotal: z.number(),
  withholding: z.number(),
  exchangeRate: z.string().nullable(),
  exchangeRateDate: z.string().nullable(),
  exchangeRateSource: z.string().nullable(),
  /**
   * In another currency: its figures in euros, frozen when issued (a draft's as they would be
   * issued at its rate); null for an invoice in euros or a draft with no rate yet.
   */
  euroFigures: z
    .object({
      breakdown: z.array(breakdownOutput),
      base: z.number(),
      taxTotal: z.number(),
      total: z.number(),
    })
    .nullable(),
  party: z.string().nullable(),
  eventName: z.string().nullable(),
  rectified: z.object({ id: z.number(), numSerie: z.string() }).nullable(),
  rectificationKind: z.enum(rectificationKinds).nullable(),
  rectificationReason: z.string(),
  /** The rectifying invoices issued on this one. */
  rectifiedBy: z.array(
    z.object({ id: z.number(), numSerie: z.string().nullable(), status: z.enum(invoiceStatuses) }),
  ),
  issuedAt: z.date().nullable(),
  voidedAt: z.date().nullable(),
  voidReason: z.string(),
  /** What has been paid of it (payments recorded against it), and what is still due. */
  paid: z.number(),
  balance: z.number(),
  payments: z.array(
    z.object({
      id: z.number(),
      paidOn: z.string(),
      amount: z.number(),
      method: z.enum(paymentMethods),
      reference: z.string(),
    }),
  ),
  /** The address the QR code opens, once issued. */
  checkingUrl: z.string().nullable(),
  /** Its QR code, as a PNG data URL. */
  qrCode: z.string().nullable(),
  /** The mentions the law asks for, in Spanish (what the PDF prints). */
  legends: z.array(z.string()),
  records: z.array(
    z.object({
      id: z.number(),
      kind: z.enum(verifactuRecordKinds),
      huella: z.string(),
      generatedAt: z.string(),
    }),
  ),
});
export type InvoiceOutput = z.infer<typeof invoiceOutput>;

export const recordsInput = z.strictObject({
  issuerNif: plainText(30).min(1),
  fromId: id.optional(),
  toId: id.optional(),
});
export type RecordsInput = z.infer<typeof recordsInput>;

export const chainCheckOutput = z.object({
  issuerNif: z.string(),
  records: z.number(),
  ok: z.boolean(),
  /** The first record whose link is broken, and what is wrong with it. */
  broken: z
    .object({
      id: z.number(),
      numSerie: z.string(),
      problem: z.enum(['huella', 'previous']),
    })
    .nullable(),
});
export type ChainCheckOutput = z.infer<typeof chainCheckOutput>;

export const issuersOutput = z.array(z.object({ nif: z.string(), name: z.string(), records: z.number() }));
