import { type Db, schema } from '@bolo/db';
import { and, eq } from 'drizzle-orm';
import type { FileAnswer } from '../../rest';
import { AppError } from '../../shared/errors';
import { settlementPdfPool } from '../../shared/render-pool';
import { changesOf, recordChanges } from '../audit';
import { asAppError } from '../contracts/pdf';
import { hiringDefaults } from '../defaults';
import { forgetEventCounts } from '../list';
import { insertedOnce, liveEvent, lockEvent, nextVersion } from '../store';
import type { ArtistTaxProfile } from './artist-taxes';
import { parseTicketCsv } from './csv';
import { reportFiguresOf, settle } from './rules';
import type { SettlementOutput, SettlementSaveInput } from './schemas';
import { settlementPdf } from './sheets';

const { artists, eventEntradas, eventHiringConditions, eventParties, eventSettlements, events } = schema;

type Row = typeof eventSettlements.$inferSelect;
type Fields = Omit<SettlementSaveInput, 'eventId' | 'version'>;

/** The `part` of a settlement's rows in `event_audit`. */
const AUDIT_PART = 'liquidacion';
const SETTLED_PHASE = 'Liquidado';

const fieldsOf = (row: Row): Fields => ({
  tickets: row.tickets,
  vatRate: row.vatRate === 10 ? 10 : 21,
  sgaePorciento: row.sgaePorciento,
  expenses: row.expenses,
  deal: row.deal,
  versus: row.versus,
  bonuses: row.bonuses,
  withholdingPorciento: row.withholdingPorciento,
  withholdingReason: row.withholdingReason,
  feeVatPorciento: row.feeVatPorciento,
  feeVatReason: row.feeVatReason,
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

/** The artist's deal (its hiring `cache`) and tax profile (its master's; a natural person in ES without one). */
async function artistOf(db: Db, eventId: number) {
  const [party] = await db
    .select({
      taxResidence: artists.taxResidence,
      taxPerson: artists.taxPerson,
      reducedIrpf: artists.reducedIrpf,
    })
    .from(eventParties)
    .leftJoin(artists, eq(artists.id, eventParties.artistaMaestroId))
    .where(and(eq(eventParties.eventId, eventId), eq(eventParties.kind, 'artista')));
  const [hiring] = await db
    .select({ cache: eventHiringConditions.cache })
    .from(eventHiringConditions)
    .where(and(eq(eventHiringConditions.eventId, eventId), eq(eventHiringConditions.type, 'artista')));
  const profile: ArtistTaxProfile = {
    taxResidence: party?.taxResidence ?? 'ES',
    taxPerson: party?.taxPerson ?? 'natural',
    reducedIrpf: party?.reducedIrpf ?? false,
  };
  return { profile, cache: hiring?.cache ?? hiringDefaults('artista').cache };
}

/** A new settlement: one line per ticket price of the event, none sold yet, the artist's deal. */
async function prefilled(db: Db, eventId: number, cache: Row['deal']): Promise<Fields> {
  const entradas = await db
    .select({ descripcion: eventEntradas.descripcion, pvp: eventEntradas.pvp })
    .from(eventEntradas)
    .where(eq(eventEntradas.eventId, eventId))
    .orderBy(eventEntradas.position);
  return {
    tickets: entradas.map((entrada) => ({
      type: entrada.descripcion,
      channel: '',
      price: entrada.pvp,
      quantity: 0,
    })),
    vatRate: 21,
    sgaePorciento: 10,
    expenses: [],
    deal: cache,
    versus: false,
    bonuses: [],
    withholdingPorciento: null,
    withholdingReason: null,
    feeVatPorciento: null,
    feeVatReason: null,
  };
}

/** What the row keeps of its figures for the reports, worked out as `getSettlement` shows them. */
const reportFigures = (fields: Fields, profile: ArtistTaxProfile) =>
  reportFiguresOf(settle({ ...fields, ...profile }));

async function storedSettlement(db: Db, eventId: number) {
  const [row, artist] = await Promise.all([savedSettlement(db, eventId), artistOf(db, eventId)]);
  const fields = row ? fieldsOf(row) : await prefilled(db, eventId, artist.cache);
  return { fields, state: stateOf(row), profile: artist.profile };
}

/** An event's settlement, saved or prefilled, with its figures worked out. */
export async function getSettlement(db: Db, eventId: number): Promise<SettlementOutput> {
  await liveEvent(db, eventId);
  const { fields, state, profile } = await storedSettlement(db, eventId);
  return { eventId, ...fields, ...state, artist: profile, figures: settle({ ...fields, ...profile }) };
}

/**
 * Writes a draft settlement at the version read (0: none saved yet), what `change` makes of it,
 * with the event's row lock held; a locked one is `settlement_locked`.
 */
async function writeDraft(
  db: Db,
  key: { eventId: number; version: number },
  actorId: number,
  change: (current: Fields) => Fields,
): Promise<SettlementOutput> {
  await db.transaction(async (tx) => {
    await lockEvent(tx, key.eventId);
    const row = await savedSettlement(tx, key.eventId);
    if (row?.status === 'locked') throw new AppError('settlement_locked');
    if ((row?.version ?? 0) !== key.version) throw new AppError('version_conflict');
    const artist = await artistOf(tx, key.eventId);
    const before = row ? fieldsOf(row) : await prefilled(tx, key.eventId, artist.cache);
    const after = change(before);
    const figures = reportFigures(after, artist.profile);
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
  actorId: number,
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

/** Locks the saved settlement at the version read: read-only from now, the event `Liquidado`. */
export async function lockSettlement(
  db: Db,
  input: { eventId: number; version: number },
  actorId: number,
  now: Date,
): Promise<SettlementOutput> {
  await db.transaction(async (tx) => {
    const event = await lockEvent(tx, input.eventId);
    const row = await savedSettlement(tx, input.eventId);
    if (row?.status === 'locked') throw new AppError('settlement_locked');
    if (!row || row.version !== input.version) throw new AppError('version_conflict');
    // worked out again: the artist's tax situation (IVA and withholding) may have changed since the save
    const figures = reportFigures(fieldsOf(row), (await artistOf(tx, input.eventId)).profile);
    await tx
      .update(eventSettlements)
      .set({
        status: 'locked',
        lockedAt: now,
        lockedBy: actorId,
        ...figures,
        ...nextVersion(eventSettlements, actorId),
      })
      .where(eq(eventSettlements.id, row.id));
    await tx
      .update(events)
      .set({ fase: SETTLED_PHASE, ...nextVersion(events, actorId) })
      .where(eq(events.id, input.eventId));
    await recordChanges(tx, { eventId: input.eventId, part: AUDIT_PART, userId: actorId }, [
      { field: 'status', oldValue: 'draft', newValue: 'locked' },
    ]);
    await recordChanges(
      tx,
      { eventId: input.eventId, part: 'general', userId: actorId },
      changesOf(event, { fase: SETTLED_PHASE }),
    );
  });
  forgetEventCounts();
  return getSettlement(db, input.eventId);
}

/** An administrator opens a locked settlement again, saying why: who, when and why go to the history. */
export async function reopenSettlement(
  db: Db,
  input: { eventId: number; reason: string },
  actorId: number,
): Promise<SettlementOutput> {
  await db.transaction(async (tx) => {
    await lockEvent(tx, input.eventId);
    const row = await savedSettlement(tx, input.eventId);
    if (row?.status !== 'locked') throw new AppError('settlement_not_locked');
    await tx
      .update(eventSettlements)
      .set({ status: 'draft', lockedAt: null, lockedBy: null, ...nextVersion(eventSettlements, actorId) })
      .where(eq(eventSettlements.id, row.id));
    await recordChanges(tx, { eventId: input.eventId, part: AUDIT_PART, userId: actorId }, [
      { field: 'status', oldValue: 'locked', newValue: 'draft' },
      { field: 'reopenReason', oldValue: null, newValue: input.reason },
    ]);
  });
  return getSettlement(db, input.eventId);
}

/** The artist's sheet (`external`) or the office's (`internal`, with internal expenses and margin) as a PDF. */
export async function settlementSheetPdf(
  db: Db,
  input: { eventId: number; sheet: 'external' | 'internal' },
): Promise<FileAnswer & { filename: string }> {
  const [event, settlement] = await Promise.all([
    liveEvent(db, input.eventId),
    getSettlement(db, input.eventId),
  ]);
  const bytes = await settlementPdfPool.run(() =>
    settlementPdf(input.sheet, event, settlement).catch((error: unknown) => {
      throw asAppError(error);
    }),
  );
  return {
    contentType: 'application/pdf',
    bytes,
    filename: `liquidacion-${input.sheet === 'external' ? 'artista' : 'interna'}-${input.eventId}.pdf`,
  };
}
