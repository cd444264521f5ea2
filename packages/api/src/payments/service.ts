import { randomUUID } from 'node:crypto';
import { type Db, type PaymentDirection, type PaymentParty, paymentParties, schema } from '@bolo/db';
import { DEFAULT_CURRENCY } from '@bolo/templating/format';
import {
  and,
  asc,
  desc,
  eq,
  gte,
  ilike,
  inArray,
  isNotNull,
  isNull,
  lte,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import { artistTaxesOf, IVA_GENERAL_PORCIENTO } from '../events';
import { requireCompany } from '../masters';
import { sheetFileOnThread } from '../reports';
import type { FileAnswer } from '../rest';
import { AppError, type Locale } from '../shared/errors';
import { currencyOf, moneyParam } from '../shared/money';
import { exportPool } from '../shared/render-pool';
import { containsPattern } from '../shared/sql';
import { OFFICE_TIME_ZONE, todayIn } from '../shared/time-zone';
import { certificateType, type FileStorage, servedType } from '../storage';
import { balanceSql, paidSql } from './amounts-sql';
import { MAX_LEDGER_ROWS } from './formats';
import { partyLabels, partyNames } from './labels';
import { amountDueOf, defaultTemplateLines, dueDateOf, lineStateOf, splitFee } from './rules';
import {
  type LedgerFilter,
  type LedgerRow,
  type LineAddInput,
  type LineUpdateInput,
  type MakeScheduleInput,
  type PaymentInput,
  type ReceiptInput,
  type RecordPaymentInput,
  recordPaymentInput,
  type ScheduleOutput,
  type TemplateInput,
  type TemplateUpdateInput,
} from './schemas';

const { events, eventParties, eventHiringConditions, artists, companies, paymentLines, payments } = schema;
const templates = schema.paymentScheduleTemplates;

/** Who does something: their id goes on the rows they write (none for the install's demo). */
export interface Actor {
  id: number | null;
}

const today = (now: Date) => todayIn(OFFICE_TIME_ZONE, now);

async function liveEvent(db: Db, eventId: number) {
  const [event] = await db
    .select({ id: events.id, date: events.date, empresaId: events.empresaId })
    .from(events)
    .where(and(eq(events.id, eventId), isNull(events.deletedAt)));
  if (!event) throw new AppError('event_not_found');
  return event;
}

/**
 * What a schedule with `party` is made from: its name, the fixed fee of its hiring deal in the
 * deal's currency, and the IVA on it. The artist's IVA is the settlement's rule on the fee
 * (`artistTaxesOf`: 10 % for a natural person resident in Spain, 21 % for a company, none for a
 * non-resident); what a promoter pays us carries IVA's general rate (art. 90 Ley 37/1992).
 */
async function partyDeals(db: Db, eventId: number) {
  const rows = await db
    .select({
      party: eventHiringConditions.type,
      name: eventParties.name,
      cache: eventHiringConditions.cache,
      taxResidence: artists.taxResidence,
      taxPerson: artists.taxPerson,
      reducedIrpf: artists.reducedIrpf,
    })
    .from(eventHiringConditions)
    .leftJoin(
      eventParties,
      and(eq(eventParties.eventId, eventId), eq(eventParties.kind, eventHiringConditions.type)),
    )
    .leftJoin(artists, eq(artists.id, eventParties.artistaMaestroId))
    .where(eq(eventHiringConditions.eventId, eventId));
  return new Map(
    rows.flatMap((row) => {
      if (!(row.party in paymentParties)) return [];
      const party = row.party as PaymentParty;
      const vatPercent =
        party === 'artista'
          ? artistTaxesOf({
              taxResidence: row.taxResidence ?? 'ES',
              taxPerson: row.taxPerson ?? 'natural',
              reducedIrpf: row.reducedIrpf ?? false,
            }).feeVat.porciento
          : IVA_GENERAL_PORCIENTO;
      const fee = row.cache.fijo.active ? row.cache.fijo.quantity : null;
      const deal = { name: row.name ?? '', fee: fee ?? null, currency: currencyOf(row.cache), vatPercent };
      return [[party, deal] as const];
    }),
  );
}

/** What a caller reads of a schedule: the deal's fee only with the hiring conditions' access. */
export interface ScheduleReader {
  readsDeal: boolean;
}

/**
 * The event's schedule with each party, each line's payments and balance, and what is left per
 * side and currency; the party's fee, which is the hiring conditions', only for a `reader` who
 * reads those.
 */
export async function getSchedule(
  db: Db,
  eventId: number,
  reader: ScheduleReader,
  now = new Date(),
): Promise<ScheduleOutput> {
  await liveEvent(db, eventId);
  const [deals, lines, paid] = await Promise.all([
    partyDeals(db, eventId),
    db
      .select()
      .from(paymentLines)
      .where(eq(paymentLines.eventId, eventId))
      .orderBy(asc(paymentLines.party), asc(paymentLines.dueDate), asc(paymentLines.position)),
    db
      .select()
      .from(payments)
      .where(eq(payments.eventId, eventId))
      .orderBy(asc(payments.paidOn), asc(payments.id)),
  ]);
  const day = today(now);
  const shownLines = lines.map((line) => {
    const linePayments = paid.filter((payment) => payment.lineId === line.id);
    const sum = linePayments
      .filter((payment) => payment.currency === line.currency)
      .reduce((total, payment) => total + payment.amount, 0);
    return {
      id: line.id,
      version: line.version,
      party: line.party,
      label: line.label,
      dueDate: line.dueDate,
      baseAmount: line.baseAmount,
      vatPercent: line.vatPercent,
      direction: line.direction,
      currency: line.currency,
      amountDue: line.amountDue,
      ...lineStateOf(line, sum, day),
      payments: linePayments.map((payment) => ({
        id: payment.id,
        lineId: payment.lineId,
        paidOn: payment.paidOn,
        amount: payment.amount,
        currency: payment.currency,
        method: payment.method,
        reference: payment.reference,
        receiptName: payment.receiptName,
        invoiceId: payment.invoiceId,
      })),
    };
  });
  const parties = (Object.keys(paymentParties) as PaymentParty[]).flatMap((party) => {
    const deal = deals.get(party);
    const partyLines = shownLines.filter((line) => line.party === party);
    if (!deal && partyLines.length === 0) return [];
    return [
      {
        party,
        name: deal?.name ?? '',
        fee: reader.readsDeal ? (deal?.fee ?? null) : null,
        currency: deal?.currency ?? DEFAULT_CURRENCY,
        vatPercent: deal?.vatPercent ?? IVA_GENERAL_PORCIENTO,
        lines: partyLines,
      },
    ];
  });
  const sides = new Map<string, ScheduleOutput['balances'][number]>();
  for (const line of shownLines) {
    const key = `${line.direction} ${line.currency}`;
    const side = sides.get(key) ?? {
      direction: line.direction,
      currency: line.currency,
      amountDue: 0,
      paid: 0,
      balance: 0,
    };
    sides.set(key, {
      ...side,
      amountDue: side.amountDue + line.amountDue,
      paid: side.paid + line.paid,
      balance: side.balance + line.balance,
    });
  }
  return { eventId, parties, balances: [...sides.values()] };
}

/**
 * Makes the schedule with `input.party` from its hiring deal's fixed fee, in the deal's currency:
 * the lines of the template picked (the company's), or half at signing and half on the show's day.
 * "At signing" is the day it is made. A schedule with payments recorded is not made again: they
 * would lose their lines.
 */
export async function makeSchedule(
  db: Db,
  input: MakeScheduleInput,
  actor: Actor,
  locale: Locale,
  now = new Date(),
): Promise<ScheduleOutput> {
  const event = await liveEvent(db, input.eventId);
  const party = { es: partyLabels[input.party].es, en: partyLabels[input.party].en };
  const deal = (await partyDeals(db, input.eventId)).get(input.party);
  if (!deal?.fee) throw new AppError('payment_no_fee', { params: { party } });
  const templateLines = input.templateId
    ? await templateLinesOf(db, input.templateId, event.empresaId)
    : defaultTemplateLines(paymentParties[input.party], defaultLabels[locale]);
  const days = { signing: today(now), show: event.date };
  const bases = splitFee(deal.fee, templateLines);
  const rows = templateLines.map((line, position) => {
    const dueDate = dueDateOf(line, days);
    if (dueDate === null) throw new AppError('payment_no_show_date');
    const baseAmount = bases[position] ?? 0;
    return {
      eventId: input.eventId,
      party: input.party,
      position,
      label: line.label,
      dueDate,
      baseAmount,
      vatPercent: deal.vatPercent,
      amountDue: amountDueOf(baseAmount, deal.vatPercent),
      currency: deal.currency,
      direction: line.direction,
      createdBy: actor.id,
      updatedBy: actor.id,
    };
  });
  await db.transaction(async (tx) => {
    const mine = and(eq(paymentLines.eventId, input.eventId), eq(paymentLines.party, input.party));
    const old = await tx.select({ id: paymentLines.id }).from(paymentLines).where(mine).for('update');
    if (old.length > 0) {
      const ids = old.map((line) => line.id);
      const [paidLine] = await tx
        .select({ id: payments.id })
        .from(payments)
        .where(inArray(payments.lineId, ids))
        .limit(1);
      if (paidLine) throw new AppError('payment_schedule_paid', { params: { party } });
      await tx.delete(paymentLines).where(mine);
    }
    await tx.insert(paymentLines).values(rows);
  });
  return getSchedule(db, input.eventId, { readsDeal: true }, now);
}

const defaultLabels: Record<Locale, { deposit: string; balance: string }> = {
  es: { deposit: 'Depósito a la firma', balance: 'Resto el día del concierto' },
  en: { deposit: 'Deposit at signing', balance: 'Balance on the show day' },
};

async function templateLinesOf(db: Db, templateId: number, empresaId: number | null) {
  const [template] = await db.select().from(templates).where(eq(templates.id, templateId));
  if (!template || (empresaId !== null && template.empresaId !== empresaId)) {
    throw new AppError('payment_template_not_found');
  }
  return template.lines;
}

/**
 * Records a payment against a schedule line (in the line's currency, no more than its balance), or,
 * for the invoices' domain, against an invoice (`invoiceId`): of the event's party, or of no event.
 * The line is locked while its balance is read, so two payments at once cannot both take the last of it.
 */
export async function recordPayment(
  db: Db,
  input: PaymentInput,
  actor: Actor,
): Promise<{ id: number; eventId: number }>;
export async function recordPayment(
  db: Db,
  input: RecordPaymentInput,
  actor: Actor,
): Promise<{ id: number; eventId: number | null }>;
export async function recordPayment(
  db: Db,
  input: RecordPaymentInput,
  actor: Actor,
): Promise<{ id: number; eventId: number | null }> {
  const payment = recordPaymentInput.parse(input);
  return db.transaction(async (tx) => {
    let target: { eventId: number | null; party: PaymentParty };
    if (payment.lineId !== undefined) {
      const [line] = await tx
        .select({
          id: paymentLines.id,
          eventId: paymentLines.eventId,
          party: paymentLines.party,
          currency: paymentLines.currency,
          balance: balanceSql,
        })
        .from(paymentLines)
        .where(eq(paymentLines.id, payment.lineId))
        .for('update');
      if (!line) throw new AppError('payment_line_not_found');
      if (line.currency !== payment.currency) {
        throw new AppError('payment_currency_mismatch', {
          params: { currency: currencyParam(payment.currency), lineCurrency: currencyParam(line.currency) },
        });
      }
      if (payment.amount > line.balance) {
        throw new AppError('payment_exceeds_balance', {
          params: {
            amount: moneyParam(payment.amount, line.currency),
            balance: moneyParam(line.balance, line.currency),
          },
        });
      }
      target = line;
    } else {
      target = { eventId: payment.eventId ?? null, party: payment.party ?? 'promotor' };
    }
    if (target.eventId !== null) await liveEvent(tx, target.eventId);
    const [row] = await tx
      .insert(payments)
      .values({
        lineId: payment.lineId ?? null,
        eventId: target.eventId,
        party: target.party,
        paidOn: payment.paidOn,
        amount: payment.amount,
        currency: payment.currency,
        method: payment.method,
        reference: payment.reference,
        invoiceId: payment.invoiceId ?? null,
        createdBy: actor.id,
        updatedBy: actor.id,
      })
      .returning({ id: payments.id, eventId: payments.eventId });
    if (!row) throw new Error('recordPayment: no row inserted');
    return row;
  });
}

const currencyParam = (code: string) => ({ es: code, en: code });

// ---- a schedule's lines by hand

/**
 * A line of `party`'s schedule added by hand, after its others, in the currency of the party's
 * deal and going the party's way; answers its event.
 */
export async function addLine(db: Db, input: LineAddInput, actor: Actor): Promise<number> {
  await liveEvent(db, input.eventId);
  const deal = (await partyDeals(db, input.eventId)).get(input.party);
  const mine = and(eq(paymentLines.eventId, input.eventId), eq(paymentLines.party, input.party));
  const { eventId, party, ...line } = input;
  await db.insert(paymentLines).values({
    ...line,
    eventId,
    party,
    position: sql`(select coalesce(max(${paymentLines.position}) + 1, 0) from ${paymentLines} where ${mine})`,
    amountDue: amountDueOf(input.baseAmount, input.vatPercent),
    currency: deal?.currency ?? DEFAULT_CURRENCY,
    direction: paymentParties[party],
    createdBy: actor.id,
    updatedBy: actor.id,
  });
  return eventId;
}

/**
 * The line of `id` at `version`, locked until the change commits (a payment recorded meanwhile
 * waits for it, as it locks the line too), with what is paid against it; another version is a
 * `version_conflict`.
 */
async function lineAtVersion(tx: Db, { id, version }: { id: number; version: number }) {
  const [line] = await tx
    .select({
      eventId: paymentLines.eventId,
      label: paymentLines.label,
      version: paymentLines.version,
      currency: paymentLines.currency,
      paid: paidSql,
    })
    .from(paymentLines)
    .where(eq(paymentLines.id, id))
    .for('update');
  if (!line) throw new AppError('payment_line_not_found');
  if (line.version !== version) throw new AppError('version_conflict');
  await liveEvent(tx, line.eventId);
  return line;
}

/**
 * A line changed by hand at the version read: its label, due day, base and IVA rate. It may not
 * come to less than what is paid against it. Answers its event.
 */
export async function updateLine(db: Db, input: LineUpdateInput, actor: Actor): Promise<number> {
  return db.transaction(async (tx) => {
    const line = await lineAtVersion(tx, input);
    const amountDue = amountDueOf(input.baseAmount, input.vatPercent);
    if (amountDue < line.paid) {
      throw new AppError('payment_line_below_paid', {
        params: {
          amount: moneyParam(amountDue, line.currency),
          paid: moneyParam(line.paid, line.currency),
        },
      });
    }
    const { id, version, ...typed } = input;
    await tx
      .update(paymentLines)
      .set({ ...typed, amountDue, version: version + 1, updatedAt: new Date(), updatedBy: actor.id })
      .where(eq(paymentLines.id, id));
    return line.eventId;
  });
}

/**
 * A line removed at the version read; one with payments is refused (`payment_line_paid`): they
 * would go with it. Answers its event.
 */
export async function deleteLine(db: Db, input: { id: number; version: number }): Promise<number> {
  return db.transaction(async (tx) => {
    const line = await lineAtVersion(tx, input);
    const [paid] = await tx
      .select({ id: payments.id })
      .from(payments)
      .where(eq(payments.lineId, input.id))
      .limit(1);
    if (paid)
      throw new AppError('payment_line_paid', { params: { label: { es: line.label, en: line.label } } });
    await tx.delete(paymentLines).where(eq(paymentLines.id, input.id));
    return line.eventId;
  });
}

async function removePayment(db: Db, storage: FileStorage, which: SQL | undefined) {
  const [row] = await db
    .delete(payments)
    .where(which)
    .returning({ eventId: payments.eventId, receiptKey: payments.receiptKey });
  if (!row) throw new AppError('payment_not_found');
  if (row.receiptKey) await storage.delete(row.receiptKey);
  return row.eventId;
}

/** Removes an event's payment recorded by mistake, and its receipt; answers the event. */
export async function deletePayment(db: Db, storage: FileStorage, id: number): Promise<number> {
  const eventId = await removePayment(db, storage, and(eq(payments.id, id), isNotNull(payments.eventId)));
  if (eventId === null) throw new AppError('payment_not_found');
  return eventId;
}

/** Removes a payment of an invoice recorded by mistake, and its receipt; the invoice may be of no event. */
export async function deleteInvoicePayment(db: Db, storage: FileStorage, invoiceId: number, id: number) {
  await removePayment(db, storage, and(eq(payments.id, id), eq(payments.invoiceId, invoiceId)));
}

/**
 * Keeps a payment's receipt, a PDF, PNG or JPEG from its bytes whatever its name says, in the
 * payment's own folder of the file store; the receipt it replaces is deleted. Answers the event.
 */
export async function attachReceipt(db: Db, storage: FileStorage, input: ReceiptInput, actor: Actor) {
  const type = certificateType(input.file);
  if (!type) throw new AppError('payment_receipt_type');
  const [payment] = await db
    .select({ eventId: payments.eventId, receiptKey: payments.receiptKey })
    .from(payments)
    .where(eq(payments.id, input.id));
  if (!payment || payment.eventId === null) throw new AppError('payment_not_found');
  const key = `payments/${input.id}/${randomUUID()}.${type}`;
  await storage.put(key, input.file, servedType(input.file).contentType);
  await db
    .update(payments)
    .set({
      receiptKey: key,
      receiptName: input.name || `${input.id}.${type}`,
      version: sql`${payments.version} + 1`,
      updatedAt: new Date(),
      updatedBy: actor.id,
    })
    .where(eq(payments.id, input.id));
  if (payment.receiptKey) await storage.delete(payment.receiptKey);
  return payment.eventId;
}

/** A payment's receipt for download, served as what its bytes are. */
export async function receiptOf(db: Db, storage: FileStorage, id: number): Promise<FileAnswer> {
  const [payment] = await db
    .select({ key: payments.receiptKey, name: payments.receiptName })
    .from(payments)
    .where(eq(payments.id, id));
  const bytes = payment?.key ? await storage.get(payment.key) : null;
  if (!bytes) throw new AppError('not_found');
  return { contentType: servedType(bytes).contentType, bytes, filename: payment?.name ?? `${id}` };
}

/** The cents paid against each of `invoiceIds` (an invoice without payments: absent). */
export async function paidByInvoice(db: Db, invoiceIds: readonly number[]): Promise<Map<number, number>> {
  if (invoiceIds.length === 0) return new Map();
  const rows = await db
    .select({ invoiceId: payments.invoiceId, paid: sql<number>`sum(${payments.amount})::int` })
    .from(payments)
    .where(inArray(payments.invoiceId, [...invoiceIds]))
    .groupBy(payments.invoiceId);
  return new Map(rows.flatMap((row) => (row.invoiceId === null ? [] : [[row.invoiceId, Number(row.paid)]])));
}

// ---- templates

export async function listTemplates(db: Db, empresaId?: number) {
  return db
    .select({
      id: templates.id,
      version: templates.version,
      empresaId: templates.empresaId,
      empresaName: companies.name,
      name: templates.name,
      lines: templates.lines,
    })
    .from(templates)
    .innerJoin(companies, eq(companies.id, templates.empresaId))
    .where(empresaId === undefined ? undefined : eq(templates.empresaId, empresaId))
    .orderBy(asc(companies.name), asc(templates.name), asc(templates.id));
}

export async function createTemplate(db: Db, input: TemplateInput, actor: Actor) {
  await requireCompany(db, input.empresaId);
  const [row] = await db
    .insert(templates)
    .values({ ...input, createdBy: actor.id, updatedBy: actor.id })
    .returning({ id: templates.id });
  return { id: row?.id ?? 0 };
}

/** A template written or deleted at `version` touched no row: it is gone, or someone changed it. */
async function templateRefused(db: Db, id: number): Promise<never> {
  const [exists] = await db.select({ id: templates.id }).from(templates).where(eq(templates.id, id));
  throw new AppError(exists ? 'version_conflict' : 'payment_template_not_found');
}

/** A template changed at the version read: its company, name and lines. */
export async function updateTemplate(db: Db, input: TemplateUpdateInput, actor: Actor) {
  await requireCompany(db, input.empresaId);
  const { id, version, ...template } = input;
  const [row] = await db
    .update(templates)
    .set({ ...template, version: version + 1, updatedAt: new Date(), updatedBy: actor.id })
    .where(and(eq(templates.id, id), eq(templates.version, version)))
    .returning({ id: templates.id });
  return row ?? templateRefused(db, id);
}

export async function deleteTemplate(db: Db, input: { id: number; version: number }) {
  const [row] = await db
    .delete(templates)
    .where(and(eq(templates.id, input.id), eq(templates.version, input.version)))
    .returning({ id: templates.id });
  if (!row) await templateRefused(db, input.id);
}

// ---- the receivables and payables view

const partyName = eventParties.name;

function ledgerConditions(filter: LedgerFilter, day: string): SQL | undefined {
  const search = filter.search?.trim();
  return and(
    isNull(events.deletedAt),
    filter.direction ? eq(paymentLines.direction, filter.direction) : undefined,
    filter.party ? eq(paymentLines.party, filter.party) : undefined,
    filter.from ? gte(paymentLines.dueDate, filter.from) : undefined,
    filter.to ? lte(paymentLines.dueDate, filter.to) : undefined,
    search
      ? or(ilike(events.name, containsPattern(search)), ilike(partyName, containsPattern(search)))
      : undefined,
    filter.status === 'open' ? sql`${balanceSql} > 0` : undefined,
    filter.status === 'paid' ? sql`${balanceSql} = 0` : undefined,
    filter.status === 'overdue'
      ? and(sql`${balanceSql} > 0`, sql`${paymentLines.dueDate} < ${day}`)
      : undefined,
  );
}

function ledgerQuery(db: Db, filter: LedgerFilter, day: string) {
  return db
    .select({
      lineId: paymentLines.id,
      eventId: events.id,
      eventName: events.name,
      eventDate: events.date,
      party: paymentLines.party,
      partyName: sql<string>`coalesce(${partyName}, '')`,
      label: paymentLines.label,
      dueDate: paymentLines.dueDate,
      direction: paymentLines.direction,
      currency: paymentLines.currency,
      amountDue: paymentLines.amountDue,
      paid: paidSql,
    })
    .from(paymentLines)
    .innerJoin(events, eq(events.id, paymentLines.eventId))
    .leftJoin(
      eventParties,
      and(eq(eventParties.eventId, paymentLines.eventId), eq(eventParties.kind, paymentLines.party)),
    )
    .where(ledgerConditions(filter, day))
    .orderBy(asc(paymentLines.dueDate), asc(paymentLines.id));
}

type LedgerQueryRow = Awaited<ReturnType<typeof ledgerQuery>>[number];

const ledgerRowOf = (row: LedgerQueryRow, day: string): LedgerRow => ({
  ...row,
  ...lineStateOf(row, Number(row.paid), day),
});

/** What each promoter owes us and what we owe each artist, line by line by due date, with what is left per side and currency. */
export async function ledger(db: Db, input: LedgerFilter & { page: number; size: number }, now = new Date()) {
  const day = today(now);
  const [items, totals] = await Promise.all([
    ledgerQuery(db, input, day)
      .limit(input.size)
      .offset((input.page - 1) * input.size),
    db
      .select({
        direction: paymentLines.direction,
        currency: paymentLines.currency,
        lines: sql<number>`count(*)::int`,
        amountDue: sql<number>`sum(${paymentLines.amountDue})::bigint`,
        balance: sql<number>`sum(${balanceSql})::bigint`,
      })
      .from(paymentLines)
      .innerJoin(events, eq(events.id, paymentLines.eventId))
      .leftJoin(
        eventParties,
        and(eq(eventParties.eventId, paymentLines.eventId), eq(eventParties.kind, paymentLines.party)),
      )
      .where(ledgerConditions(input, day))
      .groupBy(paymentLines.direction, paymentLines.currency)
      .orderBy(desc(paymentLines.direction), asc(paymentLines.currency)),
  ]);
  return {
    items: items.map((row) => ledgerRowOf(row, day)),
    total: totals.reduce((sum, side) => sum + Number(side.lines), 0),
    page: input.page,
    size: input.size,
    totals: totals.map((side) => ({
      direction: side.direction as PaymentDirection,
      currency: side.currency,
      amountDue: Number(side.amountDue),
      balance: Number(side.balance),
      paid: Number(side.amountDue) - Number(side.balance),
    })),
  };
}

const ledgerColumns = [
  { header: { es: 'Vencimiento', en: 'Due date' }, kind: 'date' },
  { header: { es: 'Sentido', en: 'Direction' }, kind: 'text' },
  { header: { es: 'Parte', en: 'Party' }, kind: 'text' },
  { header: { es: 'Nombre', en: 'Name' }, kind: 'text', width: 30 },
  { header: { es: 'Evento', en: 'Event' }, kind: 'text', width: 40 },
  { header: { es: 'Fecha del evento', en: 'Event date' }, kind: 'date' },
  { header: { es: 'Concepto', en: 'Item' }, kind: 'text', width: 30 },
  { header: { es: 'Moneda', en: 'Currency' }, kind: 'currency' },
  { header: { es: 'Importe', en: 'Amount' }, kind: 'amount' },
  { header: { es: 'Pagado', en: 'Paid' }, kind: 'amount' },
  { header: { es: 'Pendiente', en: 'Balance due' }, kind: 'amount' },
  { header: { es: 'Vencido', en: 'Overdue' }, kind: 'text' },
] as const;

const directionLabels: Record<PaymentDirection, Record<Locale, string>> = {
  receivable: { es: 'A cobrar', en: 'Receivable' },
  payable: { es: 'A pagar', en: 'Payable' },
};

/** The view's lines as CSV or XLSX, as the reports export (`sheetFileOnThread`); past MAX_LEDGER_ROWS, `report_too_large`. */
export function exportLedger(
  db: Db,
  { format, ...filter }: LedgerFilter & { format: 'csv' | 'xlsx' },
  locale: Locale,
  now = new Date(),
): Promise<FileAnswer & { filename: string }> {
  return exportPool.run(async () => {
    const day = today(now);
    const rows = await ledgerQuery(db, filter, day).limit(MAX_LEDGER_ROWS + 1);
    if (rows.length > MAX_LEDGER_ROWS) {
      throw new AppError('report_too_large', { params: { count: rows.length, max: MAX_LEDGER_ROWS } });
    }
    const yes = locale === 'es' ? 'Sí' : 'Yes';
    return sheetFileOnThread({
      format,
      locale,
      name: { es: 'Cobros y pagos', en: 'Receivables and payables' },
      filename: { es: 'cobros-y-pagos', en: 'receivables-and-payables' },
      columns: ledgerColumns,
      rows: rows.map((query) => {
        const row = ledgerRowOf(query, day);
        return [
          row.dueDate,
          directionLabels[row.direction][locale],
          partyNames[row.party][locale],
          row.partyName,
          row.eventName,
          row.eventDate,
          row.label,
          row.currency,
          row.amountDue,
          row.paid,
          row.balance,
          row.overdue ? yes : '',
        ];
      }),
    });
  });
}
