import path from 'node:path';
import type { AppConfig } from '../../config.ts';
import { createLocalStorage } from './local.ts';
import { createS3Storage } from './s3.ts';
import type { Storage } from './storage.ts';

/** S3 (or compatible) when S3_BUCKET is set, else files under DATA_DIR/uploads. */
export function createStorage(config: Pick<AppConfig, 's3' | 'dataDir'>): Storage {
  if (config.s3) {
    return createS3Storage({
      bucket: config.s3.bucket,
      region: config.s3.region,
      endpoint: config.s3.endpoint,
      accessKeyId: config.s3.accessKeyId,
      secretAccessKey: config.s3.secretAccessKey,
      forcePathStyle: config.s3.forcePathStyle,
    });
  }
  return createLocalStorage(path.join(config.dataDir, 'uploads'));
}

/** For the start log. */
export function describeStorage(config: Pick<AppConfig, 's3' | 'dataDir'>): string {
  if (!config.s3) return `local (${path.join(config.dataDir, 'uploads')})`;
  const where = config.s3.endpoint ? new URL(config.s3.endpoint).host : config.s3.region;
  return `S3 bucket ${config.s3.bucket} (${where})`;
}
