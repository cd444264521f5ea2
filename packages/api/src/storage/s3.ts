import type { S3Client } from '@aws-sdk/client-s3';
import { AppError } from '../shared/errors';
import { assertStorageKey, type FileStorage } from './storage';

/** How long a client is asked to wait when the bucket's server cannot be reached. */
const STORAGE_RETRY_AFTER_SECONDS = 5;

export interface S3Settings {
  /** An S3-compatible server's URL (MinIO, Ceph, R2…); unset, AWS S3 of `region`. */
  endpoint?: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** `https://host/bucket/key` rather than `https://bucket.host/key`: what most S3-compatible servers need. */
  forcePathStyle: boolean;
}

/** The AWS SDK, loaded by a server that stores in a bucket only: it holds 23 MB of memory. */
type Sdk = typeof import('@aws-sdk/client-s3');
const loadSdk = (): Promise<Sdk> => import('@aws-sdk/client-s3');

/** A missing key answers NoSuchKey on GetObject; some S3-compatible servers say a bare 404. */
const isMissing = ({ NoSuchKey, S3ServiceException }: Sdk, error: unknown) =>
  error instanceof NoSuchKey ||
  (error instanceof S3ServiceException &&
    error.name !== 'NoSuchBucket' &&
    error.$metadata.httpStatusCode === 404);

/**
 * The server cannot be reached, or answers 5xx once the SDK's own retries are spent: the client is
 * told to come back (503). A 4xx (wrong credentials, no such bucket) is the deployment's fault and
 * stays a server error.
 */
const isUnavailable = ({ S3ServiceException }: Sdk, error: unknown) =>
  !(error instanceof S3ServiceException) || error.$fault === 'server';

/** `request`, its failure to reach the server as `storage_unavailable`. */
const reaching = <T>(sdk: Sdk, request: Promise<T>): Promise<T> =>
  request.catch((error: unknown) => {
    throw isUnavailable(sdk, error)
      ? new AppError('storage_unavailable', { retryAfterSeconds: STORAGE_RETRY_AFTER_SECONDS, cause: error })
      : error;
  });

/**
 * Files as objects of one bucket, one object a key, so several server instances see the same files.
 * A PutObject is atomic: a reader sees the old bytes or the new ones, never half. A missing bucket
 * is an error (the deployment is wrong), not a missing file.
 */
export function s3Storage(settings: S3Settings): FileStorage & { close(): void } {
  const sdk = loadSdk();
  let client: S3Client | undefined;
  const connected = async () => {
    const loaded = await sdk;
    client ??= new loaded.S3Client({
      endpoint: settings.endpoint,
      region: settings.region,
      forcePathStyle: settings.forcePathStyle,
      credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
    });
    return { sdk: loaded, client };
  };
  const object = (key: string) => {
    assertStorageKey(key);
    return { Bucket: settings.bucket, Key: key };
  };

  return {
    async put(key, bytes, contentType) {
      const target = object(key);
      const { sdk, client } = await connected();
      await reaching(
        sdk,
        client.send(new sdk.PutObjectCommand({ ...target, Body: bytes, ContentType: contentType })),
      );
    },
    async get(key) {
      const target = object(key);
      const { sdk, client } = await connected();
      try {
        const found = await reaching(sdk, client.send(new sdk.GetObjectCommand(target)));
        return found.Body ? await reaching(sdk, found.Body.transformToByteArray()) : new Uint8Array();
      } catch (error) {
        if (isMissing(sdk, error)) return null;
        throw error;
      }
    },
    async delete(key) {
      const target = object(key);
      const { sdk, client } = await connected();
      // S3 answers 204 for a key that is not there too
      await reaching(sdk, client.send(new sdk.DeleteObjectCommand(target)));
    },
    close: () => client?.destroy(),
  };
}
