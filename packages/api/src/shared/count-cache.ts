import type { Db } from '@bolo/db';
import { LRUCache } from 'lru-cache';
import { perDatabase } from './per-database';

/**
 * Totals of list pages, kept a few seconds per filter. An exact count(*) on every page request
 * costs more than 10× the page query itself (docs/architecture.md § Performance), and a total a few
 * seconds old is what every paged list shows anyway.
 */
const countsOf = perDatabase<Db, LRUCache<string, Promise<number>>>(
  () => new LRUCache({ ttl: 5_000, max: 1_000 }),
);

export function cachedCount(db: Db, key: string, compute: () => Promise<number>): Promise<number> {
  const counts = countsOf(db);
  const hit = counts.get(key);
  if (hit) return hit;
  const value = compute();
  counts.set(key, value);
  value.catch(() => counts.delete(key));
  return value;
}

/** After a bulk change (the demo data), so every list's next total is counted afresh. */
export function forgetCachedCounts(db: Db): void {
  countsOf(db).clear();
}
