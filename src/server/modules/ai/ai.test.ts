import exifr from 'exifr';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  AI_RATE_LIMIT,
  analyzeMediaRoute,
  enhancePostRoute,
  testAiOnLatestVideoRoute,
} from '../../../contract/ai.ts';
import { getPostRoute } from '../../../contract/posts.ts';
import { clientAddress, createTestApp } from '../../test/app.ts';
import { buildFollow, buildPost } from '../../test/content-factories.ts';
import { buildMember } from '../../test/factories.ts';
import { injectRoute } from '../../test/inject.ts';
import {
  bandsJpeg,
  lisbonBeachJpeg,
  processPhoto,
  stagePhoto,
  storeVideo,
} from './ai-test-helpers.ts';
import { MEDIA_NOT_FOUND_MESSAGE, NO_VIDEO_MESSAGE } from './ai.service.ts';

const { app, database } = await createTestApp();
const { storage } = app.deps;

async function readStored(key: string): Promise<Buffer> {
  const object = await storage.get(key);
  if (!object) throw new Error(`${key} is not stored`);
  const chunks: Buffer[] = [];
  for await (const chunk of object.body) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

const analyze = (cookie: string | undefined, body: unknown) =>
  injectRoute(app, analyzeMediaRoute, {
    cookie,
    body: body as { mediaUrl: string; mediaType: 'image' },
    remoteAddress: clientAddress(),
  });

describe('POST /api/ai/analyze-media', () => {
  it('reads a geotagged photo still processing: Lisbon, Portugal, a summer evening at the beach', async () => {
    const { user, cookie } = await buildMember(database);
    const row = await stagePhoto(app, { userId: user.id, bytes: await lisbonBeachJpeg() });

    const { status, body } = await analyze(cookie, { mediaUrl: row.url, mediaType: 'image' });

    expect(status).toBe(200);
    expect(Object.keys(body).sort()).toEqual([
      'captions',
      'description',
      'location',
      'tags',
      'travelInsights',
    ]);
    expect(body.location).toBe('Lisbon, Portugal');
    expect(body.description).toBe(
      'A summer evening on a sandy beach by the sea in Lisbon, Portugal, under a clear blue sky. Lisbon is the capital of Portugal.',
    );
    expect(body.tags).toEqual([
      'beach',
      'sea',
      'bluesky',
      'lisbon',
      'portugal',
      'summer',
      'travel',
    ]);
    expect(body.travelInsights).toEqual([
      'Currency: Euro (EUR, €)',
      'Language: Portuguese',
      'Time zone: UTC+00:00 (UTC+01:00 in summer), Europe/Lisbon',
      'Best time to visit: May–June and September–October, mild weather and fewer crowds than midsummer',
      'Traffic drives on the right',
      'Dialling code: +351',
    ]);
    expect(body.captions).toHaveLength(3);
    expect(new Set(body.captions).size).toBe(3);
    expect(body.captions[2]).toMatch(/^Summer in Lisbon 🌊 #beach #sea #bluesky #lisbon #travel$/);
    for (const text of [body.description, ...body.captions]) {
      expect(text).not.toMatch(/undefined|null|unknown|\{|\}/i);
    }
  });

  it('gives the same answer once the processing job has made the variants and stored the EXIF', async () => {
    const { user, cookie } = await buildMember(database);
    const staged = await stagePhoto(app, { userId: user.id, bytes: await lisbonBeachJpeg() });
    const before = await analyze(cookie, { mediaUrl: staged.url, mediaType: 'image' });

    const processed = await processPhoto(app, staged);
    expect(processed.status).toBe('ready');
    expect(processed.exif).toMatchObject({ latitude: expect.closeTo(38.7223, 3) });
    // The served variants carry no GPS: the analysis must come from the row's EXIF.
    expect(
      await exifr.gps(await readStored(processed.url.slice('/uploads/'.length))),
    ).toBeUndefined();

    const after = await analyze(cookie, { mediaUrl: staged.url, mediaType: 'image' });
    expect(after.status).toBe(200);
    expect(after.body).toEqual(before.body);
  });

  it('without GPS the picture and the time still speak, and the location stays empty', async () => {
    const { user, cookie } = await buildMember(database);
    const night = await bandsJpeg([[1, '#0d0f1c']], { takenAt: '2023:12:02 22:15:00' });
    const row = await stagePhoto(app, { userId: user.id, bytes: night });

    const { status, body } = await analyze(cookie, { mediaUrl: row.url, mediaType: 'image' });

    expect(status).toBe(200);
    expect(body.location).toBe('');
    expect(body.travelInsights).toEqual([]);
    expect(body.tags).toEqual(['night', 'travel']);
    // No hemisphere without GPS, so no season; the EXIF clock says night.
    expect(body.description).toBe('A night worth remembering.');
    expect(body.captions).toHaveLength(3);
  });

  it('a photo with nothing to go on still gets a usable description and captions', async () => {
    const { user, cookie } = await buildMember(database);
    const row = await stagePhoto(app, {
      userId: user.id,
      bytes: await bandsJpeg([[1, '#8c8c8c']]),
    });
    const { status, body } = await analyze(cookie, { mediaUrl: row.url, mediaType: 'image' });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      description: 'A travel photo, ready for a caption of your own.',
      location: '',
      tags: ['travel'],
      travelInsights: [],
    });
    expect(body.captions).toHaveLength(3);
  });

  it("answers 404 for someone else's upload and for an unknown file", async () => {
    const { user: owner } = await buildMember(database);
    const { cookie } = await buildMember(database);
    const row = await stagePhoto(app, { userId: owner.id, bytes: await lisbonBeachJpeg() });

    const theirs = await analyze(cookie, { mediaUrl: row.url, mediaType: 'image' });
    expect(theirs.status).toBe(404);
    expect(theirs.body).toEqual({ message: MEDIA_NOT_FOUND_MESSAGE });

    const unknown = await analyze(cookie, {
      mediaUrl: '/uploads/media/00000000-0000-4000-8000-000000000000-display.jpg',
      mediaType: 'image',
    });
    expect(unknown.status).toBe(404);
  });

  it('refuses bad input with 400 and a sentence, and nobody signed in with 401', async () => {
    const { user, cookie } = await buildMember(database);
    const row = await stagePhoto(app, { userId: user.id, bytes: await lisbonBeachJpeg() });
    const cases: [unknown, RegExp][] = [
      [{ mediaUrl: 'https://example.com/a.jpg', mediaType: 'image' }, /uploaded to Roamly/],
      [{ mediaUrl: '/uploads/../../etc/passwd', mediaType: 'image' }, /uploaded to Roamly/],
      [{ mediaUrl: row.url, mediaType: 'audio' }, /must be image or video/],
      [{ mediaUrl: row.url }, /Media type/i],
      [{ mediaUrl: row.url, mediaType: 'image', extra: 1 }, /.+/],
      [{ mediaUrl: row.url, mediaType: 'video' }, /^This file is an image, not a video$/],
    ];
    for (const [body, message] of cases) {
      const response = await analyze(cookie, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.message).toMatch(message);
    }
    expect((await analyze(undefined, { mediaUrl: row.url, mediaType: 'image' })).status).toBe(401);
  });

  it('limits each member to AI_RATE_LIMIT requests, whatever their address', async () => {
    const { cookie: busy } = await buildMember(database);
    const { cookie: other } = await buildMember(database);
    const body = {
      mediaUrl: '/uploads/media/00000000-0000-4000-8000-000000000000-display.jpg',
      mediaType: 'image' as const,
    };
    for (let i = 0; i < AI_RATE_LIMIT.max; i += 1) {
      expect((await analyze(busy, body)).status).toBe(404);
    }
    const limited = await analyze(busy, body);
    expect(limited.status).toBe(429);
    expect(limited.message).toMatch(/^Too many attempts/);
    expect((await analyze(other, body)).status).toBe(404);
  });
});

describe('POST /api/posts/:id/enhance', () => {
  it('gives the author three captions and three crops of the photo, stored without GPS', async () => {
    const { user, cookie } = await buildMember(database);
    const row = await processPhoto(
      app,
      await stagePhoto(app, { userId: user.id, bytes: await lisbonBeachJpeg() }),
    );
    const post = await buildPost(database, {
      userId: user.id,
      content: 'Sunset swim at the end of a long day',
      imageUrl: row.url,
    });

    const { status, body } = await injectRoute(app, enhancePostRoute, {
      cookie,
      params: { id: post.id },
      remoteAddress: clientAddress(),
    });

    expect(status).toBe(200);
    expect(body.id).toBe(post.id);
    expect(body.content).toBe('Sunset swim at the end of a long day');
    expect(body.aiCaptions).toHaveLength(3);
    expect(body.aiCaptions.join(' ')).toMatch(/Lisbon/);
    expect(body.aiThumbnails).toEqual([1, 2, 3].map((n) => `media/${row.id}-ai-${n}.jpg`));
    const sizes = await Promise.all(
      body.aiThumbnails.map(async (name) => {
        const file = await readStored(name);
        expect(await exifr.gps(file)).toBeUndefined();
        const { width, height, format } = await sharp(file).metadata();
        return { width, height, format };
      }),
    );
    expect(sizes).toEqual([
      { width: 640, height: 640, format: 'jpeg' },
      { width: 640, height: 800, format: 'jpeg' },
      { width: 960, height: 540, format: 'jpeg' },
    ]);
    const served = await app.inject({ method: 'GET', url: `/uploads/${body.aiThumbnails[0]}` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');

    // Stored: the post reads back with them.
    const read = await injectRoute(app, getPostRoute, { cookie, params: { id: post.id } });
    expect(read.body.aiCaptions).toEqual(body.aiCaptions);
    expect(read.body.aiThumbnails).toEqual(body.aiThumbnails);
  });

  it("uses the author's own place name over the GPS in the captions", async () => {
    const { user, cookie } = await buildMember(database);
    const row = await stagePhoto(app, { userId: user.id, bytes: await lisbonBeachJpeg() });
    const post = await buildPost(database, {
      userId: user.id,
      imageUrl: row.url,
      location: 'Praia da Rainha, Portugal',
    });
    const { status, body } = await injectRoute(app, enhancePostRoute, {
      cookie,
      params: { id: post.id },
      remoteAddress: clientAddress(),
    });
    expect(status).toBe(200);
    expect(body.aiCaptions.join(' ')).toMatch(/Praia da Rainha/);
    expect(body.aiThumbnails).toHaveLength(3);
  });

  it("offers a video's frames as its thumbnails", async () => {
    const { user, cookie } = await buildMember(database);
    const poster = await bandsJpeg([
      [0.5, '#7ec0ee'],
      [0.5, '#3f8f3a'],
    ]);
    const video = await storeVideo(app, { userId: user.id, poster, frames: 3 });
    const post = await buildPost(database, { userId: user.id, videoUrl: video.url });
    const { status, body } = await injectRoute(app, enhancePostRoute, {
      cookie,
      params: { id: post.id },
      remoteAddress: clientAddress(),
    });
    expect(status).toBe(200);
    expect(body.aiThumbnails).toEqual(video.thumbnails);
    expect(body.aiCaptions).toHaveLength(3);
  });

  it('gives a text-only post captions and no thumbnails', async () => {
    const { user, cookie } = await buildMember(database);
    const post = await buildPost(database, { userId: user.id, location: 'Kyoto, Japan' });
    const { status, body } = await injectRoute(app, enhancePostRoute, {
      cookie,
      params: { id: post.id },
      remoteAddress: clientAddress(),
    });
    expect(status).toBe(200);
    expect(body.aiThumbnails).toEqual([]);
    expect(body.aiCaptions).toHaveLength(3);
    expect(body.aiCaptions[0]).toMatch(/Kyoto/);
  });

  it('refuses other members: 403 when they can see the post, 404 when they cannot', async () => {
    const { user: author } = await buildMember(database);
    const { user: follower, cookie: followerCookie } = await buildMember(database);
    const { cookie: stranger } = await buildMember(database);
    await buildFollow(database, { followerId: follower.id, followingId: author.id });
    const visible = await buildPost(database, { userId: author.id, privacy: 'public' });
    const hidden = await buildPost(database, { userId: author.id, privacy: 'followers' });

    const refused = await injectRoute(app, enhancePostRoute, {
      cookie: followerCookie,
      params: { id: visible.id },
      remoteAddress: clientAddress(),
    });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ message: 'Only the author can enhance this post' });

    const invisible = await injectRoute(app, enhancePostRoute, {
      cookie: stranger,
      params: { id: hidden.id },
      remoteAddress: clientAddress(),
    });
    expect(invisible.status).toBe(404);

    const badId = await injectRoute(app, enhancePostRoute, {
      cookie: stranger,
      params: { id: 'not-a-uuid' },
      remoteAddress: clientAddress(),
    });
    expect(badId.status).toBe(400);

    const nobody = await injectRoute(app, enhancePostRoute, { params: { id: visible.id } });
    expect(nobody.status).toBe(401);

    // Nothing was written by the refusals.
    const read = await injectRoute(app, getPostRoute, {
      cookie: followerCookie,
      params: { id: visible.id },
    });
    expect(read.body.aiCaptions).toEqual([]);
  });
});

describe('GET /api/test-ai-on-latest-video', () => {
  it('says so when the member has no video', async () => {
    const { cookie } = await buildMember(database);
    const { status, body } = await injectRoute(app, testAiOnLatestVideoRoute, { cookie });
    expect(status).toBe(200);
    expect(body).toEqual({ video: null, result: null, error: NO_VIDEO_MESSAGE, provider: 'local' });
  });

  it("analyses the member's latest video from its poster and metadata", async () => {
    const { user, cookie } = await buildMember(database);
    const { user: other } = await buildMember(database);
    await storeVideo(app, {
      userId: user.id,
      name: 'older.mp4',
      createdAt: new Date(Date.now() - 60_000),
    });
    const poster = await bandsJpeg([
      [0.4, '#7ec0ee'],
      [0.3, '#1f6fa3'],
      [0.3, '#e3cf9f'],
    ]);
    const latest = await storeVideo(app, {
      userId: user.id,
      name: 'nice-beach.mp4',
      poster,
      exif: { latitude: 43.68, longitude: 7.3, takenAt: '2024-08-03T10:05:00' },
    });
    // Someone else's newer video is not theirs to test.
    await storeVideo(app, { userId: other.id, name: 'theirs.mp4' });

    const { status, body } = await injectRoute(app, testAiOnLatestVideoRoute, { cookie });

    expect(status).toBe(200);
    expect(body.error).toBeNull();
    expect(body.provider).toBe('local');
    expect(body.video).toEqual({
      url: latest.url,
      filename: 'nice-beach.mp4',
      createdAt: latest.createdAt.toISOString(),
    });
    expect(body.result?.location).toBe('Nice, France');
    expect(body.result?.description).toBe(
      'A video of a summer morning on a sandy beach by the sea in Nice, France, under a clear blue sky.',
    );
    expect(body.result?.tags).toEqual(
      expect.arrayContaining(['beach', 'nice', 'france', 'summer']),
    );
  });

  it('is for members only', async () => {
    expect((await injectRoute(app, testAiOnLatestVideoRoute, {})).status).toBe(401);
  });
});
