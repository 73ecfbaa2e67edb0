import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  bookmarksRoute,
  exploreFeedRoute,
  homeFeedRoute,
  userLikesRoute,
  userPostsRoute,
  type TPostPage,
} from '../../../contract/posts.ts';
import type { RouteDef } from '../../../contract/route.ts';
import { postCardsByIds } from '../../../db/queries/posts.ts';
import { createTestApp } from '../../test/app.ts';
import {
  buildBlock,
  buildBookmark,
  buildFollow,
  buildLike,
  buildPost,
  daysAgo,
} from '../../test/content-factories.ts';
import { buildMember } from '../../test/factories.ts';
import { injectRoute } from '../../test/inject.ts';

const { app, database } = await createTestApp();
const viewer = await buildMember(database, { firstName: 'Viewer' });
const followed = await buildMember(database, { firstName: 'Followed' });
const stranger = await buildMember(database, { firstName: 'Stranger' });
await buildFollow(database, { followerId: viewer.user.id, followingId: followed.user.id });

/** 12 posts for the viewer and 12 for the followed member, interleaved in time; 5 by a stranger. */
const homeIds: string[] = [];
for (let i = 0; i < 24; i += 1) {
  const userId = i % 2 === 0 ? viewer.user.id : followed.user.id;
  const { id } = await buildPost(database, {
    userId,
    content: `Home ${i}`,
    createdAt: daysAgo(30 - i),
  });
  homeIds.unshift(id);
}
for (let i = 0; i < 5; i += 1) {
  await buildPost(database, { userId: stranger.user.id, createdAt: daysAgo(i) });
}

type FeedRoute = RouteDef & { response: unknown };

/** Every item of a feed, walking nextCursor pages of `limit`. */
async function walkCursor(
  route: FeedRoute,
  input: { params?: Record<string, string>; query?: Record<string, string> },
  limit: number,
  cookie = viewer.cookie,
): Promise<string[]> {
  const ids: string[] = [];
  let cursor: string | null = null;
  for (let guard = 0; guard < 100; guard += 1) {
    const response = await injectRoute(app, route, {
      params: input.params,
      query: { ...input.query, limit, ...(cursor ? { cursor } : {}) },
      cookie,
    } as never);
    expect(response.status, response.message).toBe(200);
    const page = response.body as TPostPage;
    expect(page.items.length).toBeLessThanOrEqual(limit);
    ids.push(...page.items.map((item) => item.id));
    cursor = page.nextCursor;
    if (!cursor) return ids;
  }
  throw new Error('cursor never ended');
}

/** Every item of a feed through offset pages (the spec client's way). */
async function walkOffset(route: FeedRoute, limit: number, cookie = viewer.cookie) {
  const ids: string[] = [];
  for (let offset = 0; offset < 1000; offset += limit) {
    const response = await injectRoute(app, route, { query: { offset, limit }, cookie } as never);
    const page = response.body as TPostPage;
    ids.push(...page.items.map((item) => item.id));
    if (page.items.length < limit) return ids;
  }
  return ids;
}

describe('GET /api/posts/feed', () => {
  it("holds the member's own and followed members' posts, newest first, by cursor and offset", async () => {
    expect(await walkCursor(homeFeedRoute, {}, 5)).toEqual(homeIds);
    expect(await walkCursor(homeFeedRoute, {}, 50)).toEqual(homeIds);
    expect(await walkOffset(homeFeedRoute, 10)).toEqual(homeIds);
  });

  it('defaults to 10 items and signals another page; the last page has no cursor', async () => {
    const first = await injectRoute(app, homeFeedRoute, { cookie: viewer.cookie });
    expect(first.body.items).toHaveLength(10);
    expect(first.body.nextCursor).toEqual(expect.any(String));
    const last = await injectRoute(app, homeFeedRoute, {
      query: { offset: 20, limit: 10 },
      cookie: viewer.cookie,
    });
    expect(last.body.items).toHaveLength(4);
    expect(last.body.nextCursor).toBeNull();
    const exact = await injectRoute(app, homeFeedRoute, {
      query: { offset: 14, limit: 10 },
      cookie: viewer.cookie,
    });
    expect(exact.body.items).toHaveLength(10);
    expect(exact.body.nextCursor).toBeNull();
  });

  it('carries the author, counts and the viewer flags on each item', async () => {
    const target = homeIds[0]!; // the newest: the followed member's
    await buildLike(database, { postId: target, userId: viewer.user.id });
    await buildBookmark(database, { postId: target, userId: viewer.user.id });
    await buildLike(database, { postId: target, userId: stranger.user.id });
    const page = await injectRoute(app, homeFeedRoute, {
      query: { limit: 3 },
      cookie: viewer.cookie,
    });
    const item = page.body.items.find((post) => post.id === target);
    expect(item).toMatchObject({
      isLiked: true,
      isBookmarked: true,
      likesCount: 2,
      user: { firstName: 'Followed' },
    });
    expect(page.body.items.find((post) => post.id !== target)).toMatchObject({
      isLiked: false,
      isBookmarked: false,
    });
  });

  it('runs the same number of queries for a page of 1 and a page of 24 (no N+1)', async () => {
    const count = async (limit: number) => {
      let queries = 0;
      const original = database.pool.query.bind(database.pool);
      database.pool.query = ((...args: Parameters<typeof original>) => {
        queries += 1;
        return original(...args);
      }) as typeof database.pool.query;
      try {
        await injectRoute(app, homeFeedRoute, { query: { limit }, cookie: viewer.cookie });
      } finally {
        database.pool.query = original;
      }
      return queries;
    };
    await count(1);
    expect(await count(24)).toBe(await count(1));
  });

  it.each([
    'not-a-cursor',
    Buffer.from('["abc","00000000-0000-4000-8000-000000000001"]').toString('base64url'),
    Buffer.from('{"a":1}').toString('base64url'),
  ])('answers 400 (never 500) for the cursor %s on every feed', async (cursor) => {
    for (const route of [homeFeedRoute, exploreFeedRoute, bookmarksRoute]) {
      const response = await injectRoute(app, route, { query: { cursor }, cookie: viewer.cookie });
      expect(response.status).toBe(400);
      expect(response.message).toMatch(/cursor/i);
    }
    for (const route of [userPostsRoute, userLikesRoute]) {
      const response = await injectRoute(app, route, {
        params: { id: viewer.user.id },
        query: { cursor },
        cookie: viewer.cookie,
      });
      expect(response.status).toBe(400);
    }
  });

  it('takes extreme but well-formed cursors without a 500', async () => {
    const id = '00000000-0000-4000-8000-000000000001';
    const cursor = (key: string) => Buffer.from(JSON.stringify([key, id])).toString('base64url');
    for (const key of ['99999999999999999', '-99999999999999999', '0']) {
      const response = await injectRoute(app, homeFeedRoute, {
        query: { cursor: cursor(key) },
        cookie: viewer.cookie,
      });
      expect(response.status, key).toBe(200);
    }
    for (const key of ['9.99e99', '-1e-99', '12345678901234567890.5', '0']) {
      const response = await injectRoute(app, exploreFeedRoute, {
        query: { cursor: cursor(key) },
        cookie: viewer.cookie,
      });
      expect(response.status, key).toBe(200);
    }
    const tooBig = await injectRoute(app, exploreFeedRoute, {
      query: { cursor: cursor('1e999') },
      cookie: viewer.cookie,
    });
    expect(tooBig.status).toBe(400);
  });

  it.each([{ limit: 0 }, { limit: 51 }, { offset: -1 }, { limit: 'ten' }])(
    'answers 400 for %o',
    async (query) => {
      const response = await injectRoute(app, homeFeedRoute, {
        query: query as never,
        cookie: viewer.cookie,
      });
      expect(response.status).toBe(400);
    },
  );
});

describe('GET /api/posts/explore', () => {
  it('ranks public posts by explore score, pages without gaps, and filters by tag', async () => {
    const world = await buildMember(database);
    const beach = await buildPost(database, { userId: world.user.id, tags: ['beach'] });
    await buildPost(database, { userId: world.user.id, privacy: 'followers', tags: ['beach'] });
    for (let i = 0; i < 3; i += 1) {
      const fan = await buildMember(database);
      await buildLike(database, { postId: beach.id, userId: fan.user.id });
    }
    const { rows } = await database.db.execute<{ id: string }>(
      sql`SELECT id FROM posts WHERE privacy = 'public' ORDER BY explore_score DESC, id DESC`,
    );
    const expected = rows.map((row) => row.id);
    expect(await walkCursor(exploreFeedRoute, {}, 7)).toEqual(expected);
    expect(await walkOffset(exploreFeedRoute, 10)).toEqual(expected);
    const tagged = await injectRoute(app, exploreFeedRoute, {
      query: { tag: '#Beach' },
      cookie: viewer.cookie,
    });
    expect(tagged.body.items.map((item) => item.id)).toEqual([beach.id]);
    expect(tagged.body.items[0]?.likesCount).toBe(3);
  });
});

describe('GET /api/users/:id/posts', () => {
  it("pages a member's posts newest first", async () => {
    const expected = homeIds.filter((_, index) => index % 2 === 0);
    expect(await walkCursor(userPostsRoute, { params: { id: followed.user.id } }, 4)).toEqual(
      expected,
    );
  });

  it('is 404 for unknown and suspended members, 400 for a malformed id', async () => {
    const gone = await buildMember(database, { suspendedAt: new Date() });
    for (const id of [gone.user.id, '00000000-0000-4000-8000-00000000dead']) {
      const response = await injectRoute(app, userPostsRoute, {
        params: { id },
        cookie: viewer.cookie,
      });
      expect(response.status).toBe(404);
      expect(response.message).toBe('User not found');
    }
    const bad = await injectRoute(app, userPostsRoute, {
      params: { id: '42' },
      cookie: viewer.cookie,
    });
    expect(bad.status).toBe(400);
  });

  it('tells a member without visible posts (empty page) from a hidden member (404)', async () => {
    const quiet = await buildMember(database);
    await buildPost(database, { userId: quiet.user.id, privacy: 'private' });
    const empty = await injectRoute(app, userPostsRoute, {
      params: { id: quiet.user.id },
      cookie: viewer.cookie,
    });
    expect(empty.status).toBe(200);
    expect(empty.body).toEqual({ items: [], nextCursor: null });
    const own = await injectRoute(app, userPostsRoute, {
      params: { id: quiet.user.id },
      cookie: quiet.cookie,
    });
    expect(own.body.items).toHaveLength(1);

    await buildBlock(database, { blockerId: quiet.user.id, blockedId: viewer.user.id });
    const blocked = await injectRoute(app, userPostsRoute, {
      params: { id: quiet.user.id },
      cookie: viewer.cookie,
    });
    expect(blocked.status).toBe(404);
    expect(blocked.message).toBe('User not found');
  });
});

describe('GET /api/users/:id/likes and GET /api/bookmarks', () => {
  it('lists liked posts by the time of the like, to their owner only', async () => {
    const fan = await buildMember(database);
    const picks = [homeIds[5]!, homeIds[0]!, homeIds[9]!];
    for (const [index, postId] of picks.entries()) {
      await buildLike(database, { postId, userId: fan.user.id, createdAt: daysAgo(3 - index) });
    }
    expect(
      await walkCursor(userLikesRoute, { params: { id: fan.user.id } }, 2, fan.cookie),
    ).toEqual([...picks].reverse());
    const refused = await injectRoute(app, userLikesRoute, {
      params: { id: fan.user.id },
      cookie: viewer.cookie,
    });
    expect(refused.status).toBe(403);
    expect(refused.message).toBe('Liked posts are visible only to you');
  });

  it('lists saved posts by the time they were saved', async () => {
    const saver = await buildMember(database);
    const picks = [homeIds[2]!, homeIds[7]!, homeIds[1]!, homeIds[0]!];
    for (const [index, postId] of picks.entries()) {
      await buildBookmark(database, {
        postId,
        userId: saver.user.id,
        createdAt: daysAgo(5 - index),
      });
    }
    const ids = await walkCursor(bookmarksRoute, {}, 3, saver.cookie);
    expect(ids).toEqual([...picks].reverse());
    const page = await injectRoute(app, bookmarksRoute, { cookie: saver.cookie });
    expect(page.body.items.every((item) => item.isBookmarked)).toBe(true);
  });
});

describe('postCardsByIds (for search and other id lists)', () => {
  it('returns the visible cards in the order given, leaving out hidden and missing ids', async () => {
    const hidden = await buildPost(database, { userId: followed.user.id, privacy: 'private' });
    const wanted = [homeIds[3]!, hidden.id, '00000000-0000-4000-8000-00000000dead', homeIds[0]!];
    const cards = await postCardsByIds(database.db, app.deps.feed.cards, viewer.user.id, wanted);
    expect(cards.map((card) => card.id)).toEqual([homeIds[3], homeIds[0]]);
    expect(cards[1]).toMatchObject({ isLiked: true, isBookmarked: true });
    expect(cards[0]).toMatchObject({ isLiked: false, isBookmarked: false });
    expect(await postCardsByIds(database.db, app.deps.feed.cards, viewer.user.id, [])).toEqual([]);
    const own = await postCardsByIds(database.db, app.deps.feed.cards, followed.user.id, [
      hidden.id,
    ]);
    expect(own.map((card) => card.id)).toEqual([hidden.id]);
  });
});
