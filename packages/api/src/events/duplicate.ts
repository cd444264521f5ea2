import { type Db, phaseNames, schema } from '@bolo/db';
import { eq } from 'drizzle-orm';
import type { RoleAccess } from '../access';
import { AppError } from '../shared/errors';
import { searchKey } from '../shared/search-key';
import { recordChanges } from './audit';
import { defaultChannelTickets } from './defaults';
import { copyTemplateChoices } from './documents/templates';
import { forgetEventCounts } from './list';
import { isEventNameFree } from './names';
import type { DuplicablePart } from './options';
import { insertParty } from './parties/parties';
import { partsDuplicated } from './parts';
import { insertConditions } from './service';
import type { EventStatus } from './status';
import { childrenOf, liveEvent, ownFields, refreshListColumns, writeChildren, writingEvent } from './store';
import { requireParts } from './visibility';

const { events, eventParties, eventHiringConditions, eventProductionConditions } = schema;

const MAX_NAME = 200;

/** "Name (copia)", or "(copia 2)", "(copia 3)" … : the first that no live event has. */
async function copyName(db: Db, name: string): Promise<string> {
  for (let n = 1; n < 1_000; n++) {
    const suffix = n === 1 ? ' (copia)' : ` (copia ${n})`;
    const candidate = `${name.slice(0, MAX_NAME - suffix.length)}${suffix}`;
    if (await isEventNameFree(db, candidate)) return candidate;
  }
  throw new AppError('evento_name_in_use');
}

/**
 * A new event from another: its general info (a new booking: status Borrador, phase Creacion, no
 * contracts yet) and the parts chosen; the parts not chosen start as a new event's.
 */
export async function duplicateEvent(
  db: Db,
  input: { id: number; name?: string; parts: readonly DuplicablePart[] },
  actor: { id: number; role: RoleAccess },
): Promise<number> {
  requireParts(actor.role, partsDuplicated(input.parts));
  const actorId = actor.id;
  const copies = new Set(input.parts);
  const id = await writingEvent(() =>
    db.transaction(async (tx) => {
      const source = await liveEvent(tx, input.id);
      if (input.name !== undefined && !(await isEventNameFree(tx, input.name))) {
        throw new AppError('evento_name_in_use');
      }
      const name = input.name ?? (await copyName(tx, source.name));
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
          name,
          nameKey: searchKey(name),
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
      if (copies.has('parties')) {
        const parties = await tx.select().from(eventParties).where(eq(eventParties.eventId, source.id));
        for (const party of parties)
          await insertParty(tx, { ...ownFields(party), eventId: event.id }, actorId);
      }
      await insertConditions(tx, event.id, actorId, {
        hiring: copies.has('hiring')
          ? (
              await tx
                .select()
                .from(eventHiringConditions)
                .where(eq(eventHiringConditions.eventId, source.id))
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
      await copyTemplateChoices(tx, source.id, event.id);
      await recordChanges(tx, { eventId: event.id, part: 'general', userId: actorId }, [
        { field: 'duplicatedFrom', oldValue: null, newValue: source.id },
      ]);
      await refreshListColumns(tx, event.id);
      return event.id;
    }),
  );
  forgetEventCounts();
  return id;
}
