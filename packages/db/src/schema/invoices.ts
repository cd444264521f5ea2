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
  json,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type {
  EuroFigures,
  IndirectTax,
  InvoiceLine,
  InvoiceParty,
  InvoiceStatus,
  InvoiceType,
  RectificationKind,
  SeriesKind,
  VerifactuRecordKind,
} from '../invoice-kinds';
import type { PartyKind } from '../party-kinds';
import { editableColumns, timestamptz } from './columns';
import { events } from './events/events';
import { companies } from './masters';
import { users } from './users';

export * from '../invoice-kinds';

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
    /**
     * An invoice in another currency: euros for one unit of it, as typed (a decimal text, never a
     * float), the day it was taken and where from; needed to issue it (RD 1619/2012 art. 10.1).
     */
    exchangeRate: text(),
    exchangeRateDate: date({ mode: 'string' }),
    exchangeRateSource: text(),
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
    /** Issued in another currency: its figures in euros at `exchangeRate`, as its record carries them. */
    euroFigures: jsonb().$type<EuroFigures>(),
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
      'invoices_exchange_rate',
      sql`case when ${t.currency} = 'EUR' then ${t.exchangeRate} is null and ${t.euroFigures} is null
        else ${t.status} = 'draft' or (${t.exchangeRate} is not null and ${t.euroFigures} is not null) end`,
    ),
    check(
      'invoices_rectifying',
      sql`(${t.type} like 'R%') = (${t.rectifiedId} is not null and ${t.rectificationKind} in ('S', 'I'))`,
    ),
  ],
);

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
    /** `json`, not `jsonb`: the text keeps the fields in the schema's order, which the XML must follow. */
    fields: json().$type<Record<string, unknown>>().notNull(),
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
