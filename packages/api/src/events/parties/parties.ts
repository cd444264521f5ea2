import { type Db, type PartyKind, schema } from '@bolo/db';
import { and, eq, getTableColumns } from 'drizzle-orm';
import { artists, halls, producers, promoters, refuseForeignCertificates } from '../../masters';
import { AppError, type ErrorCode } from '../../shared/errors';
import { changesOf, recordChanges } from '../audit';
import { forgetEventCounts } from '../list';
import type { PartySaveInput } from '../schemas';
import { refreshDraftFigures } from '../settlements/service';
import { insertedOnce, lockEvent, nextVersion, refreshListColumns, refuseWhileSettled } from '../store';

const { eventParties } = schema;
type PartyRow = typeof eventParties.$inferSelect;
export type PartyValues = Partial<typeof eventParties.$inferInsert>;

/** The master each kind of party is picked from. */
export const masterOf = { artista: artists, promotor: promoters, sala: halls, productor: producers } as const;

/** The column naming the master a party was copied from. */
export const maestroColumn = {
  artista: 'artistaMaestroId',
  promotor: 'promotorMaestroId',
  sala: 'salaMaestroId',
  productor: 'productorMaestroId',
} as const satisfies Record<PartyKind, keyof PartyRow>;

/** Spec §8: a party given with neither a master to copy nor a name of its own. */
const missingCode: Record<PartyKind, ErrorCode> = {
  artista: 'mandatory_id_artistaDTO_null',
  promotor: 'mandatory_id_promotorDTO_null',
  sala: 'mandatory_id_salaDTO_null',
  productor: 'validation_error',
};

/** Spec: an event without a venue (`existeRecinto` off) has no hall to save. */
export function refuseHallWithoutVenue(kind: PartyKind, event: { existeRecinto: boolean }): void {
  if (kind === 'sala' && !event.existeRecinto) throw new AppError('this_event_not_allowed_to_save_hall');
}

/** The master row's snapshot fields (the master schema's own), for a party of `kind`. */
const partyColumns = getTableColumns(eventParties);

async function copyOfMaster(db: Db, kind: PartyKind, masterId: number): Promise<PartyValues> {
  const master = masterOf[kind];
  const row = await master.service.find(db, masterId);
  // The master schemas' fields are columns of `event_parties` of the same types (the test of a
  // pick from each master checks it), but for the artist's tax residence, which stays on the master.
  const fields = Object.keys(master.schema.shape).filter(
    (field) => Object.hasOwn(row, field) && Object.hasOwn(partyColumns, field),
  );
  return Object.fromEntries(fields.map((field) => [field, row[field]])) as PartyValues;
}

/**
 * A party's values after a save: the master's data when a master is picked (newly, or another
 * one), then the fields given. Refuses a party with neither a master nor a name, and certificate
 * keys neither the party nor that master holds.
 */
export async function snapshotOf(
  db: Db,
  kind: PartyKind,
  input: PartyValues,
  current?: PartyRow,
): Promise<PartyValues> {
  const column = maestroColumn[kind];
  const masterId = input[column];
  const picked = typeof masterId === 'number' && masterId !== current?.[column];
  const copied = picked ? await copyOfMaster(db, kind, masterId) : {};
  refuseForeignCertificates(input, [current, copied]);
  const values = { ...copied, ...input };
  const result = { ...current, ...values };
  if (!result[column] && !result.name) throw new AppError(missingCode[kind]);
  return values;
}

/** The parties a locked settlement is about: its artist, its promoter (the reports') and its hall. */
const isSettledParty = (kind: PartyKind) => kind === 'artista' || kind === 'promotor' || kind === 'sala';

/** Adds an event's party, or saves it at the version read; answers the party as stored. */
export async function saveParty(db: Db, input: PartySaveInput, actorId: number): Promise<PartyRow> {
  const { eventId, kind, version, ...fields } = input;
  const party = await db.transaction(async (tx) => {
    const event = await lockEvent(tx, eventId);
    refuseHallWithoutVenue(kind, event);
    if (isSettledParty(kind)) await refuseWhileSettled(tx, eventId);
    const [current] = await tx
      .select()
      .from(eventParties)
      .where(and(eq(eventParties.eventId, eventId), eq(eventParties.kind, kind)));
    if (current ? current.version !== version : version !== undefined) throw new AppError('version_conflict');
    const values = await snapshotOf(tx, kind, fields, current);
    const [saved] = current
      ? await tx
          .update(eventParties)
          .set({
            ...values,
            ...nextVersion(eventParties, actorId),
          })
          .where(eq(eventParties.id, current.id))
          .returning()
      : await insertParty(tx, { ...values, eventId, kind }, actorId);
    if (!saved) throw new Error('the party was not written');
    await recordChanges(tx, { eventId, part: kind, userId: actorId }, changesOf(current ?? {}, values));
    await refreshListColumns(tx, eventId);
    if (kind === 'artista') await refreshDraftFigures(tx, [eventId]);
    return saved;
  });
  forgetEventCounts();
  return party;
}

/** A new party; a party of that kind added meanwhile by someone else is a `version_conflict`. */
export async function insertParty(
  db: Db,
  values: PartyValues & { eventId: number; kind: PartyKind },
  actorId: number,
): Promise<PartyRow[]> {
  return insertedOnce(() =>
    db
      .insert(eventParties)
      .values({ ...values, createdBy: actorId, updatedBy: actorId })
      .returning(),
  );
}

/** Takes a party off an event, if it is still at the version read. */
export async function removeParty(
  db: Db,
  input: { eventId: number; kind: PartyKind; version: number },
  actorId: number,
): Promise<void> {
  await db.transaction(async (tx) => {
    await lockEvent(tx, input.eventId);
    if (isSettledParty(input.kind)) await refuseWhileSettled(tx, input.eventId);
    const [removed] = await tx
      .delete(eventParties)
      .where(
        and(
          eq(eventParties.eventId, input.eventId),
          eq(eventParties.kind, input.kind),
          eq(eventParties.version, input.version),
        ),
      )
      .returning({ name: eventParties.name });
    if (!removed) throw new AppError('version_conflict');
    await recordChanges(tx, { eventId: input.eventId, part: input.kind, userId: actorId }, [
      { field: 'removed', oldValue: removed.name, newValue: null },
    ]);
    await refreshListColumns(tx, input.eventId);
    if (input.kind === 'artista') await refreshDraftFigures(tx, [input.eventId]);
  });
  forgetEventCounts();
}
