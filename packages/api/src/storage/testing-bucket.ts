import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import type { S3Settings } from './s3';

/**
 * A real S3-protocol server (s3rver) on a loopback port, its objects in a temporary folder, with
 * one empty bucket; `settings` reach it. `close` stops it and removes the folder.
 */
export async function startTestBucket(): Promise<{ settings: S3Settings; close(): Promise<void> }> {
  const directory = await mkdtemp(join(tmpdir(), 'bolo-s3-'));
  const bucket = 'bolo-files';
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  return {
    settings: {
      endpoint: `http://127.0.0.1:${port}`,
      bucket,
      region: 'us-east-1',
      // s3rver's own pair: it checks the signature against it
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      forcePathStyle: true,
    },
    close: async () => {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
