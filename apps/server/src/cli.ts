import { mkdirSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { checkChain, ensureStarterSet, exportRecords, seedDemoData } from '@bolo/api';
import { createDb, type Database, DataDirLockedError, type LockControl } from '@bolo/db';
import { type Config, ConfigError, loadConfig } from './config';
import { CONTROL_HEADER, SEED_DEMO_PATH } from './local-control';
import { withFileStorage } from './services';
import { exitOnStartFailure } from './start-failure';

const seededMessage = (added: number) =>
  added > 0 ? `Added ${added} demo events.` : 'Events exist already: nothing added.';

/**
 * On a database nobody has used yet the demo starts from the starter set, as the first start
 * would, so the demo events get its company and their documents their templates.
 */
async function seedDemo(database: Database, config: Config, _args: string[]) {
  await withFileStorage(config, (storage) => ensureStarterSet(database.db, storage));
  return seededMessage(await seedDemoData(database.db));
}

/** The NIF a VERI*FACTU command is about: its first argument. */
function issuerOf(args: string[]): string {
  const [nif] = args;
  if (!nif) throw new ConfigError('Usage: cli verifactu-export <NIF> [file.xml] | cli verifactu-check <NIF>');
  return nif.toUpperCase();
}

/** An issuer's registros de facturación as the AEAT's XML, to a file or to the standard output. */
async function exportVerifactu(database: Database, _config: Config, args: string[]) {
  const xml = await exportRecords(database.db, { issuerNif: issuerOf(args) }, null);
  const [, file] = args;
  if (!file) return xml.trimEnd();
  await writeFile(file, xml);
  return `Wrote the records of ${issuerOf(args)} to ${file}.`;
}

/** Walks an issuer's chain of records; a broken one ends the command with an error. */
async function checkVerifactu(database: Database, _config: Config, args: string[]) {
  const result = await checkChain(database.db, issuerOf(args), null);
  if (result.broken) {
    throw new Error(
      `The chain of ${result.issuerNif} is broken at record ${result.broken.id} (${result.broken.numSerie}): ${result.broken.problem}.`,
    );
  }
  return `The chain of ${result.issuerNif} is whole: ${result.records} records.`;
}

const commands = {
  migrate: async () => 'Migrations applied.',
  'seed-demo': seedDemo,
  'verifactu-export': exportVerifactu,
  'verifactu-check': checkVerifactu,
} as const;
type Command = keyof typeof commands;

/** The embedded database is the running server's alone: it seeds, through its loopback control route. */
async function seedThroughServer(pid: number, control: LockControl) {
  const answer = await fetch(`${control.url}${SEED_DEMO_PATH}`, {
    method: 'POST',
    headers: { [CONTROL_HEADER]: control.token },
  });
  if (!answer.ok) throw new Error(`The running server (pid ${pid}) refused to seed: ${await answer.text()}`);
  const { added } = (await answer.json()) as { added: number };
  return `${seededMessage(added)} (through the running server, pid ${pid})`;
}

async function run(name: string | undefined, args: string[]) {
  if (!name || !Object.hasOwn(commands, name)) {
    throw new ConfigError(`Usage: cli <${Object.keys(commands).join('|')}>`);
  }
  const config = loadConfig(process.env);
  const dataDir = join(config.DATA_DIR, 'pglite');
  if (!config.DATABASE_URL) mkdirSync(dataDir, { recursive: true });
  let database: Database;
  try {
    database = createDb({ url: config.DATABASE_URL, dataDir, holder: `npm run db:${name}` });
  } catch (error) {
    const control = error instanceof DataDirLockedError ? error.owner.control : undefined;
    if (name === 'seed-demo' && control)
      return seedThroughServer((error as DataDirLockedError).owner.pid, control);
    throw error;
  }
  try {
    await database.migrate();
    return await commands[name as Command](database, config, args);
  } finally {
    await database.close();
  }
}

run(process.argv[2], process.argv.slice(3)).then((message) => console.log(message), exitOnStartFailure);
