import { expect, it } from 'vitest';
import { s3Storage } from './s3';
import { startTestBucket } from './testing-bucket';
import { describeFileStorage } from './testing-contract';

const openBucket = async () => {
  const bucket = await startTestBucket();
  const storage = s3Storage(bucket.settings);
  return {
    bucket,
    storage,
    close: async () => {
      storage.close();
      await bucket.close();
    },
  };
};

describeFileStorage('the S3 store', openBucket);

it('the S3 store fails on a bucket that is not there, rather than answering no file', async () => {
  const { bucket, storage, close } = await openBucket();
  const wrong = s3Storage({ ...bucket.settings, bucket: 'no-such-bucket' });
  try {
    await storage.put('a.png', new Uint8Array([1]), 'image/png');
    await expect(wrong.get('a.png')).rejects.toThrow();
    await expect(wrong.put('a.png', new Uint8Array([1]), 'image/png')).rejects.toThrow();
  } finally {
    wrong.close();
    await close();
  }
});

it('the S3 store answers storage_unavailable, with a wait, when its server cannot be reached', async () => {
  const gone = await startTestBucket();
  await gone.close();
  const storage = s3Storage(gone.settings);
  try {
    for (const attempt of [
      () => storage.get('a.png'),
      () => storage.put('a.png', new Uint8Array([1]), 'image/png'),
      () => storage.delete('a.png'),
    ]) {
      await expect(attempt()).rejects.toMatchObject({ appCode: 'storage_unavailable', retryAfterSeconds: 5 });
    }
  } finally {
    storage.close();
  }
});
