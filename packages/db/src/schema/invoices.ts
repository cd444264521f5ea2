import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  check,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { PartyKind } from '../party-kinds';
import { editableColumns, timestamptz } from './columns';
import { events } from './events/events';
import { companies } from './masters';
import { users } from './users';

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

/** A series of invoice numbers of a company (`A-2027`): its numbers are correlative, with no gap. */
export const invoiceSeries = pgTable(
  'invoice_series',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    empresaId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'restrict' }),
    code: text().notNull(),
    kind: text().$type<SeriesKind>().notNull().default('ordinary'),
    description: text().notNull().default(''),
    /** The number the next issued invoice takes; moved on only in the issuing transaction. */
    nextNumber: integer().notNull().default(1),
    ...editableColumns,
  },
  (t) => [
    uniqueIndex('invoice_series_company_code_idx').on(t.empresaId, t.code),
    check('invoice_series_kind', sql`${t.kind} in ('ordinary', 'rectifying')`),
    check('invoice_series_next_number', sql`${t.nextNumber} >= 1`),
  ],
);

/** Raw bytes (`bytea`): the PDF of an issued invoice, written once. */
const bytes = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => new Uint8Array(value),
});

const minor = () => bigint({ mode: 'number' }).notNull().default(0);

/**
 * An invoice the company issues (issue 30). Amounts in minor units of `currency`. Once issued, the
 * database refuses any change to what it says (a trigger, see the migration): only voiding it and
 * writing its PDF once remain. A correction is a rectifying invoice that names it.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    empresaId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'restrict' }),
    seriesId: integer()
      .notNull()
      .references(() => invoiceSeries.id, { onDelete: 'restrict' }),
    /** Set when issued: the series' next number, and the invoice's full number (`NumSerieFactura`). */
    number: integer(),
    numSerie: text(),
    status: text().$type<InvoiceStatus>().notNull().default('draft'),
    type: text().$type<InvoiceType>().notNull().default('F1'),
    issueDate: date({ mode: 'string' }),
    /** The day of the supply when it is not the issue date (the show). */
    operationDate: date({ mode: 'string' }),
    currency: text().notNull().default('EUR'),
    tax: text().$type<IndirectTax>().notNull().default('iva'),
    issuer: jsonb().$type<InvoiceParty>().notNull(),
    customer: jsonb().$type<InvoiceParty>().notNull(),
    lines: jsonb().$type<InvoiceLine[]>().notNull().default([]),
    /** The IRPF withheld by the customer, in percent; null: none. */
    withholdingPorciento: doublePrecision(),
    description: text().notNull().default(''),
    notes: text().notNull().default(''),
    base: minor(),
    taxTotal: minor(),
    /** `base` plus `taxTotal`: VERI*FACTU's `ImporteTotal` (the withholding is not taken off). */
    total: minor(),
    withholding: minor(),
    /** What the customer pays: `total` less `withholding`. */
    payable: minor(),
    eventId: integer().references(() => events.id, { onDelete: 'restrict' }),
    party: text().$type<PartyKind>(),
    rectifiedId: integer().references((): AnyPgColumn => invoices.id, { onDelete: 'restrict' }),
    rectificationKind: text().$type<RectificationKind>(),
    rectificationReason: text().notNull().default(''),
    issuedAt: timestamptz(),
    issuedBy: integer().references(() => users.id, { onDelete: 'set null' }),
    voidedAt: timestamptz(),
    voidReason: text().notNull().default(''),
    pdf: bytes(),
    ...editableColumns,
  },
  (t) => [
    uniqueIndex('invoices_series_number_idx').on(t.seriesId, t.number),
    index('invoices_event_idx').on(t.eventId),
    index('invoices_rectified_idx').on(t.rectifiedId),
    check('invoices_status', sql`${t.status} in ('draft', 'issued', 'voided')`),
    check('invoices_type', sql`${t.type} in ('F1', 'F2', 'R1', 'R2', 'R3', 'R4', 'R5')`),
    check('invoices_tax', sql`${t.tax} in ('iva', 'igic')`),
    check(
      'invoices_numbered_when_issued',
      sql`(${t.status} = 'draft') = (${t.number} is null) and (${t.number} is null) = (${t.numSerie} is null)`,
    ),
    check(
      'invoices_rectifying',
      sql`(${t.type} like 'R%') = (${t.rectifiedId} is not null and ${t.rectificationKind} in ('S', 'I'))`,
    ),
  ],
);

/** A registro de facturación: of an issue (alta) or of a voiding (anulación). */
export const verifactuRecordKinds = ['alta', 'anulacion'] as const;
export type VerifactuRecordKind = (typeof verifactuRecordKinds)[number];

/**
 * The registros de facturación (RD 1007/2023 art. 8–9, Orden HAC/1177/2024), chained per issuer
 * by each one's `huella` over the previous one's. Append-only: the database refuses an update or
 * a delete (trigger in the migration). `fields` holds every field of the record as it is
 * exported, in the AEAT's names; the hashed values are kept as text, exactly as hashed.
 */
export const verifactuRecords = pgTable(
  'verifactu_records',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    issuerNif: text().notNull(),
    kind: text().$type<VerifactuRecordKind>().notNull(),
    invoiceId: integer()
      .notNull()
      .references(() => invoices.id, { onDelete: 'restrict' }),
    numSerie: text().notNull(),
    /** dd-mm-yyyy, as hashed. */
    issueDate: text().notNull(),
    /** The previous record of the issuer, and its huella ('' for the first). */
    previousId: integer(),
    previousHuella: text().notNull(),
    /** `FechaHoraHusoGenRegistro`, ISO 8601 with its offset, as hashed. */
    generatedAt: text().notNull(),
    huella: text().notNull(),
    fields: jsonb().$type<Record<string, unknown>>().notNull(),
    createdAt: timestamptz().notNull().defaultNow(),
  },
  (t) => [
    // a fork of the chain (two records after one) is refused, whatever the code did
    uniqueIndex('verifactu_records_chain_idx').on(t.issuerNif, t.previousHuella),
    uniqueIndex('verifactu_records_huella_idx').on(t.huella),
    index('verifactu_records_invoice_idx').on(t.invoiceId),
    check('verifactu_records_kind', sql`${t.kind} in ('alta', 'anulacion')`),
  ],
);

/**
 * The head of an issuer's chain: the row its issuing transactions lock, so records are chained one
 * after another, and the last record to chain the next one on.
 */
export const verifactuChainHeads = pgTable('verifactu_chain_heads', {
  issuerNif: text().primaryKey(),
  lastRecordId: integer().references(() => verifactuRecords.id, { onDelete: 'restrict' }),
});

/** What the system itself did to its records: started, exported, checked the chain. Append-only. */
export const verifactuEvents = pgTable(
  'verifactu_events',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    kind: text().notNull(),
    issuerNif: text(),
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    detail: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    at: timestamptz().notNull().defaultNow(),
  },
  (t) => [index('verifactu_events_at_idx').on(t.at)],
);

/** Where a record stands with the AEAT: waiting to be sent (or answered), or as the AEAT answered it. */
export const submissionStatuses = ['pending', 'accepted', 'accepted_with_errors', 'rejected'] as const;
export type SubmissionStatus = (typeof submissionStatuses)[number];

/**
 * The sending of one record to the AEAT (issue 30): the records stay append-only, so their sending
 * state lives here. A row is made when the sender first takes the record; `attempts` counts the
 * submissions that carried it; the AEAT's `CSV` and, for a record it refused or accepted with
 * errors, its `CodigoErrorRegistro` and `DescripcionErrorRegistro`.
 */
export const verifactuSubmissions = pgTable(
  'verifactu_submissions',
  {
    recordId: integer()
      .primaryKey()
      .references(() => verifactuRecords.id, { onDelete: 'restrict' }),
    issuerNif: text().notNull(),
    status: text().$type<SubmissionStatus>().notNull().default('pending'),
    attempts: integer().notNull().default(0),
    csv: text(),
    errorCode: text(),
    errorText: text(),
    lastAttemptAt: timestamptz(),
    answeredAt: timestamptz(),
  },
  (t) => [
    index('verifactu_submissions_pending_idx')
      .on(t.issuerNif, t.recordId)
      .where(sql`${t.status} = 'pending'`),
    check(
      'verifactu_submissions_status',
      sql`${t.status} in ('pending', 'accepted', 'accepted_with_errors', 'rejected')`,
    ),
  ],
);

/**
 * One issuer's line to the AEAT: its records go in chain order, one submission at a time, so the
 * sender's claim (`lockedUntil`) is on the issuer, and so is the wait before the next submission
 * (`nextAttemptAt`: the AEAT's `TiempoEsperaEnvio`, or the back-off after `failures` failed
 * submissions in a row, the last one's reason in `lastError`).
 */
export const verifactuSendQueues = pgTable('verifactu_send_queues', {
  issuerNif: text().primaryKey(),
  nextAttemptAt: timestamptz().notNull().defaultNow(),
  lockedUntil: timestamptz(),
  failures: integer().notNull().default(0),
  lastError: text(),
});
