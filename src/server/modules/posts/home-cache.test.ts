import { describe, expect, it } from 'vitest';
import { blockUserRoute, followUserRoute } from '../../../contract/people.ts';
import {
  createPostRoute,
  deletePostRoute,
  homeFeedRoute,
  type TPost,
  type TPostPage,
} from '../../../contract/posts.ts';
import { homeFeedQuery } from '../../../db/queries/feeds.ts';
import { runPostCardsQuery } from '../../../db/queries/posts.ts';
import { createMemoryBus } from '../../realtime/bus.ts';
import { createTestApp } from '../../test/app.ts';
import { buildFollow, buildPost, daysAgo } from '../../test/content-factories.ts';
import { buildMember } from '../../test/factories.ts';
import { injectRoute } from '../../test/inject.ts';
import { HomeCache } from '../../../db/feed-engine/home-cache.ts';

const { app, database } = await createTestApp();

async function home(cookie: string, query: Record<string, string | number> = {}) {
  const response = await injectRoute(app, homeFeedRoute, { query, cookie } as never);
  expect(response.status, response.message).toBe(200);
  return response.body as TPostPage;
}

describe('home feed cache', () => {
  it('pages served from the cached keys equal the live query, page by page', async () => {
    const viewer = await buildMember(database);
    const authors = [await buildMember(database), await buildMember(database)];
    for (const author of authors) {
      await buildFollow(database, { followerId: viewer.user.id, followingId: author.user.id });
    }
    for (let i = 0; i < 60; i += 1) {
      const author = authors[i % 2]!;
      await buildPost(database, {
        userId: i % 5 === 0 ? viewer.user.id : author.user.id,
        privacy: i % 7 === 0 ? 'private' : i % 3 === 0 ? 'followers' : 'public',
        createdAt: daysAgo(i / 10),
      });
    }
    let cursor: string | null = null;
    let after: { key: string; id: string } | undefined;
    const seen: string[] = [];
    for (let pageNo = 0; pageNo < 10; pageNo += 1) {
      const page = await home(viewer.cookie, { limit: 10, ...(cursor ? { cursor } : {}) });
      const live = await runPostCardsQuery(
        database.db,
        app.deps.feed.cards,
        homeFeedQuery({ viewerId: viewer.user.id, limit: 10, offset: 0, after }),
      );
      expect(page.items.map((p) => p.id)).toEqual(live.slice(0, 10).map((row) => row.id));
      seen.push(...page.items.map((p) => p.id));
      cursor = page.nextCursor;
      if (!cursor) break;
      const last = live[9]!;
      after = { key: last.cursorKey!, id: last.id };
    }
    // 12 own posts and 48 by followed members minus their private ones.
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.length).toBe(
      60 - [...Array(60).keys()].filter((i) => i % 7 === 0 && i % 5 !== 0).length,
    );
  });

  it("a followed member's new post, an unfollow, a block and a deletion show at once", async () => {
    const viewer = await buildMember(database);
    const author = await buildMember(database);
    const toggle = () =>
      injectRoute(app, followUserRoute, { params: { id: author.user.id }, cookie: viewer.cookie });
    expect((await toggle()).status).toBe(200);
    expect((await home(viewer.cookie)).items).toEqual([]); // cached: an empty home

    const created = await injectRoute(app, createPostRoute, {
      body: { content: 'Fresh from Lisbon', privacy: 'followers' },
      cookie: author.cookie,
    });
    expect(created.status, created.message).toBe(201);
    const post = created.body as TPost;
    expect((await home(viewer.cookie)).items.map((p) => p.id)).toEqual([post.id]);

    expect((await toggle()).status).toBe(200); // unfollow
    expect((await home(viewer.cookie)).items).toEqual([]);
    expect((await toggle()).status).toBe(200); // follow again
    expect((await home(viewer.cookie)).items.map((p) => p.id)).toEqual([post.id]);

    const removed = await injectRoute(app, deletePostRoute, {
      params: { id: post.id },
      cookie: author.cookie,
    });
    expect(removed.status).toBe(200);
    expect((await home(viewer.cookie)).items).toEqual([]);

    const again = await injectRoute(app, createPostRoute, {
      body: { content: 'Back in Porto' },
      cookie: author.cookie,
    });
    expect((await home(viewer.cookie)).items.map((p) => p.id)).toEqual([(again.body as TPost).id]);
    const blocked = await injectRoute(app, blockUserRoute, {
      params: { id: viewer.user.id },
      cookie: author.cookie,
    });
    expect(blocked.status, blocked.message).toBe(200);
    expect((await home(viewer.cookie)).items).toEqual([]);
  });
});

describe('HomeCache', () => {
  it('reads keys once while fresh, again after the TTL, and evicts the least recently used', async () => {
    const bus = createMemoryBus();
    const cache = new HomeCache(database.db, bus, { ttlMs: 1000, maxViewers: 2, keys: 5 });
    const [a, b, c] = [
      await buildMember(database),
      await buildMember(database),
      await buildMember(database),
    ];
    await buildPost(database, { userId: a.user.id });
    const first = await cache.keysOf(a.user.id, 0);
    expect(first.keys).toHaveLength(1);
    expect(first.complete).toBe(true);
    await buildPost(database, { userId: a.user.id });
    expect((await cache.keysOf(a.user.id, 500)).keys).toHaveLength(1); // fresh: cached
    expect((await cache.keysOf(a.user.id, 1500)).keys).toHaveLength(2); // expired: read again
    await cache.keysOf(b.user.id, 1500);
    await cache.keysOf(a.user.id, 1500); // a used last
    await cache.keysOf(c.user.id, 1500); // evicts b
    expect(cache.has(a.user.id, 1500)).toBe(true);
    expect(cache.has(b.user.id, 1500)).toBe(false);
    expect(cache.has(c.user.id, 1500)).toBe(true);
    await bus.publish({ type: 'follow.changed', followerId: c.user.id, followingId: a.user.id });
    expect(cache.has(c.user.id, 1500)).toBe(false);
    cache.close();
  });
});
