import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { AppError, ensureFirstAdmin, ensureStarterSet, errorMessageOf } from '@bolo/api';
import { createDb } from '@bolo/db';
import { ConfigError, loadConfig } from './config';
import { buildServer } from './server';
import { withFileStorage } from './services';
import { exitOnStartFailure } from './start-failure';

async function main() {
  const config = loadConfig(process.env);
  const dataDir = join(config.DATA_DIR, 'pglite');
  if (!config.DATABASE_URL) mkdirSync(dataDir, { recursive: true });
  const database = createDb({
    url: config.DATABASE_URL,
    dataDir,
    connectTimeoutSeconds: config.DATABASE_CONNECT_TIMEOUT_SECONDS,
    poolMax: config.DATABASE_POOL_MAX,
    holder: 'the Bolo server',
  });
  await database.migrate();
  const app = await buildServer({ config, database });

  // before the first administrator: "no user yet" is what tells a fresh install
  const starterRows = await withFileStorage(config, (storage) => ensureStarterSet(database.db, storage));
  if (starterRows > 0) {
    app.log.info(
      { rows: starterRows },
      'installed the starter set (templates, a company, its signatory, departments), or what was added to it since',
    );
  }

  const firstAdmin = await ensureFirstAdmin(database.db, {
    email: config.ADMIN_EMAIL,
    password: config.ADMIN_PASSWORD,
  }).catch((error: unknown) => {
    // only a refused ADMIN_PASSWORD: it is read for the first administrator alone
    if (!(error instanceof AppError)) throw error;
    throw new ConfigError(
      `ADMIN_PASSWORD cannot be the first administrator's password: ${errorMessageOf(error, 'en')} Set another one and start again.`,
    );
  });
  if (firstAdmin.created) {
    app.log.info({ email: firstAdmin.email }, 'created the first administrator');
    if (firstAdmin.generatedPassword) {
      // Printed once, on purpose outside the structured log, so it is not kept in log storage.
      process.stdout.write(
        `\n  First administrator: ${firstAdmin.email}\n  Password (shown only now): ${firstAdmin.generatedPassword}\n\n`,
      );
    }
  }

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.PORT, host: config.HOST });
  app.log.info({ db: database.kind }, 'Bolo is ready');
}

main().catch(exitOnStartFailure);
