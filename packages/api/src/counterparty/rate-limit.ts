import { type Limit, retryAfterSeconds, windowStart } from '../auth/rate-limit';
import { AppError } from '../errors';

/** Requests to the public counterparty procedures from one address. */
export const publicRequests: Limit = { max: 100, windowMs: 60_000 };

/**
 * A sliding window of request times per address, in this process's memory: each instance counts
 * on its own, so N instances allow N × the limit (documented in docs/decisions.md). Addresses
 * whose window emptied are forgotten as the map grows.
 */
export function slidingWindowLimiter(limit: Limit, now: () => Date = () => new Date()) {
  const times = new Map<string, Date[]>();
  const forgetIdle = (at: Date) => {
    const start = windowStart(at, limit);
    for (const [key, list] of times) if (!list.some((t) => t > start)) times.delete(key);
  };
  return {
    /** Counts one request from `key`, or refuses it with `rate_limited` and the wait. */
    hit(key: string): void {
      const at = now();
      const start = windowStart(at, limit);
      const recent = (times.get(key) ?? []).filter((t) => t > start);
      const wait = retryAfterSeconds(recent, at, limit);
      if (wait !== null) throw new AppError('rate_limited', { retryAfterSeconds: wait });
      recent.push(at);
      times.set(key, recent);
      if (times.size > 10_000) forgetIdle(at);
    },
  };
}

/** This process's count of requests through counterparty links: the procedures and the page. */
export const publicLinkLimiter = slidingWindowLimiter(publicRequests);
