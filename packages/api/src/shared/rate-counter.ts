import { type Db, schema } from '@bolo/db';
import { and, eq, gt, inArray, lt, lte, or, sql } from 'drizzle-orm';
import { AppError } from './errors';

const { rateCounters } = schema;

/** A limit of `max` events within `windowMs`. */
export interface Limit {
  max: number;
  windowMs: number;
}

/** One count to take: `key` names what is counted (and must belong to one limit only). */
export interface Slot {
  key: string;
  limit: Limit;
}

/** Slots taken: a caller whose attempt turned out fine gives them back, so only failures count. */
export interface TakenSlots {
  giveBack(): Promise<void>;
}

/** Expired rows swept when a new window opens: a few at a time keeps the table its live size. */
const SWEEP_BATCH = 100;

const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;

/**
 * Takes one slot of `limit` under `key` in one statement: a new or expired window starts at 1,
 * a full one is left as it is and answers nothing. Answers the window's start, or null when full.
 */
async function takeOne(db: Db, { key, limit }: Slot, now: Date): Promise<Date | null> {
  const expired = lte(rateCounters.expiresAt, at(now));
  const [row] = await db
    .insert(rateCounters)
    .values({ key, windowStart: now, count: 1, expiresAt: new Date(now.getTime() + limit.windowMs) })
    .onConflictDoUpdate({
      target: rateCounters.key,
      set: {
        count: sql`case when ${expired} then 1 else ${rateCounters.count} + 1 end`,
        windowStart: sql`case when ${expired} then excluded.window_start else ${rateCounters.windowStart} end`,
        expiresAt: sql`case when ${expired} then excluded.expires_at else ${rateCounters.expiresAt} end`,
      },
      setWhere: or(expired, lt(rateCounters.count, limit.max)),
    })
    .returning({ windowStart: rateCounters.windowStart, count: rateCounters.count });
  if (row?.count === 1) await sweepExpired(db, now);
  return row?.windowStart ?? null;
}

async function sweepExpired(db: Db, now: Date): Promise<void> {
  const stale = db
    .select({ key: rateCounters.key })
    .from(rateCounters)
    .where(lt(rateCounters.expiresAt, at(now)))
    .limit(SWEEP_BATCH);
  await db.delete(rateCounters).where(inArray(rateCounters.key, stale));
}

async function giveBackOne(db: Db, key: string, windowStart: Date): Promise<void> {
  await db
    .update(rateCounters)
    .set({ count: sql`${rateCounters.count} - 1` })
    .where(
      and(eq(rateCounters.key, key), eq(rateCounters.windowStart, windowStart), gt(rateCounters.count, 0)),
    );
}

/** Seconds until `key`'s full window ends (at least 1). */
async function secondsLeft(db: Db, key: string, now: Date): Promise<number> {
  const [row] = await db
    .select({ expiresAt: rateCounters.expiresAt })
    .from(rateCounters)
    .where(eq(rateCounters.key, key));
  return Math.max(1, Math.ceil(((row?.expiresAt.getTime() ?? now.getTime()) - now.getTime()) / 1000));
}

/** `rate_limited` with the wait in `Retry-After` and, in minutes or seconds, in the message. */
export function rateLimited(seconds: number): AppError {
  const minutes = Math.ceil(seconds / 60);
  const wait = seconds < 60 ? `${seconds} s` : `${minutes} min`;
  return new AppError('rate_limited', {
    retryAfterSeconds: seconds,
    params: { wait: { es: wait, en: wait } },
  });
}

/** Takes one slot of `slot`'s limit when one is free, refusing nothing: answers whether it took one. */
export async function takeSlotIfFree(db: Db, slot: Slot, now = new Date()): Promise<boolean> {
  return (await takeOne(db, slot, now)) !== null;
}

/**
 * Takes one slot of every limit, all or none, before the work they guard: counted in the
 * database, so concurrent requests and other instances cannot slip past. When one is full the
 * others are given back and `rate_limited` says how long to wait.
 */
export async function takeSlots(db: Db, slots: Slot[], now = new Date()): Promise<TakenSlots> {
  const taken: { key: string; windowStart: Date }[] = [];
  const giveBack = async () => {
    for (const slot of taken) await giveBackOne(db, slot.key, slot.windowStart);
  };
  for (const slot of slots) {
    const windowStart = await takeOne(db, slot, now);
    if (!windowStart) {
      await giveBack();
      throw rateLimited(await secondsLeft(db, slot.key, now));
    }
    taken.push({ key: slot.key, windowStart });
  }
  return { giveBack };
}
