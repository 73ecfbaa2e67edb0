import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { exploreFeedRoute, updatePostRoute } from '../../contract/posts.ts';
import { createTestApp } from '../../server/test/app.ts';
import { buildComment, buildLike, buildPost } from '../../server/test/content-factories.ts';
import { buildMember } from '../../server/test/factories.ts';
import { injectRoute } from '../../server/test/inject.ts';
import { posts } from '../schema/index.ts';
import { CardContentCache } from '../feed-engine/card-cache.ts';
import { CARD_CONTENT_COLUMNS, cardContentsOf, type PostCardContent } from './card-contents.ts';

const { app, database } = await createTestApp();
const author = await buildMember(database, { firstName: 'Ana' });
const viewer = await buildMember(database, { firstName: 'Ben' });

async function versionOf(postId: string): Promise<number> {
  const [row] = await database.db
    .select({ version: posts.cardVersion })
    .from(posts)
    .where(eq(posts.id, postId));
  return row!.version;
}

/** A new value of the right type for each card column (the trigger must see every one). */
const changes: Record<(typeof CARD_CONTENT_COLUMNS)[number], string> = {
  user_id: `user_id = '${viewer.user.id}'`,
  content: `content = content || ' (edited)'`,
  location: `location = 'Porto, Portugal'`,
  tags: `tags = ARRAY['porto']`,
  travel_insights: `travel_insights = ARRAY['Trams climb the hills']`,
  image_url: `image_url = '/uploads/media/other.jpg'`,
  video_url: `video_url = '/uploads/media/clip.mp4'`,
  ai_captions: `ai_captions = ARRAY['Golden hour']`,
  ai_thumbnails: `ai_thumbnails = ARRAY['thumb.jpg']`,
  media: `media = '${JSON.stringify([{ id: 'm', url: '/uploads/media/m.jpg', type: 'image', status: 'processing', width: null, height: null, variants: [], posterUrl: null, durationSeconds: null }])}'::jsonb`,
  privacy: `privacy = 'followers'`,
  allow_comments: `allow_comments = NOT allow_comments`,
  sensitive_at: `sensitive_at = now()`,
  hidden_at: `hidden_at = now()`,
  created_at: `created_at = created_at - interval '1 day'`,
  updated_at: `updated_at = now() + interval '1 minute'`,
};

describe('posts.card_version (migration 0028)', () => {
  it('moves when any column of the card changes', async () => {
    for (const column of CARD_CONTENT_COLUMNS) {
      const post = await buildPost(database, { userId: author.user.id });
      const before = await versionOf(post.id);
      await database.db.execute(
        sql.raw(`UPDATE posts SET ${changes[column]} WHERE id = '${post.id}'`),
      );
      expect(await versionOf(post.id), column).toBe(before + 1);
    }
  });

  it('stays when only counters, the explore score or an unchanged value are written', async () => {
    const post = await buildPost(database, { userId: author.user.id });
    await buildLike(database, { postId: post.id, userId: viewer.user.id });
    await buildComment(database, { postId: post.id, userId: viewer.user.id });
    await database.db.execute(
      sql`UPDATE posts SET content = content, destination_code = NULL WHERE id = ${post.id}`,
    );
    expect(await versionOf(post.id)).toBe(0);
  });
});

describe('CardContentCache', () => {
  const content = (text: string) => ({ content: text }) as PostCardContent;

  it('answers only for the version it holds and never goes back to an older one', () => {
    const cache = new CardContentCache(10);
    cache.set('a', 2, content('v2'));
    expect(cache.get('a', 2)?.content).toBe('v2');
    expect(cache.get('a', 1)).toBeUndefined();
    expect(cache.get('a', 3)).toBeUndefined();
    cache.set('a', 1, content('v1')); // a slower reader of an older version
    expect(cache.get('a', 2)?.content).toBe('v2');
    cache.set('a', 3, content('v3'));
    expect(cache.get('a', 3)?.content).toBe('v3');
  });

  it('evicts the least recently used beyond its size', () => {
    const cache = new CardContentCache(2);
    cache.set('a', 0, content('a'));
    cache.set('b', 0, content('b'));
    cache.get('a', 0);
    cache.set('c', 0, content('c'));
    expect(cache.get('a', 0)).toBeDefined();
    expect(cache.get('b', 0)).toBeUndefined();
    expect(cache.size).toBe(2);
  });

  it('reads what it lacks in one statement and leaves out posts that are gone', async () => {
    const cache = new CardContentCache(10);
    const kept = await buildPost(database, { userId: author.user.id, content: 'Kept' });
    const gone = await buildPost(database, { userId: author.user.id, content: 'Gone' });
    await database.db.delete(posts).where(eq(posts.id, gone.id));
    const found = await cardContentsOf(database.db, cache, [
      { id: kept.id, version: 0 },
      { id: gone.id, version: 0 },
    ]);
    expect([...found.keys()]).toEqual([kept.id]);
    expect(found.get(kept.id)).toMatchObject({ content: 'Kept', userId: author.user.id });
    expect(cache.get(kept.id, 0)?.content).toBe('Kept');
  });
});

describe('feed cards served from the shared contents', () => {
  const exploreItem = async (postId: string) => {
    const page = await injectRoute(app, exploreFeedRoute, { query: {}, cookie: viewer.cookie });
    expect(page.status).toBe(200);
    return page.body!.items.find((item) => item.id === postId);
  };

  it('shows an edit and a job’s update at once, on the next read', async () => {
    const post = await buildPost(database, { userId: author.user.id, content: 'First words' });
    expect((await exploreItem(post.id))?.content).toBe('First words');
    expect(app.deps.feed.cards.get(post.id, 0)?.content).toBe('First words');

    const edited = await injectRoute(app, updatePostRoute, {
      params: { id: post.id },
      body: { content: 'Second words' },
      cookie: author.cookie,
    });
    expect(edited.status).toBe(200);
    expect((await exploreItem(post.id))?.content).toBe('Second words');

    // A media or AI job writes the row directly (no request of the viewer's in between).
    await database.db
      .update(posts)
      .set({ aiCaptions: ['Blue hour over the river'] })
      .where(eq(posts.id, post.id));
    expect((await exploreItem(post.id))?.aiCaptions).toEqual(['Blue hour over the river']);
  });

  it('keeps who may see a post to the live rows: a cached card of a post made private shows to nobody else', async () => {
    const post = await buildPost(database, { userId: author.user.id, content: 'Soon private' });
    expect(await exploreItem(post.id)).toBeDefined();
    await database.db.update(posts).set({ privacy: 'private' }).where(eq(posts.id, post.id));
    expect(await exploreItem(post.id)).toBeUndefined();
  });
});
