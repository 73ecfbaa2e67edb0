import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { updateCurrentUserRoute } from '../../../contract/users.ts';
import { media, uploadSessions } from '../../../db/schema/index.ts';
import { createTestApp } from '../../test/app.ts';
import { buildMember } from '../../test/factories.ts';
import { injectRoute } from '../../test/inject.ts';
import { filesUnder, jpegBytes, mp4Bytes, postForm } from './upload-test-helpers.ts';
import { createUploadsCleanupProcessor } from './uploads-cleanup.ts';

const { app, database, dataDir } = await createTestApp();
const uploadsDir = path.join(dataDir, 'uploads');
const chunksDir = path.join(dataDir, 'chunks');
const DAY_AND_AN_HOUR_MS = 25 * 60 * 60 * 1000;

const cleanup = createUploadsCleanupProcessor({
  db: database.db,
  storage: app.deps.storage,
  dataDir,
  log: pino({ level: 'silent' }),
});

/** Makes a chunk folder (and its files) look untouched for 25 hours. */
async function age(target: string) {
  const then = new Date(Date.now() - DAY_AND_AN_HOUR_MS);
  const stat = await fs.stat(target);
  if (stat.isDirectory()) {
    for (const name of await fs.readdir(target))
      await fs.utimes(path.join(target, name), then, then);
  }
  await fs.utimes(target, then, then);
}

async function sendChunk(cookie: string, uploadId: string, index = 0) {
  const response = await postForm(
    app,
    '/api/upload-chunk',
    [
      ['chunkIndex', String(index)],
      ['totalChunks', '3'],
      ['uploadId', uploadId],
      ['fileName', 'trip.mp4'],
      ['fileType', 'video/mp4'],
      ['chunk', mp4Bytes(5000), 'blob'],
    ],
    { cookie },
  );
  expect(response.status).toBe(200);
}

describe('the uploads-cleanup job', () => {
  it('removes chunked uploads untouched for 24 hours and keeps active ones', async () => {
    const { user, cookie } = await buildMember(database);
    const abandoned = `old_${crypto.randomBytes(6).toString('hex')}`;
    const active = `new_${crypto.randomBytes(6).toString('hex')}`;
    await sendChunk(cookie, abandoned);
    await sendChunk(cookie, active);
    await database.db
      .update(uploadSessions)
      .set({ updatedAt: sql`now() - interval '25 hours'` })
      .where(eq(uploadSessions.uploadId, abandoned));
    await age(path.join(chunksDir, user.id, abandoned));
    // A folder with no session at all (its row never made it), and a stray temporary chunk.
    const orphan = path.join(chunksDir, user.id, 'orphan_upload_1');
    await fs.mkdir(orphan, { recursive: true });
    await fs.writeFile(path.join(orphan, '0'), 'x');
    await age(orphan);
    const stray = path.join(chunksDir, user.id, '.incoming', 'left-behind.part');
    await fs.mkdir(path.dirname(stray), { recursive: true });
    await fs.writeFile(stray, 'x');
    await age(stray);

    await cleanup();

    const left = await database.db
      .select({ uploadId: uploadSessions.uploadId })
      .from(uploadSessions)
      .where(eq(uploadSessions.userId, user.id));
    expect(left).toEqual([{ uploadId: active }]);
    expect(await filesUnder(path.join(chunksDir, user.id))).toEqual([`${active}/0`]);
  });

  it('removes uploads never attached after 24 hours, with every file, and keeps the rest', async () => {
    const { cookie } = await buildMember(database);
    const upload = async (parts: Parameters<typeof postForm>[2], url = '/api/upload/media') => {
      const response = await postForm(app, url, parts, { cookie });
      expect(response.status).toBe(201);
      return String(response.body.url);
    };
    const oldPhoto = await upload([['file', await jpegBytes(), 'a.jpg']]);
    const oldVideo = await upload([['file', mp4Bytes(), 'a.mp4']]);
    const newPhoto = await upload([['file', await jpegBytes(), 'b.jpg']]);
    const avatar = await upload(
      [
        ['type', 'profile'],
        ['image', await jpegBytes(), 'me.jpg'],
      ],
      '/api/upload/image',
    );
    const attach = await injectRoute(app, updateCurrentUserRoute, {
      cookie,
      body: { profileImageUrl: avatar },
    });
    expect(attach.status).toBe(200);

    // The processing job's display file exists for the old photo, as after a real run.
    const oldPhotoId = /media\/([0-9a-f-]{36})/.exec(oldPhoto)?.[1] ?? '';
    await app.deps.storage.put(`media/${oldPhotoId}-display.jpg`, await jpegBytes(), 'image/jpeg');
    await app.deps.storage.put(`media/${oldPhotoId}-thumb.webp`, Buffer.from('webp'), 'image/webp');

    await database.db
      .update(media)
      .set({ createdAt: sql`now() - interval '25 hours'` })
      .where(sql`${media.url} IN (${oldPhoto}, ${oldVideo}, ${avatar})`);

    const before = await filesUnder(uploadsDir);
    expect(before).toContain(`private/media/${oldPhotoId}.jpg`);
    await cleanup();

    const urls = (await database.db.select({ url: media.url }).from(media)).map((row) => row.url);
    expect(urls).not.toContain(oldPhoto);
    expect(urls).not.toContain(oldVideo);
    expect(urls).toContain(newPhoto);
    expect(urls).toContain(avatar);
    const after = await filesUnder(uploadsDir);
    expect(after.filter((file) => file.includes(oldPhotoId))).toEqual([]);
    expect(after).not.toContain(oldVideo.replace('/uploads/', ''));
    expect(after.length).toBe(before.length - 4);

    // Running again (or on another instance at the same time) finds nothing more to do.
    await Promise.all([cleanup(), cleanup()]);
    expect(await filesUnder(uploadsDir)).toEqual(after);
  });

  it('is a queued job the worker runs', async () => {
    const { user } = await buildMember(database);
    await database.db.insert(uploadSessions).values({
      userId: user.id,
      uploadId: 'queued_cleanup_1',
      fileName: 'a.mp4',
      fileType: 'video/mp4',
      totalChunks: 2,
      updatedAt: new Date(Date.now() - DAY_AND_AN_HOUR_MS),
    });
    await app.deps.jobs.send('uploads-cleanup', {});
    await app.deps.jobs.drain();
    const left = await database.db
      .select()
      .from(uploadSessions)
      .where(eq(uploadSessions.userId, user.id));
    expect(left).toEqual([]);
  });
});
