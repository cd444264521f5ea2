import { type Column, isNull, lt, or, type SQL, sql } from 'drizzle-orm';

/**
 * The claims of the outboxes' senders (mails, the AEAT's submissions): a sender claims rows with a
 * `SELECT … FOR UPDATE SKIP LOCKED` and sets their lease column to `secondsFromNow(leaseMs)`; a
 * sender that dies leaves them to the others once the lease has run out.
 */

/** The database's now plus `ms`, so every process measures leases and waits on one clock. */
export const secondsFromNow = (ms: number): SQL => sql`now() + make_interval(secs => ${ms / 1000})`;

/** A row no sender holds: never claimed, released, or its claim ran out. */
export const leaseFree = (lockedUntil: Column): SQL | undefined =>
  or(isNull(lockedUntil), lt(lockedUntil, sql`now()`));
