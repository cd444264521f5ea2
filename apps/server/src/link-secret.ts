import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { newToken, sharedSecret } from '@bolo/api';
import type { Db } from '@bolo/db';
import type { Config } from './config';

const MIN_LENGTH = 32;

const isMissing = (error: unknown) => error instanceof Error && 'code' in error && error.code === 'ENOENT';

/** The secret an install from before issue 20 kept in `DATA_DIR/link-secret`, if there is one. */
function keptInFile(dataDir: string): string | undefined {
  const path = join(dataDir, 'link-secret');
  let secret: string;
  try {
    secret = readFileSync(path, 'utf8').trim();
  } catch (error) {
    if (isMissing(error)) return undefined;
    throw error;
  }
  if (secret.length < MIN_LENGTH) {
    throw new Error(`${path} holds fewer than ${MIN_LENGTH} characters: delete it to make a new one`);
  }
  return secret;
}

/**
 * The key contract share links are signed with: `LINK_SECRET`, or else the one kept in the
 * database (`shared_secrets`), made (32 random bytes, base64url) by the first instance that
 * starts, so every instance on the database signs and checks with the same key and links survive
 * restarts. An install that kept it in `DATA_DIR/link-secret` has that one taken into the
 * database, so the links already sent stay good. Changing it invalidates every link already sent.
 */
export async function linkSecret(
  config: Pick<Config, 'LINK_SECRET' | 'DATA_DIR'>,
  db: Db,
): Promise<Uint8Array> {
  if (config.LINK_SECRET) return Buffer.from(config.LINK_SECRET);
  return Buffer.from(await sharedSecret(db, 'link', () => keptInFile(config.DATA_DIR) ?? newToken()));
}
