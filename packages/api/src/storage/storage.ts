/**
 * Where uploaded files live. Keys are immutable: a changed file gets a new key, so readers may
 * cache a key's bytes forever. The filesystem store is the default; an S3-compatible store is one
 * more implementation of this interface (see docs/decisions.md).
 */
export interface FileStorage {
  /** Stores `bytes` under `key`, replacing what was there. */
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** The bytes under `key`, or null when there are none. */
  get(key: string): Promise<Uint8Array | null>;
  /** Removes `key`; removing a missing key is not an error. */
  delete(key: string): Promise<void>;
}

/** Lower-case letters, digits, `_ . -`, in `/`-separated segments that do not start with a dot. */
const KEY_PATTERN = /^[a-z0-9_-][a-z0-9_.-]*(\/[a-z0-9_-][a-z0-9_.-]*)*$/;

/** Refuses a key that could leave the store's folder or mean different files on different stores. */
export function assertStorageKey(key: string): void {
  if (key.length > 500 || !KEY_PATTERN.test(key)) {
    throw new Error(`invalid storage key: ${JSON.stringify(key)}`);
  }
}
