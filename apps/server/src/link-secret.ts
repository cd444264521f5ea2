import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { newToken } from '@bolo/api';
import type { Config } from './config';

const MIN_LENGTH = 32;

const isAlreadyThere = (error: unknown) =>
  error instanceof Error && 'code' in error && error.code === 'EEXIST';

/**
 * The key contract share links are signed with: `LINK_SECRET`, or else the text kept in
 * `DATA_DIR/link-secret`, made (32 random bytes, base64url) on the first start and read on every
 * later one, so links survive restarts. Several instances need the same one: copy the file's text
 * into `LINK_SECRET` on each. Changing it invalidates every link already sent.
 */
export function linkSecret(config: Pick<Config, 'LINK_SECRET' | 'DATA_DIR'>): Uint8Array {
  if (config.LINK_SECRET) return Buffer.from(config.LINK_SECRET);
  const path = join(config.DATA_DIR, 'link-secret');
  mkdirSync(config.DATA_DIR, { recursive: true });
  try {
    // `wx`: of two instances starting on one folder, one writes and the other reads its secret.
    writeFileSync(path, newToken(), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if (!isAlreadyThere(error)) throw error;
  }
  const secret = readFileSync(path, 'utf8').trim();
  if (secret.length < MIN_LENGTH) {
    throw new Error(`${path} holds fewer than ${MIN_LENGTH} characters: delete it to make a new one`);
  }
  return Buffer.from(secret);
}
