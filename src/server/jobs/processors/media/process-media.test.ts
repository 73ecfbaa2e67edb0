import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import exifr from 'exifr';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { MEDIA_PLACEHOLDER_PREFIX } from '../../../../contract/media.ts';
import {
  findMedia,
  setPostMedia,
  toPostMedia,
  type MediaProcessingUpdate,
} from '../../../../db/queries/media.ts';
import { media, posts } from '../../../../db/schema/index.ts';
import {
  fetchUpload,
  geotaggedJpeg,
  heicWithDeclaredSize,
  pixelFloodPng,
  stageUpload,
} from '../../../modules/media/media-test-helpers.ts';
import type { Storage } from '../../../providers/storage/storage.ts';
import { createMemoryBus } from '../../../realtime/bus.ts';
import type { EventOf } from '../../../realtime/events.ts';
import { createTestApp } from '../../../test/app.ts';
import { buildPost } from '../../../test/content-factories.ts';
import { buildUser } from '../../../test/factories.ts';
import { detectFfmpeg } from './ffmpeg.ts';
import { processImage } from './process-image.ts';
import { createMediaProcessor } from './process-media.ts';

const log = pino({ level: 'silent' });
const run = promisify(execFile);
const ffmpeg = await detectFfmpeg();

describe('media-process job', async () => {
  const { app, database } = await createTestApp();
  await app.ready(); // starts the job queue (drained by hand)
  const { db } = database;
  const { storage } = app.deps;
  const owner = await buildUser(db);
  const exists = async (key: string) => (await storage.stat(key)) !== null;
  const attempt = (retryCount = 0) => ({ id: 'test', retryCount, retryLimit: 2 });

  it('strips EXIF (no GPS in anything served), keeps it on the row, auto-rotates, makes 4 variants', async () => {
    const row = await stageUpload(app, {
      userId: owner.id,
      bytes: await geotaggedJpeg(),
      ext: 'jpg',
    });
    // The staged original carries the GPS position and is never served.
    expect(
      (await exifr.gps(await fs.readFile(storage.localPath!(row.sourceKey))))?.latitude,
    ).toBeCloseTo(38.72, 2);
    expect((await fetchUpload(app, `/uploads/${row.sourceKey}`)).status).toBe(404);

    expect(await app.deps.jobs.drain()).toBe(1);

    const done = await findMedia(db, { id: row.id });
    expect(done).toMatchObject({
      status: 'ready',
      // 2400 × 1200 stored sideways (orientation 6) is a 1200 × 2400 portrait.
      width: 1200,
      height: 2400,
      exif: {
        latitude: 38.722231,
        longitude: -9.139306,
        takenAt: '2024-06-01T19:45:00',
        camera: 'Canon EOS R5',
      },
    });
    expect(done?.processedAt).toBeInstanceOf(Date);
    expect(done?.variants).toEqual([
      { url: `/uploads/media/${row.id}-display.jpg`, width: 1200, format: 'jpeg' },
      { url: `/uploads/media/${row.id}-display.webp`, width: 1200, format: 'webp' },
      { url: `/uploads/media/${row.id}-thumb.jpg`, width: 480, format: 'jpeg' },
      { url: `/uploads/media/${row.id}-thumb.webp`, width: 480, format: 'webp' },
    ]);

    for (const variant of done?.variants ?? []) {
      const served = await fetchUpload(app, variant.url);
      expect(served.status).toBe(200);
      expect(served.type).toBe(variant.format === 'jpeg' ? 'image/jpeg' : 'image/webp');
      const meta = await sharp(served.body).metadata();
      expect(meta.format).toBe(variant.format);
      expect(meta.width).toBe(variant.width);
      // Nothing but pixels: no EXIF (so no GPS), no orientation to apply twice.
      expect(meta.exif).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
      expect(await exifr.gps(served.body).catch(() => undefined)).toBeUndefined();
    }
    // Upright: the red half of the sideways original is now the top half.
    const display = (await fetchUpload(app, row.url)).body;
    const { data, info } = await sharp(display).raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => [
      ...data.subarray((y * info.width + x) * 3, (y * info.width + x) * 3 + 3),
    ];
    expect(pixel(600, 300)[0]).toBeGreaterThan(200); // red on top
    expect(pixel(600, 2100)[2]).toBeGreaterThan(200); // blue below
    // The original with its GPS is gone once the variants exist.
    expect(await exists(row.sourceKey)).toBe(false);
  });

  it('makes a tiny WebP placeholder from the decoded pixels and reports it with the first update', async () => {
    const row = await stageUpload(app, {
      userId: owner.id,
      bytes: await geotaggedJpeg(),
      ext: 'jpg',
      enqueue: false,
    });
    const updates: MediaProcessingUpdate[] = [];
    const result = await processImage({
      row,
      storage,
      progress: async (update) => {
        updates.push(update);
      },
    });
    // The first (and only) progress update, with the display JPEG alone, already carries it.
    expect(updates).toHaveLength(1);
    expect(updates[0]?.variants).toHaveLength(1);
    expect(updates[0]?.placeholder).toBe(result.placeholder);

    const uri = result.placeholder ?? '';
    expect(uri.startsWith(MEDIA_PLACEHOLDER_PREFIX)).toBe(true);
    const bytes = Buffer.from(uri.slice(MEDIA_PLACEHOLDER_PREFIX.length), 'base64');
    expect(bytes.length).toBeGreaterThan(0);
    expect(bytes.length).toBeLessThan(400);
    expect((await sharp(bytes).metadata()).format).toBe('webp');
    // The upright 1200 × 2400 portrait at 20 px on its long side, right way up (red on top).
    const { data, info } = await sharp(bytes)
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).toEqual([10, 20]);
    const pixel = (x: number, y: number) => [
      ...data.subarray((y * 10 + x) * 3, (y * 10 + x) * 3 + 3),
    ];
    expect(pixel(5, 3)[0]).toBeGreaterThan(180);
    expect(pixel(5, 16)[2]).toBeGreaterThan(180);
  });

  it('converts HEIC from phones (heic-convert) and reads its EXIF', async () => {
    const heic = await fs.readFile(new URL('./fixtures/lisbon.heic', import.meta.url));
    const row = await stageUpload(app, { userId: owner.id, bytes: heic, ext: 'heic' });
    await app.deps.jobs.drain();
    const done = await findMedia(db, { id: row.id });
    expect(done).toMatchObject({ status: 'ready', width: 320, height: 240 });
    expect(done?.exif).toMatchObject({
      latitude: 38.722231,
      longitude: -9.139306,
      camera: 'Apple iPhone 15',
    });
    const served = await fetchUpload(app, row.url);
    expect(served.status).toBe(200);
    const meta = await sharp(served.body).metadata();
    expect([meta.format, meta.width, meta.exif]).toEqual(['jpeg', 320, undefined]);
    expect(await exists(row.sourceKey)).toBe(false);
  });

  it('fails a pixel-flood PNG cleanly: status failed, file removed, no variants, no retry', async () => {
    const flood = pixelFloodPng();
    expect(flood.length).toBeLessThan(200_000);
    const row = await stageUpload(app, { userId: owner.id, bytes: flood, ext: 'png' });
    const before = process.memoryUsage().rss;
    expect(await app.deps.jobs.drain()).toBe(1);
    expect(process.memoryUsage().rss - before).toBeLessThan(500 * 1024 * 1024);
    const done = await findMedia(db, { id: row.id });
    expect(done).toMatchObject({ status: 'failed', variants: [] });
    expect(await exists(row.sourceKey)).toBe(false);
    expect((await fetchUpload(app, row.url)).status).toBe(404);
    // Completed, not left for a retry: a flood stays a flood.
    const { rows } = await database.pool.query<{ state: string }>(
      "SELECT state FROM pgboss.job WHERE name = 'media-process' AND data->>'mediaId' = $1",
      [row.id],
    );
    expect(rows.map((r) => r.state)).toEqual(['completed']);
  });

  it('fails a HEIC declaring a pixel flood before decoding it', async () => {
    const heic = await fs.readFile(new URL('./fixtures/lisbon.heic', import.meta.url));
    const row = await stageUpload(app, {
      userId: owner.id,
      bytes: heicWithDeclaredSize(heic, 50_000, 50_000),
      ext: 'heic',
    });
    await app.deps.jobs.drain();
    expect(await findMedia(db, { id: row.id })).toMatchObject({ status: 'failed', variants: [] });
    expect(await exists(row.sourceKey)).toBe(false);
  });

  it('fails a file that is not an image at all, without throwing', async () => {
    const row = await stageUpload(app, {
      userId: owner.id,
      bytes: Buffer.from('<html><script>alert(1)</script></html>'),
      ext: 'jpg',
    });
    await app.deps.jobs.drain();
    expect((await findMedia(db, { id: row.id }))?.status).toBe('failed');
    expect(await exists(row.sourceKey)).toBe(false);
  });

  it('keeps the first frame of a GIF', async () => {
    const gif = await sharp({
      create: { width: 64, height: 48, channels: 4, background: '#33aa55' },
    })
      .gif()
      .toBuffer();
    const row = await stageUpload(app, { userId: owner.id, bytes: gif, ext: 'gif' });
    await app.deps.jobs.drain();
    expect(await findMedia(db, { id: row.id })).toMatchObject({
      status: 'ready',
      width: 64,
      height: 48,
    });
  });

  it("keeps the post's media list in step: the display JPEG is shown before the other variants exist", async () => {
    const row = await stageUpload(app, {
      userId: owner.id,
      bytes: await geotaggedJpeg({ width: 800, height: 600 }),
      ext: 'jpg',
      enqueue: false,
    });
    const post = await buildPost(db, { userId: owner.id, imageUrl: row.url });
    await db
      .update(media)
      .set({ postId: post.id, attachedAt: new Date() })
      .where(eq(media.id, row.id));
    await setPostMedia(db, { postId: post.id, items: [toPostMedia(row)] });

    // Watch the moment the second variant is written: the post already shows the first.
    const seen: Array<{
      served: number;
      variants: number;
      status: string;
      placeholder: boolean;
    }> = [];
    const watching: Storage = {
      ...storage,
      async put(key, body, type) {
        if (key.endsWith('-display.webp')) {
          const [current] = await db
            .select({ media: posts.media })
            .from(posts)
            .where(eq(posts.id, post.id));
          seen.push({
            served: (await fetchUpload(app, row.url)).status,
            variants: current?.media[0]?.variants.length ?? -1,
            status: current?.media[0]?.status ?? '',
            placeholder:
              current?.media[0]?.placeholder?.startsWith(MEDIA_PLACEHOLDER_PREFIX) ?? false,
          });
        }
        return storage.put(key, body, type);
      },
    };
    const bus = createMemoryBus();
    const events: EventOf<'media.updated'>[] = [];
    bus.subscribe((event) => {
      if (event.type === 'media.updated') events.push(event);
    });
    await createMediaProcessor({ db, storage: watching, bus, log })({ mediaId: row.id }, attempt());

    // The placeholder reached the post with the first update, before the other variants.
    expect(seen).toEqual([{ served: 200, variants: 1, status: 'processing', placeholder: true }]);
    const [after] = await db
      .select({ media: posts.media })
      .from(posts)
      .where(eq(posts.id, post.id));
    expect(after?.media).toEqual([
      expect.objectContaining({
        id: row.id,
        status: 'ready',
        width: 600,
        height: 800,
        posterUrl: null,
      }),
    ]);
    expect(after?.media[0]?.variants).toHaveLength(4);
    // Nothing private in the post's copy.
    expect(JSON.stringify(after?.media)).not.toMatch(/latitude|exif|private/);
    expect(events.map((e) => [e.type, e.postId, e.status])).toEqual([
      ['media.updated', post.id, 'processing'],
      ['media.updated', post.id, 'ready'],
    ]);
  });

  it('retries a storage failure per the job policy, and marks the upload failed after the last attempt', async () => {
    const row = await stageUpload(app, {
      userId: owner.id,
      bytes: await geotaggedJpeg({ width: 400, height: 300 }),
      ext: 'jpg',
      enqueue: false,
    });
    const broken: Storage = {
      ...storage,
      put: async () => {
        throw new Error('disk full');
      },
    };
    const processor = createMediaProcessor({ db, storage: broken, bus: createMemoryBus(), log });
    await expect(processor({ mediaId: row.id }, attempt(0))).rejects.toThrow('disk full');
    expect((await findMedia(db, { id: row.id }))?.status).toBe('processing');
    expect(await exists(row.sourceKey)).toBe(true);

    await processor({ mediaId: row.id }, attempt(2));
    expect((await findMedia(db, { id: row.id }))?.status).toBe('failed');
    expect(await exists(row.sourceKey)).toBe(false);
  });

  it('drops the placeholder of an upload that fails after its first update', async () => {
    const row = await stageUpload(app, {
      userId: owner.id,
      bytes: await geotaggedJpeg({ width: 400, height: 300 }),
      ext: 'jpg',
      enqueue: false,
    });
    // The display JPEG (and the first update, with the placeholder) get through; the rest fail.
    const failingLater: Storage = {
      ...storage,
      put: async (key, body, type) => {
        if (!key.endsWith('-display.jpg')) throw new Error('disk full');
        return storage.put(key, body, type);
      },
    };
    const processor = createMediaProcessor({
      db,
      storage: failingLater,
      bus: createMemoryBus(),
      log,
    });
    await expect(processor({ mediaId: row.id }, attempt(0))).rejects.toThrow('disk full');
    expect((await findMedia(db, { id: row.id }))?.placeholder).toMatch(/^data:image\/webp/);

    await processor({ mediaId: row.id }, attempt(2));
    expect(await findMedia(db, { id: row.id })).toMatchObject({
      status: 'failed',
      variants: [],
      placeholder: null,
    });
  });

  it('works from storage that is not a local folder (S3): reads a downloaded copy', async () => {
    const { localPath: _local, ...remote } = storage;
    const row = await stageUpload(app, {
      userId: owner.id,
      bytes: await geotaggedJpeg({ width: 400, height: 300 }),
      ext: 'jpg',
      enqueue: false,
    });
    await createMediaProcessor({ db, storage: remote, bus: createMemoryBus(), log })(
      { mediaId: row.id },
      attempt(),
    );
    expect(await findMedia(db, { id: row.id })).toMatchObject({ status: 'ready', width: 300 });
  });

  it('removes what it wrote when the upload was deleted meanwhile', async () => {
    const row = await stageUpload(app, {
      userId: owner.id,
      bytes: await geotaggedJpeg({ width: 400, height: 300 }),
      ext: 'jpg',
      enqueue: false,
    });
    const deleting: Storage = {
      ...storage,
      async put(key, body, type) {
        const url = await storage.put(key, body, type);
        await db.delete(media).where(eq(media.id, row.id));
        return url;
      },
    };
    await createMediaProcessor({ db, storage: deleting, bus: createMemoryBus(), log })(
      { mediaId: row.id },
      attempt(),
    );
    expect(await exists(`media/${row.id}-display.jpg`)).toBe(false);
    expect(await exists(row.sourceKey)).toBe(false);
  });

  describe('videos', () => {
    const dir = fs.mkdtemp(path.join(os.tmpdir(), 'roamly-video-test-'));
    afterAll(async () => fs.rm(await dir, { recursive: true, force: true }));

    /** A 2-second 320×240 H.264 test pattern, made by ffmpeg itself. */
    async function testMp4(): Promise<Buffer> {
      const file = path.join(await dir, 'clip.mp4');
      await run('ffmpeg', [
        '-hide_banner',
        '-loglevel',
        'error',
        '-y',
        '-f',
        'lavfi',
        '-i',
        'testsrc=duration=2:size=320x240:rate=25',
        '-pix_fmt',
        'yuv420p',
        '-c:v',
        'libx264',
        '-preset',
        'ultrafast',
        '-movflags',
        '+faststart',
        file,
      ]);
      return fs.readFile(file);
    }

    it.skipIf(!ffmpeg)('makes a poster, three frames and the duration with ffmpeg', async () => {
      const row = await stageUpload(app, { userId: owner.id, bytes: await testMp4(), ext: 'mp4' });
      await app.deps.jobs.drain();
      const done = await findMedia(db, { id: row.id });
      expect(done).toMatchObject({
        status: 'ready',
        width: 320,
        height: 240,
        posterUrl: `/uploads/media/${row.id}-poster.jpg`,
        thumbnails: [1, 2, 3].map((n) => `media/${row.id}-thumb-${n}.jpg`),
      });
      expect(done?.durationSeconds).toBeCloseTo(2, 1);
      for (const url of [
        done?.posterUrl ?? '',
        ...(done?.thumbnails ?? []).map((n) => `/uploads/${n}`),
      ]) {
        const served = await fetchUpload(app, url);
        expect(served.status).toBe(200);
        expect(await sharp(served.body).metadata()).toMatchObject({ format: 'jpeg', width: 320 });
      }
      // The poster's blur-up placeholder: a tiny WebP in the video's 4:3 shape.
      const uri = done?.placeholder ?? '';
      expect(uri.startsWith(MEDIA_PLACEHOLDER_PREFIX)).toBe(true);
      const tiny = await sharp(
        Buffer.from(uri.slice(MEDIA_PLACEHOLDER_PREFIX.length), 'base64'),
      ).metadata();
      expect(tiny).toMatchObject({ format: 'webp', width: 20, height: 15 });
      // The video itself stays where it is served.
      expect((await fetchUpload(app, row.url)).status).toBe(200);
    });

    it.skipIf(!ffmpeg)(
      'keeps where and when a phone filmed a video for the AI, and removes it from the served file',
      async () => {
        const source = path.join(await dir, 'clip.mp4');
        await fs.writeFile(source, await testMp4());
        const tagged = path.join(await dir, 'lisbon.mp4');
        await run('ffmpeg', [
          '-hide_banner',
          '-loglevel',
          'error',
          '-y',
          '-i',
          source,
          '-c',
          'copy',
          '-metadata',
          'location=+38.7223-009.1393/',
          '-metadata',
          'creation_time=2024-06-01T18:30:00Z',
          tagged,
        ]);
        const bytes = await fs.readFile(tagged);
        // MP4 keeps the place in a 3GPP 'loci' box (fixed-point degrees).
        expect(bytes.includes('loci')).toBe(true);
        const row = await stageUpload(app, { userId: owner.id, bytes, ext: 'mp4' });
        await app.deps.jobs.drain();
        const done = await findMedia(db, { id: row.id });
        expect(done?.status).toBe('ready');
        expect(done?.exif).toMatchObject({ takenAt: '2024-06-01T18:30:00+00:00' });
        expect(done?.exif?.latitude).toBeCloseTo(38.7223, 3);
        expect(done?.exif?.longitude).toBeCloseTo(-9.1393, 3);
        const served = await fetchUpload(app, row.url);
        expect(served.status).toBe(200);
        expect(served.body.includes('loci')).toBe(false);
        expect(served.body.length).toBeGreaterThan(1000);
      },
    );

    it.skipIf(!ffmpeg)('reads a video from storage that is not a local folder (S3)', async () => {
      const { localPath: _local, ...remote } = storage;
      const row = await stageUpload(app, {
        userId: owner.id,
        bytes: await testMp4(),
        ext: 'mp4',
        enqueue: false,
      });
      await createMediaProcessor({ db, storage: remote, bus: createMemoryBus(), log })(
        { mediaId: row.id },
        attempt(),
      );
      const done = await findMedia(db, { id: row.id });
      expect(done).toMatchObject({ status: 'ready', width: 320, height: 240 });
      expect(done?.thumbnails).toHaveLength(3);
      expect(await exists(`media/${row.id}-poster.jpg`)).toBe(true);
    });

    it.skipIf(!ffmpeg)('fails a "video" ffprobe cannot read and removes it', async () => {
      const row = await stageUpload(app, {
        userId: owner.id,
        bytes: Buffer.alloc(4096, 7),
        ext: 'mp4',
      });
      await app.deps.jobs.drain();
      expect((await findMedia(db, { id: row.id }))?.status).toBe('failed');
      expect(await exists(row.sourceKey)).toBe(false);
    });

    it('without ffmpeg the video is ready as it is (no poster, no frames)', async () => {
      const row = await stageUpload(app, {
        userId: owner.id,
        bytes: Buffer.alloc(1024, 1),
        ext: 'mp4',
        enqueue: false,
      });
      await createMediaProcessor({
        db,
        storage,
        bus: createMemoryBus(),
        log,
        ffmpeg: Promise.resolve(null),
      })({ mediaId: row.id }, attempt());
      expect(await findMedia(db, { id: row.id })).toMatchObject({
        status: 'ready',
        posterUrl: null,
        // No poster, so nothing to blur up from: the card shows its shimmer.
        placeholder: null,
        thumbnails: [],
        durationSeconds: null,
      });
      expect(await exists(row.sourceKey)).toBe(true);
    });
  });
});
