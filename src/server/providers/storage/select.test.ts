import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { describeStorage } from './select.ts';

const base = { NODE_ENV: 'test', DATA_DIR: '/tmp/roamly-config-test' } as const;

describe('storage configuration', () => {
  it('is local disk without S3_BUCKET', () => {
    const config = loadConfig({ ...base });
    expect(config.s3).toBeUndefined();
    expect(describeStorage(config)).toBe('local (/tmp/roamly-config-test/uploads)');
  });

  it('reads S3_* into an S3 configuration', () => {
    const config = loadConfig({
      ...base,
      S3_BUCKET: 'roamly-media',
      S3_ENDPOINT: 'https://s3.example.com',
      S3_REGION: 'eu-central-1',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_FORCE_PATH_STYLE: 'false',
    });
    expect(config.s3).toEqual({
      bucket: 'roamly-media',
      endpoint: 'https://s3.example.com',
      region: 'eu-central-1',
      accessKeyId: 'key',
      secretAccessKey: 'secret',
      forcePathStyle: false,
    });
    expect(describeStorage(config)).toBe('S3 bucket roamly-media (s3.example.com)');
    expect(loadConfig({ ...base, S3_BUCKET: 'b' }).s3?.region).toBe('us-east-1');
  });

  it.each([
    [{ S3_ENDPOINT: 'https://s3.example.com' }, /S3_BUCKET: is required/],
    [{ S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'key' }, /give both or neither/],
    [{ S3_BUCKET: 'b', S3_ENDPOINT: 'not a url' }, /S3_ENDPOINT/],
  ])('refuses %j', (env, message) => {
    expect(() => loadConfig({ ...base, ...env })).toThrow(message);
  });
});
