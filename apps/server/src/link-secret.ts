import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { newToken } from '@bolo/api';
import { type Db, schema } from '@bolo/db';
import { eq } from 'drizzle-orm';
import type { Config } from './config';

const MIN_LENGTH = 32;
const { sharedSecrets } = schema;

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
  const [existing] = await db.select().from(sharedSecrets).where(eq(sharedSecrets.name, 'link'));
  if (existing) return Buffer.from(existing.value);
  // of two instances starting at once, the first insert wins and both read it back
  await db
    .insert(sharedSecrets)
    .values({ name: 'link', value: keptInFile(config.DATA_DIR) ?? newToken() })
    .onConflictDoNothing();
  const [kept] = await db.select().from(sharedSecrets).where(eq(sharedSecrets.name, 'link'));
  if (!kept) throw new Error('the link secret could not be kept in the database');
  return Buffer.from(kept.value);
}
