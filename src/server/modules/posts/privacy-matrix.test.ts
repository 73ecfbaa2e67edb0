import { eq, sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import {
  bookmarksRoute,
  exploreFeedRoute,
  getPostRoute,
  homeFeedRoute,
  listCommentsRoute,
  userLikesRoute,
  userPostsRoute,
  type TPostPrivacy,
} from '../../../contract/posts.ts';
import { DEFAULT_PRIVACY_SETTINGS } from '../../../contract/settings.ts';
import { postVisibleTo } from '../../../db/queries/visibility.ts';
import { posts, users } from '../../../db/schema/index.ts';
import { createTestApp } from '../../test/app.ts';
import {
  buildBlock,
  buildBookmark,
  buildFollow,
  buildLike,
  buildPost,
} from '../../test/content-factories.ts';
import { buildMember } from '../../test/factories.ts';
import { injectRoute } from '../../test/inject.ts';
import { canSeePost } from './posts.policy.ts';

/**
 * Who sees which post, on every surface that shows posts: viewers (the author, a follower, a
 * stranger, a member the author blocked, a member who blocked the author, nobody signed in) ×
 * privacy (public, followers, private) × author (ordinary, private profile, suspended).
 */

const { app, database } = await createTestApp();

type AuthorKind = 'ordinary' | 'privateProfile' | 'suspended';
type Relation = 'self' | 'follower' | 'stranger' | 'blocked';

const PRIVACIES: TPostPrivacy[] = ['public', 'followers', 'private'];
const AUTHOR_KINDS: AuthorKind[] = ['ordinary', 'privateProfile', 'suspended'];

/** The rule, written out by hand (not derived from either implementation). */
const EXPECTED: Record<Exclude<Relation, 'self'>, Record<AuthorKind, TPostPrivacy[]>> = {
  follower: {
    ordinary: ['public', 'followers'],
    privateProfile: ['public', 'followers'],
    suspended: [],
  },
  stranger: { ordinary: ['public'], privateProfile: [], suspended: [] },
  blocked: { ordinary: [], privateProfile: [], suspended: [] },
};

const authors = {
  ordinary: await buildMember(database, { firstName: 'Ordinary' }),
  privateProfile: await buildMember(database, {
    firstName: 'Private',
    privacySettings: { ...DEFAULT_PRIVACY_SETTINGS, profileVisibility: false },
  }),
  suspended: await buildMember(database, { firstName: 'Suspended' }),
};
const follower = await buildMember(database, { firstName: 'Follower' });
const stranger = await buildMember(database, { firstName: 'Stranger' });
const blockedByAuthor = await buildMember(database, { firstName: 'BlockedByAuthor' });
const blockerOfAuthor = await buildMember(database, { firstName: 'BlockerOfAuthor' });

type Post = { id: string; author: AuthorKind; privacy: TPostPrivacy; authorId: string };
const allPosts: Post[] = [];
for (const kind of AUTHOR_KINDS) {
  const authorId = authors[kind].user.id;
  for (const privacy of PRIVACIES) {
    const { id } = await buildPost(database, {
      userId: authorId,
      privacy,
      content: `${kind} ${privacy}`,
    });
    allPosts.push({ id, author: kind, privacy, authorId });
  }
  // The blocked pair also follow the author: the block must win over the follow.
  for (const member of [follower, blockedByAuthor, blockerOfAuthor]) {
    await buildFollow(database, { followerId: member.user.id, followingId: authorId });
  }
  await buildBlock(database, { blockerId: authorId, blockedId: blockedByAuthor.user.id });
  await buildBlock(database, { blockerId: blockerOfAuthor.user.id, blockedId: authorId });
}
// Suspended after posting, as the operator would.
await database.db
  .update(users)
  .set({ suspendedAt: new Date() })
  .where(eq(users.id, authors.suspended.user.id));

const viewers = {
  ...Object.fromEntries(AUTHOR_KINDS.map((kind) => [`author:${kind}`, authors[kind]])),
  follower,
  stranger,
  blockedByAuthor,
  blockerOfAuthor,
} as Record<string, { user: { id: string }; cookie: string }>;

function relationOf(viewerName: string, post: Post): Relation {
  const viewer = viewers[viewerName]!;
  if (viewer.user.id === post.authorId) return 'self';
  if (viewerName === 'follower') return 'follower';
  if (viewerName === 'blockedByAuthor' || viewerName === 'blockerOfAuthor') return 'blocked';
  return 'stranger';
}

function visible(viewerName: string, post: Post): boolean {
  const relation = relationOf(viewerName, post);
  return relation === 'self' || EXPECTED[relation][post.author].includes(post.privacy);
}

const followsAuthor = (viewerName: string) =>
  ['follower', 'blockedByAuthor', 'blockerOfAuthor'].includes(viewerName);

// Every signed-in viewer has liked and saved every post (before any block or suspension mattered).
for (const viewer of Object.values(viewers)) {
  for (const post of allPosts) {
    await buildLike(database, { postId: post.id, userId: viewer.user.id });
    await buildBookmark(database, { postId: post.id, userId: viewer.user.id });
  }
}

const label = (post: Post) => `${post.author}/${post.privacy}`;
const ours = (ids: string[]) =>
  allPosts
    .filter((post) => ids.includes(post.id))
    .map(label)
    .sort();
const expectedLabels = (viewerName: string, keep: (post: Post) => boolean) =>
  allPosts
    .filter((post) => visible(viewerName, post) && keep(post))
    .map(label)
    .sort();

const viewerNames = Object.keys(viewers);

describe('privacy matrix', () => {
  it.each(viewerNames)('permalink and comment list for %s', async (viewerName) => {
    const { cookie } = viewers[viewerName]!;
    for (const post of allPosts) {
      const status = visible(viewerName, post) ? 200 : 404;
      const read = await injectRoute(app, getPostRoute, { params: { id: post.id }, cookie });
      expect(read.status, `${viewerName} reads ${label(post)}`).toBe(status);
      const thread = await injectRoute(app, listCommentsRoute, { params: { id: post.id }, cookie });
      expect(thread.status, `${viewerName} lists comments of ${label(post)}`).toBe(status);
    }
  });

  it.each(viewerNames)('home feed, explore, bookmarks and likes for %s', async (viewerName) => {
    const viewer = viewers[viewerName]!;
    const query = { limit: 50 };
    const home = await injectRoute(app, homeFeedRoute, { query, cookie: viewer.cookie });
    expect(ours(home.body.items.map((item) => item.id))).toEqual(
      expectedLabels(
        viewerName,
        (post) => post.authorId === viewer.user.id || followsAuthor(viewerName),
      ),
    );
    const explore = await injectRoute(app, exploreFeedRoute, { query, cookie: viewer.cookie });
    expect(ours(explore.body.items.map((item) => item.id))).toEqual(
      expectedLabels(viewerName, (post) => post.privacy === 'public'),
    );
    const saved = await injectRoute(app, bookmarksRoute, { query, cookie: viewer.cookie });
    expect(ours(saved.body.items.map((item) => item.id))).toEqual(
      expectedLabels(viewerName, () => true),
    );
    const liked = await injectRoute(app, userLikesRoute, {
      params: { id: viewer.user.id },
      query,
      cookie: viewer.cookie,
    });
    expect(ours(liked.body.items.map((item) => item.id))).toEqual(
      expectedLabels(viewerName, () => true),
    );
  });

  it.each(viewerNames)("each author's posts as %s sees them", async (viewerName) => {
    const viewer = viewers[viewerName]!;
    for (const kind of AUTHOR_KINDS) {
      const authorId = authors[kind].user.id;
      const response = await injectRoute(app, userPostsRoute, {
        params: { id: authorId },
        query: { limit: 50 },
        cookie: viewer.cookie,
      });
      const isSelf = viewer.user.id === authorId;
      const hidden = !isSelf && (kind === 'suspended' || viewerName.startsWith('block'));
      if (hidden) {
        expect(response.status, `${viewerName} → ${kind}`).toBe(404);
        continue;
      }
      expect(response.status).toBe(200);
      expect(ours(response.body.items.map((item) => item.id))).toEqual(
        expectedLabels(viewerName, (post) => post.authorId === authorId),
      );
    }
  });

  it('answers 401 to nobody signed in on every surface', async () => {
    const post = allPosts[0]!;
    for (const response of [
      await injectRoute(app, getPostRoute, { params: { id: post.id } }),
      await injectRoute(app, listCommentsRoute, { params: { id: post.id } }),
      await injectRoute(app, homeFeedRoute, {}),
      await injectRoute(app, exploreFeedRoute, {}),
      await injectRoute(app, bookmarksRoute, {}),
      await injectRoute(app, userPostsRoute, { params: { id: post.authorId } }),
      await injectRoute(app, userLikesRoute, { params: { id: post.authorId } }),
    ]) {
      expect(response.status).toBe(401);
    }
  });

  it('answers every viewer at once exactly as one at a time (batched statements)', async () => {
    const requests = viewerNames.flatMap((viewerName) => {
      const { cookie } = viewers[viewerName]!;
      const query = { limit: 50 };
      return [
        () => injectRoute(app, homeFeedRoute, { query, cookie }),
        () => injectRoute(app, exploreFeedRoute, { query, cookie }),
        () => injectRoute(app, bookmarksRoute, { query, cookie }),
        ...AUTHOR_KINDS.map(
          (kind) => () =>
            injectRoute(app, userPostsRoute, {
              params: { id: authors[kind].user.id },
              query,
              cookie,
            }),
        ),
        ...allPosts.map(
          (post) => () => injectRoute(app, listCommentsRoute, { params: { id: post.id }, cookie }),
        ),
      ];
    });
    const answer = ({ status, body }: { status: number; body: unknown }) => ({ status, body });
    const oneByOne = [];
    for (const request of requests) oneByOne.push(answer(await request()));
    const query = vi.spyOn(database.pool, 'query');
    const atOnce = (await Promise.all(requests.map((request) => request()))).map(answer);
    // Runs of different viewers really shared statements (each batch carries one value per run).
    const runsPerBatch = query.mock.calls
      .filter(([config]) =>
        String((config as { text?: string }).text).startsWith('SELECT r.batch_run'),
      )
      .map(([, params]) => ((params as unknown[][])[0] ?? []).length);
    query.mockRestore();
    expect(Math.max(...runsPerBatch)).toBeGreaterThan(1);
    expect(atOnce).toEqual(oneByOne);
  });

  it('canSeePost (policy) and postVisibleTo (SQL) agree on every viewer × post', async () => {
    for (const [viewerName, viewer] of Object.entries(viewers)) {
      const { rows } = await database.db.execute<{ id: string }>(
        sql`SELECT p.id FROM posts p JOIN users a ON a.id = p.user_id WHERE ${postVisibleTo(viewer.user.id, 'p', 'a')}`,
      );
      const bySql = new Set(rows.map((row) => row.id));
      for (const post of allPosts) {
        const { rows: facts } = await database.db.execute<{
          suspended: boolean;
          profile_visible: boolean;
          follows: boolean;
          blocked: boolean;
        }>(sql`SELECT a.suspended_at IS NOT NULL AS suspended,
            coalesce((a.privacy_settings->>'profileVisibility')::boolean, true) AS profile_visible,
            EXISTS (SELECT 1 FROM follows WHERE follower_id = ${viewer.user.id} AND following_id = a.id) AS follows,
            EXISTS (SELECT 1 FROM blocks WHERE (blocker_id = ${viewer.user.id} AND blocked_id = a.id)
              OR (blocker_id = a.id AND blocked_id = ${viewer.user.id})) AS blocked
          FROM users a WHERE a.id = ${post.authorId}`);
        const fact = facts[0]!;
        const byPolicy = canSeePost(
          { id: viewer.user.id, role: 'member' },
          {
            post: { userId: post.authorId, privacy: post.privacy },
            author: { suspended: fact.suspended, profileVisible: fact.profile_visible },
            viewerFollowsAuthor: fact.follows,
            blocked: fact.blocked,
          },
        );
        const where = `${viewerName} × ${label(post)}`;
        expect(bySql.has(post.id), where).toBe(byPolicy);
        expect(byPolicy, where).toBe(visible(viewerName, post));
      }
    }
    expect(
      canSeePost(null, {
        post: { userId: authors.ordinary.user.id, privacy: 'public' },
        author: { suspended: false, profileVisible: true },
        viewerFollowsAuthor: false,
        blocked: false,
      }),
    ).toBe(false);
  });

  it('drops a saved post from Saved once it turns invisible to the saver', async () => {
    const author = await buildMember(database);
    const saver = await buildMember(database);
    const post = await buildPost(database, { userId: author.user.id });
    await buildBookmark(database, { postId: post.id, userId: saver.user.id });
    const savedIds = async () =>
      (await injectRoute(app, bookmarksRoute, { cookie: saver.cookie })).body.items.map(
        (item) => item.id,
      );
    expect(await savedIds()).toEqual([post.id]);
    await database.db.update(posts).set({ privacy: 'private' }).where(eq(posts.id, post.id));
    expect(await savedIds()).toEqual([]);
    await database.db.update(posts).set({ privacy: 'public' }).where(eq(posts.id, post.id));
    await database.db
      .update(users)
      .set({ privacySettings: { ...DEFAULT_PRIVACY_SETTINGS, profileVisibility: false } })
      .where(eq(users.id, author.user.id));
    expect(await savedIds()).toEqual([]);
    await buildFollow(database, { followerId: saver.user.id, followingId: author.user.id });
    expect(await savedIds()).toEqual([post.id]);
  });
});
