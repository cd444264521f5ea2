/** The enumerations and shapes of invoices and their records, apart from the tables so the browser may import them. */

/** VERI*FACTU's `TipoFactura`: F1 an invoice, F2 a simplified one, R1–R5 the rectifying kinds. */
export const invoiceTypes = ['F1', 'F2', 'R1', 'R2', 'R3', 'R4', 'R5'] as const;
export type InvoiceType = (typeof invoiceTypes)[number];

/** A draft is editable; an issued invoice is frozen; a voided one was annulled by a registro de anulación. */
export const invoiceStatuses = ['draft', 'issued', 'voided'] as const;
export type InvoiceStatus = (typeof invoiceStatuses)[number];

/** VERI*FACTU's `TipoRectificativa`: S by substitution (the whole invoice again), I by difference. */
export const rectificationKinds = ['S', 'I'] as const;
export type RectificationKind = (typeof rectificationKinds)[number];

/** A series is for ordinary invoices or for rectifying ones (RD 1619/2012 art. 6.1.a: its own series). */
export const seriesKinds = ['ordinary', 'rectifying'] as const;
export type SeriesKind = (typeof seriesKinds)[number];

/**
 * How a line is taxed, in VERI*FACTU's words: S1 subject and taxed, S2 subject with the customer
 * liable (inversión del sujeto pasivo), N1/N2 not subject (N2: by the place-of-supply rules),
 * E1–E6 exempt (E1 art. 20 Ley 37/1992 … E6 other).
 */
export const taxTreatments = ['S1', 'S2', 'N1', 'N2', 'E1', 'E2', 'E3', 'E4', 'E5', 'E6'] as const;
export type TaxTreatment = (typeof taxTreatments)[number];

/** The indirect tax: IVA (VERI*FACTU `Impuesto` 01) or the Canaries' IGIC (03). */
export const indirectTaxes = ['iva', 'igic'] as const;
export type IndirectTax = (typeof indirectTaxes)[number];

/** One line of an invoice; `unitPrice` in minor units (negative only on a rectifying one by difference). */
export interface InvoiceLine {
  description: string;
  quantity: number;
  unitPrice: number;
  treatment: TaxTreatment;
  /** The tax rate in percent (0 for S2, N1, N2 and the exempt ones). */
  rate: number;
}

/** Who issues or receives an invoice, as the invoice was issued. */
export interface InvoiceParty {
  name: string;
  /** A Spanish NIF/CIF/NIE; for a foreign customer, their VAT number or other identifier. */
  taxId: string;
  /** ISO 3166 country code; 'ES' for a Spanish NIF. */
  country: string;
  address: string;
}

/** The base and tax of one treatment and rate (one `DetalleDesglose` of the record), in minor units. */
export interface TaxBreakdown {
  treatment: TaxTreatment;
  rate: number;
  base: number;
  tax: number;
}

/**
 * An invoice in another currency stated in euros (issue 30): each base and tax of its breakdown,
 * and their sums, in cents of euro. What its record carries; frozen when it is issued.
 */
export interface EuroFigures {
  breakdown: TaxBreakdown[];
  base: number;
  taxTotal: number;
  total: number;
}

/** A registro de facturación: of an issue (alta) or of a voiding (anulación). */
export const verifactuRecordKinds = ['alta', 'anulacion'] as const;
export type VerifactuRecordKind = (typeof verifactuRecordKinds)[number];
