import { type Db, schema } from '@bolo/db';
import { and, asc, eq, gte, inArray, isNotNull, isNull, lte, ne, or, type SQL, sql } from 'drizzle-orm';
import type { RoleAccess } from '../access';
import { createEvent, findEvent, isEventNameFree, setEventPhase, soleCompanyId } from '../events';
import { notify } from '../notifications';
import { AppError } from '../shared/errors';
import { FOREIGN_KEY_VIOLATION, sqlState } from '../shared/sql';
import { type Conflict, closedUpLevels, conflictsOf, nextLevel } from './levels';
import {
  type ConflictsInput,
  DEFAULT_HOLD_DAYS,
  HOLD_LIST_LIMIT,
  type HoldChallengeInput,
  type HoldConfirmInput,
  type HoldCreateInput,
  type HoldFromEventInput,
  type HoldListInput,
  type HoldOutput,
  type HoldUpdateInput,
} from './schemas';

const { holds, halls, artists, users, events, eventParties } = schema;
type Hold = typeof holds.$inferSelect;

/** Who acts: the owner of what they create, and whose role creates the event of a confirmation. */
interface Actor {
  id: number;
  role: RoleAccess;
}

const HOUR_MS = 3_600_000;

const outputColumns = {
  id: holds.id,
  artistId: holds.artistId,
  hallId: holds.hallId,
  dateFrom: holds.dateFrom,
  dateTo: holds.dateTo,
  empresaId: holds.empresaId,
  level: holds.level,
  ownerId: holds.ownerId,
  expiresAt: holds.expiresAt,
  notes: holds.notes,
  status: holds.status,
  releasedAt: holds.releasedAt,
  confirmedAt: holds.confirmedAt,
  eventId: holds.eventId,
  challengedBy: holds.challengedBy,
  challengeDeadline: holds.challengeDeadline,
  version: holds.version,
  createdAt: holds.createdAt,
  updatedAt: holds.updatedAt,
  createdBy: holds.createdBy,
  updatedBy: holds.updatedBy,
  artistName: artists.name,
  hallName: halls.name,
  ownerName: users.name,
};

const holdRows = (db: Db) =>
  db
    .select(outputColumns)
    .from(holds)
    .innerJoin(artists, eq(artists.id, holds.artistId))
    .innerJoin(halls, eq(halls.id, holds.hallId))
    .leftJoin(users, eq(users.id, holds.ownerId));

/** Holds with a day in `dateFrom … dateTo` (either end open). */
const sharesDays = (range: { dateFrom?: string; dateTo?: string }): SQL | undefined =>
  and(
    range.dateTo === undefined ? undefined : lte(holds.dateFrom, range.dateTo),
    range.dateFrom === undefined ? undefined : gte(holds.dateTo, range.dateFrom),
  );

const activeAt = (hallId: number) => and(eq(holds.hallId, hallId), eq(holds.status, 'active'));

export function listHolds(db: Db, input: HoldListInput): Promise<HoldOutput[]> {
  return holdRows(db)
    .where(
      and(
        eq(holds.status, input.status),
        sharesDays(input),
        input.hallId === undefined ? undefined : eq(holds.hallId, input.hallId),
        input.artistId === undefined ? undefined : eq(holds.artistId, input.artistId),
      ),
    )
    .orderBy(asc(holds.dateFrom), asc(holds.hallId), asc(holds.level), asc(holds.id))
    .limit(HOLD_LIST_LIMIT);
}

export async function findHold(db: Db, id: number): Promise<HoldOutput> {
  const [hold] = await holdRows(db).where(eq(holds.id, id));
  if (!hold) throw new AppError('hold_not_found');
  return hold;
}

/**
 * Takes the hall's queue for the rest of the transaction: every change of levels at a hall goes
 * through here, so two people holding the same hall at once get different levels, on PGlite too.
 * A row lock rather than an advisory one: it also tells that the hall exists.
 */
async function lockHall(tx: Db, hallId: number): Promise<void> {
  const [hall] = await tx
    .select({ id: halls.id })
    .from(halls)
    .where(eq(halls.id, hallId))
    .for('no key update');
  if (!hall) throw new AppError('sala_not_found');
}

/** The hold with its hall's queue taken, active; else why not. */
async function lockActiveHold(tx: Db, id: number): Promise<Hold> {
  const [found] = await tx.select({ hallId: holds.hallId }).from(holds).where(eq(holds.id, id));
  if (!found) throw new AppError('hold_not_found');
  await lockHall(tx, found.hallId);
  const [hold] = await tx.select().from(holds).where(eq(holds.id, id));
  if (hold?.status !== 'active') throw new AppError('hold_not_active');
  return hold;
}

/** What a notification about a hold says of it: the screen words it from these. */
async function aboutHold(tx: Db, hold: Hold) {
  const [names] = await tx
    .select({ artist: artists.name, hall: halls.name })
    .from(artists)
    .innerJoin(halls, eq(halls.id, hold.hallId))
    .where(eq(artists.id, hold.artistId));
  return {
    holdId: hold.id,
    artist: names?.artist,
    hall: names?.hall,
    dateFrom: hold.dateFrom,
    dateTo: hold.dateTo,
  };
}

/**
 * Closes up the levels of the hall's active holds after one left (its lock held) and tells the
 * owner of each hold that became 1st.
 */
async function closeUpLevels(tx: Db, hallId: number, actorId: number | null): Promise<void> {
  const active = await tx.select().from(holds).where(activeAt(hallId));
  const levels = closedUpLevels(active);
  for (const hold of active) {
    const level = levels.get(hold.id) ?? hold.level;
    if (level === hold.level) continue;
    await tx
      .update(holds)
      .set({ level, version: sql`${holds.version} + 1`, updatedAt: sql`now()`, updatedBy: actorId })
      .where(eq(holds.id, hold.id));
    if (level === 1 && hold.ownerId !== null)
      await notify(tx, {
        userId: hold.ownerId,
        kind: 'hold_promoted',
        eventId: null,
        data: await aboutHold(tx, hold),
      });
  }
}

/** Ends the challenge a hold that leaves had made: nobody is left to take the place. */
const dropChallengesBy = (tx: Db, holdId: number) =>
  tx.update(holds).set({ challengedBy: null, challengeDeadline: null }).where(eq(holds.challengedBy, holdId));

const endOf = (ended: Partial<Hold>) => ({ ...ended, challengedBy: null, challengeDeadline: null });

export async function createHold(
  db: Db,
  input: HoldCreateInput,
  actor: Actor,
  now: Date,
  /** The draft event it is made from: an event has one active hold at most. */
  eventId: number | null = null,
): Promise<HoldOutput> {
  const dateTo = input.dateTo ?? input.dateFrom;
  const expiresAt = input.expiresAt ?? new Date(now.getTime() + DEFAULT_HOLD_DAYS * 24 * HOUR_MS);
  if (expiresAt <= now) throw new AppError('hold_expiry_past');
  const id = await db
    .transaction(async (tx) => {
      await lockHall(tx, input.hallId);
      const [artist] = await tx
        .select({ id: artists.id })
        .from(artists)
        .where(eq(artists.id, input.artistId));
      if (!artist) throw new AppError('artista_not_found');
      if (
        eventId !== null &&
        (await tx.$count(holds, and(eq(holds.eventId, eventId), eq(holds.status, 'active'))))
      )
        throw new AppError('hold_event_held');
      const overlapping = await tx
        .select({ level: holds.level })
        .from(holds)
        .where(and(activeAt(input.hallId), sharesDays({ dateFrom: input.dateFrom, dateTo })));
      const empresaId = input.empresaId === undefined ? await soleCompanyId(tx) : input.empresaId;
      const [hold] = await tx
        .insert(holds)
        .values({
          ...input,
          dateTo,
          empresaId,
          expiresAt,
          eventId,
          level: nextLevel(overlapping),
          ownerId: actor.id,
          createdBy: actor.id,
          updatedBy: actor.id,
        })
        .returning({ id: holds.id });
      if (!hold) throw new Error('insert returned no row');
      return hold.id;
    })
    .catch((error: unknown) => {
      // a company that does not exist
      if (sqlState(error) === FOREIGN_KEY_VIOLATION) throw new AppError('validation_error', { cause: error });
      throw error;
    });
  return findHold(db, id);
}

/**
 * Holds the date of a draft event (Borrador): its hall on its day for its artist and company. The
 * hold stays linked to the event, which confirming it moves to Contratación instead of making another.
 */
export async function createHoldFromEvent(
  db: Db,
  input: HoldFromEventInput,
  actor: Actor,
  now: Date,
): Promise<HoldOutput> {
  const event = await findEvent(db, input.eventId, actor.role);
  if (event.status !== 'Borrador') throw new AppError('hold_event_not_draft');
  const artistId = event.artista?.artistaMaestroId;
  const hallId = event.sala?.salaMaestroId;
  if (!event.date || !artistId || !hallId) throw new AppError('hold_event_incomplete');
  const { expiresAt, notes } = input;
  return createHold(
    db,
    { artistId, hallId, dateFrom: event.date, empresaId: event.empresaId, expiresAt, notes },
    actor,
    now,
    event.id,
  );
}

/** Saves the notes or expiry of an active hold, if still at the version read. */
export async function updateHold(
  db: Db,
  input: HoldUpdateInput,
  actorId: number,
  now: Date,
): Promise<HoldOutput> {
  const { id, version, ...fields } = input;
  if (fields.expiresAt && fields.expiresAt <= now) throw new AppError('hold_expiry_past');
  const [updated] = await db
    .update(holds)
    .set({ ...fields, version: sql`${holds.version} + 1`, updatedAt: sql`now()`, updatedBy: actorId })
    .where(and(eq(holds.id, id), eq(holds.version, version), eq(holds.status, 'active')))
    .returning({ id: holds.id });
  if (!updated) {
    const current = await findHold(db, id);
    throw new AppError(current.status === 'active' ? 'version_conflict' : 'hold_not_active');
  }
  return findHold(db, id);
}

/**
 * Releases an active hold (its hall's lock held) when `due` also holds of it, and closes up the
 * queue. Answers whether it released it: a second release of the same hold finds it no longer
 * active and does nothing, however many processes try.
 */
async function releaseLocked(
  tx: Db,
  id: number,
  now: Date,
  actorId: number | null,
  due?: SQL,
): Promise<boolean> {
  const [released] = await tx
    .update(holds)
    .set(endOf({ status: 'released', releasedAt: now, updatedAt: now, updatedBy: actorId }))
    .where(and(eq(holds.id, id), eq(holds.status, 'active'), due))
    .returning({ hallId: holds.hallId });
  if (!released) return false;
  await dropChallengesBy(tx, id);
  await closeUpLevels(tx, released.hallId, actorId);
  return true;
}

export async function releaseHold(db: Db, id: number, actorId: number, now: Date): Promise<HoldOutput> {
  await db.transaction(async (tx) => {
    await lockActiveHold(tx, id);
    await releaseLocked(tx, id, now, actorId);
  });
  return findHold(db, id);
}

/** The event's name: the artist at the hall on the first day, told apart by the hold when taken. */
async function eventNameFor(tx: Db, hold: Hold, about: { artist?: string; hall?: string }): Promise<string> {
  const name = `${about.artist} · ${about.hall} · ${hold.dateFrom}`;
  return (await isEventNameFree(tx, name)) ? name : `${name} (${hold.id})`;
}

/**
 * Refuses to confirm a hold for the draft it was made from when the draft now stands on a day the
 * hold does not cover or at another hall: confirming would book what nobody held. The draft is
 * moved back, or a new hold is made for where it is now.
 */
async function refuseMovedDraft(tx: Db, hold: Hold): Promise<void> {
  if (hold.eventId === null) return;
  const [draft] = await tx
    .select({ date: events.date, hallId: eventParties.salaMaestroId })
    .from(events)
    .leftJoin(eventParties, and(eq(eventParties.eventId, events.id), eq(eventParties.kind, 'sala')))
    .where(and(eq(events.id, hold.eventId), isNull(events.deletedAt)));
  if (!draft) return;
  const onHeldDay = draft.date !== null && draft.date >= hold.dateFrom && draft.date <= hold.dateTo;
  if (!onHeldDay || draft.hallId !== hold.hallId) {
    const [year, month, dayOfMonth] = hold.dateFrom.split('-');
    const date = { es: `${dayOfMonth}/${month}/${year}`, en: `${month}/${dayOfMonth}/${year}` };
    throw new AppError('hold_event_moved', { params: { date } });
  }
}

/**
 * The 1st confirms: the hold becomes an event in Contratación, with its artist, hall, first day
 * and company (the draft it was made from, if still there, moves to Contratación), and the holds
 * below move up. Answers a challenge too.
 */
export async function confirmHold(
  db: Db,
  input: HoldConfirmInput,
  actor: Actor,
  now: Date,
): Promise<HoldOutput> {
  await db.transaction(async (tx) => {
    const hold = await lockActiveHold(tx, input.id);
    if (hold.level !== 1) throw new AppError('hold_not_first');
    await refuseMovedDraft(tx, hold);
    const fase = 'Contratacion';
    const eventId =
      hold.eventId !== null && (await setEventPhase(tx, hold.eventId, fase, actor.id))
        ? hold.eventId
        : await createEvent(
            tx,
            {
              name: await eventNameFor(tx, hold, await aboutHold(tx, hold)),
              eventType: input.eventType,
              fase,
              date: hold.dateFrom,
              empresaId: hold.empresaId,
              artista: { artistaMaestroId: hold.artistId },
              sala: { salaMaestroId: hold.hallId },
            },
            actor,
          );
    await tx
      .update(holds)
      .set(endOf({ status: 'confirmed', confirmedAt: now, eventId, updatedAt: now, updatedBy: actor.id }))
      .where(eq(holds.id, hold.id));
    await dropChallengesBy(tx, hold.id);
    await closeUpLevels(tx, hold.hallId, actor.id);
  });
  return findHold(db, input.id);
}

/**
 * The owner of the 2nd challenges the 1st it shares a day with: the 1st's holder has `hours` to confirm, else
 * the hold is released (`releaseDueHolds`) and the challenger moves up. The holder is told.
 */
export async function challengeHold(
  db: Db,
  input: HoldChallengeInput,
  actorId: number,
  now: Date,
): Promise<HoldOutput> {
  const challengedId = await db.transaction(async (tx) => {
    const challenger = await lockActiveHold(tx, input.id);
    if (challenger.ownerId !== actorId) throw new AppError('hold_not_owner');
    const [first] =
      challenger.level === 2
        ? await tx
            .select()
            .from(holds)
            .where(and(activeAt(challenger.hallId), eq(holds.level, 1), sharesDays(challenger)))
            .orderBy(asc(holds.id))
            .limit(1)
        : [];
    if (!first) throw new AppError('hold_not_below');
    if (first.challengedBy !== null) throw new AppError('hold_challenge_open');
    const challengeDeadline = new Date(now.getTime() + input.hours * HOUR_MS);
    await tx
      .update(holds)
      .set({ challengedBy: challenger.id, challengeDeadline, updatedAt: now, updatedBy: actorId })
      .where(eq(holds.id, first.id));
    if (first.ownerId !== null)
      await notify(tx, {
        userId: first.ownerId,
        kind: 'hold_challenged',
        eventId: null,
        data: { ...(await aboutHold(tx, first)), deadline: challengeDeadline.toISOString() },
      });
    return first.id;
  });
  return findHold(db, challengedId);
}

/** Active holds past their expiry, or whose challenge was not answered in time. */
const dueAt = (now: Date) =>
  or(lte(holds.expiresAt, now), and(isNotNull(holds.challengeDeadline), lte(holds.challengeDeadline, now)));

/** Holds the job releases in one pass at most; the rest wait for its next pass. */
const RELEASE_BATCH_SIZE = 100;

/**
 * The job: releases the holds due at `now`, each in its own transaction under its hall's lock,
 * and answers the ids it released. With several processes running it at once, each hold is
 * released (and its next promoted and told) once: the release is an UPDATE conditional on the
 * hold being still active and due, and the second process waits for the first's hall lock.
 */
export async function releaseDueHolds(db: Db, now: Date): Promise<number[]> {
  const due = await db
    .select({ id: holds.id, hallId: holds.hallId })
    .from(holds)
    .where(and(eq(holds.status, 'active'), dueAt(now)))
    .orderBy(asc(holds.id))
    .limit(RELEASE_BATCH_SIZE);
  const released: number[] = [];
  for (const hold of due) {
    const done = await db.transaction(async (tx) => {
      await lockHall(tx, hold.hallId);
      return releaseLocked(tx, hold.id, now, null, dueAt(now));
    });
    if (done) released.push(hold.id);
  }
  return released;
}

/** Statuses of an event whose date is taken for good: two of them on one hall and day clash. */
const confirmedStatuses = ['Confirmado', 'Anunciado', 'Realizado'];

/** Where events and holds clash within a range (`conflictsOf`), from the events' halls and the active holds. */
export async function findConflicts(db: Db, range: ConflictsInput): Promise<Conflict[]> {
  const [booked, held] = await Promise.all([
    db
      .select({
        id: events.id,
        hallId: sql<number>`${eventParties.salaMaestroId}`,
        date: sql<string>`${events.date}`,
        confirmed: sql<boolean>`${inArray(events.status, confirmedStatuses)}`,
      })
      .from(events)
      .innerJoin(eventParties, and(eq(eventParties.eventId, events.id), eq(eventParties.kind, 'sala')))
      .where(
        and(
          isNull(events.deletedAt),
          isNotNull(eventParties.salaMaestroId),
          ne(events.status, 'Cancelado'),
          gte(events.date, range.dateFrom),
          lte(events.date, range.dateTo),
        ),
      )
      .orderBy(asc(events.id)),
    db
      .select({
        id: holds.id,
        hallId: holds.hallId,
        dateFrom: holds.dateFrom,
        dateTo: holds.dateTo,
        eventId: holds.eventId,
      })
      .from(holds)
      .where(and(eq(holds.status, 'active'), sharesDays(range)))
      .orderBy(asc(holds.id)),
  ]);
  return conflictsOf(booked, held, range);
}
