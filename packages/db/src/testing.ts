import { readdirSync, readFileSync } from 'node:fs';
import { cp, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import { createDb, type Database, type DbKind, migrationsFolder } from './client';

/** Which database the test run uses; vitest's projects run the database tests once for each. */
export const testDbKind: DbKind = process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';

const adminUrl = process.env.TEST_DATABASE_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/**
 * A fresh, migrated database for one test file: a throwaway PostgreSQL database (dropped on
 * close) or an in-memory PGlite.
 */
export async function createTestDatabase(
  kind: DbKind = testDbKind,
  { upTo }: { upTo?: string } = {},
): Promise<Database & { url?: string }> {
  const folder = upTo === undefined ? undefined : await migrationsUpTo(upTo);
  if (kind === 'pglite') {
    if (folder === undefined) return createDb({ dataDir: 'memory://', loadDataDir: await migratedPglite() });
    const database = createDb({ dataDir: 'memory://' });
    await database.migrate(folder);
    return database;
  }
  const name = `bolo_test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = createDb({ url: url.toString() });
  await database.migrate(folder);
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

let migrated: Promise<Blob> | undefined;

/**
 * A PGlite with every migration, made once a worker (vitest keeps modules from one file to the
 * next): each file's database starts from its dump in about half a second, where making and
 * migrating one took 2 to 3.5 s on two busy cores.
 */
function migratedPglite(): Promise<Blob> {
  migrated ??= (async () => {
    const database = createDb({ dataDir: 'memory://' });
    try {
      await database.migrate();
      const dump = await database.dumpDataDir?.();
      if (!dump) throw new Error('PGlite dumps its data folder');
      return dump;
    } finally {
      await database.close();
    }
  })();
  return migrated;
}

/**
 * A copy of the migrations that ends with the one tagged `tag` (`0007_rate_counters`): a database
 * migrated from it holds the data a later migration must carry over, before `migrate()` runs it.
 */
async function migrationsUpTo(tag: string): Promise<string> {
  const folder = await mkdtemp(path.join(tmpdir(), 'bolo-migrations-'));
  await cp(migrationsFolder, folder, { recursive: true });
  const journalPath = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalPath, 'utf8')) as { entries: { tag: string }[] };
  const end = journal.entries.findIndex((entry) => entry.tag === tag);
  if (end < 0) throw new Error(`no migration ${tag}`);
  await writeFile(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, end + 1) }));
  return folder;
}

/**
 * The SQL of the committed migration named `name` (its file without number and `.sql`), to run a
 * data migration again over rows a test wrote as they were before it.
 */
export function migrationSql(name: string): string {
  const file = readdirSync(migrationsFolder).find((entry) => entry.endsWith(`_${name}.sql`));
  if (!file) throw new Error(`no migration ${name}`);
  return readFileSync(`${migrationsFolder}/${file}`, 'utf8');
}
