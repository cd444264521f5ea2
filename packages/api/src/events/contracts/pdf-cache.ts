import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';

/** What a generated PDF keeps: its bytes, by the hash of everything it was made from. */
const PDF_CACHE_BYTES = 64 * 1024 * 1024;
const cache = new LRUCache<string, Uint8Array>({
  maxSize: PDF_CACHE_BYTES,
  sizeCalculation: (bytes) => Math.max(1, bytes.byteLength),
});
/** Renders running now, by the same hash: openings of one link at once make one PDF. */
const running = new Map<string, Promise<Uint8Array>>();

/** The hash naming a PDF's content: each part length-prefixed, so no two inputs run together. */
export function contentHash(parts: readonly (string | null | undefined)[]): string {
  const hash = createHash('sha256');
  for (const part of parts) {
    const text = part ?? '\u0000';
    hash.update(`${text.length}:`).update(text);
  }
  return hash.digest('hex');
}

/** The PDF of `key` from the cache, or made once by `make` (however many ask meanwhile) and kept. */
export async function cachedPdf(key: string, make: () => Promise<Uint8Array>): Promise<Uint8Array> {
  const kept = cache.get(key);
  if (kept) return kept;
  const pending = running.get(key);
  if (pending) return pending;
  const made = make().then((bytes) => {
    cache.set(key, bytes);
    return bytes;
  });
  running.set(key, made);
  try {
    return await made;
  } finally {
    running.delete(key);
  }
}
