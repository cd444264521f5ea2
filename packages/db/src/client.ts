import { fileURLToPath } from 'node:url';
import { setFlagsFromString } from 'node:v8';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import { type DataDirLock, lockDataDir } from './data-dir-lock';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type DbKind = 'postgres' | 'pglite';

export interface Database {
  db: Db;
  kind: DbKind;
  /**
   * Applies the committed migrations that the database has not seen yet (from another folder of
   * migrations when given: the tests of a data migration stop before it).
   */
  migrate(folder?: string): Promise<void>;
  close(): Promise<void>;
  /**
   * Calls `onNotify` with the payload of each `NOTIFY channel` once its transaction commits: from
   * any connection on PostgreSQL (on a connection of its own), from this process on PGlite, which
   * has LISTEN/NOTIFY in memory. Answers the unlisten.
   */
  listen(channel: string, onNotify: (payload: string) => void): Promise<() => Promise<void>>;
  /** PGlite in a folder: this process's lock on it, held until `close()`. */
  lock?: DataDirLock;
  /** PGlite: its data folder as a tarball, which `loadDataDir` starts another from. */
  dumpDataDir?: () => Promise<Blob>;
}

export interface DbOptions {
  /** postgres:// URL; without it the embedded PGlite is used. */
  url?: string;
  /** Folder of the PGlite data; `memory://` keeps it in memory. */
  dataDir?: string;
  /**
   * PostgreSQL: how long opening a connection may take before the query fails (postgres.js waits
   * 30 s otherwise), so a database that went away answers quickly instead of hanging requests.
   */
  connectTimeoutSeconds?: number;
  /** PostgreSQL: the most connections this process opens (docs/decisions.md § the event list at bare speed). */
  poolMax?: number;
  /**
   * PGlite in a folder: what this process is, named to a second process that tries to open the
   * folder while this one holds it (see data-dir-lock.ts).
   */
  holder?: string;
  /** PGlite: starts from this tarball of a data folder (`dumpDataDir`) instead of an empty one. */
  loadDataDir?: Blob;
}

/** `connectTimeoutSeconds` when the caller does not say (the server's config defaults to it too). */
export const DEFAULT_CONNECT_TIMEOUT_SECONDS = 5;
/**
 * Twice postgres.js's own default of 10: with 10, requests under a database-bound load queued in
 * the connections' pipelines, and the filtered list's p99 was 1.3–1.9× the bare route's; with 20
 * it was 0.67–1.07×, at the same throughput and memory (measured with `bench/list.mjs`).
 */
export const DEFAULT_POOL_MAX = 20;

/**
 * PostgreSQL's memory settings inside PGlite (docs/decisions.md, issue 26). PGlite runs PostgreSQL in a
 * WebAssembly memory of this process that grows and never shrinks, and PostgreSQL writes the whole of
 * its shared memory at start: with initdb's 128 MB of `shared_buffers` the server idled at about 410 MB
 * of RSS. With 16 MB the pages past them are read again from the operating system's file cache;
 * `maintenance_work_mem` bounds what an index build or a vacuum (a migration) adds to that memory for good.
 */
const PGLITE_SETTINGS = { shared_buffers: '16MB', maintenance_work_mem: '16MB' } as const;
/**
 * V8 compiles PGlite's module (9 MB of WebAssembly) on background threads, by default one a core, each
 * with its own compiler memory; glibc kept their peak as a malloc arena of 40–50 MB. With one thread a
 * server idled 40 MB lower. Read when a compile starts, so set before PGlite's; nothing else here compiles
 * WebAssembly of any size.
 */
function oneWasmCompileThread() {
  setFlagsFromString('--wasm-num-compilation-tasks=1');
}

const pgliteStartParams = [
  ...PGlite.defaultStartParams,
  ...Object.entries(PGLITE_SETTINGS).flatMap(([name, value]) => ['-c', `${name}=${value}`]),
];

export const migrationsFolder = fileURLToPath(new URL('../drizzle', import.meta.url));
const casing = 'snake_case';

export function createDb({
  url,
  dataDir = './data/pglite',
  connectTimeoutSeconds = DEFAULT_CONNECT_TIMEOUT_SECONDS,
  poolMax = DEFAULT_POOL_MAX,
  holder = `node ${process.argv.slice(1).join(' ')}`,
  loadDataDir,
}: DbOptions = {}): Database {
  if (url) {
    const client = postgres(url, {
      max: poolMax,
      connect_timeout: connectTimeoutSeconds,
      onnotice: () => {},
    });
    const db = drizzlePostgres({ client, schema, casing });
    return {
      db,
      kind: 'postgres',
      migrate: (folder = migrationsFolder) => migratePostgres(db, { migrationsFolder: folder }),
      close: () => client.end({ timeout: 5 }),
      listen: async (channel, onNotify) => {
        const { unlisten } = await client.listen(channel, onNotify);
        return unlisten;
      },
    };
  }
  const lock = dataDir.startsWith('memory://') ? undefined : lockDataDir(dataDir, holder);
  oneWasmCompileThread();
  const client = new PGlite(dataDir, {
    extensions: { pg_trgm },
    startParams: pgliteStartParams,
    loadDataDir,
  });
  const db = drizzlePglite({ client, schema, casing });
  return {
    db,
    kind: 'pglite',
    lock,
    migrate: (folder = migrationsFolder) => migratePglite(db, { migrationsFolder: folder }),
    dumpDataDir: () => client.dumpDataDir('none'),
    close: async () => {
      try {
        await client.close();
      } finally {
        lock?.release();
      }
    },
    listen: async (channel, onNotify) => {
      const unlisten = await client.listen(channel, onNotify);
      return () => unlisten();
    },
  };
}
