import type { Db } from '@bolo/db';
import { addressKey } from '../auth';
import { type Limit, takeSlots } from '../shared/rate-counter';
import { publicProcedure } from '../trpc';

/** Requests through an event's public links (a counterparty's, a contract's signing) from one address. */
export const publicRequests: Limit = { max: 100, windowMs: 60_000 };

/**
 * Counts one request through a public link (the procedures, the upload form, the page) from
 * `ipAddress` in the database's counter, which every instance shares; refuses one over the limit
 * with `rate_limited` and the wait.
 */
export async function admitPublicRequest(db: Db, ipAddress: string | null, now = new Date()): Promise<void> {
  await takeSlots(db, [{ key: `public-link:${addressKey(ipAddress)}`, limit: publicRequests }], now);
}

/** The doors open to the internet: keyed by a link's token, limited per address. */
export const linkProcedure = publicProcedure.use(async ({ ctx, next }) => {
  await admitPublicRequest(ctx.db, ctx.ipAddress);
  return next();
});
