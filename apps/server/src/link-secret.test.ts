import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { linkSecret } from './link-secret';

let dataDir: string;
afterEach(() => rmSync(dataDir, { recursive: true, force: true }));
const freshDir = () => {
  dataDir = join(mkdtempSync(join(tmpdir(), 'bolo-secret-')), 'data');
  return dataDir;
};

describe('the share links secret', () => {
  it('is made on the first start, kept in DATA_DIR/link-secret for the owner only, and read again after', () => {
    const DATA_DIR = freshDir();
    const first = linkSecret({ DATA_DIR });
    const kept = readFileSync(join(DATA_DIR, 'link-secret'), 'utf8');
    expect(kept).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(statSync(join(DATA_DIR, 'link-secret')).mode & 0o077).toBe(0);
    expect(Buffer.from(first).toString()).toBe(kept);
    expect(linkSecret({ DATA_DIR })).toEqual(first);
  });

  it('is LINK_SECRET when set, and then no file is made', () => {
    const DATA_DIR = freshDir();
    const secret = 'a shared secret of at least thirty-two characters';
    expect(Buffer.from(linkSecret({ DATA_DIR, LINK_SECRET: secret })).toString()).toBe(secret);
    expect(() => statSync(join(DATA_DIR, 'link-secret'))).toThrow();
  });

  it('refuses a kept secret too short to be one', () => {
    const DATA_DIR = freshDir();
    linkSecret({ DATA_DIR });
    writeFileSync(join(DATA_DIR, 'link-secret'), 'short');
    expect(() => linkSecret({ DATA_DIR })).toThrow(/delete it to make a new one/);
  });
});
