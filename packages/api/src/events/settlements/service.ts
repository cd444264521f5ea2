import { isDeepStrictEqual } from 'node:util';
import {
  type Db,
  defaultTicketTaxRate,
  isTicketTaxRateOf,
  type SettlementSnapshot,
  schema,
  type TaxTerritory,
  type TicketTaxRate,
  ticketTaxes,
  ticketTaxRates,
} from '@bolo/db';
import { and, eq, inArray, type SQLWrapper } from 'drizzle-orm';
import type { FileAnswer } from '../../rest';
import { AppError } from '../../shared/errors';
import { asAppError } from '../../shared/pdf-errors';
import { settlementPdfPool } from '../../shared/render-pool';
import { OFFICE_TIME_ZONE, todayIn } from '../../shared/time-zone';
import { changesOf, recordChanges } from '../audit';
import { dealChangesOf } from '../conditions/deal';

import { hiringDefaults } from '../defaults';
import { forgetEventCounts } from '../list';
import { type EventRow, insertedOnce, liveEvent, lockEvent, nextVersion } from '../store';
import type { ArtistTaxProfile } from './artist-taxes';
import { parseTicketCsv } from './csv';
import { isBeforeShow, reportFiguresOf, settle, statusWhenSettled } from './rules';
import { type SettlementOutput, type SettlementSaveInput, type SheetKind, sheetKinds } from './schemas';
import { settlementPdf } from './sheets';

const { artists, companies, eventEntradas, eventHiringConditions, eventParties, eventSettlements, events } =
  schema;

type Row = typeof eventSettlements.$inferSelect;
type Fields = Omit<SettlementSaveInput, 'eventId' | 'version'>;

/** The `part` of a settlement's rows in `event_audit`. */
const AUDIT_PART = 'liquidacion';
const SETTLED_PHASE = 'Liquidado';

const isTicketTaxRate = (rate: number): rate is TicketTaxRate =>
  (ticketTaxRates as readonly number[]).includes(rate);

const fieldsOf = (row: Row): Fields => ({
  kind: row.kind,
  tickets: row.tickets,
  // the database's check allows only these
  vatRate: isTicketTaxRate(row.vatRate) ? row.vatRate : defaultTicketTaxRate('peninsula'),
  cancellationFee: row.cancellationFee,
  sgaePorciento: row.sgaePorciento,
  expenses: row.expenses,
  deal: row.deal,
  versus: row.versus,
  bonuses: row.bonuses,
  withholdingPorciento: row.withholdingPorciento,
  withholdingReason: row.withholdingReason,
  feeVatPorciento: row.feeVatPorciento,
  feeVatReason: row.feeVatReason,
  exchangeRate: row.exchangeRate,
  exchangeRateDate: row.exchangeRateDate,
  exchangeRateSource: row.exchangeRateSource,
});

/** Where a settlement stands; one not saved yet is a draft at version 0. */
const stateOf = (row: Row | undefined) => ({
  version: row?.version ?? 0,
  status: row?.status ?? 'draft',
  lockedAt: row?.lockedAt ?? null,
  lockedBy: row?.lockedBy ?? null,
});

const savedSettlement = async (db: Db, eventId: number): Promise<Row | undefined> =>
  (await db.select().from(eventSettlements).where(eq(eventSettlements.eventId, eventId)))[0];

/**
 * What a settlement is worked out from besides its own fields, read in one query: the artist's
 * tax profile (its master's; a natural person in ES without one), the artist's hiring deal
 * (`cache`) and the tax territory of the event's company (the península without one).
 */
interface SettlementContext {
  profile: ArtistTaxProfile;
  cache: Row['deal'];
  territory: TaxTerritory;
}

async function settlementContext(db: Db, eventId: number): Promise<SettlementContext> {
  const [found] = await db
    .select({
      taxResidence: artists.taxResidence,
      taxPerson: artists.taxPerson,
      reducedIrpf: artists.reducedIrpf,
      cache: eventHiringConditions.cache,
      territory: companies.territorioFiscal,
    })
    .from(events)
    .leftJoin(companies, eq(companies.id, events.empresaId))
    .leftJoin(eventParties, and(eq(eventParties.eventId, events.id), eq(eventParties.kind, 'artista')))
    .leftJoin(artists, eq(artists.id, eventParties.artistaMaestroId))
    .leftJoin(
      eventHiringConditions,
      and(eq(eventHiringConditions.eventId, events.id), eq(eventHiringConditions.type, 'artista')),
    )
    .where(eq(events.id, eventId));
  return {
    profile: {
      taxResidence: found?.taxResidence ?? 'ES',
      taxPerson: found?.taxPerson ?? 'natural',
      reducedIrpf: found?.reducedIrpf ?? false,
    },
    cache: found?.cache ?? hiringDefaults('artista').cache,
    territory: found?.territory ?? 'peninsula',
  };
}

/** A rate that is not of the company's ticket tax (IVA on the península, IGIC in the Canaries) is refused. */
function checkTicketTaxRates(territory: TaxTerritory, fields: Fields) {
  const rates = [fields.vatRate, ...fields.tickets.map((line) => line.taxRate ?? fields.vatRate)];
  const wrong = rates.find((rate) => !isTicketTaxRateOf(territory, rate));
  if (wrong !== undefined) {
    throw new AppError('settlement_tax_rate_invalid', {
      params: { rate: wrong, tax: { es: ticketTaxes[territory].name, en: ticketTaxes[territory].name } },
    });
  }
}

/** The hiring deal as a settlement keeps it: versus is the settlement's own field. */
const dealOfSettlement = ({ versus: _, ...deal }: Row['deal']): Row['deal'] => deal;

/**
 * A new settlement: one line per ticket price of the event, none sold yet, the company's default
 * ticket tax rate, the artist's deal.
 */
async function prefilled(db: Db, eventId: number, context: SettlementContext): Promise<Fields> {
  const entradas = await db
    .select({ descripcion: eventEntradas.descripcion, pvp: eventEntradas.pvp })
    .from(eventEntradas)
    .where(eq(eventEntradas.eventId, eventId))
    .orderBy(eventEntradas.position);
  return {
    kind: 'show',
    tickets: entradas.map((entrada) => ({
      type: entrada.descripcion,
      channel: '',
      price: entrada.pvp,
      quantity: 0,
    })),
    vatRate: defaultTicketTaxRate(context.territory),
    cancellationFee: 0,
    sgaePorciento: 10,
    expenses: [],
    deal: dealOfSettlement(context.cache),
    versus: context.cache.versus === true,
    bonuses: [],
    withholdingPorciento: null,
    withholdingReason: null,
    feeVatPorciento: null,
    feeVatReason: null,
    exchangeRate: null,
    exchangeRateDate: null,
    exchangeRateSource: null,
  };
}

/**
 * A settlement's fields worked out on the artist's master as it is now: the one computation
 * behind the screen, the report's figure columns (written with every save) and the lock's snapshot.
 */
const workedOut = (
  { profile, cache, territory }: SettlementContext,
  eventId: number,
  fields: Fields,
  row: Row | undefined,
): SettlementOutput => ({
  eventId,
  ...fields,
  ...stateOf(row),
  artist: profile,
  figures: {
    ...settle({ ...fields, ...profile, taxName: ticketTaxes[territory].name }),
    dealChanges: dealChangesOf(cache, fields),
  },
});

/** A settlement as saved, or the prefilled draft of an event without one. */
const fieldsOrPrefilled = async (
  db: Db,
  eventId: number,
  row: Row | undefined,
  context: SettlementContext,
): Promise<Fields> => (row ? fieldsOf(row) : prefilled(db, eventId, context));

/** A draft (saved or prefilled) worked out now. */
async function workedOutDraft(db: Db, eventId: number, row: Row | undefined): Promise<SettlementOutput> {
  const context = await settlementContext(db, eventId);
  return workedOut(context, eventId, await fieldsOrPrefilled(db, eventId, row, context), row);
}

/** What a settlement shows, apart from where it stands (its version and lock). */
const sheetOf = ({ eventId: _, version, status, lockedAt, lockedBy, ...sheet }: SettlementOutput) => sheet;

type Sheet = ReturnType<typeof sheetOf>;

/**
 * A sheet kept before ticket taxes were a table (migration 0018): a show, its one rate of IVA
 * over the whole box office, as it was worked out then.
 */
const withTicketTaxes = (sheet: Sheet): Sheet =>
  sheet.figures.ticketTaxes
    ? sheet
    : {
        ...sheet,
        kind: 'show',
        cancellationFee: 0,
        figures: {
          ...sheet.figures,
          taxName: 'IVA',
          ticketTaxes: [
            { porciento: sheet.vatRate, base: sheet.figures.netOfVat, amount: sheet.figures.vat },
          ],
        },
      };

/** What a locked settlement showed when it was locked, read back from its snapshot. */
const lockedSheet = (row: Row, snapshot: SettlementSnapshot): SettlementOutput => ({
  ...withTicketTaxes(snapshot.sheet as Sheet),
  eventId: row.eventId,
  ...stateOf(row),
});

/**
 * An event's settlement: a locked one as its snapshot keeps it, never worked out again; a draft
 * (saved or prefilled) worked out on read. One locked before snapshots existed is worked out too.
 */
export async function getSettlement(db: Db, eventId: number): Promise<SettlementOutput> {
  await liveEvent(db, eventId);
  const row = await savedSettlement(db, eventId);
  if (row?.status === 'locked' && row.snapshot) return lockedSheet(row, row.snapshot);
  return workedOutDraft(db, eventId, row);
}

/**
 * Works the drafts of `eventIds` (a list, or a query of event ids) out again and writes their
 * report figures, after a change to what they read besides their own fields: the artist's tax
 * situation, the company's tax territory, which artist or company the event has. The report then
 * reads what the screen shows. A draft saved meanwhile keeps its own, newer figures.
 */
export async function refreshDraftFigures(db: Db, eventIds: readonly number[] | SQLWrapper): Promise<void> {
  const drafts = await db
    .select()
    .from(eventSettlements)
    .where(and(eq(eventSettlements.status, 'draft'), inArray(eventSettlements.eventId, eventIds)));
  for (const row of drafts) {
    const context = await settlementContext(db, row.eventId);
    await db
      .update(eventSettlements)
      .set(reportFiguresOf(workedOut(context, row.eventId, fieldsOf(row), row).figures))
      .where(and(eq(eventSettlements.id, row.id), eq(eventSettlements.version, row.version)));
  }
}

/** The drafts that read an artist's master (`masters.artist.update`). */
export const refreshArtistDrafts = (db: Db, artistId: number) =>
  refreshDraftFigures(
    db,
    db
      .select({ eventId: eventParties.eventId })
      .from(eventParties)
      .where(and(eq(eventParties.kind, 'artista'), eq(eventParties.artistaMaestroId, artistId))),
  );

/** The drafts that read a company's master (`masters.company.update`). */
export const refreshCompanyDrafts = (db: Db, companyId: number) =>
  refreshDraftFigures(db, db.select({ id: events.id }).from(events).where(eq(events.empresaId, companyId)));

/**
 * Writes a draft settlement at the version read (0: none saved yet), what `change` makes of it,
 * with the event's row lock held; a locked one is `settlement_locked`.
 */
async function writeDraft(
  db: Db,
  key: { eventId: number; version: number },
  actorId: number | null,
  change: (current: Fields) => Fields,
): Promise<SettlementOutput> {
  await db.transaction(async (tx) => {
    await lockEvent(tx, key.eventId);
    const row = await savedSettlement(tx, key.eventId);
    if (row?.status === 'locked') throw new AppError('settlement_locked');
    if ((row?.version ?? 0) !== key.version) throw new AppError('version_conflict');
    const context = await settlementContext(tx, key.eventId);
    const before = await fieldsOrPrefilled(tx, key.eventId, row, context);
    const after = change(before);
    checkTicketTaxRates(context.territory, after);
    const figures = reportFiguresOf(workedOut(context, key.eventId, after, row).figures);
    if (row) {
      await tx
        .update(eventSettlements)
        .set({ ...after, ...figures, ...nextVersion(eventSettlements, actorId) })
        .where(eq(eventSettlements.id, row.id));
    } else {
      await insertedOnce(() =>
        tx
          .insert(eventSettlements)
          .values({ ...after, ...figures, eventId: key.eventId, createdBy: actorId, updatedBy: actorId }),
      );
    }
    await recordChanges(
      tx,
      { eventId: key.eventId, part: AUDIT_PART, userId: actorId },
      changesOf(before, after),
    );
  });
  return getSettlement(db, key.eventId);
}

export const saveSettlement = (
  db: Db,
  { eventId, version, ...fields }: SettlementSaveInput,
  actorId: number | null,
) => writeDraft(db, { eventId, version }, actorId, () => fields);

/** Replaces the ticket lines with those of a ticketing export (`csv.ts`). */
export function importSettlementCsv(
  db: Db,
  input: { eventId: number; version: number; csv: string },
  actorId: number,
): Promise<SettlementOutput> {
  const tickets = parseTicketCsv(input.csv);
  return writeDraft(db, input, actorId, (current) => ({ ...current, tickets }));
}

/** The artist as the event's party names them: the sheet's identity, kept by the lock. */
async function artistIdentity(db: Db, eventId: number): Promise<SettlementSnapshot['artist']> {
  const [party] = await db
    .select({ name: eventParties.name, cif: eventParties.cif })
    .from(eventParties)
    .where(and(eq(eventParties.eventId, eventId), eq(eventParties.kind, 'artista')));
  return { name: party?.name ?? null, cif: party?.cif ?? null };
}

/** One of the two sheets as a PDF, made on the render pool (bounded in concurrency and time). */
const renderSheet = (sheet: SheetKind, event: EventRow, settlement: SettlementOutput) =>
  settlementPdfPool.run(() =>
    settlementPdf(sheet, event, settlement).catch((error: unknown) => {
      throw asAppError(error);
    }),
  );

/**
 * Locks the saved settlement at the version read: its sheet, the artist's identity and both
 * PDFs are kept as they are now (a snapshot read from then on), the event becomes `Liquidado`
 * and its show played. A show not played yet (or without a date) is locked only with
 * `beforeShowDate` confirmed: `settlement_before_show` otherwise.
 *
 * The PDFs are made before the transaction, so no writer of the event waits on the render; the
 * transaction then finds the event, the settlement and the sheet as they were rendered, or
 * answers `version_conflict` for the person to look again.
 */
export async function lockSettlement(
  db: Db,
  input: { eventId: number; version: number; beforeShowDate?: boolean | undefined },
  actorId: number | null,
  now: Date,
): Promise<SettlementOutput> {
  const checked = async (tx: Db) => {
    const event = await liveEvent(tx, input.eventId);
    const row = await savedSettlement(tx, input.eventId);
    if (row?.status === 'locked') throw new AppError('settlement_locked');
    if (!row || row.version !== input.version) throw new AppError('version_conflict');
    if (!input.beforeShowDate && isBeforeShow(event.date, todayIn(OFFICE_TIME_ZONE, now))) {
      throw new AppError('settlement_before_show');
    }
    // worked out now, on the artist's master as it is at the lock, and never again
    const sheet = sheetOf(
      workedOut(await settlementContext(tx, input.eventId), input.eventId, fieldsOf(row), row),
    );
    const { exchange } = sheet.figures;
    if (exchange && exchange.rate === null) {
      throw new AppError('settlement_exchange_rate_missing', {
        params: { currency: { es: exchange.currency, en: exchange.currency } },
      });
    }
    return { event, row, sheet };
  };
  const rendered = await checked(db);
  const state = { status: 'locked' as const, lockedAt: now, lockedBy: actorId };
  const [externalPdf, internalPdf] = await Promise.all(
    sheetKinds.map((kind) =>
      renderSheet(kind, rendered.event, {
        ...rendered.sheet,
        eventId: input.eventId,
        version: rendered.row.version,
        ...state,
      }),
    ),
  );
  await db.transaction(async (tx) => {
    await lockEvent(tx, input.eventId);
    const { event, row, sheet } = await checked(tx);
    if (event.version !== rendered.event.version || !isDeepStrictEqual(sheet, rendered.sheet)) {
      throw new AppError('version_conflict');
    }
    const snapshot: SettlementSnapshot = {
      sheet,
      artist: await artistIdentity(tx, input.eventId),
      before: { fase: event.fase, status: event.status },
    };
    await tx
      .update(eventSettlements)
      .set({
        ...state,
        snapshot,
        externalPdf,
        internalPdf,
        ...reportFiguresOf(sheet.figures),
        ...nextVersion(eventSettlements, actorId),
      })
      .where(eq(eventSettlements.id, row.id));
    const settled = { fase: SETTLED_PHASE, status: statusWhenSettled(event.status) };
    await tx
      .update(events)
      .set({ ...settled, ...nextVersion(events, actorId) })
      .where(eq(events.id, input.eventId));
    await recordChanges(tx, { eventId: input.eventId, part: AUDIT_PART, userId: actorId }, [
      { field: 'status', oldValue: 'draft', newValue: 'locked' },
    ]);
    await recordChanges(
      tx,
      { eventId: input.eventId, part: 'general', userId: actorId },
      changesOf(event, settled),
    );
  });
  forgetEventCounts();
  return getSettlement(db, input.eventId);
}

/**
 * An administrator opens a locked settlement again, saying why: who, when and why go to the
 * history, the snapshot is dropped, and the event's phase and status go back to where the lock
 * found them.
 */
export async function reopenSettlement(
  db: Db,
  input: { eventId: number; reason: string },
  actorId: number,
): Promise<SettlementOutput> {
  await db.transaction(async (tx) => {
    const event = await lockEvent(tx, input.eventId);
    const row = await savedSettlement(tx, input.eventId);
    if (row?.status !== 'locked') throw new AppError('settlement_not_locked');
    await tx
      .update(eventSettlements)
      .set({
        status: 'draft',
        lockedAt: null,
        lockedBy: null,
        snapshot: null,
        externalPdf: null,
        internalPdf: null,
        ...nextVersion(eventSettlements, actorId),
      })
      .where(eq(eventSettlements.id, row.id));
    await recordChanges(tx, { eventId: input.eventId, part: AUDIT_PART, userId: actorId }, [
      { field: 'status', oldValue: 'locked', newValue: 'draft' },
      { field: 'reopenReason', oldValue: null, newValue: input.reason },
    ]);
    const before = row.snapshot?.before;
    if (!before) return;
    await tx
      .update(events)
      .set({ ...before, ...nextVersion(events, actorId) })
      .where(eq(events.id, input.eventId));
    await recordChanges(
      tx,
      { eventId: input.eventId, part: 'general', userId: actorId },
      changesOf(event, before),
    );
  });
  forgetEventCounts();
  return getSettlement(db, input.eventId);
}

/**
 * The artist's sheet (`external`) or the office's (`internal`, with internal expenses and margin)
 * as a PDF: a locked settlement's the bytes made at the lock, a draft's made now.
 */
export async function settlementSheetPdf(
  db: Db,
  input: { eventId: number; sheet: SheetKind },
): Promise<FileAnswer & { filename: string }> {
  const event = await liveEvent(db, input.eventId);
  const row = await savedSettlement(db, input.eventId);
  const kept =
    row?.status === 'locked' ? row[input.sheet === 'external' ? 'externalPdf' : 'internalPdf'] : null;
  const bytes = kept ?? (await renderSheet(input.sheet, event, await getSettlement(db, input.eventId)));
  return {
    contentType: 'application/pdf',
    bytes,
    filename: `liquidacion-${input.sheet === 'external' ? 'artista' : 'interna'}-${input.eventId}.pdf`,
  };
}
