import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MAX_CHUNK_BYTES, MAX_CHUNKS } from '../../../contract/media.ts';
import { finalizeUploadRoute, uploadStatusRoute } from '../../../contract/uploads.ts';
import { media, uploadSessions } from '../../../db/schema/index.ts';
import { createTestApp } from '../../test/app.ts';
import { buildMember } from '../../test/factories.ts';
import { injectRoute } from '../../test/inject.ts';
import { filesUnder, mp4Bytes, postForm, type FormPart } from './upload-test-helpers.ts';

const { app, database, dataDir } = await createTestApp();
const chunksDir = path.join(dataDir, 'chunks');
const uploadsDir = path.join(dataDir, 'uploads');

const newUploadId = () => `up_${crypto.randomBytes(8).toString('hex')}`;

/** A video split into `count` chunks of about equal size. */
function splitVideo(count: number, size = 90_000) {
  const whole = mp4Bytes(size, 0);
  for (let i = 32; i < whole.length; i += 1) whole[i] = (i * 7) % 256;
  const step = Math.ceil(whole.length / count);
  const pieces = Array.from({ length: count }, (_, i) => whole.subarray(i * step, (i + 1) * step));
  return { whole, pieces };
}

type ChunkInput = {
  uploadId: string;
  index: number;
  total: number;
  body: Buffer;
  fileName?: string;
  fileType?: string;
  fieldsFirst?: boolean;
};

function sendChunk(cookie: string, input: ChunkInput) {
  const fields: FormPart[] = [
    ['chunkIndex', String(input.index)],
    ['totalChunks', String(input.total)],
    ['uploadId', input.uploadId],
    ['fileName', input.fileName ?? 'holiday.mp4'],
    ['fileType', input.fileType ?? 'video/mp4'],
  ];
  const chunk: FormPart = ['chunk', input.body, 'blob'];
  // The spec lists the chunk first; the server takes either order.
  const parts = input.fieldsFirst ? [...fields, chunk] : [chunk, ...fields];
  return postForm(app, '/api/upload-chunk', parts, { cookie });
}

const finalize = (cookie: string, uploadId: string, fileName = 'holiday.mp4') =>
  injectRoute(app, finalizeUploadRoute, {
    cookie,
    body: { uploadId, fileName, fileType: 'video/mp4' },
  });

const status = (cookie: string, uploadId: string) =>
  injectRoute(app, uploadStatusRoute, { cookie, params: { uploadId } });

describe('chunked uploads', () => {
  it('takes chunks out of order and repeated, resumes from the status, and joins them in order', async () => {
    const { user, cookie } = await buildMember(database);
    const uploadId = newUploadId();
    const { whole, pieces } = splitVideo(4);
    const send = (index: number, body = pieces[index]!) =>
      sendChunk(cookie, { uploadId, index, total: 4, body, fieldsFirst: index % 2 === 0 });

    const third = await send(2);
    expect(third.status).toBe(200);
    expect(third.body).toEqual({ uploadId, chunkIndex: 2, received: 1, totalChunks: 4 });
    // A first copy of chunk 0 that is wrong, then the right one: the last copy wins, whole.
    expect((await send(0, Buffer.from('garbage that will be replaced'))).status).toBe(200);
    expect((await send(0)).body).toMatchObject({ received: 2 });

    const resume = await status(cookie, uploadId);
    expect(resume.status).toBe(200);
    expect(resume.body).toEqual({ uploadId, totalChunks: 4, receivedChunks: [0, 2] });

    await send(3);
    await send(1);
    const done = await finalize(cookie, uploadId);
    expect(done.status).toBe(201);
    const id = /media\/([0-9a-f-]{36})\.mp4$/.exec(done.body.url)?.[1] ?? '';
    expect(done.body).toEqual({
      url: `/uploads/media/${id}.mp4`,
      type: 'video',
      filename: `${id}.mp4`,
      size: whole.length,
    });
    const stored = await fs.readFile(path.join(uploadsDir, 'media', `${id}.mp4`));
    expect(stored.equals(whole)).toBe(true);
    const [row] = await database.db.select().from(media).where(eq(media.id, id));
    expect(row).toMatchObject({ userId: user.id, kind: 'video', originalName: 'holiday.mp4' });

    // The chunks and the session are gone; a repeated finalize answers the same upload.
    expect(await filesUnder(path.join(chunksDir, user.id, uploadId))).toEqual([]);
    const sessions = await database.db
      .select()
      .from(uploadSessions)
      .where(and(eq(uploadSessions.userId, user.id), eq(uploadSessions.uploadId, uploadId)));
    expect(sessions).toEqual([]);
    const again = await finalize(cookie, uploadId);
    expect(again.status).toBe(201);
    expect(again.body).toEqual(done.body);
    expect((await database.db.select().from(media).where(eq(media.userId, user.id))).length).toBe(
      1,
    );
  });

  it('a finalize that misses a chunk names it and keeps the rest for a retry', async () => {
    const { cookie } = await buildMember(database);
    const uploadId = newUploadId();
    const { pieces } = splitVideo(3);
    await sendChunk(cookie, { uploadId, index: 0, total: 3, body: pieces[0]! });
    await sendChunk(cookie, { uploadId, index: 2, total: 3, body: pieces[2]! });
    const failed = await finalize(cookie, uploadId);
    expect(failed.status).toBe(400);
    expect(failed.message).toBe('Upload finalization failed: missing chunk 1');
    expect((await status(cookie, uploadId)).body.receivedChunks).toEqual([0, 2]);

    await sendChunk(cookie, { uploadId, index: 1, total: 3, body: pieces[1]! });
    expect((await finalize(cookie, uploadId)).status).toBe(201);
  });

  it('two finalizes at once store one file and answer the same', async () => {
    const { user, cookie } = await buildMember(database);
    const uploadId = newUploadId();
    const { pieces } = splitVideo(2);
    for (const [index, body] of pieces.entries()) {
      await sendChunk(cookie, { uploadId, index, total: 2, body });
    }
    const [a, b] = await Promise.all([finalize(cookie, uploadId), finalize(cookie, uploadId)]);
    expect(a.status).toBe(201);
    expect(b.status).toBe(201);
    expect(b.body).toEqual(a.body);
    expect((await database.db.select().from(media).where(eq(media.userId, user.id))).length).toBe(
      1,
    );
  });

  it.each<[string, Partial<ChunkInput>, string]>([
    [
      '../ in the upload id',
      { uploadId: '../../../../etc' },
      'Upload id must be 8 to 100 letters, digits, - or _',
    ],
    [
      'a slash in the upload id',
      { uploadId: 'abcdefgh/../x' },
      'Upload id must be 8 to 100 letters, digits, - or _',
    ],
    ['../ in the file name', { fileName: '../../etc/passwd' }, 'File name is not valid'],
    ['a backslash in the file name', { fileName: '..\\..\\boot.ini' }, 'File name is not valid'],
    [
      'an index past the count',
      { index: 3, total: 3 },
      'Chunk index must be less than total chunks',
    ],
    ['a negative index', { index: -1 }, 'Chunk index must be a whole number'],
    [
      'too many chunks',
      { total: MAX_CHUNKS + 1 },
      `Total chunks must be between 1 and ${MAX_CHUNKS}`,
    ],
    ['no chunks', { total: 0, index: 0 }, `Total chunks must be between 1 and ${MAX_CHUNKS}`],
    ['an odd file type', { fileType: 'video/mp4; x=<script>' }, 'File type is not valid'],
  ])('refuses %s with 400 and writes nothing', async (_label, change, message) => {
    const { cookie } = await buildMember(database);
    const before = await filesUnder(dataDir);
    const response = await sendChunk(cookie, {
      uploadId: newUploadId(),
      index: 0,
      total: 3,
      body: mp4Bytes(1000),
      ...change,
    });
    expect(response.status).toBe(400);
    expect(response.message).toBe(message);
    // Nothing new on disk (the chunk's temporary file is gone too) and nothing outside DATA_DIR.
    expect(await filesUnder(dataDir)).toEqual(before);
  });

  it('refuses a chunk over the chunk limit, keeping nothing of it', async () => {
    const { cookie } = await buildMember(database);
    const before = await filesUnder(dataDir);
    const response = await sendChunk(cookie, {
      uploadId: newUploadId(),
      index: 0,
      total: 2,
      body: Buffer.alloc(MAX_CHUNK_BYTES + 1, 1),
      fieldsFirst: true,
    });
    expect(response.status).toBe(413);
    expect(response.message).toBe('Each chunk must be at most 51 MB');
    expect(await filesUnder(dataDir)).toEqual(before);
  });

  it('refuses a finalize whose names try to leave the folder', async () => {
    const { cookie } = await buildMember(database);
    const badId = await injectRoute(app, finalizeUploadRoute, {
      cookie,
      body: { uploadId: '../../etc/x', fileName: 'a.mp4', fileType: 'video/mp4' },
    });
    expect(badId.status).toBe(400);
    const badName = await finalize(cookie, newUploadId(), '../secret.mp4');
    expect(badName.status).toBe(400);
    expect(badName.message).toBe('File name is not valid');
  });

  it('keeps one member’s uploads from another', async () => {
    const owner = await buildMember(database);
    const other = await buildMember(database);
    const uploadId = newUploadId();
    const { pieces } = splitVideo(1);
    await sendChunk(owner.cookie, { uploadId, index: 0, total: 1, body: pieces[0]! });

    expect((await status(other.cookie, uploadId)).status).toBe(404);
    const stolen = await finalize(other.cookie, uploadId);
    expect(stolen.status).toBe(404);
    expect(stolen.message).toBe('Upload not found');
    expect((await finalize(owner.cookie, uploadId)).status).toBe(201);
    // Done: the owner's finalize stays answerable to the owner only.
    expect((await finalize(other.cookie, uploadId)).status).toBe(404);
    expect((await status(owner.cookie, uploadId)).status).toBe(404);
  });

  it('keeps at most 10 uploads open per member, dropping the oldest idle one for a new one', async () => {
    const { user, cookie } = await buildMember(database);
    const ids = Array.from({ length: 10 }, newUploadId);
    for (const uploadId of ids) {
      expect(
        (await sendChunk(cookie, { uploadId, index: 0, total: 2, body: mp4Bytes(100) })).status,
      ).toBe(200);
    }
    const busy = await sendChunk(cookie, {
      uploadId: newUploadId(),
      index: 0,
      total: 2,
      body: mp4Bytes(100),
    });
    expect(busy.status).toBe(409);
    expect(busy.message).toBe('Too many uploads in progress. Please finish or cancel one first.');

    // The first one was cancelled on the phone ten minutes ago: it makes room.
    await database.db
      .update(uploadSessions)
      .set({ updatedAt: new Date(Date.now() - 10 * 60 * 1000) })
      .where(and(eq(uploadSessions.userId, user.id), eq(uploadSessions.uploadId, ids[0]!)));
    const fresh = newUploadId();
    expect(
      (await sendChunk(cookie, { uploadId: fresh, index: 0, total: 2, body: mp4Bytes(100) }))
        .status,
    ).toBe(200);
    expect((await status(cookie, ids[0]!)).status).toBe(404);
    expect(await filesUnder(path.join(chunksDir, user.id, ids[0]!))).toEqual([]);
    // An upload already open goes on whatever the count.
    expect(
      (await sendChunk(cookie, { uploadId: ids[1]!, index: 1, total: 2, body: mp4Bytes(100) }))
        .status,
    ).toBe(200);
  });

  it('refuses a changed chunk count', async () => {
    const { cookie } = await buildMember(database);
    const uploadId = newUploadId();
    await sendChunk(cookie, { uploadId, index: 0, total: 3, body: mp4Bytes(1000) });
    const changed = await sendChunk(cookie, { uploadId, index: 1, total: 4, body: mp4Bytes(1000) });
    expect(changed.status).toBe(409);
    expect(changed.message).toBe('This upload has 3 chunks, not 4');
  });

  it('a finalize of text dressed as a video is 415 and frees its chunks', async () => {
    const { user, cookie } = await buildMember(database);
    const uploadId = newUploadId();
    await sendChunk(cookie, {
      uploadId,
      index: 0,
      total: 1,
      body: Buffer.from('#!/bin/sh\necho pwned\n'.repeat(500)),
    });
    const response = await finalize(cookie, uploadId);
    expect(response.status).toBe(415);
    expect(response.message).toBe('Please upload images or videos only');
    expect(await filesUnder(path.join(chunksDir, user.id, uploadId))).toEqual([]);
    expect((await status(cookie, uploadId)).status).toBe(404);
  });

  it('an unknown upload is 404 for status and finalize', async () => {
    const { cookie } = await buildMember(database);
    expect((await status(cookie, newUploadId())).status).toBe(404);
    expect((await finalize(cookie, newUploadId())).status).toBe(404);
  });
});
