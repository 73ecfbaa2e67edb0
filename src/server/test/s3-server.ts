import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { afterAll } from 'vitest';
import type { S3Config } from '../config.ts';

/** s3rver's fixed test credentials (it checks request signatures against them). */
const ACCESS_KEY = 'S3RVER';

/**
 * A local S3-compatible server (s3rver) on a free loopback port with one empty bucket, stopped
 * and removed after the file's tests. It has no ListParts, which the storage never calls.
 */
export async function startS3Server(bucket = 'roamly-test'): Promise<S3Config> {
  const directory = await fs.mkdtemp(path.join(os.tmpdir(), 'roamly-s3rver-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  afterAll(async () => {
    await server.close();
    await fs.rm(directory, { recursive: true, force: true });
  });
  return {
    bucket,
    region: 'us-east-1',
    endpoint: `http://127.0.0.1:${port}`,
    accessKeyId: ACCESS_KEY,
    secretAccessKey: ACCESS_KEY,
    forcePathStyle: true,
  };
}
