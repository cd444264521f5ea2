import { DataDirLockedError } from '@bolo/db';
import { ConfigError } from './config';

/** sysexits' EX_TEMPFAIL: the folder is busy now, and the same command works once its holder stops. */
export const EXIT_DATA_DIR_LOCKED = 75;

/**
 * How the server and the command line end when they cannot start: a wrong setting or a database
 * folder another process holds is told in one line; anything else with its stack.
 */
export function exitOnStartFailure(error: unknown): never {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    process.stderr.write(`${error.message}\n`);
  } else {
    console.error(error);
  }
  process.exit(error instanceof DataDirLockedError ? EXIT_DATA_DIR_LOCKED : 1);
}
