import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type DbKind = 'postgres' | 'pglite';

export interface Database {
  db: Db;
  kind: DbKind;
  /** Applies the committed migrations that the database has not seen yet. */
  migrate(): Promise<void>;
  close(): Promise<void>;
  /**
   * Calls `onNotify` with the payload of each `NOTIFY channel` once its transaction commits: from
   * any connection on PostgreSQL (on a connection of its own), from this process on PGlite, which
   * has LISTEN/NOTIFY in memory. Answers the unlisten.
   */
  listen(channel: string, onNotify: (payload: string) => void): Promise<() => Promise<void>>;
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
}

/** `connectTimeoutSeconds` when the caller does not say (the server's config defaults to it too). */
export const DEFAULT_CONNECT_TIMEOUT_SECONDS = 5;

const migrationsFolder = fileURLToPath(new URL('../drizzle', import.meta.url));
const casing = 'snake_case';

export function createDb({
  url,
  dataDir = './data/pglite',
  connectTimeoutSeconds = DEFAULT_CONNECT_TIMEOUT_SECONDS,
}: DbOptions = {}): Database {
  if (url) {
    const client = postgres(url, { max: 10, connect_timeout: connectTimeoutSeconds, onnotice: () => {} });
    const db = drizzlePostgres({ client, schema, casing });
    return {
      db,
      kind: 'postgres',
      migrate: () => migratePostgres(db, { migrationsFolder }),
      close: () => client.end({ timeout: 5 }),
      listen: async (channel, onNotify) => {
        const { unlisten } = await client.listen(channel, onNotify);
        return unlisten;
      },
    };
  }
  const client = new PGlite(dataDir, { extensions: { pg_trgm } });
  const db = drizzlePglite({ client, schema, casing });
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: () => client.close(),
    listen: async (channel, onNotify) => {
      const unlisten = await client.listen(channel, onNotify);
      return () => unlisten();
    },
  };
}
