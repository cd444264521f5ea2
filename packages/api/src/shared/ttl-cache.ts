/**
 * A small in-process cache whose entries live `ttlMs` and which never holds more than
 * `maxEntries` (the oldest go first). Times are passed in so tests can move the clock.
 */
export class TtlCache<V> {
  private readonly entries = new Map<string, { value: V; until: number }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 10_000,
  ) {}

  get(key: string, now = Date.now()): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.until <= now) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  set(key: string, value: V, now = Date.now()): void {
    this.entries.delete(key);
    this.entries.set(key, { value, until: now + this.ttlMs });
    if (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
  }

  delete(key: string): void {
    this.entries.delete(key);
  }

  clear(): void {
    this.entries.clear();
  }

  deleteWhere(test: (value: V) => boolean): void {
    for (const [key, entry] of this.entries) if (test(entry.value)) this.entries.delete(key);
  }
}

/** One value (a cache, a prepared query) per database, so separate databases never share one. */
export function perDatabase<K extends object, V>(create: (key: K) => V): (key: K) => V {
  const caches = new WeakMap<K, V>();
  return (key) => {
    let cache = caches.get(key);
    if (!cache) {
      cache = create(key);
      caches.set(key, cache);
    }
    return cache;
  };
}
