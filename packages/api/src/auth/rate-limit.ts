/** A limit of `max` events within `windowMs`. */
export interface Limit {
  max: number;
  windowMs: number;
}

/** Wrong passwords for one account. */
export const signInFailures: Limit = { max: 5, windowMs: 15 * 60_000 };
/**
 * Wrong passwords from one address, whatever the account: higher, because a whole office often
 * signs in from one address and five typos among colleagues must not lock everyone out.
 */
export const signInFailuresByAddress: Limit = { max: 20, windowMs: 15 * 60_000 };
/** Wrong passwords at the re-checks of a signed-in account (a new email, phone or password, back to SMS). */
export const passwordRechecks: Limit = { max: 5, windowMs: 15 * 60_000 };
export const smsSends: Limit = { max: 3, windowMs: 10 * 60_000 };
export const codeAttempts = 5;

/**
 * Seconds until one more event is allowed, or null when it is allowed now. `times` are the
 * events inside the window, any order.
 */
export function retryAfterSeconds(times: Date[], now: Date, limit: Limit): number | null {
  if (times.length < limit.max) return null;
  const sorted = times.map((t) => t.getTime()).sort((a, b) => b - a);
  // the event that must leave the window before one more fits
  const blocking = sorted[limit.max - 1] ?? now.getTime();
  return Math.max(1, Math.ceil((blocking + limit.windowMs - now.getTime()) / 1000));
}

export const windowStart = (now: Date, limit: Limit) => new Date(now.getTime() - limit.windowMs);
