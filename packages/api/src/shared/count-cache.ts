import type { Db } from '@bolo/db';
import { LRUCache } from 'lru-cache';
import { perDatabase } from './per-database';

/** A total is counted afresh after this long… */
export const COUNT_FRESH_MS = 5_000;
/** …and until this long it is still shown while one request counts it again in the background. */
export const COUNT_STALE_MS = 60_000;

interface CountEntry {
  /** The last total counted, and when: none until the first count ends. */
  counted?: { value: number; at: number };
  /** The count running now, shared by every request that waits for it. */
  counting?: Promise<number>;
}

/**
 * Totals of list pages, kept a few seconds per filter. An exact count(*) on every page request
 * costs more than 10× the page query itself (docs/architecture.md § Performance), and a total a few
 * seconds old is what every paged list shows anyway. A total past its freshness is still answered
 * while it is counted again (stale-while-revalidate), so under load no request waits on a recount;
 * one older than COUNT_STALE_MS is never shown.
 */
const countsOf = perDatabase<Db, LRUCache<string, CountEntry>>(() => new LRUCache({ max: 1_000 }));

export function cachedCount(
  db: Db,
  key: string,
  compute: () => Promise<number>,
  now: () => number = Date.now,
): Promise<number> {
  const counts = countsOf(db);
  let entry = counts.get(key);
  if (!entry) {
    entry = {};
    counts.set(key, entry);
  }
  const age = entry.counted ? now() - entry.counted.at : Number.POSITIVE_INFINITY;
  if (entry.counted && age < COUNT_FRESH_MS) return Promise.resolve(entry.counted.value);
  const counting = entry.counting ?? recount(entry, compute, now);
  return entry.counted && age < COUNT_STALE_MS ? Promise.resolve(entry.counted.value) : counting;
}

function recount(entry: CountEntry, compute: () => Promise<number>, now: () => number): Promise<number> {
  const counting = compute().then(
    (value) => {
      entry.counted = { value, at: now() };
      entry.counting = undefined;
      return value;
    },
    (error: unknown) => {
      entry.counting = undefined;
      throw error;
    },
  );
  // a background recount that fails is retried by the next request; nobody waits on it
  counting.catch(() => {});
  entry.counting = counting;
  return counting;
}

/** After a bulk change (the demo data), so every list's next total is counted afresh. */
export function forgetCachedCounts(db: Db): void {
  countsOf(db).clear();
}
