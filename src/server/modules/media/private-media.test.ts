import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sendMessageRoute, startConversationRoute } from '../../../contract/messaging.ts';
import { createPostRoute, type TCreatePostBody } from '../../../contract/posts.ts';
import { DEFAULT_PRIVACY_SETTINGS } from '../../../contract/settings.ts';
import { blocks, follows, posts, users } from '../../../db/schema/index.ts';
import { clientAddress, createTestApp } from '../../test/app.ts';
import { buildPost } from '../../test/content-factories.ts';
import { buildMember } from '../../test/factories.ts';
import { injectRoute } from '../../test/inject.ts';
import { geotaggedJpeg, stageUpload } from './media-test-helpers.ts';

const { app, database } = await createTestApp();
await app.ready();
const { db } = database;
const author = await buildMember(database, { firstName: 'Maya' });
const follower = await buildMember(database, { firstName: 'Fola' });
const stranger = await buildMember(database, { firstName: 'Sam' });
await db.insert(follows).values({ followerId: follower.user.id, followingId: author.user.id });

const get = (url: string, cookie?: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers: { ...headers, ...(cookie ? { cookie } : {}) } });

/** A processed photo of `author` in a post of this privacy; returns its URLs. */
async function postWithPhoto(privacy: TCreatePostBody['privacy']) {
  const upload = await stageUpload(app, {
    userId: author.user.id,
    bytes: await geotaggedJpeg({ width: 400, height: 200 }),
    ext: 'jpg',
  });
  const created = await injectRoute(app, createPostRoute, {
    body: { content: `A ${privacy} day`, imageUrl: upload.url, privacy },
    cookie: author.cookie,
    remoteAddress: clientAddress(),
  });
  expect(created.status, created.message).toBe(201);
  await app.deps.jobs.drain();
  const webp = `/uploads/media/${upload.id}-thumb.webp`;
  return { postId: created.body.id, url: upload.url, webp };
}

describe('media of posts not everyone may see', () => {
  it('serves a followers-only photo to the author and followers only, privately cached', async () => {
    const { url, webp } = await postWithPhoto('followers');
    for (const [who, cookie] of [
      ['signed out', undefined],
      ['a stranger', stranger.cookie],
      ['a stale session', 'roamly_session=not-a-session'],
    ] as const) {
      for (const file of [url, webp]) {
        const refused = await get(file, cookie);
        expect(refused.statusCode, `${who} ${file}`).toBe(404);
        expect(refused.json()).toEqual({ message: 'File not found' });
        expect(refused.headers['cache-control']).toBe('no-store');
      }
    }
    for (const cookie of [follower.cookie, author.cookie]) {
      const served = await get(url, cookie);
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/jpeg');
      expect(served.headers['cache-control']).toBe('private, no-cache');
      // Revalidation after the same check: nothing is sent again.
      const etag = String(served.headers.etag);
      const again = await get(url, cookie, { 'if-none-match': etag });
      expect(again.statusCode).toBe(304);
      expect(again.rawPayload.length).toBe(0);
    }
    expect((await get(webp, follower.cookie)).headers['content-type']).toBe('image/webp');
  });

  it('stops serving a follower once the follow ends or a block is made', async () => {
    const { url } = await postWithPhoto('followers');
    const ex = await buildMember(database);
    await db.insert(follows).values({ followerId: ex.user.id, followingId: author.user.id });
    expect((await get(url, ex.cookie)).statusCode).toBe(200);
    await db.delete(follows).where(eq(follows.followerId, ex.user.id));
    expect((await get(url, ex.cookie)).statusCode).toBe(404);

    const blocked = await buildMember(database);
    await db.insert(follows).values({ followerId: blocked.user.id, followingId: author.user.id });
    await db.insert(blocks).values({ blockerId: author.user.id, blockedId: blocked.user.id });
    expect((await get(url, blocked.cookie)).statusCode).toBe(404);
  });

  it("serves a private post's photo to its author alone", async () => {
    const { url } = await postWithPhoto('private');
    expect((await get(url, follower.cookie)).statusCode).toBe(404);
    expect((await get(url)).statusCode).toBe(404);
    expect((await get(url, author.cookie)).statusCode).toBe(200);
  });

  it("keeps a public post's photo public and cached for a year, at the URL it always had", async () => {
    const { url, webp } = await postWithPhoto('public');
    for (const file of [url, webp]) {
      const served = await get(file);
      expect(served.statusCode).toBe(200);
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
  });

  it('stops serving the old URL once a public post becomes followers-only or its author hides their profile', async () => {
    const first = await postWithPhoto('public');
    expect((await get(first.url)).statusCode).toBe(200);
    // No route edits privacy today; the rule reads the live row, whatever changes it.
    await db.update(posts).set({ privacy: 'followers' }).where(eq(posts.id, first.postId));
    expect((await get(first.url)).statusCode).toBe(404);
    expect((await get(first.url, stranger.cookie)).statusCode).toBe(404);
    expect((await get(first.url, follower.cookie)).statusCode).toBe(200);

    const second = await postWithPhoto('public');
    await db
      .update(users)
      .set({ privacySettings: { ...DEFAULT_PRIVACY_SETTINGS, profileVisibility: false } })
      .where(eq(users.id, author.user.id));
    try {
      expect((await get(second.url)).statusCode).toBe(404);
      expect((await get(second.url, follower.cookie)).statusCode).toBe(200);
    } finally {
      await db
        .update(users)
        .set({ privacySettings: DEFAULT_PRIVACY_SETTINGS })
        .where(eq(users.id, author.user.id));
    }
  });
});

describe('every file named after a private upload or post', () => {
  it("guards a followers-only video's file (with Range) and poster, and a demo post's AI crops", async () => {
    const video = await stageUpload(app, {
      userId: author.user.id,
      bytes: Buffer.alloc(4096, 5),
      ext: 'mp4',
      enqueue: false,
    });
    const created = await injectRoute(app, createPostRoute, {
      body: { content: 'Waves', videoUrl: video.url, privacy: 'followers' },
      cookie: author.cookie,
      remoteAddress: clientAddress(),
    });
    expect(created.status, created.message).toBe(201);
    const poster = `media/${video.id}-poster.jpg`;
    await app.deps.storage.put(
      poster,
      await geotaggedJpeg({ width: 40, height: 20 }),
      'image/jpeg',
    );
    for (const file of [video.url, `/uploads/${poster}`]) {
      expect((await get(file)).statusCode, file).toBe(404);
      expect((await get(file, stranger.cookie)).statusCode, file).toBe(404);
      expect((await get(file, follower.cookie)).statusCode, file).toBe(200);
    }
    const part = await get(video.url, follower.cookie, { range: 'bytes=10-19' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['cache-control']).toBe('private, no-cache');

    // Demo posts have no upload row: their AI crops are named after the post itself.
    const demo = await buildPost(db, { userId: author.user.id, privacy: 'followers' });
    const crop = `media/${demo.id}-ai-1.jpg`;
    await app.deps.storage.put(crop, await geotaggedJpeg({ width: 40, height: 20 }), 'image/jpeg');
    expect((await get(`/uploads/${crop}`)).statusCode).toBe(404);
    expect((await get(`/uploads/${crop}`, follower.cookie)).statusCode).toBe(200);
  });
});

describe('pictures sent in messages', () => {
  it('are served to the two members of the conversation only', async () => {
    const upload = await stageUpload(app, {
      userId: author.user.id,
      bytes: await geotaggedJpeg({ width: 400, height: 200 }),
      ext: 'jpg',
    });
    await app.deps.jobs.drain();
    const conversation = await injectRoute(app, startConversationRoute, {
      cookie: author.cookie,
      body: { participantId: stranger.user.id },
    });
    const sent = await injectRoute(app, sendMessageRoute, {
      cookie: author.cookie,
      params: { id: conversation.body.id },
      body: { content: 'the view', imageUrl: upload.url },
    });
    expect(sent.status, sent.message).toBe(201);

    for (const cookie of [author.cookie, stranger.cookie]) {
      const served = await get(upload.url, cookie);
      expect(served.statusCode).toBe(200);
      expect(served.headers['cache-control']).toBe('private, no-cache');
    }
    expect((await get(upload.url, follower.cookie)).statusCode).toBe(404);
    expect((await get(upload.url)).statusCode).toBe(404);
  });
});

describe('uploads in no post or message yet', () => {
  it('are served by their random URL, kept by the browser alone', async () => {
    const draft = await stageUpload(app, {
      userId: author.user.id,
      bytes: await geotaggedJpeg({ width: 400, height: 200 }),
      ext: 'jpg',
    });
    await app.deps.jobs.drain();
    const served = await get(draft.url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['cache-control']).toBe('private, max-age=31536000, immutable');
  });
});

describe('files that stay public', () => {
  it('serves profile photos to anyone', async () => {
    const profile = await stageUpload(app, {
      userId: author.user.id,
      bytes: await geotaggedJpeg({ width: 400, height: 200 }),
      ext: 'jpg',
      purpose: 'profile',
    });
    await app.deps.jobs.drain();
    const served = await get(profile.url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['cache-control']).toContain('public');
  });
});
