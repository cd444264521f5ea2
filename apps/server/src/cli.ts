import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { createDb } from '@bolo/db';
import { seedDemo } from '@bolo/db/seed-demo';
import { ConfigError, loadConfig } from './config';

const commands = {
  migrate: async () => 'Migrations applied.',
  'seed-demo': async (database: ReturnType<typeof createDb>) => {
    const added = await seedDemo(database.db);
    return added > 0 ? `Added ${added} demo events.` : 'Events exist already: nothing added.';
  },
} as const;
type Command = keyof typeof commands;

async function run(name: string | undefined) {
  if (!name || !Object.hasOwn(commands, name)) {
    throw new ConfigError(`Usage: cli <${Object.keys(commands).join('|')}>`);
  }
  const config = loadConfig(process.env);
  const dataDir = join(config.DATA_DIR, 'pglite');
  if (!config.DATABASE_URL) mkdirSync(dataDir, { recursive: true });
  const database = createDb({ url: config.DATABASE_URL, dataDir });
  try {
    await database.migrate();
    console.log(await commands[name as Command](database));
  } finally {
    await database.close();
  }
}

run(process.argv[2]).catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
