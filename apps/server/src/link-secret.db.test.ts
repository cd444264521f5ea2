import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Database, schema } from '@bolo/db';
import { createTestDatabase } from '@bolo/db/testing';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { linkSecret } from './link-secret';

let database: Database;
const dataDirs: string[] = [];
beforeEach(async () => {
  database = await createTestDatabase();
});
afterEach(async () => {
  await database.close();
  for (const dir of dataDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});
const freshDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'bolo-secret-'));
  dataDirs.push(dir);
  return dir;
};
const text = (secret: Uint8Array) => Buffer.from(secret).toString();

describe('the share links secret', () => {
  it('is made by the first instance and kept in the database: every instance, on any data dir, gets the same one', async () => {
    const [a, b] = await Promise.all([
      linkSecret({ DATA_DIR: freshDir() }, database.db),
      linkSecret({ DATA_DIR: freshDir() }, database.db),
    ]);
    expect(text(a)).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(b).toEqual(a);
    expect(await linkSecret({ DATA_DIR: freshDir() }, database.db)).toEqual(a);
  });

  it('takes the one an older install kept in DATA_DIR/link-secret, so links already sent stay good', async () => {
    const DATA_DIR = freshDir();
    const older = 'an-older-secret-of-at-least-thirty-two-characters';
    writeFileSync(join(DATA_DIR, 'link-secret'), `${older}\n`);
    expect(text(await linkSecret({ DATA_DIR }, database.db))).toBe(older);
    expect(text(await linkSecret({ DATA_DIR: freshDir() }, database.db))).toBe(older);
  });

  it('is LINK_SECRET when set, and then nothing is kept', async () => {
    const secret = 'a shared secret of at least thirty-two characters';
    expect(text(await linkSecret({ DATA_DIR: freshDir(), LINK_SECRET: secret }, database.db))).toBe(secret);
    expect(await database.db.$count(schema.sharedSecrets)).toBe(0);
  });

  it('refuses a kept file too short to be a secret', async () => {
    const DATA_DIR = freshDir();
    writeFileSync(join(DATA_DIR, 'link-secret'), 'short');
    await expect(linkSecret({ DATA_DIR }, database.db)).rejects.toThrow(/delete it to make a new one/);
  });
});
