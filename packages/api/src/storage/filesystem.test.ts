import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { filesystemStorage } from './filesystem';
import { describeFileStorage } from './testing-contract';

const openFolder = async () => {
  const root = await mkdtemp(join(tmpdir(), 'bolo-storage-'));
  return {
    root,
    storage: filesystemStorage(join(root, 'files')),
    close: () => rm(root, { recursive: true, force: true }),
  };
};

describeFileStorage('the filesystem store', openFolder);

it('the filesystem store leaves one file a key, no temporary file beside it', async () => {
  const { root, storage, close } = await openFolder();
  try {
    await storage.put('companies/7/logo.png', new Uint8Array([1]), 'image/png');
    await storage.put('companies/7/logo.png', new Uint8Array([2]), 'image/png');
    expect(await readdir(join(root, 'files', 'companies', '7'))).toEqual(['logo.png']);
  } finally {
    await close();
  }
});
