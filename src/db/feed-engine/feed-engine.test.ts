import { describe, expect, it } from 'vitest';
import { exploreFeedRoute, homeFeedRoute } from '../../contract/posts.ts';
import { createMemoryBus } from '../../server/realtime/bus.ts';
import { createTestApp } from '../../server/test/app.ts';
import { buildFollow, buildPost } from '../../server/test/content-factories.ts';
import { buildMember } from '../../server/test/factories.ts';
import { injectRoute } from '../../server/test/inject.ts';
import type { PostCardContent } from '../queries/card-contents.ts';
import { createFeedEngine, FEED_ENGINE_LIMITS } from './feed-engine.ts';

// Two apps in one process, as tests (and a future multi-tenant host) build them.
const first = await createTestApp();
const second = await createTestApp();

async function readFeeds(app: typeof first.app, cookie: string) {
  for (const route of [homeFeedRoute, exploreFeedRoute]) {
    const response = await injectRoute(app, route, { query: {}, cookie } as never);
    expect(response.status, response.message).toBe(200);
  }
}

describe('the feed engine of an app', () => {
  it('is its own: two apps in one process share neither card contents nor home lists', async () => {
    const viewer = await buildMember(first.database);
    const author = await buildMember(first.database);
    await buildFollow(first.database, { followerId: viewer.user.id, followingId: author.user.id });
    const post = await buildPost(first.database, { userId: author.user.id, privacy: 'public' });
    const other = await buildMember(second.database);

    await readFeeds(first.app, viewer.cookie);
    await readFeeds(second.app, other.cookie);

    const mine = first.app.deps.feed;
    const theirs = second.app.deps.feed;
    expect(theirs).not.toBe(mine);
    expect(theirs.cards).not.toBe(mine.cards);
    expect(theirs.home).not.toBe(mine.home);
    expect(mine.cards.get(post.id, 0)?.userId).toBe(author.user.id);
    expect(theirs.cards.get(post.id, 0)).toBeUndefined();
    expect(mine.home.has(viewer.user.id)).toBe(true);
    expect(theirs.home.has(viewer.user.id)).toBe(false);
    expect(theirs.home.has(other.user.id)).toBe(true);
    expect(mine.home.has(other.user.id)).toBe(false);

    // The other app's events drop only its own lists.
    await second.app.deps.bus.publish({
      type: 'follow.changed',
      followerId: viewer.user.id,
      followingId: author.user.id,
    });
    expect(mine.home.has(viewer.user.id)).toBe(true);
  });

  it('is bounded: the caches keep at most their limits', async () => {
    const defaults = createFeedEngine({ db: first.database.db, events: createMemoryBus() });
    expect(defaults.cards.max).toBe(FEED_ENGINE_LIMITS.cardContents);
    expect(defaults.home.options.maxViewers).toBe(FEED_ENGINE_LIMITS.homeViewers);
    expect(defaults.suggestions.options.maxViewers).toBe(FEED_ENGINE_LIMITS.suggestionViewers);
    for (const limit of Object.values(FEED_ENGINE_LIMITS)) {
      expect(Number.isSafeInteger(limit) && limit > 0).toBe(true);
    }
    defaults.close();

    const engine = createFeedEngine({
      db: first.database.db,
      events: createMemoryBus(),
      limits: { cardContents: 3, homeViewers: 2, suggestionViewers: 2 },
    });
    for (let i = 0; i < 5; i += 1) {
      engine.cards.set(`post-${i}`, 0, { content: `post ${i}` } as PostCardContent);
    }
    expect(engine.cards.size).toBe(3);
    const members = [
      await buildMember(first.database),
      await buildMember(first.database),
      await buildMember(first.database),
    ];
    for (const member of members) await engine.home.keysOf(member.user.id);
    expect(engine.home.size).toBe(2);
    for (const member of members) await engine.suggestions.suggestionsOf(member.user.id);
    expect(engine.suggestions.size).toBe(2);
    engine.close();
    expect(engine.cards.size).toBe(0);
    expect(engine.home.size).toBe(0);
    expect(engine.suggestions.size).toBe(0);
  });
});
