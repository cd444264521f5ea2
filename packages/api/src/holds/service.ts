import { type Db, schema } from '@bolo/db';
import {
  and,
  asc,
  eq,
  gt,
  gte,
  inArray,
  isNotNull,
  isNull,
  lt,
  lte,
  ne,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import { ADMIN_ROLE, type RoleAccess } from '../access';
import {
  addAnnotation,
  createEvent,
  findEvent,
  freeEventName,
  isEventNameFree,
  nameDay,
  recordChanges,
  setEventPhase,
  setEventStatus,
  soleCompanyId,
  suggestedEventName,
} from '../events';
import { AppError } from '../shared/errors';
import { FOREIGN_KEY_VIOLATION, sqlState } from '../shared/sql';
import { OFFICE_TIME_ZONE, todayIn } from '../shared/time-zone';
import { bookedAt, holdsTheHall } from './booked';
import {
  type Conflict,
  closedUpLevels,
  conflictsOf,
  type DateRange,
  daysOf,
  type LevelRun,
  newHoldRuns,
  splitDays,
} from './levels';
import { dayParam, type HoldNotice, tellHolder } from './notices';
import { mayChangeHold } from './public';
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
  type HoldReleaseInput,
  type HoldUpdateInput,
} from './schemas';

const { holds, halls, artists, users, events, eventParties } = schema;
type Hold = typeof holds.$inferSelect;

/**
 * Who acts: the owner of what they create, whose role creates the event of a confirmation and may
 * change others' holds, and whose name an owner is told when they do.
 */
interface Actor {
  id: number;
  name: string;
  lastName: string;
  role: RoleAccess;
}

/** When a change is made, and how many days from then a hold may expire at most (`HOLDS_MAX_DAYS`). */
export interface HoldClock {
  now: Date;
  maxDays: number;
}

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** An expiry is later than now and at most `maxDays` from it: year 9999 is no hold. */
function checkExpiry(expiresAt: Date, { now, maxDays }: HoldClock): void {
  if (expiresAt <= now) throw new AppError('hold_expiry_past');
  if (expiresAt.getTime() > now.getTime() + maxDays * DAY_MS)
    throw new AppError('hold_expiry_too_far', { params: { days: maxDays } });
}

/** The owner, or a HoldsAdmin, may release, edit, extend or confirm a hold; anyone else is refused. */
function checkMayChange(actor: Actor, hold: Hold): void {
  if (!mayChangeHold(actor, hold)) throw new AppError('hold_not_yours');
}

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

/** What a notice about a hold says of it: the screen and the mail word it from these. */
async function aboutHold(tx: Db, hold: Hold): Promise<HoldNotice> {
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

/** The events that hold `hallId` on a day of the active holds `active` (none: no day to look at). */
async function bookedUnder(tx: Db, hallId: number, active: readonly DateRange[]) {
  const days = active.flatMap((hold) => [hold.dateFrom, hold.dateTo]).sort();
  const [dateFrom, dateTo] = [days[0], days.at(-1)];
  if (dateFrom === undefined || dateTo === undefined) return [];
  return bookedAt(tx, hallId, { dateFrom, dateTo });
}

/**
 * Splits a hold into runs of its days (issue 27): the row keeps the first run, a copy of it (owner,
 * expiry, notes, challenge) takes each other one. Answers the rows in the runs' order.
 */
async function splitHold(
  tx: Db,
  hold: Hold,
  runs: readonly LevelRun[],
  actorId: number | null,
): Promise<Hold[]> {
  const [first, ...rest] = runs.map(({ dateFrom, dateTo, level }) => ({ dateFrom, dateTo, level }));
  if (!first) return [];
  const [kept] = await tx
    .update(holds)
    .set({ ...first, version: sql`${holds.version} + 1`, updatedAt: sql`now()`, updatedBy: actorId })
    .where(eq(holds.id, hold.id))
    .returning();
  if (!kept) throw new Error('update returned no row');
  const { id: _id, version: _version, createdAt: _createdAt, updatedAt: _updatedAt, ...copied } = hold;
  const copies =
    rest.length === 0
      ? []
      : await tx
          .insert(holds)
          .values(rest.map((run) => ({ ...copied, ...run, updatedBy: actorId })))
          .returning();
  return [kept, ...copies];
}

/**
 * Closes up the levels of the hall's active holds day by day after one left (its lock held), behind
 * the days booked by events, splitting a hold whose days no longer share a level, and tells the
 * owner of each hold that became 1st on some of its days.
 */
async function closeUpLevels(tx: Db, hallId: number, actorId: number | null): Promise<void> {
  const active = await tx.select().from(holds).where(activeAt(hallId));
  const levels = closedUpLevels(active, await bookedUnder(tx, hallId, active));
  for (const hold of active) {
    const runs = levels.get(hold.id) ?? [];
    if (runs.length === 1 && runs[0]?.level === hold.level) continue;
    for (const part of await splitHold(tx, hold, runs, actorId))
      if (part.level === 1 && hold.level !== 1 && part.ownerId !== null)
        await tellHolder(tx, part.ownerId, 'hold_promoted', await aboutHold(tx, part));
  }
}

/** What someone other than the owner did to a hold, which its owner is told. */
type ChangeByOther = 'hold_released' | 'hold_updated' | 'hold_confirmed';

/** Tells the hold's owner that `actor` (a HoldsAdmin, not the owner) changed it. */
async function tellOwner(tx: Db, hold: Hold, actor: Actor, kind: ChangeByOther): Promise<void> {
  if (hold.ownerId === null || hold.ownerId === actor.id) return;
  const by = `${actor.name} ${actor.lastName}`.trim();
  await tellHolder(tx, hold.ownerId, kind, { ...(await aboutHold(tx, hold)), by });
}

/** Ends the challenge a hold that leaves had made: nobody is left to take the place. */
const dropChallengesBy = (tx: Db, holdId: number) =>
  tx.update(holds).set({ challengedBy: null, challengeDeadline: null }).where(eq(holds.challengedBy, holdId));

const endOf = (ended: Partial<Hold>) => ({ ...ended, challengedBy: null, challengeDeadline: null });

/**
 * The active holds of the same artist at the hall for the same company (none alike) sharing a day
 * with `range`: a second of them would hold what is held already (issue 27).
 */
const sameHold = (input: { artistId: number; hallId: number; empresaId: number | null }, range: DateRange) =>
  and(
    activeAt(input.hallId),
    eq(holds.artistId, input.artistId),
    input.empresaId === null ? isNull(holds.empresaId) : eq(holds.empresaId, input.empresaId),
    sharesDays(range),
  );

export async function createHold(
  db: Db,
  input: HoldCreateInput,
  actor: Actor,
  clock: HoldClock,
  /** The draft event it is made from: an event has one active hold at most. */
  eventId: number | null = null,
): Promise<HoldOutput> {
  const { now, maxDays } = clock;
  const dateTo = input.dateTo ?? input.dateFrom;
  if (input.dateFrom < todayIn(OFFICE_TIME_ZONE, now)) throw new AppError('hold_days_past');
  const expiresAt =
    input.expiresAt ?? new Date(now.getTime() + Math.min(DEFAULT_HOLD_DAYS, maxDays) * DAY_MS);
  checkExpiry(expiresAt, clock);
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
      const days = { dateFrom: input.dateFrom, dateTo };
      const empresaId = input.empresaId === undefined ? await soleCompanyId(tx) : input.empresaId;
      if (await tx.$count(holds, sameHold({ ...input, empresaId }, days)))
        throw new AppError('hold_duplicate');
      const overlapping = await tx
        .select({ dateFrom: holds.dateFrom, dateTo: holds.dateTo, level: holds.level })
        .from(holds)
        .where(and(activeAt(input.hallId), sharesDays(days)));
      // a level on each day, a booked day counting as the 1st there: one row per run of days
      const runs = newHoldRuns({ ...days, eventId }, overlapping, await bookedAt(tx, input.hallId, days));
      const [hold] = await tx
        .insert(holds)
        .values(
          runs.map((run) => ({
            ...input,
            ...run,
            empresaId,
            expiresAt,
            eventId,
            ownerId: actor.id,
            createdBy: actor.id,
            updatedBy: actor.id,
          })),
        )
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
  clock: HoldClock,
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
    clock,
    event.id,
  );
}

/**
 * Saves the notes or expiry of an active hold, if still at the version read, by its owner or a
 * HoldsAdmin (the owner told).
 */
export async function updateHold(
  db: Db,
  input: HoldUpdateInput,
  actor: Actor,
  clock: HoldClock,
): Promise<HoldOutput> {
  const { id, version, ...fields } = input;
  if (fields.expiresAt) checkExpiry(fields.expiresAt, clock);
  await db.transaction(async (tx) => {
    const [current] = await tx.select().from(holds).where(eq(holds.id, id));
    if (!current) throw new AppError('hold_not_found');
    checkMayChange(actor, current);
    const [updated] = await tx
      .update(holds)
      .set({ ...fields, version: sql`${holds.version} + 1`, updatedAt: sql`now()`, updatedBy: actor.id })
      .where(and(eq(holds.id, id), eq(holds.version, version), eq(holds.status, 'active')))
      .returning();
    if (!updated) throw new AppError(current.status === 'active' ? 'version_conflict' : 'hold_not_active');
    await tellOwner(tx, updated, actor, 'hold_updated');
  });
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

/** Refuses days the hold does not cover (`hold_days_not_held`), naming them. */
function refuseDaysNotHeld(hold: Hold, days: readonly string[]): void {
  const outside = days.filter((day) => day < hold.dateFrom || day > hold.dateTo);
  if (outside.length === 0) return;
  const named = outside.map(dayParam);
  throw new AppError('hold_days_not_held', {
    params: { days: { es: named.map((d) => d.es).join(', '), en: named.map((d) => d.en).join(', ') } },
  });
}

/**
 * The hold split into its days `days` (each alone) and runs of the others, which stay as they
 * are; answers the rows of `days`, the first keeping the hold's id. Refuses a day the hold does
 * not cover.
 */
async function takeDays(tx: Db, hold: Hold, days: readonly string[], actorId: number): Promise<Hold[]> {
  refuseDaysNotHeld(hold, days);
  if (days.length === 0 || (hold.dateFrom === hold.dateTo && days[0] === hold.dateFrom)) return [hold];
  const runs = splitDays(hold, new Set(days));
  // the row keeps the first day taken: the id acted on answers what was done with it
  const ordered = [...runs.filter((run) => run.taken), ...runs.filter((run) => !run.taken)];
  const parts = await splitHold(tx, hold, ordered, actorId);
  return parts.filter((_, index) => ordered[index]?.taken);
}

/**
 * Releases a hold, or the days of it named (the others stay held at their level), by its owner or
 * a HoldsAdmin (the owner told), and closes up the queue of those days. Answers the first released.
 */
export async function releaseHold(
  db: Db,
  input: HoldReleaseInput,
  actor: Actor,
  now: Date,
): Promise<HoldOutput> {
  const releasedId = await db.transaction(async (tx) => {
    const hold = await lockActiveHold(tx, input.id);
    checkMayChange(actor, hold);
    const parts = input.days ? await takeDays(tx, hold, input.days, actor.id) : [hold];
    for (const part of parts) await releaseLocked(tx, part.id, now, actor.id);
    for (const part of parts) await tellOwner(tx, part, actor, 'hold_released');
    return parts[0]?.id ?? hold.id;
  });
  return findHold(db, releasedId);
}

/**
 * The name of the event a hold's `day` becomes: its artist at the hall, in its town ("Zahara —
 * La Riviera, Madrid"); with the day ("· 19/03/2027") when another live event has that name.
 */
async function eventNameFor(tx: Db, hold: Hold, day: string): Promise<string> {
  const [names] = await tx
    .select({ artist: artists.name, hall: halls.name, city: halls.city })
    .from(artists)
    .innerJoin(halls, eq(halls.id, hold.hallId))
    .where(eq(artists.id, hold.artistId));
  const name = suggestedEventName({ ...names });
  if (await isEventNameFree(tx, name)) return name;
  return freeEventName(tx, suggestedEventName({ ...names, day: nameDay(day) }));
}

/**
 * The day confirming `hold` books: the day of the draft it was made from, if still there, else the
 * hold's first day. Refuses when the draft now stands on a day the hold does not cover or at
 * another hall: confirming would book what nobody held. The draft is moved back, or a new hold is
 * made for where it is now.
 */
async function dayToBook(tx: Db, hold: Hold): Promise<string> {
  if (hold.eventId === null) return hold.dateFrom;
  const [draft] = await tx
    .select({ date: events.date, hallId: eventParties.salaMaestroId })
    .from(events)
    .leftJoin(eventParties, and(eq(eventParties.eventId, events.id), eq(eventParties.kind, 'sala')))
    .where(and(eq(events.id, hold.eventId), isNull(events.deletedAt)));
  if (!draft) return hold.dateFrom;
  if (
    draft.date === null ||
    draft.date < hold.dateFrom ||
    draft.date > hold.dateTo ||
    draft.hallId !== hold.hallId
  ) {
    throw new AppError('hold_event_moved', { params: { date: dayParam(hold.dateFrom) } });
  }
  return draft.date;
}

/**
 * Refuses to book `day` at the hold's hall when an event holds it already (`hold_date_booked`),
 * unless an administrator overrides with a reason; answers the events overridden.
 */
async function refuseBookedDay(
  tx: Db,
  hold: Hold,
  day: string,
  actor: Actor,
  override: HoldConfirmInput['override'],
) {
  const booked = await bookedAt(tx, hold.hallId, { dateFrom: day, dateTo: day }, hold.eventId);
  if (booked.length === 0) return booked;
  if (!override) {
    const names = booked.map((event) => `«${event.name}»`).join(', ');
    throw new AppError('hold_date_booked', {
      params: { events: { es: names, en: names }, date: dayParam(day) },
    });
  }
  if (actor.role.name !== ADMIN_ROLE) throw new AppError('hold_override_admin');
  return booked;
}

/** Whether an active hold above `hold` shares a day with it: then it is not the first to confirm. */
const hasHoldAbove = async (tx: Db, hold: Hold) =>
  (await tx.$count(holds, and(activeAt(hold.hallId), sharesDays(hold), lt(holds.level, hold.level)))) > 0;

/**
 * Tells the owners of the other active holds on the booked day that it was confirmed for someone
 * else: their holds wait behind it and release themselves at their expiry (issue 27).
 */
async function tellBackups(tx: Db, confirmed: Hold, day: string, actorId: number): Promise<void> {
  const backups = await tx
    .select()
    .from(holds)
    .where(and(activeAt(confirmed.hallId), sharesDays({ dateFrom: day, dateTo: day })));
  for (const backup of backups) {
    if (backup.ownerId === null || backup.ownerId === actorId) continue;
    await tellHolder(tx, backup.ownerId, 'hold_date_booked', {
      ...(await aboutHold(tx, backup)),
      bookedDate: day,
      expiresAt: backup.expiresAt.toISOString(),
    });
  }
}

/**
 * The first hold of its days confirms (its owner, or a HoldsAdmin, the owner told): each day chosen
 * (every day of the hold by default) becomes an event in Contratación and status Confirmado, with
 * its artist, hall, day and company (a hold made from a draft moves the draft there instead); the
 * days not chosen stay held (issue 27). A day an event holds already is refused unless an
 * administrator overrides with a reason, kept in the new event's history. The other holds of a
 * booked day stay behind it as backups, their owners told. Answers a challenge too, and the
 * first day's confirmed hold.
 */
export async function confirmHold(
  db: Db,
  input: HoldConfirmInput,
  actor: Actor,
  now: Date,
): Promise<HoldOutput> {
  const confirmedId = await db.transaction(async (tx) => {
    const hold = await lockActiveHold(tx, input.id);
    checkMayChange(actor, hold);
    if (await hasHoldAbove(tx, hold)) throw new AppError('hold_not_first');
    const chosen =
      hold.eventId !== null
        ? [await dayToBook(tx, hold)]
        : [...new Set(input.days ?? daysOf(hold, hold))].sort();
    const overridden = [];
    for (const day of chosen) overridden.push(await refuseBookedDay(tx, hold, day, actor, input.override));
    const parts = hold.eventId !== null ? [hold] : await takeDays(tx, hold, chosen, actor.id);
    for (const [index, part] of parts.entries())
      await confirmDay(tx, part, chosen[index] ?? part.dateFrom, overridden[index] ?? [], input, actor, now);
    await closeUpLevels(tx, hold.hallId, actor.id);
    return parts[0]?.id ?? hold.id;
  });
  return findHold(db, confirmedId);
}

/** One day of a hold (`part`, the hall's lock held) becomes its event: see `confirmHold`. */
async function confirmDay(
  tx: Db,
  part: Hold,
  day: string,
  overridden: readonly { id: number; name: string; date: string | null }[],
  input: HoldConfirmInput,
  actor: Actor,
  now: Date,
): Promise<void> {
  const fase = 'Contratacion';
  const fromDraft = part.eventId !== null && (await setEventPhase(tx, part.eventId, fase, actor.id));
  const eventId =
    fromDraft && part.eventId !== null
      ? part.eventId
      : await createEvent(
          tx,
          {
            name: await eventNameFor(tx, part, day),
            eventType: input.eventType,
            fase,
            date: day,
            empresaId: part.empresaId,
            artista: { artistaMaestroId: part.artistId },
            sala: { salaMaestroId: part.hallId },
          },
          actor,
        );
  // what the hold said goes with the new event, as its first note
  if (!fromDraft && part.notes.trim()) await addAnnotation(tx, { id: eventId, text: part.notes }, actor.id);
  await setEventStatus(tx, { id: eventId, status: 'Confirmado' }, actor.id);
  if (input.override && overridden.length > 0)
    await recordChanges(tx, { eventId, part: 'status', userId: actor.id }, [
      {
        field: 'bookedDateOverride',
        oldValue: overridden.map((event) => ({ id: event.id, name: event.name, date: event.date })),
        newValue: input.override.reason,
      },
    ]);
  await tx
    .update(holds)
    .set(endOf({ status: 'confirmed', confirmedAt: now, eventId, updatedAt: now, updatedBy: actor.id }))
    .where(eq(holds.id, part.id));
  await dropChallengesBy(tx, part.id);
  await tellBackups(tx, part, day, actor.id);
  await tellOwner(tx, part, actor, 'hold_confirmed');
}

/**
 * The owner of the 2nd challenges the 1st of its days (the days named, every day of the hold by
 * default): on those days the 1st's holder has `hours` to confirm, else that part of the hold is
 * released (`releaseDueHolds`) and the challenger moves up; the 1st's other days are not touched.
 * Each holder challenged is told. Answers the first challenged part.
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
    if (challenger.level !== 2) throw new AppError('hold_not_below');
    refuseDaysNotHeld(challenger, input.days ?? []);
    const days = input.days ?? daysOf(challenger, challenger);
    const sharedWith = (hold: Hold) => daysOf(hold, hold).filter((day) => days.includes(day));
    const challenged = (
      await tx
        .select()
        .from(holds)
        .where(and(activeAt(challenger.hallId), eq(holds.level, 1), sharesDays(challenger)))
        .orderBy(asc(holds.id))
    ).filter((first) => sharedWith(first).length > 0);
    if (challenged.length === 0) throw new AppError('hold_not_below');
    if (challenged.some((first) => first.challengedBy !== null)) throw new AppError('hold_challenge_open');
    const challengeDeadline = new Date(now.getTime() + input.hours * HOUR_MS);
    const parts: Hold[] = [];
    for (const first of challenged) {
      const shared = sharedWith(first);
      // only the shared days are challenged: the 1st's other days stay as they are
      const taken = await takeDays(
        tx,
        first,
        shared.length === daysOf(first, first).length ? [] : shared,
        actorId,
      );
      await tx
        .update(holds)
        .set({ challengedBy: challenger.id, challengeDeadline, updatedAt: now, updatedBy: actorId })
        .where(
          inArray(
            holds.id,
            taken.map((part) => part.id),
          ),
        );
      if (first.ownerId !== null)
        await tellHolder(tx, first.ownerId, 'hold_challenged', {
          ...(await aboutHold(tx, first)),
          dateFrom: shared[0] ?? first.dateFrom,
          dateTo: shared.at(-1) ?? first.dateTo,
          deadline: challengeDeadline.toISOString(),
        });
      parts.push(...taken);
    }
    return parts[0]?.id ?? challenger.id;
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
 * hold being still active and due, and the second process waits for the first's hall lock. The
 * owner of a hold released because its challenge went unanswered is told they lost it.
 */
export async function releaseDueHolds(db: Db, now: Date): Promise<number[]> {
  const due = await db
    .select({ id: holds.id, hallId: holds.hallId })
    .from(holds)
    .where(and(eq(holds.status, 'active'), dueAt(now)))
    .orderBy(asc(holds.id))
    .limit(RELEASE_BATCH_SIZE);
  const released: number[] = [];
  for (const { id, hallId } of due) {
    const done = await db.transaction(async (tx) => {
      await lockHall(tx, hallId);
      const [hold] = await tx.select().from(holds).where(eq(holds.id, id));
      if (!hold || !(await releaseLocked(tx, id, now, null, dueAt(now)))) return false;
      const challengeLost = hold.challengeDeadline !== null && hold.challengeDeadline <= now;
      if (challengeLost && hold.ownerId !== null)
        await tellHolder(tx, hold.ownerId, 'hold_challenge_lost', await aboutHold(tx, hold));
      return true;
    });
    if (done) released.push(id);
  }
  return released;
}

/** How long before its expiry a hold's owner is reminded. */
const REMINDER_MS = DAY_MS;

/** The outbox key of the reminder of a hold at one expiry: extending the hold earns a new one. */
const reminderKey = sql<string>`'hold_expiring:' || ${holds.id} || ':' || floor(extract(epoch from ${holds.expiresAt}))::bigint`;

/**
 * Part of the job: reminds the owner of each active hold expiring within 24 hours, once per hold
 * and expiry (the reminder's mail key is the record, `tellHolder`), and answers the ids reminded.
 */
export async function remindExpiringHolds(db: Db, now: Date): Promise<number[]> {
  const expiring = await db
    .select({ id: holds.id, key: reminderKey })
    .from(holds)
    .where(
      and(
        eq(holds.status, 'active'),
        isNotNull(holds.ownerId),
        gt(holds.expiresAt, now),
        lte(holds.expiresAt, new Date(now.getTime() + REMINDER_MS)),
        sql`not exists (select 1 from ${schema.mails} where ${schema.mails.idempotencyKey} = ${reminderKey})`,
      ),
    )
    .orderBy(asc(holds.expiresAt), asc(holds.id))
    .limit(RELEASE_BATCH_SIZE);
  const reminded: number[] = [];
  for (const { id, key } of expiring) {
    const told = await db.transaction(async (tx) => {
      const [hold] = await tx
        .select()
        .from(holds)
        .where(and(eq(holds.id, id), eq(holds.status, 'active')));
      if (!hold || hold.ownerId === null) return false;
      const notice = { ...(await aboutHold(tx, hold)), expiresAt: hold.expiresAt.toISOString() };
      return tellHolder(tx, hold.ownerId, 'hold_expiring', notice, key);
    });
    if (told) reminded.push(id);
  }
  return reminded;
}

/** Where events and holds clash within a range (`conflictsOf`), from the events' halls and the active holds. */
export async function findConflicts(db: Db, range: ConflictsInput): Promise<Conflict[]> {
  const [booked, held] = await Promise.all([
    db
      .select({
        id: events.id,
        hallId: sql<number>`${eventParties.salaMaestroId}`,
        date: sql<string>`${events.date}`,
        booked: sql<boolean>`coalesce(${holdsTheHall}, false)`,
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
