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
