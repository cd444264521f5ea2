import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import postgres from 'postgres';
import { createDb, type Database, type DbKind } from './client';

/** Which database the test run uses; vitest's projects run the database tests once for each. */
export const testDbKind: DbKind = process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';

const adminUrl = process.env.TEST_DATABASE_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/**
 * A fresh, migrated database for one test file: a throwaway PostgreSQL database (dropped on
 * close) or an in-memory PGlite.
 */
export async function createTestDatabase(kind: DbKind = testDbKind): Promise<Database & { url?: string }> {
  if (kind === 'pglite') {
    const database = createDb({ dataDir: 'memory://' });
    await database.migrate();
    return database;
  }
  const name = `bolo_test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = createDb({ url: url.toString() });
  await database.migrate();
  return {
    ...database,
    url: url.toString(),
    close: async () => {
      await database.close();
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

const migrationsFolder = fileURLToPath(new URL('../drizzle', import.meta.url));

/**
 * The SQL of the committed migration named `name` (its file without number and `.sql`), to run a
 * data migration again over rows a test wrote as they were before it.
 */
export function migrationSql(name: string): string {
  const file = readdirSync(migrationsFolder).find((entry) => entry.endsWith(`_${name}.sql`));
  if (!file) throw new Error(`no migration ${name}`);
  return readFileSync(`${migrationsFolder}/${file}`, 'utf8');
}
