import type { Db } from '@bolo/db';
import { addressKey } from '../../auth';
import { type Limit, takeSlots } from '../../shared/rate-counter';

/** Requests to the public counterparty procedures from one address. */
export const publicRequests: Limit = { max: 100, windowMs: 60_000 };

/**
 * Counts one request through a counterparty link (the procedures, the upload form, the page) from
 * `ipAddress` in the database's counter, which every instance shares; refuses one over the limit
 * with `rate_limited` and the wait.
 */
export async function admitPublicRequest(db: Db, ipAddress: string | null, now = new Date()): Promise<void> {
  await takeSlots(db, [{ key: `counterparty-link:${addressKey(ipAddress)}`, limit: publicRequests }], now);
}
