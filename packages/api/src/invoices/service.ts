import {
  type Db,
  type EuroFigures,
  type InvoiceLine,
  type InvoiceParty,
  type InvoiceType,
  schema,
} from '@bolo/db';
import { DEFAULT_CURRENCY, formatDay } from '@bolo/templating/format';
import { and, asc, count, desc, eq, ilike, isNull, or, type SQL, sql } from 'drizzle-orm';
import { paidByInvoice } from '../payments';
import { AppError } from '../shared/errors';
import { currencyOf } from '../shared/money';
import { containsPattern, firstRow, sqlState, UNIQUE_VIOLATION } from '../shared/sql';
import { OFFICE_TIME_ZONE, todayIn } from '../shared/time-zone';
import { recordDay, recordTimestamp } from './huella';
import { invoicePayments } from './payments';
import { type AeatEnvironment, checkingUrl as checkingUrlOf, qrDataUrl } from './qr';
import {
  altaRecord,
  anulacionRecord,
  type BillingSystem,
  type ChainLink,
  type IssuedInvoice,
} from './records';
import {
  cleanTaxId,
  figuresInEuros,
  type InvoiceTotals,
  invoiceTotals,
  isTaxed,
  taxedRates,
  taxIdProblem,
  treatmentLegend,
} from './rules';
import type {
  InvoiceCreateInput,
  InvoiceFromEventInput,
  InvoiceListInput,
  InvoiceOutput,
  InvoiceRectifyInput,
  InvoiceSummary,
  InvoiceUpdateInput,
  SeriesCreateInput,
  SeriesOutput,
  SeriesUpdateInput,
} from './schemas';

const { companies, events, eventParties, eventHiringConditions, eventSettlements } = schema;
const { invoices, invoiceSeries, verifactuRecords, verifactuChainHeads, verifactuEvents } = schema;

/** How the system names itself in its records and where its QR codes point (`VERIFACTU_*`). */
export interface VerifactuSettings {
  environment: AeatEnvironment;
  installation: string;
  version: string;
}

/** Now, in the office's time zone: the issue date and the moment a record is made. */
export interface InvoiceClock {
  now: Date;
  timeZone: string;
}

export const officeClock = (): InvoiceClock => ({ now: new Date(), timeZone: OFFICE_TIME_ZONE });

// ——— series ———

export async function listSeries(db: Db, empresaId?: number): Promise<SeriesOutput[]> {
  const issued = db
    .select({ seriesId: invoices.seriesId, issued: count().as('issued') })
    .from(invoices)
    .where(sql`${invoices.status} <> 'draft'`)
    .groupBy(invoices.seriesId)
    .as('issued');
  const rows = await db
    .select({
      id: invoiceSeries.id,
      empresaId: invoiceSeries.empresaId,
      empresaName: companies.name,
      code: invoiceSeries.code,
      kind: invoiceSeries.kind,
      description: invoiceSeries.description,
      nextNumber: invoiceSeries.nextNumber,
      issued: sql<number>`coalesce(${issued.issued}, 0)`.mapWith(Number),
      version: invoiceSeries.version,
    })
    .from(invoiceSeries)
    .innerJoin(companies, eq(companies.id, invoiceSeries.empresaId))
    .leftJoin(issued, eq(issued.seriesId, invoiceSeries.id))
    .where(empresaId === undefined ? undefined : eq(invoiceSeries.empresaId, empresaId))
    .orderBy(asc(companies.name), asc(invoiceSeries.kind), asc(invoiceSeries.code));
  return rows;
}

const seriesById = async (db: Db, id: number) => {
  const found = (await listSeries(db)).find((series) => series.id === id);
  if (!found) throw new AppError('invoice_series_not_found');
  return found;
};

export async function createSeries(
  db: Db,
  input: SeriesCreateInput,
  actorId: number | null,
): Promise<SeriesOutput> {
  const company = await firstRow(
    db.select({ id: companies.id }).from(companies).where(eq(companies.id, input.empresaId)),
  );
  if (!company) throw new AppError('validation_error');
  try {
    const [row] = await db
      .insert(invoiceSeries)
      .values({ ...input, createdBy: actorId, updatedBy: actorId })
      .returning({ id: invoiceSeries.id });
    return seriesById(db, row?.id ?? 0);
  } catch (error) {
    if (sqlState(error) === UNIQUE_VIOLATION)
      throw new AppError('invoice_series_code_in_use', { cause: error });
    throw error;
  }
}

export async function updateSeries(
  db: Db,
  input: SeriesUpdateInput,
  actorId: number | null,
): Promise<SeriesOutput> {
  const updated = await db
    .update(invoiceSeries)
    .set({
      description: input.description,
      version: sql`${invoiceSeries.version} + 1`,
      updatedAt: new Date(),
      updatedBy: actorId,
    })
    .where(and(eq(invoiceSeries.id, input.id), eq(invoiceSeries.version, input.version)))
    .returning({ id: invoiceSeries.id });
  if (updated.length === 0) {
    await seriesById(db, input.id);
    throw new AppError('version_conflict');
  }
  return seriesById(db, input.id);
}

// ——— drafts ———

type InvoiceRow = typeof invoices.$inferSelect;

async function companyParty(db: Db, empresaId: number): Promise<InvoiceParty> {
  const company = await firstRow(
    db
      .select({ name: companies.name, cif: companies.cif, direccion: companies.direccion })
      .from(companies)
      .where(eq(companies.id, empresaId)),
  );
  if (!company) throw new AppError('validation_error');
  return { name: company.name, taxId: cleanTaxId(company.cif), country: 'ES', address: company.direccion };
}

const taxOfCompany = async (db: Db, empresaId: number) => {
  const company = await firstRow(
    db.select({ territorio: companies.territorioFiscal }).from(companies).where(eq(companies.id, empresaId)),
  );
  return company?.territorio === 'canarias' ? ('igic' as const) : ('iva' as const);
};

/** The series a new invoice of `type` goes in: it must exist and be of the right kind. */
async function seriesFor(db: Db, seriesId: number, type: InvoiceType) {
  const series = await seriesById(db, seriesId);
  if ((series.kind === 'rectifying') !== type.startsWith('R')) throw new AppError('invoice_series_kind');
  return series;
}

const figuresOf = (lines: readonly InvoiceLine[], withholdingPorciento: number | null) => {
  const { base, taxTotal, total, withholding, payable } = invoiceTotals(lines, withholdingPorciento);
  return { base, taxTotal, total, withholding, payable };
};

type DraftFields = Omit<InvoiceCreateInput, 'seriesId' | 'type'>;

/** The rate with its day and source, or none at all: a source alone (the form's "BCE") is not kept. */
const rateColumns = (
  fields: Pick<DraftFields, 'exchangeRate' | 'exchangeRateDate' | 'exchangeRateSource'>,
) =>
  fields.exchangeRate === null
    ? { exchangeRate: null, exchangeRateDate: null, exchangeRateSource: null }
    : {
        exchangeRate: fields.exchangeRate,
        exchangeRateDate: fields.exchangeRateDate,
        exchangeRateSource: fields.exchangeRateSource,
      };

const draftColumns = (fields: DraftFields) => ({
  customer: fields.customer,
  lines: fields.lines,
  tax: fields.tax,
  withholdingPorciento: fields.withholdingPorciento,
  description: fields.description,
  notes: fields.notes,
  operationDate: fields.operationDate,
  currency: fields.currency,
  ...rateColumns(fields),
  ...figuresOf(fields.lines, fields.withholdingPorciento),
});

async function insertDraft(
  db: Db,
  values: DraftFields & {
    seriesId: number;
    type: InvoiceType;
    eventId?: number | null;
    party?: InvoiceRow['party'];
    rectifiedId?: number;
    rectificationKind?: InvoiceRow['rectificationKind'];
    rectificationReason?: string;
  },
  actorId: number | null,
  empresaId?: number,
): Promise<number> {
  const series = await seriesFor(db, values.seriesId, values.type);
  if (empresaId !== undefined && series.empresaId !== empresaId) throw new AppError('invoice_series_company');
  const [row] = await db
    .insert(invoices)
    .values({
      ...draftColumns(values),
      empresaId: series.empresaId,
      seriesId: series.id,
      type: values.type,
      issuer: await companyParty(db, series.empresaId),
      eventId: values.eventId ?? null,
      party: values.party ?? null,
      rectifiedId: values.rectifiedId ?? null,
      rectificationKind: values.rectificationKind ?? null,
      rectificationReason: values.rectificationReason ?? '',
      createdBy: actorId,
      updatedBy: actorId,
    })
    .returning({ id: invoices.id });
  return row?.id ?? 0;
}

export const createInvoice = (db: Db, input: InvoiceCreateInput, actorId: number | null) =>
  insertDraft(db, input, actorId);

/** The row of `id`, locked for the transaction when `forUpdate`. */
async function invoiceRow(db: Db, id: number, forUpdate = false): Promise<InvoiceRow> {
  const query = db.select().from(invoices).where(eq(invoices.id, id));
  const row = await firstRow(forUpdate ? query.for('update') : query);
  if (!row) throw new AppError('invoice_not_found');
  return row;
}

const draftAt = (row: InvoiceRow, version: number) => {
  if (row.status !== 'draft') throw new AppError('invoice_issued');
  if (row.version !== version) throw new AppError('version_conflict');
};

export async function updateInvoice(
  db: Db,
  input: InvoiceUpdateInput,
  actorId: number | null,
): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await invoiceRow(tx, input.id, true);
    draftAt(row, input.version);
    const series = await seriesFor(tx, input.seriesId, row.type);
    if (series.empresaId !== row.empresaId) throw new AppError('invoice_series_company');
    await tx
      .update(invoices)
      .set({
        ...draftColumns(input),
        seriesId: series.id,
        issuer: await companyParty(tx, row.empresaId),
        version: sql`${invoices.version} + 1`,
        updatedAt: new Date(),
        updatedBy: actorId,
      })
      .where(eq(invoices.id, row.id));
  });
}

export async function deleteInvoice(db: Db, input: { id: number; version: number }): Promise<void> {
  await db.transaction(async (tx) => {
    draftAt(await invoiceRow(tx, input.id, true), input.version);
    await tx.delete(invoices).where(eq(invoices.id, input.id));
  });
}

/** The customer an event's party is as an invoice names it: its company name, tax id and address. */
async function eventCustomer(
  db: Db,
  eventId: number,
  party: InvoiceFromEventInput['party'],
): Promise<InvoiceParty> {
  const row = await firstRow(
    db
      .select()
      .from(eventParties)
      .where(and(eq(eventParties.eventId, eventId), eq(eventParties.kind, party))),
  );
  return {
    name: (row?.companyName || row?.name || '').trim(),
    taxId: cleanTaxId(row?.cif ?? ''),
    country: 'ES',
    address: (party === 'sala' ? row?.direccionSala || row?.address : row?.address) ?? '',
  };
}

/**
 * A draft invoice of an event's show to one of its parties: the artist's fee as the locked
 * settlement has it (read from its columns, never worked out again: in euros) or, before the lock,
 * the artist's fixed fee of the deal in the deal's currency, at the rate the settlement has typed
 * for it, if any; taxed at the general rate of the company's tax (IVA 21 % or IGIC 7 %: the company
 * sells the show, so the reduced rate of an artist who is a natural person does not apply).
 */
export async function invoiceFromEvent(
  db: Db,
  input: InvoiceFromEventInput,
  actorId: number | null,
): Promise<number> {
  const event = await firstRow(
    db
      .select({
        name: events.name,
        date: events.date,
        empresaId: events.empresaId,
        artistName: events.artistName,
      })
      .from(events)
      .where(and(eq(events.id, input.eventId), isNull(events.deletedAt))),
  );
  if (!event) throw new AppError('event_not_found');
  if (event.empresaId === null) throw new AppError('invoice_no_company');
  const settlement = await firstRow(
    db
      .select({
        status: eventSettlements.status,
        artistFee: eventSettlements.artistFee,
        deal: eventSettlements.deal,
        exchangeRate: eventSettlements.exchangeRate,
        exchangeRateDate: eventSettlements.exchangeRateDate,
        exchangeRateSource: eventSettlements.exchangeRateSource,
      })
      .from(eventSettlements)
      .where(eq(eventSettlements.eventId, input.eventId)),
  );
  const deal = await firstRow(
    db
      .select({ cache: eventHiringConditions.cache })
      .from(eventHiringConditions)
      .where(
        and(eq(eventHiringConditions.eventId, input.eventId), eq(eventHiringConditions.type, 'artista')),
      ),
  );
  const locked = settlement?.status === 'locked';
  const fee = locked ? settlement.artistFee : (deal?.cache.fijo.quantity ?? 0);
  if (!fee) throw new AppError('invoice_no_source');
  const currency = locked || !deal ? DEFAULT_CURRENCY : currencyOf(deal.cache);
  const rate =
    currency !== DEFAULT_CURRENCY && settlement && currencyOf(settlement.deal) === currency
      ? settlement
      : null;
  const tax = await taxOfCompany(db, event.empresaId);
  const show = [
    event.artistName ? `Actuación de ${event.artistName}` : 'Actuación',
    event.name,
    event.date && formatDay(event.date, 'es', 'medium'),
  ]
    .filter(Boolean)
    .join(' · ');
  return insertDraft(
    db,
    {
      seriesId: input.seriesId,
      type: 'F1',
      customer: await eventCustomer(db, input.eventId, input.party),
      lines: [
        { description: show, quantity: 1, unitPrice: fee, treatment: 'S1', rate: tax === 'iva' ? 21 : 7 },
      ],
      tax,
      withholdingPorciento: null,
      description: show,
      notes: '',
      operationDate: event.date,
      currency,
      exchangeRate: rate?.exchangeRate ?? null,
      exchangeRateDate: rate?.exchangeRateDate ?? null,
      exchangeRateSource: rate?.exchangeRateSource ?? null,
      eventId: input.eventId,
      party: input.party,
    },
    actorId,
    event.empresaId,
  );
}

/**
 * A draft rectifying invoice of an issued one: by substitution it starts as a copy of the lines,
 * to be corrected; by difference it starts empty, for the lines that add or take off.
 */
export async function rectifyInvoice(
  db: Db,
  input: InvoiceRectifyInput,
  actorId: number | null,
): Promise<number> {
  const original = await invoiceRow(db, input.id);
  if (original.status !== 'issued') throw new AppError('invoice_not_issued');
  return insertDraft(
    db,
    {
      seriesId: input.seriesId,
      type: input.type,
      customer: original.customer,
      lines: input.kind === 'S' ? original.lines : [],
      tax: original.tax,
      withholdingPorciento: original.withholdingPorciento,
      description: original.description,
      notes: '',
      operationDate: original.operationDate,
      currency: original.currency,
      exchangeRate: original.exchangeRate,
      exchangeRateDate: original.exchangeRateDate,
      exchangeRateSource: original.exchangeRateSource,
      eventId: original.eventId,
      party: original.party,
      rectifiedId: original.id,
      rectificationKind: input.kind,
      rectificationReason: input.reason,
    },
    actorId,
    original.empresaId,
  );
}

// ——— issuing and voiding ———

/** What must hold of a draft before it is issued; each refusal names what to mend. */
function checkIssuable(row: InvoiceRow, issuer: InvoiceParty) {
  if (row.lines.length === 0) throw new AppError('invoice_no_lines');
  if (row.currency !== DEFAULT_CURRENCY && row.exchangeRate === null) {
    throw new AppError('invoice_exchange_rate_missing', {
      params: { currency: { es: row.currency, en: row.currency } },
    });
  }
  for (const line of row.lines) {
    if (isTaxed(line.treatment) && !taxedRates[row.tax].includes(line.rate)) {
      throw new AppError('invoice_rate', {
        params: { rate: line.rate, tax: { es: row.tax.toUpperCase(), en: row.tax.toUpperCase() } },
      });
    }
  }
  if (taxIdProblem(issuer)) {
    throw new AppError('invoice_tax_id', { params: { party: { es: 'la empresa', en: 'the company' } } });
  }
  if (row.type !== 'F2' && taxIdProblem(row.customer)) {
    throw new AppError('invoice_tax_id', { params: { party: { es: 'el cliente', en: 'the customer' } } });
  }
}

/**
 * An invoice in another currency in euros at its rate (null for one in euros): worked out when it
 * is issued and frozen with it, the figures its record and its QR code carry.
 */
const euroFiguresOf = (row: InvoiceRow, totals: InvoiceTotals): EuroFigures | null =>
  row.currency === DEFAULT_CURRENCY || row.exchangeRate === null
    ? null
    : figuresInEuros(totals, row.currency, row.exchangeRate);

const numSerieOf = (code: string, number: number) => `${code}-${String(number).padStart(4, '0')}`;

/**
 * Locks the head of the issuer's chain for the transaction and answers its last record: every
 * record of one issuer is chained under this lock, one after another, whatever the series.
 */
async function lockedChainHead(db: Db, issuerNif: string): Promise<(ChainLink & { id: number }) | null> {
  const [head] = await db
    .insert(verifactuChainHeads)
    .values({ issuerNif })
    .onConflictDoUpdate({ target: verifactuChainHeads.issuerNif, set: { issuerNif } })
    .returning({ lastRecordId: verifactuChainHeads.lastRecordId });
  if (!head?.lastRecordId) return null;
  const last = await firstRow(
    db.select().from(verifactuRecords).where(eq(verifactuRecords.id, head.lastRecordId)),
  );
  if (!last) return null;
  return {
    id: last.id,
    issuerNif: last.issuerNif,
    numSerie: last.numSerie,
    issueDate: last.issueDate,
    huella: last.huella,
  };
}

async function appendRecord(
  db: Db,
  record: {
    issuerNif: string;
    kind: 'alta' | 'anulacion';
    invoiceId: number;
    numSerie: string;
    issueDate: string;
    previous: (ChainLink & { id: number }) | null;
    generatedAt: string;
    made: { fields: Record<string, unknown>; huella: string };
  },
) {
  const [row] = await db
    .insert(verifactuRecords)
    .values({
      issuerNif: record.issuerNif,
      kind: record.kind,
      invoiceId: record.invoiceId,
      numSerie: record.numSerie,
      issueDate: record.issueDate,
      previousId: record.previous?.id ?? null,
      previousHuella: record.previous?.huella ?? '',
      generatedAt: record.generatedAt,
      huella: record.made.huella,
      fields: record.made.fields,
    })
    .returning({ id: verifactuRecords.id });
  await db
    .update(verifactuChainHeads)
    .set({ lastRecordId: row?.id ?? null })
    .where(eq(verifactuChainHeads.issuerNif, record.issuerNif));
}

const systemOf = (issuer: InvoiceParty, settings: VerifactuSettings): BillingSystem => ({
  producerName: issuer.name,
  producerNif: issuer.taxId,
  installation: settings.installation,
  version: settings.version,
});

/**
 * Issues a draft: in one transaction it takes the series' next number (the series row's lock keeps
 * numbers correlative with no gap: a failed issue rolls the number back), freezes the issuer's
 * data and the figures, and appends the registro de alta chained on the issuer's last record.
 */
export async function issueInvoice(
  db: Db,
  input: { id: number; version: number },
  actorId: number | null,
  clock: InvoiceClock,
  settings: VerifactuSettings,
): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await invoiceRow(tx, input.id, true);
    draftAt(row, input.version);
    const issuer = await companyParty(tx, row.empresaId);
    checkIssuable(row, issuer);
    const rectified = row.rectifiedId === null ? null : await invoiceRow(tx, row.rectifiedId);
    if (rectified && rectified.status !== 'issued') throw new AppError('invoice_not_issued');
    const [series] = await tx
      .update(invoiceSeries)
      .set({ nextNumber: sql`${invoiceSeries.nextNumber} + 1` })
      .where(eq(invoiceSeries.id, row.seriesId))
      .returning({ code: invoiceSeries.code, number: sql<number>`${invoiceSeries.nextNumber} - 1` });
    if (!series) throw new AppError('invoice_series_not_found');
    const number = Number(series.number);
    const numSerie = numSerieOf(series.code, number);
    const issueDate = todayIn(clock.timeZone, clock.now);
    const totals = invoiceTotals(row.lines, row.withholdingPorciento);
    const euroFigures = euroFiguresOf(row, totals);
    const invoice: IssuedInvoice = {
      issuer,
      customer: row.customer,
      numSerie,
      issueDate,
      operationDate: row.operationDate,
      type: row.type,
      tax: row.tax,
      description: row.description || (row.lines[0]?.description ?? ''),
      euros: euroFigures ?? totals,
      rectification:
        rectified && row.rectificationKind
          ? {
              kind: row.rectificationKind,
              invoices: [{ numSerie: rectified.numSerie ?? '', issueDate: rectified.issueDate ?? issueDate }],
              base: rectified.euroFigures?.base ?? rectified.base,
              tax: rectified.euroFigures?.taxTotal ?? rectified.taxTotal,
            }
          : null,
    };
    const issuerNif = cleanTaxId(issuer.taxId);
    const previous = await lockedChainHead(tx, issuerNif);
    const generatedAt = recordTimestamp(clock.now, clock.timeZone);
    await appendRecord(tx, {
      issuerNif,
      kind: 'alta',
      invoiceId: row.id,
      numSerie,
      issueDate: recordDay(invoice.issueDate),
      previous,
      generatedAt,
      made: altaRecord(invoice, previous, generatedAt, systemOf(issuer, settings)),
    });
    await tx
      .update(invoices)
      .set({
        status: 'issued',
        number,
        numSerie,
        issueDate,
        issuer,
        base: totals.base,
        taxTotal: totals.taxTotal,
        total: totals.total,
        withholding: totals.withholding,
        payable: totals.payable,
        euroFigures,
        issuedAt: clock.now,
        issuedBy: actorId,
        version: sql`${invoices.version} + 1`,
        updatedAt: clock.now,
        updatedBy: actorId,
      })
      .where(eq(invoices.id, row.id));
  });
}

/** Voids an issued invoice: its registro de anulación, chained on, in the same transaction. */
export async function voidInvoice(
  db: Db,
  input: { id: number; version: number; reason: string },
  actorId: number | null,
  clock: InvoiceClock,
  settings: VerifactuSettings,
): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await invoiceRow(tx, input.id, true);
    if (row.status !== 'issued' || !row.numSerie || !row.issueDate) throw new AppError('invoice_not_issued');
    if (row.version !== input.version) throw new AppError('version_conflict');
    const issuerNif = cleanTaxId(row.issuer.taxId);
    const previous = await lockedChainHead(tx, issuerNif);
    const generatedAt = recordTimestamp(clock.now, clock.timeZone);
    const invoice = { numSerie: row.numSerie, issueDate: row.issueDate };
    await appendRecord(tx, {
      issuerNif,
      kind: 'anulacion',
      invoiceId: row.id,
      numSerie: row.numSerie,
      issueDate: recordDay(row.issueDate),
      previous,
      generatedAt,
      made: anulacionRecord(issuerNif, invoice, previous, generatedAt, systemOf(row.issuer, settings)),
    });
    await tx
      .update(invoices)
      .set({
        status: 'voided',
        voidedAt: clock.now,
        voidReason: input.reason,
        version: sql`${invoices.version} + 1`,
        updatedAt: clock.now,
        updatedBy: actorId,
      })
      .where(eq(invoices.id, row.id));
  });
}

// ——— reading ———

const summaryColumns = {
  id: invoices.id,
  empresaId: invoices.empresaId,
  seriesId: invoices.seriesId,
  seriesCode: invoiceSeries.code,
  numSerie: invoices.numSerie,
  status: invoices.status,
  type: invoices.type,
  issueDate: invoices.issueDate,
  customerName: sql<string>`${invoices.customer}->>'name'`,
  currency: invoices.currency,
  total: invoices.total,
  payable: invoices.payable,
  eventId: invoices.eventId,
  version: invoices.version,
};

export async function listInvoices(db: Db, input: InvoiceListInput) {
  const conditions: (SQL | undefined)[] = [
    input.empresaId === undefined ? undefined : eq(invoices.empresaId, input.empresaId),
    input.seriesId === undefined ? undefined : eq(invoices.seriesId, input.seriesId),
    input.status === undefined ? undefined : eq(invoices.status, input.status),
    input.eventId === undefined ? undefined : eq(invoices.eventId, input.eventId),
    input.year === undefined
      ? undefined
      : sql`extract(year from coalesce(${invoices.issueDate}, ${invoices.createdAt})) = ${input.year}`,
    input.text
      ? or(
          ilike(invoices.numSerie, containsPattern(input.text)),
          ilike(sql`${invoices.customer}->>'name'`, containsPattern(input.text)),
        )
      : undefined,
  ];
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db
      .select(summaryColumns)
      .from(invoices)
      .innerJoin(invoiceSeries, eq(invoiceSeries.id, invoices.seriesId))
      .where(where)
      // drafts first, then the newest issued: by series and number within a day
      .orderBy(sql`${invoices.issueDate} desc nulls first`, desc(invoices.number), desc(invoices.id))
      .limit(input.size)
      .offset((input.page - 1) * input.size),
    db.select({ total: count() }).from(invoices).where(where),
  ]);
  const paid = await paidByInvoice(
    db,
    rows.map((row) => row.id),
  );
  return {
    items: rows.map((row) => ({ ...row, paid: paid.get(row.id) ?? 0 })) as InvoiceSummary[],
    total: total?.total ?? 0,
    page: input.page,
    size: input.size,
  };
}

/** The mentions the law asks an invoice to print, in Spanish: the tax treatments, the rectification. */
export function legendsOf(
  row: Pick<InvoiceRow, 'tax' | 'lines' | 'rectificationKind' | 'rectificationReason'>,
  rectified: { numSerie: string; issueDate: string | null } | null,
): string[] {
  const treatments = [...new Set(row.lines.map((line) => line.treatment))];
  const legends = treatments.flatMap((treatment) => treatmentLegend(row.tax, treatment) ?? []);
  if (rectified) {
    const day = rectified.issueDate?.split('-').reverse().join('/') ?? '';
    const how = row.rectificationKind === 'I' ? 'por diferencias' : 'por sustitución';
    legends.unshift(
      `Factura rectificativa (${how}) de la factura ${rectified.numSerie} de ${day}. Motivo: ${row.rectificationReason}`,
    );
  }
  return legends;
}

export async function findInvoice(db: Db, id: number, settings: VerifactuSettings): Promise<InvoiceOutput> {
  const row = await invoiceRow(db, id);
  const series = await seriesById(db, row.seriesId);
  const [event, rectified, rectifiedBy, records, payments] = await Promise.all([
    row.eventId === null
      ? null
      : firstRow(db.select({ name: events.name }).from(events).where(eq(events.id, row.eventId))),
    row.rectifiedId === null
      ? null
      : firstRow(
          db
            .select({ id: invoices.id, numSerie: invoices.numSerie, issueDate: invoices.issueDate })
            .from(invoices)
            .where(eq(invoices.id, row.rectifiedId)),
        ),
    db
      .select({ id: invoices.id, numSerie: invoices.numSerie, status: invoices.status })
      .from(invoices)
      .where(eq(invoices.rectifiedId, row.id))
      .orderBy(asc(invoices.id)),
    db
      .select({
        id: verifactuRecords.id,
        kind: verifactuRecords.kind,
        huella: verifactuRecords.huella,
        generatedAt: verifactuRecords.generatedAt,
      })
      .from(verifactuRecords)
      .where(eq(verifactuRecords.invoiceId, row.id))
      .orderBy(asc(verifactuRecords.id)),
    invoicePayments(db, row.id),
  ]);
  const totals = invoiceTotals(row.lines, row.withholdingPorciento);
  const frozen = row.status !== 'draft';
  // an issued invoice's figures, in its currency and in euros, are read as they were frozen,
  // never worked out again; a draft's as they would be issued
  const figures = frozen ? row : totals;
  const euroFigures = frozen ? row.euroFigures : euroFiguresOf(row, totals);
  const checkingUrl =
    frozen && row.numSerie && row.issueDate
      ? checkingUrlOf(settings.environment, {
          issuerNif: row.issuer.taxId,
          numSerie: row.numSerie,
          issueDate: row.issueDate,
          total: euroFigures?.total ?? row.total,
        })
      : null;
  const rectifiedRef = rectified
    ? { numSerie: rectified.numSerie ?? '', issueDate: rectified.issueDate }
    : null;
  return {
    id: row.id,
    empresaId: row.empresaId,
    seriesId: row.seriesId,
    seriesCode: series.code,
    numSerie: row.numSerie,
    status: row.status,
    type: row.type,
    issueDate: row.issueDate,
    operationDate: row.operationDate,
    customerName: row.customer.name,
    currency: row.currency,
    tax: row.tax,
    issuer: row.issuer,
    customer: row.customer,
    lines: row.lines,
    withholdingPorciento: row.withholdingPorciento,
    description: row.description,
    notes: row.notes,
    breakdown: totals.breakdown,
    base: figures.base,
    taxTotal: figures.taxTotal,
    total: figures.total,
    withholding: figures.withholding,
    payable: figures.payable,
    exchangeRate: row.exchangeRate,
    exchangeRateDate: row.exchangeRateDate,
    exchangeRateSource: row.exchangeRateSource,
    euroFigures,
    eventId: row.eventId,
    eventName: event?.name ?? null,
    paid: payments.paid,
    balance: figures.payable - payments.paid,
    payments: payments.payments,
    party: row.party,
    rectified: rectified ? { id: rectified.id, numSerie: rectified.numSerie ?? '' } : null,
    rectificationKind: row.rectificationKind,
    rectificationReason: row.rectificationReason,
    rectifiedBy,
    issuedAt: row.issuedAt,
    voidedAt: row.voidedAt,
    voidReason: row.voidReason,
    checkingUrl,
    qrCode: checkingUrl ? await qrDataUrl(checkingUrl) : null,
    legends: legendsOf(row, rectifiedRef),
    records,
    version: row.version,
  };
}

export async function recordEvent(
  db: Db,
  event: {
    kind: string;
    issuerNif?: string | null;
    userId?: number | null;
    detail?: Record<string, unknown>;
  },
) {
  await db.insert(verifactuEvents).values({
    kind: event.kind,
    issuerNif: event.issuerNif ?? null,
    userId: event.userId ?? null,
    detail: event.detail ?? {},
  });
}
