import type { Db } from '@bolo/db';

/**
 * What other domains do when a master row changes: a settlement's draft figures read the artist's
 * tax situation and the company's tax territory. The masters cannot import those domains (they
 * import the masters), so the composition root (`root.ts`) says who listens.
 */
type MasterUpdateListener = (db: Db, id: number) => Promise<void>;

const listeners = new Map<string, MasterUpdateListener[]>();

/** Runs `listener` after each update of a row of the master `key` (`masters.<key>.update`). */
export function whenMasterUpdated(key: string, listener: MasterUpdateListener): void {
  listeners.set(key, [...(listeners.get(key) ?? []), listener]);
}

/** Tells the listeners of the master `key` that its row `id` was updated. */
export async function masterUpdated(db: Db, key: string, id: number): Promise<void> {
  for (const listener of listeners.get(key) ?? []) await listener(db, id);
}
