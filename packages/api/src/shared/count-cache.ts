import type { Db } from '@bolo/db';

/**
 * Totals of list pages, kept a few seconds per filter. An exact count(*) on every page request
 * costs more than 10× the page query itself (ARCHITECTURE.md § Performance), and a total a few
 * seconds old is what every paged list shows anyway.
 */
const TTL_MS = 5_000;
const caches = new WeakMap<Db, Map<string, { value: Promise<number>; at: number }>>();

export function cachedCount(db: Db, key: string, compute: () => Promise<number>): Promise<number> {
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  const now = Date.now();
  const hit = cache.get(key);
  if (hit && now - hit.at < TTL_MS) return hit.value;
  const value = compute();
  cache.set(key, { value, at: now });
  value.catch(() => cache.delete(key));
  return value;
}
