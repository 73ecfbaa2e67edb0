import { describe, expect, it } from 'vitest';
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

const postIds = async (q: string, cookie: string) => {
  const response = await injectRoute(app, searchRoute, {
    query: { q },
    cookie,
    remoteAddress: clientAddress(),
  });
  expect(response.status).toBe(200);
  return response.body.posts.map((post) => post.id);
};

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
