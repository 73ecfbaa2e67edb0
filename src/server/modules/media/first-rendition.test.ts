import fs from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import exifr from 'exifr';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { findMedia } from '../../../db/queries/media.ts';
import { media } from '../../../db/schema/index.ts';
import { createTestApp } from '../../test/app.ts';
import { buildMember } from '../../test/factories.ts';
import { postForm } from '../uploads/upload-test-helpers.ts';
import { fetchUpload, geotaggedJpeg, stageUpload } from './media-test-helpers.ts';

const { app, database } = await createTestApp();
await app.ready();
const member = await buildMember(database);

const upload = async (bytes: Buffer, name: string) => {
  const response = await postForm(app, '/api/upload/media', [['file', bytes, name]], {
    cookie: member.cookie,
  });
  expect(response.status, response.message).toBe(201);
  return String(response.body.url);
};

describe('the URL an upload answers, before its processing job ran', () => {
  it('answers at once with the photo as a clean, upright JPEG: no EXIF, no GPS', async () => {
    const url = await upload(await geotaggedJpeg(), 'IMG_0001.JPG');
    const served = await fetchUpload(app, url);
    expect(served.status).toBe(200);
    expect(served.type).toBe('image/jpeg');
    const meta = await sharp(served.body).metadata();
    // Stored 2400 × 1200 sideways with orientation 6: shown upright, at most 1600 px wide.
    expect([meta.format, meta.width, meta.height, meta.exif]).toEqual([
      'jpeg',
      1200,
      2400,
      undefined,
    ]);
    expect(await exifr.gps(served.body).catch(() => undefined)).toBeUndefined();

    // Still queued, not done: the job then makes the variants as before.
    const id = /media\/([0-9a-f-]{36})/.exec(url)?.[1] ?? '';
    expect((await findMedia(database.db, { id }))?.status).toBe('processing');
    expect(await app.deps.jobs.drain()).toBeGreaterThanOrEqual(1);
    const done = await findMedia(database.db, { id });
    expect(done?.status).toBe('ready');
    expect(done?.variants).toHaveLength(4);
    expect((await fetchUpload(app, url)).status).toBe(200);
  });

  it('converts a HEIC from a phone the same way', async () => {
    const heic = await fs.readFile(
      new URL('../../jobs/processors/media/fixtures/lisbon.heic', import.meta.url),
    );
    const url = await upload(heic, 'IMG_0002.HEIC');
    const served = await fetchUpload(app, url);
    expect(served.status).toBe(200);
    const meta = await sharp(served.body).metadata();
    expect([meta.format, meta.width, meta.exif]).toEqual(['jpeg', 320, undefined]);
    await app.deps.jobs.drain();
  });

  it('makes it once for requests arriving together', async () => {
    const row = await stageUpload(app, {
      userId: member.user.id,
      bytes: await geotaggedJpeg({ width: 800, height: 400 }),
      ext: 'jpg',
      enqueue: false,
    });
    const puts: string[] = [];
    const put = app.deps.storage.put.bind(app.deps.storage);
    app.deps.storage.put = async (key, body, type) => {
      puts.push(key);
      return put(key, body, type);
    };
    try {
      const answers = await Promise.all([1, 2, 3].map(() => fetchUpload(app, row.url)));
      expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
      expect(puts).toEqual([`media/${row.id}-display.jpg`]);
    } finally {
      app.deps.storage.put = put;
    }
  });

  it('answers 404 for a file that only looks like an image, and for a failed upload', async () => {
    const broken = Buffer.concat([(await geotaggedJpeg()).subarray(0, 64), Buffer.alloc(4096, 7)]);
    const row = await stageUpload(app, {
      userId: member.user.id,
      bytes: broken,
      ext: 'jpg',
      enqueue: false,
    });
    expect((await fetchUpload(app, row.url)).status).toBe(404);
    await database.db.update(media).set({ status: 'failed' }).where(eq(media.id, row.id));
    expect((await fetchUpload(app, row.url)).status).toBe(404);
  });
});
