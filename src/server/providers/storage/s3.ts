import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { Readable } from 'node:stream';
import { assertSafeKey, UPLOADS_PREFIX, type Storage } from './storage.ts';

export type S3Options = {
  bucket: string;
  region: string;
  /** An S3-compatible service (MinIO, R2, a local test server); unset means AWS. */
  endpoint?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  /** Bucket in the path rather than the host name; the default with a custom endpoint. */
  forcePathStyle?: boolean;
};

/**
 * Parts are 8 MB and at most two are in flight, so one upload holds about 16 MB of memory
 * however large the file is (S3 allows 10,000 parts: 80 GB, far above the 1 GB rule).
 */
const PART_BYTES = 8 * 1024 * 1024;
const PARTS_IN_FLIGHT = 2;

const isMissing = (error: unknown) =>
  error instanceof S3ServiceException &&
  (error.name === 'NoSuchKey' ||
    error.name === 'NotFound' ||
    error.$metadata.httpStatusCode === 404);

/**
 * Objects in an S3 bucket. Writes stream through a multipart upload (`@aws-sdk/lib-storage`), so a
 * 1 GB video never sits in memory; a failed stream aborts the multipart upload, leaving nothing.
 * URLs stay `/uploads/<key>`: the app serves them (Range included) from the bucket.
 */
export function createS3Storage(options: S3Options): Storage & { client: S3Client } {
  const client = new S3Client({
    region: options.region,
    ...(options.endpoint ? { endpoint: options.endpoint } : {}),
    forcePathStyle: options.forcePathStyle ?? Boolean(options.endpoint),
    ...(options.accessKeyId && options.secretAccessKey
      ? {
          credentials: {
            accessKeyId: options.accessKeyId,
            secretAccessKey: options.secretAccessKey,
          },
        }
      : {}),
  });
  const Bucket = options.bucket;
  return {
    kind: 's3',
    client,
    async put(key, body, contentType) {
      assertSafeKey(key);
      const upload = new Upload({
        client,
        params: { Bucket, Key: key, Body: body, ContentType: contentType },
        partSize: PART_BYTES,
        queueSize: PARTS_IN_FLIGHT,
        leavePartsOnError: false,
      });
      if (body instanceof Readable) {
        // A source that fails mid-way must fail the upload (lib-storage would otherwise wait).
        const failed = new Promise<never>((_, reject) => {
          body.once('error', (error) => {
            void upload.abort().catch(() => {});
            reject(error);
          });
        });
        await Promise.race([upload.done(), failed]);
      } else {
        await upload.done();
      }
      return `${UPLOADS_PREFIX}${key}`;
    },
    async get(key, range) {
      assertSafeKey(key);
      try {
        const result = await client.send(
          new GetObjectCommand({
            Bucket,
            Key: key,
            ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
          }),
        );
        const total = /\/(\d+)$/.exec(result.ContentRange ?? '')?.[1];
        const size = total ? Number(total) : (result.ContentLength ?? 0);
        return { body: result.Body as Readable, size };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async stat(key) {
      assertSafeKey(key);
      try {
        const result = await client.send(new HeadObjectCommand({ Bucket, Key: key }));
        return { size: result.ContentLength ?? 0 };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async remove(key) {
      assertSafeKey(key);
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
  };
}

/**
 * Whether `url` points into this bucket from outside (its public address), for the video proxy:
 * `https://<bucket>.s3.<region>.amazonaws.com/…` on AWS; on a custom endpoint its host, with the
 * bucket as the first path segment when path-style.
 */
export function isBucketUrl(options: S3Options, url: URL): boolean {
  if (options.endpoint) {
    const endpoint = new URL(options.endpoint);
    const pathStyle = options.forcePathStyle ?? true;
    if (pathStyle) {
      return url.host === endpoint.host && url.pathname.startsWith(`/${options.bucket}/`);
    }
    return url.host === `${options.bucket}.${endpoint.host}`;
  }
  return [
    `${options.bucket}.s3.${options.region}.amazonaws.com`,
    `${options.bucket}.s3.amazonaws.com`,
  ].includes(url.host);
}
