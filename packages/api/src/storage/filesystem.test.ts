import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { filesystemStorage } from './filesystem';
import type { FileStorage } from './storage';

let root: string;
let storage: FileStorage;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'bolo-storage-'));
  storage = filesystemStorage(join(root, 'files'));
});
afterAll(() => rm(root, { recursive: true, force: true }));

describe('the filesystem file store', () => {
  it('keeps bytes under a key, replaces them, and forgets them on delete', async () => {
    const key = 'companies/7/logo.png';
    expect(await storage.get(key)).toBeNull();
    await storage.put(key, new Uint8Array([1, 2, 3]), 'image/png');
    expect([...((await storage.get(key)) ?? [])]).toEqual([1, 2, 3]);
    await storage.put(key, new Uint8Array([4]), 'image/png');
    expect([...((await storage.get(key)) ?? [])]).toEqual([4]);
    expect(await readdir(join(root, 'files', 'companies', '7'))).toEqual(['logo.png']);
    await storage.delete(key);
    await storage.delete(key);
    expect(await storage.get(key)).toBeNull();
  });

  it('refuses keys that could leave its folder or hide a file', async () => {
    for (const key of [
      '../secret',
      'a/../../b',
      '/etc/passwd',
      'a//b',
      '.hidden',
      'a/.x',
      'A.png',
      'a\\b',
      '',
    ]) {
      await expect(storage.put(key, new Uint8Array([1]), 'image/png'), key).rejects.toThrow(
        'invalid storage key',
      );
      await expect(storage.get(key), key).rejects.toThrow('invalid storage key');
    }
  });
});
