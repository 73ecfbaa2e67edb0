import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createPostRoute, type TCreatePostBody } from '../../../contract/posts.ts';
import { posts } from '../../../db/schema/index.ts';
import { stageUpload } from '../../modules/media/media-test-helpers.ts';
import { clientAddress, createTestApp } from '../../test/app.ts';
import { buildMember } from '../../test/factories.ts';
import { injectRoute } from '../../test/inject.ts';
import { createYouTubeApiPublisher, YouTubeError } from './api.ts';
import { startFakeYouTube } from './fake-youtube.ts';
import { createYouTubePublisher, youTubeText } from './youtube.ts';

const fake = await startFakeYouTube();
afterAll(() => fake.close());

const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'roamly-youtube-test-'));
afterAll(() => fs.rm(dir, { recursive: true, force: true }));

async function videoFile(bytes: number): Promise<{ file: string; data: Buffer }> {
  const data = crypto.randomBytes(bytes);
  const file = path.join(dir, `${crypto.randomUUID()}.mp4`);
  await fs.writeFile(file, data);
  return { file, data };
}

describe('YouTube Data API publisher (against a local fake with the documented shapes)', () => {
  it('refreshes the token, opens a resumable session and sends the file in 8 MiB chunks', async () => {
    const { file, data } = await videoFile(9 * 1024 * 1024 + 123);
    const publisher = createYouTubeApiPublisher(fake.config);
    const { videoId } = await publisher.publish({
      file,
      size: data.length,
      contentType: 'video/mp4',
      title: 'Sunset in Lisbon',
      description: 'Sunset in Lisbon\n\nShared on Roamly',
      tags: ['lisbon', 'sunset'],
    });

    expect(fake.tokenRequests.at(-1)?.get('grant_type')).toBe('refresh_token');
    const start = fake.starts.at(-1);
    expect(start?.query.get('uploadType')).toBe('resumable');
    expect(start?.query.get('part')).toBe('snippet,status');
    expect(start?.headers['x-upload-content-length']).toBe(String(data.length));
    expect(start?.headers['x-upload-content-type']).toBe('video/mp4');
    expect(start?.headers['content-type']).toBe('application/json; charset=UTF-8');
    expect(start?.body).toEqual({
      snippet: {
        title: 'Sunset in Lisbon',
        description: 'Sunset in Lisbon\n\nShared on Roamly',
        tags: ['lisbon', 'sunset'],
        categoryId: '19',
      },
      status: { privacyStatus: 'unlisted', selfDeclaredMadeForKids: false },
    });
    expect(fake.puts.slice(-2)).toEqual([
      `bytes 0-${8 * 1024 * 1024 - 1}/${data.length}`,
      `bytes ${8 * 1024 * 1024}-${data.length - 1}/${data.length}`,
    ]);
    const video = fake.videos.find((v) => v.id === videoId);
    expect(video?.bytes.equals(data)).toBe(true);
  });

  it('after a dropped chunk asks where the upload stands and sends only the rest', async () => {
    const { file, data } = await videoFile(3 * 1024 * 1024);
    const publisher = createYouTubeApiPublisher(fake.config);
    fake.failNextChunk();
    const before = fake.puts.length;
    const { videoId } = await publisher.publish({
      file,
      size: data.length,
      contentType: 'video/mp4',
      title: 't',
      description: 'd',
      tags: [],
    });
    const half = Math.floor(data.length / 2);
    expect(fake.puts.slice(before)).toEqual([
      `bytes 0-${data.length - 1}/${data.length}`, // kept half, then 503
      `bytes */${data.length}`, // where are we? 308 Range: bytes=0-(half-1)
      `bytes ${half}-${data.length - 1}/${data.length}`,
    ]);
    expect(fake.videos.find((v) => v.id === videoId)?.bytes.equals(data)).toBe(true);
  });

  it('reports a refused refresh token clearly', async () => {
    const publisher = createYouTubeApiPublisher({ ...fake.config, refreshToken: 'revoked' });
    const { file, data } = await videoFile(1000);
    const attempt = publisher.publish({
      file,
      size: data.length,
      contentType: 'video/mp4',
      title: 't',
      description: 'd',
      tags: [],
    });
    await expect(attempt).rejects.toBeInstanceOf(YouTubeError);
    await expect(attempt).rejects.toThrow('invalid_grant: Bad Request');
  });

  it('is the local publisher (consent stored only) without credentials', () => {
    expect(createYouTubePublisher({ youtube: undefined }).kind).toBe('local');
    expect(createYouTubePublisher({ youtube: fake.config }).kind).toBe('youtube');
  });

  it("keeps titles and descriptions within YouTube's limits", () => {
    const { title, description } = youTubeText(`  <b>${'Beach '.repeat(40)}</b>\nmore`);
    expect(title.length).toBeLessThanOrEqual(100);
    expect(title).not.toMatch(/[<>]/);
    expect(description).toMatch(/Shared on Roamly$/);
    expect(Buffer.byteLength(youTubeText('é'.repeat(6000)).description)).toBeLessThanOrEqual(5000);
  });
});

describe('youtube-publish job', async () => {
  const { app, database } = await createTestApp({ youtube: fake.config });
  await app.ready();
  const member = await buildMember(database);
  const create = (body: TCreatePostBody) =>
    injectRoute(app, createPostRoute, {
      body,
      cookie: member.cookie,
      remoteAddress: clientAddress(),
    });
  const clip = () =>
    stageUpload(app, {
      userId: member.user.id,
      bytes: crypto.randomBytes(64 * 1024),
      ext: 'mp4',
      enqueue: false,
    });

  it('publishes a consented video once and stores its YouTube id', async () => {
    const upload = await clip();
    const created = await create({
      content: 'Surfing in Ericeira\nBig waves today',
      tags: ['surf'],
      videoUrl: upload.url,
      youtubeConsent: true,
    });
    expect(created.status, created.message).toBe(201);
    expect(await app.deps.jobs.drain()).toBe(1);
    const [row] = await database.db.select().from(posts).where(eq(posts.id, created.body.id));
    const published = fake.videos.at(-1);
    expect(row?.youtubeVideoId).toBe(published?.id);
    expect(published?.bytes.length).toBe(64 * 1024);
    expect(published?.metadata).toMatchObject({
      snippet: { title: 'Surfing in Ericeira', tags: ['surf'] },
    });
    // A second run of the same job publishes nothing more.
    const count = fake.videos.length;
    await app.deps.jobs.send('youtube-publish', { postId: created.body.id });
    await app.deps.jobs.drain();
    expect(fake.videos.length).toBe(count);
  });

  it('queues nothing without consent (the dialog) or without a video', async () => {
    const upload = await clip();
    expect((await create({ content: 'No consent field', videoUrl: upload.url })).status).toBe(201);
    expect((await create({ content: 'No video', youtubeConsent: true })).status).toBe(201);
    expect(await app.deps.jobs.drain()).toBe(0);
  });
});
