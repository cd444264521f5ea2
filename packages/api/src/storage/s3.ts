import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
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

/** A missing key answers NoSuchKey on GetObject; some S3-compatible servers say a bare 404. */
const isMissing = (error: unknown) =>
  error instanceof NoSuchKey ||
  (error instanceof S3ServiceException &&
    error.name !== 'NoSuchBucket' &&
    error.$metadata.httpStatusCode === 404);

/**
 * The server cannot be reached, or answers 5xx once the SDK's own retries are spent: the client is
 * told to come back (503). A 4xx (wrong credentials, no such bucket) is the deployment's fault and
 * stays a server error.
 */
const isUnavailable = (error: unknown) => !(error instanceof S3ServiceException) || error.$fault === 'server';

/** `request`, its failure to reach the server as `storage_unavailable`. */
const reaching = <T>(request: Promise<T>): Promise<T> =>
  request.catch((error: unknown) => {
    throw isUnavailable(error)
      ? new AppError('storage_unavailable', { retryAfterSeconds: STORAGE_RETRY_AFTER_SECONDS, cause: error })
      : error;
  });

/**
 * Files as objects of one bucket, one object a key, so several server instances see the same files.
 * A PutObject is atomic: a reader sees the old bytes or the new ones, never half. A missing bucket
 * is an error (the deployment is wrong), not a missing file.
 */
export function s3Storage(settings: S3Settings): FileStorage & { close(): void } {
  const client = new S3Client({
    endpoint: settings.endpoint,
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
  });
  const object = (key: string) => {
    assertStorageKey(key);
    return { Bucket: settings.bucket, Key: key };
  };

  return {
    async put(key, bytes, contentType) {
      await reaching(
        client.send(new PutObjectCommand({ ...object(key), Body: bytes, ContentType: contentType })),
      );
    },
    async get(key) {
      try {
        const found = await reaching(client.send(new GetObjectCommand(object(key))));
        return found.Body ? await reaching(found.Body.transformToByteArray()) : new Uint8Array();
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async delete(key) {
      // S3 answers 204 for a key that is not there too
      await reaching(client.send(new DeleteObjectCommand(object(key))));
    },
    close: () => client.destroy(),
  };
}
