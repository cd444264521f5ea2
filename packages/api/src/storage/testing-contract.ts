import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FileStorage } from './storage';

/**
 * What every `FileStorage` does, as one suite each implementation's test file runs: `open` makes a
 * fresh, empty store and answers how to dispose of it.
 */
export function describeFileStorage(
  name: string,
  open: () => Promise<{ storage: FileStorage; close(): Promise<void> }>,
): void {
  describe(`${name}: the FileStorage contract`, () => {
    let opened: Awaited<ReturnType<typeof open>>;
    const storage = () => opened.storage;
    beforeAll(async () => {
      opened = await open();
    });
    afterAll(() => opened.close());

    it('keeps bytes under a key, replaces them, and forgets them on delete', async () => {
      const key = 'companies/7/logo.png';
      expect(await storage().get(key)).toBeNull();
      await storage().put(key, new Uint8Array([1, 2, 3]), 'image/png');
      expect([...((await storage().get(key)) ?? [])]).toEqual([1, 2, 3]);
      await storage().put(key, new Uint8Array([4]), 'image/png');
      expect([...((await storage().get(key)) ?? [])]).toEqual([4]);
      await storage().delete(key);
      await storage().delete(key);
      expect(await storage().get(key)).toBeNull();
    });

    it('gives back every byte of a large binary file, and an empty one as empty', async () => {
      const bytes = randomBytes(3 * 1024 * 1024 + 7);
      await storage().put('posters/1/big.jpeg', bytes, 'image/jpeg');
      expect(Buffer.from((await storage().get('posters/1/big.jpeg')) ?? []).equals(bytes)).toBe(true);
      await storage().put('posters/1/empty.bin', new Uint8Array(), 'application/octet-stream');
      expect((await storage().get('posters/1/empty.bin'))?.byteLength).toBe(0);
    });

    it('keeps a key apart from its neighbours and from a key that starts like it', async () => {
      await storage().put('a/b.png', new Uint8Array([1]), 'image/png');
      await storage().put('a/b.png.thumb.webp', new Uint8Array([2]), 'image/webp');
      expect(await storage().get('a/b')).toBeNull();
      expect(await storage().get('a')).toBeNull();
      expect(await storage().get('a/b.png/c')).toBeNull();
      await storage().delete('a/b.png');
      expect([...((await storage().get('a/b.png.thumb.webp')) ?? [])]).toEqual([2]);
    });

    it('refuses keys that could leave its folder, hide a file or differ between stores', async () => {
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
        await expect(storage().put(key, new Uint8Array([1]), 'image/png'), key).rejects.toThrow(
          'invalid storage key',
        );
        await expect(storage().get(key), key).rejects.toThrow('invalid storage key');
        await expect(storage().delete(key), key).rejects.toThrow('invalid storage key');
      }
    });
  });
}
