import { describe, expect, it } from 'vitest';
import pg from 'pg';
import { vi } from 'vitest';
import { suspendMemberRoute } from '../../../contract/admin-users.ts';
import { blockUserRoute, followUserRoute } from '../../../contract/people.ts';
import { searchRoute } from '../../../contract/search.ts';
import { createFeedEngine } from '../../../db/feed-engine/feed-engine.ts';
import { createMemoryBus } from '../../realtime/bus.ts';
import { clientAddress, createTestApp } from '../../test/app.ts';
import { buildBlock, buildFollow, buildPost } from '../../test/content-factories.ts';
import { buildMember } from '../../test/factories.ts';
import { injectRoute } from '../../test/inject.ts';

/**
 * Issue 21: a text's candidates are read once and shared by every viewer
 * (`feed-engine/search-cache.ts`); each search applies its viewer's visibility afresh. So what
 * changes behind the cache's back (a block or a new post written straight into the database)
 * shows at the next search, and the cache stays bounded.
 */
const { app, database } = await createTestApp();
const cache = app.deps.feed.search;

const overview = async (q: string, cookie: string) => {
  const response = await injectRoute(app, searchRoute, {
    query: { q },
    cookie,
    remoteAddress: clientAddress(),
  });
  expect(response.status).toBe(200);
  return response.body;
};
const postIds = async (q: string, cookie: string) =>
  (await overview(q, cookie)).posts.map((post) => post.id);

const author = await buildMember(database, { firstName: 'Oona', lastName: 'Vale' });
const follower = await buildMember(database);
const stranger = await buildMember(database);
await buildFollow(database, { followerId: follower.user.id, followingId: author.user.id });
const open = await buildPost(database, {
  userId: author.user.id,
  content: 'Glacier lagoon at dawn',
  privacy: 'public',
});
const forFollowers = await buildPost(database, {
  userId: author.user.id,
  content: 'Glacier lagoon kayak',
  privacy: 'followers',
});

describe('search candidates shared by every viewer', () => {
  it('reads a text once and applies each viewer’s visibility to it', async () => {
    cache.clear();
    expect(new Set(await postIds('glacier lagoon', stranger.cookie))).toEqual(new Set([open.id]));
    expect(cache.size).toBe(1);
    expect(new Set(await postIds('glacier lagoon', follower.cookie))).toEqual(
      new Set([open.id, forFollowers.id]),
    );
    expect(cache.size).toBe(1);
  });

  it('answers searches sent together (one batched statement) as each viewer alone', async () => {
    const alone = {
      stranger: new Set(await postIds('glacier lagoon', stranger.cookie)),
      follower: new Set(await postIds('glacier lagoon', follower.cookie)),
    };
    expect(alone.follower.size).toBeGreaterThan(alone.stranger.size);
    const together = await Promise.all(
      [stranger, follower, stranger, follower].map((viewer) =>
        postIds('glacier lagoon', viewer.cookie),
      ),
    );
    expect(together.map((ids) => new Set(ids))).toEqual([
      alone.stranger,
      alone.follower,
      alone.stranger,
      alone.follower,
    ]);
  });

  it('hides the posts of a member blocked after the text was read', async () => {
    await postIds('glacier lagoon', stranger.cookie);
    await buildBlock(database, { blockerId: author.user.id, blockedId: stranger.user.id });
    expect(await postIds('glacier lagoon', stranger.cookie)).toEqual([]);
  });

  it('finds a post written after the text was read', async () => {
    await postIds('glacier lagoon', follower.cookie);
    const later = await buildPost(database, {
      userId: author.user.id,
      content: 'Glacier lagoon again, at dusk',
      privacy: 'public',
    });
    expect(await postIds('glacier lagoon', follower.cookie)).toContain(later.id);
  });

  it('forgets every text when a member changes their profile or settings', async () => {
    await postIds('glacier lagoon', follower.cookie);
    expect(cache.size).toBeGreaterThan(0);
    await app.deps.bus.publish({ type: 'user.updated', userId: author.user.id });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(cache.size).toBe(0);
  });

  it('keeps at most its bound of texts', async () => {
    const engine = createFeedEngine({
      db: database.db,
      events: createMemoryBus(),
      limits: { searchTexts: 2 },
    });
    for (const q of ['glacier', 'lagoon', 'kayak', 'dawn']) await engine.search.candidatesOf(q);
    expect(engine.search.size).toBe(2);
    engine.close();
    expect(engine.search.size).toBe(0);
  });
});

const admin = await buildMember(database, { role: 'admin' });
const name = await buildMember(database, { firstName: 'Quilla', lastName: 'Morrow' });
const fan = await buildMember(database);
await buildPost(database, {
  userId: name.user.id,
  content: 'Cabin diary by the Quilla Morrow fjord',
  location: 'Quilla Morrow Fjord, Norway',
  privacy: 'followers',
});

/**
 * Members and places are answered from the text's candidates and the viewer's cached follows
 * and blocks (`relations-cache.ts`), with no statement: a block, a follow or a suspension made
 * through the app must still show at the very next search, whatever was cached.
 */
describe('members and places from the caches', () => {
  const lists = async (cookie: string) => {
    const body = await overview('quilla morrow', cookie);
    return {
      posts: body.posts.length,
      people: body.people.map((person) => [person.id, person.isFollowing]),
      places: body.destinations.map((place) => place.name),
    };
  };

  it('answers a cached text with only the posts statement', async () => {
    await lists(fan.cookie);
    const query = vi.spyOn(pg.Client.prototype, 'query');
    try {
      await lists(fan.cookie);
      expect(query).toHaveBeenCalledTimes(1);
    } finally {
      query.mockRestore();
    }
  });

  it('applies a follow, then a block, made through the app at the next search', async () => {
    expect(await lists(fan.cookie)).toEqual({
      posts: 0,
      people: [[name.user.id, false]],
      places: [],
    });
    const followed = await injectRoute(app, followUserRoute, {
      params: { id: name.user.id },
      cookie: fan.cookie,
    });
    expect(followed.status).toBe(200);
    expect(await lists(fan.cookie)).toEqual({
      posts: 1,
      people: [[name.user.id, true]],
      places: ['Quilla Morrow Fjord, Norway'],
    });
    const blocked = await injectRoute(app, blockUserRoute, {
      params: { id: fan.user.id },
      cookie: name.cookie,
    });
    expect(blocked.status).toBe(200);
    expect(await lists(fan.cookie)).toEqual({ posts: 0, people: [], places: [] });
  });

  it('hides a member suspended through the app from every list at once', async () => {
    const other = await buildMember(database);
    await buildFollow(database, { followerId: other.user.id, followingId: name.user.id });
    expect((await lists(other.cookie)).people).toEqual([[name.user.id, true]]);
    const response = await injectRoute(app, suspendMemberRoute, {
      params: { userId: name.user.id },
      body: { reason: 'Impersonating another traveller', days: 3 },
      cookie: admin.cookie,
    });
    expect(response.status).toBe(200);
    expect(await lists(other.cookie)).toEqual({ posts: 0, people: [], places: [] });
  });
});
