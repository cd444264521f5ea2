import { type Db, phaseNames, schema } from '@bolo/db';
import { eq } from 'drizzle-orm';
import type { RoleAccess } from '../access';
import { AppError } from '../shared/errors';
import { searchKey } from '../shared/search-key';
import { startAdvance } from './advance/service';
import { recordChanges } from './audit';
import { defaultChannelTickets } from './defaults';
import { copyTemplateChoices } from './documents/templates';
import { forgetEventCounts } from './list';
import { freeEventName, isEventNameFree, MAX_EVENT_NAME, nameDay } from './names';
import type { DuplicablePart } from './options';
import { insertParty, snapshotOf } from './parties/parties';
import { partsDuplicated } from './parts';
import { placeOfHall, suggestedEventName } from './place';
import { insertConditions } from './service';
import type { EventStatus } from './status';
import { childrenOf, liveEvent, ownFields, refreshListColumns, writeChildren, writingEvent } from './store';
import { requireParts } from './visibility';

const { events, eventParties, eventHiringConditions, eventProductionConditions } = schema;

/** "Name (copia)", or "(copia 2)", "(copia 3)" … : the first that no live event has. */
async function copyName(db: Db, name: string): Promise<string> {
  for (let n = 1; n < 1_000; n++) {
    const suffix = n === 1 ? ' (copia)' : ` (copia ${n})`;
    const candidate = `${name.slice(0, MAX_EVENT_NAME - suffix.length)}${suffix}`;
    if (await isEventNameFree(db, candidate)) return candidate;
  }
  throw new AppError('evento_name_in_use');
}

/** `day` moved by as many days as the show moves from `from` to `to` (its announcement, its sale). */
function shifted(day: string | null, from: string | null, to: string | null): string | null {
  if (day === null || from === null || to === null) return day;
  const shift = Date.parse(to) - Date.parse(from);
  return new Date(Date.parse(day) + shift).toISOString().slice(0, 10);
}

type Source = Awaited<ReturnType<typeof liveEvent>>;
type Hall = Awaited<ReturnType<typeof snapshotOf>>;

/**
 * The copy's name: the one given (a run adds each show's day, and a name taken is refused), else,
 * for a copy on another day or at another hall, the artist at the hall in its town, else
 * "Name (copia)".
 */
async function nameOfCopy(
  db: Db,
  source: Source,
  copy: { name?: string | undefined; day: string | null; run: boolean; hall: Hall | null; moved: boolean },
): Promise<string> {
  const day = copy.run && copy.day ? nameDay(copy.day) : null;
  if (copy.name !== undefined) {
    const name = day ? `${copy.name} · ${day}` : copy.name;
    if (!(await isEventNameFree(db, name))) throw new AppError('evento_name_in_use');
    return name;
  }
  const suggested = suggestedEventName({
    artist: source.artistName,
    hall: copy.hall ? copy.hall.name : source.hallName,
    city: copy.hall ? copy.hall.city : source.city,
    day,
  });
  return copy.moved && suggested ? freeEventName(db, suggested) : copyName(db, source.name);
}

/** What a duplicate is asked for: the source, the parts copied, and the days and hall of the copies. */
export interface DuplicateRequest {
  id: number;
  name?: string | undefined;
  parts: readonly DuplicablePart[];
  dates?: readonly string[] | undefined;
  hallId?: number | undefined;
}

/**
 * New events from another, one for each day asked (a run of shows; none asked: the source's day),
 * at the hall asked (its place, address and capacity with it) or the source's: the general info
 * (a new booking: status Borrador, phase Creacion, no contracts yet) and the parts chosen; the parts
 * not chosen start as a new event's. All or none are made. Answers their ids in the days' order.
 */
export async function duplicateEvent(
  db: Db,
  input: DuplicateRequest,
  actor: { id: number; role: RoleAccess },
): Promise<number[]> {
  requireParts(actor.role, partsDuplicated(input.parts));
  if (input.hallId !== undefined) requireParts(actor.role, ['parties']);
  const ids = await writingEvent(() =>
    db.transaction(async (tx) => {
      const source = await liveEvent(tx, input.id);
      const hall =
        input.hallId === undefined ? null : await snapshotOf(tx, 'sala', { salaMaestroId: input.hallId });
      const days = input.dates ? [...input.dates].sort() : [source.date];
      const made: number[] = [];
      for (const day of days) {
        const name = await nameOfCopy(tx, source, {
          name: input.name,
          day,
          run: days.length > 1,
          hall,
          moved: input.dates !== undefined || hall !== null,
        });
        made.push(await copyOnce(tx, source, { ...input, name, day, hall }, actor.id));
      }
      return made;
    }),
  );
  forgetEventCounts();
  return ids;
}

/** One copy of `source`, named, on its day, at its hall: see `duplicateEvent`. */
async function copyOnce(
  tx: Db,
  source: Source,
  copy: { name: string; day: string | null; hall: Hall | null; parts: readonly DuplicablePart[] },
  actorId: number,
): Promise<number> {
  const copies = new Set(copy.parts);
  const {
    id: _id,
    nameKey: _nameKey,
    searchText: _searchText,
    deletedAt: _deletedAt,
    version: _version,
    createdAt: _createdAt,
    updatedAt: _updatedAt,
    createdBy: _createdBy,
    updatedBy: _updatedBy,
    ...general
  } = source;
  const [event] = await tx
    .insert(events)
    .values({
      ...general,
      ...(copy.hall ? { ...placeOfHall(copy.hall), existeRecinto: true } : {}),
      name: copy.name,
      nameKey: searchKey(copy.name),
      date: copy.day,
      plazoAnuncio: shifted(source.plazoAnuncio, source.date, copy.day),
      salidaVenta: shifted(source.salidaVenta, source.date, copy.day),
      status: 'Borrador' satisfies EventStatus,
      fase: phaseNames[0],
      hasArtistContract: false,
      hasPromotorContract: false,
      hasHallContract: false,
      createdBy: actorId,
      updatedBy: actorId,
    })
    .returning({ id: events.id });
  if (!event) throw new Error('insert returned no row');
  const children = await childrenOf(tx, source.id);
  await writeChildren(tx, event.id, {
    entradas: copies.has('entradas') ? children.entradas : [],
    channelTickets: copies.has('channelTickets') ? children.channelTickets : defaultChannelTickets,
    calendars: copies.has('calendars') ? children.calendars : [],
  });
  const parties = copies.has('parties')
    ? await tx.select().from(eventParties).where(eq(eventParties.eventId, source.id))
    : [];
  for (const party of parties) {
    // the hall asked for takes the place of the source's
    if (copy.hall && party.kind === 'sala') continue;
    await insertParty(tx, { ...ownFields(party), eventId: event.id }, actorId);
  }
  if (copy.hall) await insertParty(tx, { ...copy.hall, kind: 'sala', eventId: event.id }, actorId);
  await insertConditions(tx, event.id, actorId, {
    hiring: copies.has('hiring')
      ? (
          await tx.select().from(eventHiringConditions).where(eq(eventHiringConditions.eventId, source.id))
        ).map(ownFields)
      : undefined,
    production: copies.has('production')
      ? (
          await tx
            .select()
            .from(eventProductionConditions)
            .where(eq(eventProductionConditions.eventId, source.id))
        ).map(ownFields)
      : undefined,
  });
  // a copy's advance starts as a new event's, from its company's template and its production
  await startAdvance(tx, event.id, general.empresaId, actorId);
  await copyTemplateChoices(tx, source.id, event.id);
  await recordChanges(tx, { eventId: event.id, part: 'general', userId: actorId }, [
    { field: 'duplicatedFrom', oldValue: null, newValue: source.id },
  ]);
  await refreshListColumns(tx, event.id);
  return event.id;
}
