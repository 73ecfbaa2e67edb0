import crypto from 'node:crypto';
import { buffer } from 'node:stream/consumers';
import { eq, sql } from 'drizzle-orm';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { createPostRoute } from '../../../contract/posts.ts';
import { finalizeUploadRoute } from '../../../contract/uploads.ts';
import { media } from '../../../db/schema/index.ts';
import { createS3Storage } from '../../providers/storage/s3.ts';
import { createTestApp } from '../../test/app.ts';
import { buildMember } from '../../test/factories.ts';
import { injectRoute } from '../../test/inject.ts';
import { startS3Server } from '../../test/s3-server.ts';
import { jpegBytes, mp4Bytes, postForm } from './upload-test-helpers.ts';
import { createUploadsCleanupProcessor } from './uploads-cleanup.ts';

// The app exactly as main.ts builds it with S3_* set: uploads go to the bucket, /uploads reads it.
const s3 = await startS3Server('roamly-uploads');
const storage = createS3Storage(s3);
const { app, database, dataDir } = await createTestApp({ s3, storage });
const { cookie } = await buildMember(database);

const keyOf = (url: string) => url.replace(/^\/uploads\//, '');

describe('uploads on S3-compatible storage', () => {
  it('a video goes to the bucket and is served from it with Range', async () => {
    const video = mp4Bytes(300_000, 9);
    for (let i = 32; i < video.length; i += 1) video[i] = (i * 13) % 256;
    const upload = await postForm(app, '/api/upload/media', [['file', video, 'clip.mp4']], {
      cookie,
    });
    expect(upload.status).toBe(201);
    const url = String(upload.body.url);
    const stored = await storage.get(keyOf(url));
    expect((await buffer(stored!.body)).equals(video)).toBe(true);

    const part = await app.inject({ url, headers: { range: 'bytes=1000-1999' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 1000-1999/${video.length}`);
    expect(part.rawPayload.equals(video.subarray(1000, 2000))).toBe(true);
    const whole = await app.inject({ url });
    expect(whole.statusCode).toBe(200);
    expect(whole.rawPayload.equals(video)).toBe(true);
  });

  it('a photo is staged privately in the bucket and never served as received', async () => {
    const upload = await postForm(
      app,
      '/api/upload/media',
      [['file', await jpegBytes(), 'a.jpg']],
      {
        cookie,
      },
    );
    expect(upload.status).toBe(201);
    const id = /media\/([0-9a-f-]{36})-display\.jpg$/.exec(String(upload.body.url))?.[1] ?? '';
    const [row] = await database.db.select().from(media).where(eq(media.id, id));
    expect(row?.sourceKey).toBe(`private/media/${id}.jpg`);
    expect(await storage.stat(`private/media/${id}.jpg`)).not.toBeNull();
    expect((await app.inject({ url: `/uploads/private/media/${id}.jpg` })).statusCode).toBe(404);
  });

  it('a photo answers at once from the bucket, and only to whoever may see its followers-only post', async () => {
    const upload = await postForm(
      app,
      '/api/upload/media',
      [['file', await jpegBytes(640, 480), 'a.jpg']],
      { cookie },
    );
    const url = String(upload.body.url);
    // Before the job ran: made from the staged object (a private temporary copy) into the bucket.
    const early = await app.inject({ url });
    expect(early.statusCode).toBe(200);
    expect(early.headers['content-type']).toBe('image/jpeg');
    expect(await storage.stat(keyOf(url))).not.toBeNull();

    const post = await injectRoute(app, createPostRoute, {
      cookie,
      body: { content: 'For followers', imageUrl: url, privacy: 'followers' },
    });
    expect(post.status, post.message).toBe(201);
    const stranger = await buildMember(database);
    expect((await app.inject({ url, headers: { cookie: stranger.cookie } })).statusCode).toBe(404);
    const own = await app.inject({ url, headers: { cookie } });
    expect(own.statusCode).toBe(200);
    expect(own.headers['cache-control']).toBe('private, no-cache');
  });

  it('a chunked upload is joined into the bucket (chunks stay on local disk meanwhile)', async () => {
    const uploadId = `s3_${crypto.randomBytes(6).toString('hex')}`;
    const whole = mp4Bytes(250_000, 4);
    const pieces = [
      whole.subarray(0, 100_000),
      whole.subarray(100_000, 200_000),
      whole.subarray(200_000),
    ];
    for (const index of [2, 0, 1]) {
      const response = await postForm(
        app,
        '/api/upload-chunk',
        [
          ['chunk', pieces[index]!, 'blob'],
          ['chunkIndex', String(index)],
          ['totalChunks', '3'],
          ['uploadId', uploadId],
          ['fileName', 'long.mp4'],
          ['fileType', 'video/mp4'],
        ],
        { cookie },
      );
      expect(response.status).toBe(200);
    }
    const done = await injectRoute(app, finalizeUploadRoute, {
      cookie,
      body: { uploadId, fileName: 'long.mp4', fileType: 'video/mp4' },
    });
    expect(done.status).toBe(201);
    const stored = await storage.get(keyOf(done.body.url));
    expect((await buffer(stored!.body)).equals(whole)).toBe(true);
  });

  it('the cleanup removes an unattached upload’s objects from the bucket', async () => {
    const upload = await postForm(app, '/api/upload-video', [['file', mp4Bytes(), 'v.mp4']], {
      cookie,
    });
    const url = String(upload.body.url);
    await database.db
      .update(media)
      .set({ createdAt: sql`now() - interval '25 hours'` })
      .where(eq(media.url, url));
    await createUploadsCleanupProcessor({
      db: database.db,
      storage,
      dataDir,
      log: pino({ level: 'silent' }),
    })();
    expect(await storage.stat(keyOf(url))).toBeNull();
  });
});
