import { randomUUID } from 'node:crypto';
import { type Db, schema } from '@bolo/db';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { AppError } from '../shared/errors';
import { searchKey } from '../shared/search-key';
import { FOREIGN_KEY_VIOLATION, sqlState, UNIQUE_VIOLATION } from '../shared/sql';
import type { GeneralInput } from './schemas';

const { events, eventEntradas, eventChannelTickets, eventCalendars, eventParties, eventSettlements } = schema;
export type EventRow = typeof events.$inferSelect;

const liveEventQuery = (db: Db, id: number) =>
  db
    .select()
    .from(events)
    .where(and(eq(events.id, id), isNull(events.deletedAt)));

/** The live (not deleted) event `id`, or `event_not_found`. */
export async function liveEvent(db: Db, id: number): Promise<EventRow> {
  const [event] = await liveEventQuery(db, id);
  if (!event) throw new AppError('event_not_found');
  return event;
}

/** Whether the event exists, deleted or not (its audit trail outlives a delete). */
export async function requireEvent(db: Db, id: number): Promise<void> {
  const [event] = await db.select({ id: events.id }).from(events).where(eq(events.id, id));
  if (!event) throw new AppError('event_not_found');
}

/** The live event `id`, locked until the transaction ends: its writers take turns. */
export async function lockEvent(db: Db, id: number): Promise<EventRow> {
  const [event] = await liveEventQuery(db, id).for('update');
  if (!event) throw new AppError('event_not_found');
  return event;
}

/**
 * Refuses a change to what a locked settlement was worked out from (the event's date, hall,
 * company, phase, status, parties or deal) or deleting its event: `settlement_locked` until an
 * administrator reopens it. Called with the event's row lock held, which the lock takes too.
 */
export async function refuseWhileSettled(db: Db, eventId: number): Promise<void> {
  const [locked] = await db
    .select({ id: eventSettlements.id })
    .from(eventSettlements)
    .where(and(eq(eventSettlements.eventId, eventId), eq(eventSettlements.status, 'locked')));
  if (locked) throw new AppError('settlement_locked');
}

/** Whether `changes` gives any of `fields` a value other than `current`'s. */
export const changesAny = <T extends object>(current: T, changes: Partial<T>, fields: readonly (keyof T)[]) =>
  fields.some(
    (field) =>
      changes[field] !== undefined && JSON.stringify(changes[field]) !== JSON.stringify(current[field]),
  );

/**
 * Rewrites what the list reads of the event's parties: its artist's and hall's names and city,
 * and `searchText` from its name, place and parties.
 */
export async function refreshListColumns(db: Db, eventId: number): Promise<void> {
  const [event] = await db
    .select({ name: events.name, location: events.location, address: events.address })
    .from(events)
    .where(eq(events.id, eventId));
  const parties = await db
    .select({ kind: eventParties.kind, name: eventParties.name, city: eventParties.city })
    .from(eventParties)
    .where(eq(eventParties.eventId, eventId));
  const artist = parties.find((p) => p.kind === 'artista');
  const hall = parties.find((p) => p.kind === 'sala');
  const words = [event?.name, event?.location, event?.address, ...parties.flatMap((p) => [p.name, p.city])];
  await db
    .update(events)
    .set({
      searchText: searchKey(words.filter(Boolean).join(' ')),
      artistName: artist?.name ?? null,
      hallName: hall?.name ?? null,
      city: hall?.city || null,
    })
    .where(eq(events.id, eventId));
}

export interface EventChildren {
  entradas: { id: string; pvp: number; descripcion: string }[];
  channelTickets: { value: string; selected: boolean; text: string }[];
  calendars: number[];
}

/** The event's ticket tiers and channels in their order, and its calendars. */
export async function childrenOf(db: Db, eventId: number): Promise<EventChildren> {
  const [entradas, channelTickets, calendars] = await Promise.all([
    db
      .select({ id: eventEntradas.id, pvp: eventEntradas.pvp, descripcion: eventEntradas.descripcion })
      .from(eventEntradas)
      .where(eq(eventEntradas.eventId, eventId))
      .orderBy(asc(eventEntradas.position)),
    db
      .select({
        value: eventChannelTickets.value,
        selected: eventChannelTickets.selected,
        text: eventChannelTickets.text,
      })
      .from(eventChannelTickets)
      .where(eq(eventChannelTickets.eventId, eventId))
      .orderBy(asc(eventChannelTickets.position)),
    db
      .select({ id: eventCalendars.calendarId })
      .from(eventCalendars)
      .where(eq(eventCalendars.eventId, eventId))
      .orderBy(asc(eventCalendars.calendarId)),
  ]);
  return { entradas, channelTickets, calendars: calendars.map((c) => c.id) };
}

/** What the rows an event owns in the other tables carry besides their own fields. */
interface Owned {
  id: number;
  eventId: number;
  version: number;
  createdAt: Date;
  updatedAt: Date;
  createdBy: number | null;
  updatedBy: number | null;
}
/** An event's row of another table as it is copied onto another event. */
export type Copied<T extends Owned> = Omit<T, keyof Owned>;

export function ownFields<T extends Owned>(row: T): Copied<T> {
  const {
    id: _id,
    eventId: _eventId,
    version: _version,
    createdAt: _createdAt,
    updatedAt: _updatedAt,
    createdBy: _createdBy,
    updatedBy: _updatedBy,
    ...fields
  } = row;
  return fields;
}

type ChildrenInput = Pick<GeneralInput, 'entradas' | 'channelTickets' | 'calendars'>;

/** The children as they will be stored: tiers keep their id (a new or repeated one gets another). */
export function normalizeChildren(input: ChildrenInput): Partial<EventChildren> {
  const seen = new Set<string>();
  const entradas = input.entradas?.map((entrada) => {
    const id = entrada.id && !seen.has(entrada.id) ? entrada.id : randomUUID();
    seen.add(id);
    return { id, pvp: entrada.pvp, descripcion: entrada.descripcion };
  });
  const calendars = input.calendars && [...new Set(input.calendars)].sort((a, b) => a - b);
  return { entradas, channelTickets: input.channelTickets, calendars };
}

/** Replaces each list of children given (a list left out is kept). */
export async function writeChildren(
  db: Db,
  eventId: number,
  children: Partial<EventChildren>,
): Promise<void> {
  const { entradas, channelTickets, calendars } = children;
  if (entradas) {
    await db.delete(eventEntradas).where(eq(eventEntradas.eventId, eventId));
    if (entradas.length > 0) {
      await db.insert(eventEntradas).values(entradas.map((e, position) => ({ ...e, eventId, position })));
    }
  }
  if (channelTickets) {
    await db.delete(eventChannelTickets).where(eq(eventChannelTickets.eventId, eventId));
    if (channelTickets.length > 0) {
      await db
        .insert(eventChannelTickets)
        .values(channelTickets.map((c, position) => ({ ...c, eventId, position })));
    }
  }
  if (calendars) {
    await db.delete(eventCalendars).where(eq(eventCalendars.eventId, eventId));
    if (calendars.length > 0) {
      await db.insert(eventCalendars).values(calendars.map((calendarId) => ({ eventId, calendarId })));
    }
  }
}

/** The columns an update of an editable row sets besides its fields: next version, who, when. */
export const nextVersion = (table: { version: PgColumn }, actorId: number | null) => ({
  version: sql<number>`${table.version} + 1`,
  updatedAt: new Date(),
  updatedBy: actorId,
});

/** A new row whose unique key someone else has taken meanwhile is a `version_conflict`. */
export async function insertedOnce<T>(insert: () => Promise<T>): Promise<T> {
  try {
    return await insert();
  } catch (error) {
    if (sqlState(error) === UNIQUE_VIOLATION) throw new AppError('version_conflict', { cause: error });
    throw error;
  }
}

/**
 * Runs a write of an event's own row: the unique live name lost to someone else is
 * `evento_name_in_use`, a calendar or company that does not exist is `validation_error`.
 */
export async function writingEvent<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (error instanceof AppError) throw error;
    const state = sqlState(error);
    if (state === UNIQUE_VIOLATION) throw new AppError('evento_name_in_use', { cause: error });
    if (state === FOREIGN_KEY_VIOLATION) throw new AppError('validation_error', { cause: error });
    throw error;
  }
}
