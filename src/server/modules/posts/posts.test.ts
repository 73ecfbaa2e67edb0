import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as postsContract from '../../../contract/posts.ts';
import {
  bookmarkPostRoute,
  createPostRoute,
  CREATE_POST_RATE_LIMIT,
  deletePostRoute,
  EMPTY_POST_MESSAGE,
  getPostRoute,
  likePostRoute,
  reportPostRoute,
  updatePostRoute,
  ZPost,
  type TCreatePostBody,
} from '../../../contract/posts.ts';
import {
  activities,
  bookmarks,
  comments,
  likes,
  postReports,
  posts,
} from '../../../db/schema/index.ts';
import type { RouteDef } from '../../../contract/route.ts';
import { clientAddress, createTestApp } from '../../test/app.ts';
import {
  buildBookmark,
  buildComment,
  buildFollow,
  buildLike,
  buildPost,
} from '../../test/content-factories.ts';
import { buildMember } from '../../test/factories.ts';
import { injectRoute } from '../../test/inject.ts';

const { app, database } = await createTestApp();
const author = await buildMember(database, { firstName: 'Maya', lastName: 'Rivers' });
const other = await buildMember(database, { firstName: 'Sam', lastName: 'Stone' });
const MISSING = '00000000-0000-4000-8000-00000000dead';

const create = (body: unknown, cookie = author.cookie, ip = clientAddress()) =>
  injectRoute(app, createPostRoute, {
    body: body as TCreatePostBody,
    cookie,
    remoteAddress: ip,
  });

describe('registration', () => {
  it('answers every route the posts contract declares, members only', async () => {
    const routes = (Object.values(postsContract) as unknown[]).filter(
      (value): value is RouteDef =>
        typeof value === 'object' && value !== null && 'path' in value && 'method' in value,
    );
    expect(routes.length).toBe(15);
    for (const route of routes) {
      expect(app.hasRoute({ method: route.method, url: route.path }), route.path).toBe(true);
      const params = { id: MISSING, commentId: MISSING };
      // A valid body where one is declared, so the only thing missing is the session.
      const body = !route.body
        ? undefined
        : route.path === postsContract.reportPostRoute.path
          ? { reason: 'spam' }
          : { content: 'x' };
      const response = await injectRoute(app, route, { params, body } as never);
      expect(response.status, `${route.method} ${route.path}`).toBe(401);
    }
  });
});

describe('POST /api/posts', () => {
  it("stores the dialog's body and answers 201 with the post", async () => {
    const response = await create({
      content: '  Sunrise over the dunes  ',
      location: 'Merzouga, Morocco',
      tags: ['#Desert', 'desert', ' SUNRISE ', '#camel'],
      travelInsights: ['Go at 5am', ''],
      privacy: 'friends',
      allowComments: false,
      imageUrl: '/uploads/demo/dunes.jpg',
    });
    expect(response.status, response.message).toBe(201);
    const post = ZPost.parse(response.body);
    expect(post).toMatchObject({
      userId: author.user.id,
      user: { id: author.user.id, firstName: 'Maya', lastName: 'Rivers', isPremium: false },
      content: 'Sunrise over the dunes',
      location: 'Merzouga, Morocco',
      tags: ['desert', 'sunrise', 'camel'],
      travelInsights: ['Go at 5am'],
      privacy: 'followers',
      allowComments: false,
      imageUrl: '/uploads/demo/dunes.jpg',
      videoUrl: null,
      likesCount: 0,
      commentsCount: 0,
      isLiked: false,
      isBookmarked: false,
    });
    expect(Date.parse(post.createdAt)).toBeGreaterThan(Date.now() - 60_000);
    const [row] = await database.db.select().from(posts).where(eq(posts.id, post.id));
    expect(row?.privacy).toBe('followers');
    expect(row?.tags).toEqual(['desert', 'sunrise', 'camel']);
  });

  it("accepts the test pages' bodies: {content, videoUrl, privacy, allowComments}", async () => {
    const response = await create({
      content: 'Waterfall',
      videoUrl: 'https://storage.googleapis.com/roamly/falls.mp4',
      privacy: 'public',
      allowComments: true,
    });
    expect(response.status, response.message).toBe(201);
    expect(response.body).toMatchObject({
      videoUrl: 'https://storage.googleapis.com/roamly/falls.mp4',
      imageUrl: null,
      privacy: 'public',
    });
  });

  it.each([
    ['image', { imageUrl: '/uploads/demo/a.png', videoUrl: null }],
    ['video', { imageUrl: null, videoUrl: '/uploads/demo/a.mp4' }],
  ] as const)('accepts {content, mediaUrl, mediaType: %s}', async (mediaType, expected) => {
    const mediaUrl = expected.imageUrl ?? expected.videoUrl;
    const response = await create({ content: 'Media post', mediaUrl, mediaType });
    expect(response.status, response.message).toBe(201);
    expect(response.body).toMatchObject({ ...expected, privacy: 'public', allowComments: true });
  });

  it('takes tags given as one free-text string', async () => {
    const response = await create({ content: 'Tags', tags: '#Beach, #beach #Sunset food' });
    expect(response.status).toBe(201);
    expect(response.body.tags).toEqual(['beach', 'sunset', 'food']);
  });

  it.each(['', '   ', '\n\t  \n'])(
    'refuses blank content %j with the spec sentence',
    async (content) => {
      const response = await create({ content });
      expect(response.status).toBe(400);
      expect(response.message).toBe(EMPTY_POST_MESSAGE);
    },
  );

  it.each([
    [{ content: 'x', imageUrl: 'https://evil.example.com/a.jpg' }, /Image/i],
    [{ content: 'x', videoUrl: 'http://storage.googleapis.com/a.mp4' }, /Video/i],
    [{ content: 'x', imageUrl: 'javascript:alert(1)' }, /Image/i],
    [{ content: 'x', mediaUrl: 'https://example.org/page', mediaType: 'image' }, /Media/i],
    [{ content: 'x', mediaUrl: '/uploads/a.png' }, /type/i],
    [{ content: 'x', imageUrl: '/uploads/a.png', videoUrl: '/uploads/b.mp4' }, /either/],
    [
      { content: 'x', mediaUrl: '/uploads/a.png', mediaType: 'image', imageUrl: '/uploads/b.png' },
      /either/,
    ],
    [{ content: 'x', privacy: 'everyone' }, /public, followers or private/],
    [{ content: 'x', tags: Array.from({ length: 31 }, (_, i) => `t${i}`) }, /at most 30/],
    [{ content: 'x', tags: ['a'.repeat(51)] }, /at most 50/],
    [{ content: 'x'.repeat(5001) }, /at most 5000/],
    [{ content: 'x', userId: MISSING }, /userId/],
  ])('refuses %o with a 400', async (body, expected) => {
    const response = await create(body);
    expect(response.status).toBe(400);
    expect(response.message).toMatch(expected);
  });

  it('is for members only', async () => {
    const response = await injectRoute(app, createPostRoute, { body: { content: 'Hi' } });
    expect(response.status).toBe(401);
  });

  it(`allows ${CREATE_POST_RATE_LIMIT.max} posts per address, then 429`, async () => {
    const ip = clientAddress();
    for (let i = 0; i < CREATE_POST_RATE_LIMIT.max; i += 1) {
      expect((await create({ content: `Post ${i}` }, author.cookie, ip)).status).toBe(201);
    }
    expect((await create({ content: 'One more' }, author.cookie, ip)).status).toBe(429);
  });
});

describe('GET/PATCH/DELETE /api/posts/:id', () => {
  it('reads a visible post; 404 for missing, hidden and 400 for a malformed id', async () => {
    const pub = await buildPost(database, { userId: author.user.id });
    const priv = await buildPost(database, { userId: author.user.id, privacy: 'private' });
    const ok = await injectRoute(app, getPostRoute, {
      params: { id: pub.id },
      cookie: other.cookie,
    });
    expect(ok.status).toBe(200);
    expect(ok.body.id).toBe(pub.id);
    for (const id of [priv.id, MISSING]) {
      const hidden = await injectRoute(app, getPostRoute, { params: { id }, cookie: other.cookie });
      expect(hidden.status).toBe(404);
      expect(hidden.message).toBe('Post not found');
    }
    const bad = await injectRoute(app, getPostRoute, {
      params: { id: 'nope' },
      cookie: other.cookie,
    });
    expect(bad.status).toBe(400);
    expect((await injectRoute(app, getPostRoute, { params: { id: pub.id } })).status).toBe(401);
  });

  it("hides the post's location from others when the author hides their location", async () => {
    const shy = await buildMember(database, {
      privacySettings: {
        profileVisibility: true,
        showLocation: false,
        allowMessages: true,
        showOnlineStatus: true,
      },
    });
    const post = await buildPost(database, { userId: shy.user.id, location: 'Lisbon' });
    const seen = await injectRoute(app, getPostRoute, {
      params: { id: post.id },
      cookie: other.cookie,
    });
    expect(seen.body.location).toBeNull();
    const own = await injectRoute(app, getPostRoute, {
      params: { id: post.id },
      cookie: shy.cookie,
    });
    expect(own.body.location).toBe('Lisbon');
  });

  it('lets the author edit the content; others get 403, and 404 when they cannot see it', async () => {
    const post = await buildPost(database, { userId: author.user.id, content: 'Old' });
    const priv = await buildPost(database, { userId: author.user.id, privacy: 'private' });
    const refused = await injectRoute(app, updatePostRoute, {
      params: { id: post.id },
      body: { content: 'Hacked' },
      cookie: other.cookie,
    });
    expect(refused.status).toBe(403);
    expect(refused.message).toBe('Only the author can change this post');
    const hidden = await injectRoute(app, updatePostRoute, {
      params: { id: priv.id },
      body: { content: 'Hacked' },
      cookie: other.cookie,
    });
    expect(hidden.status).toBe(404);
    const blank = await injectRoute(app, updatePostRoute, {
      params: { id: post.id },
      body: { content: '  ' },
      cookie: author.cookie,
    });
    expect(blank.status).toBe(400);
    expect(blank.message).toBe(EMPTY_POST_MESSAGE);
    const edited = await injectRoute(app, updatePostRoute, {
      params: { id: post.id },
      body: { content: ' New words ' },
      cookie: author.cookie,
    });
    expect(edited.status).toBe(200);
    expect(edited.body.content).toBe('New words');
    expect(Date.parse(edited.body.updatedAt)).toBeGreaterThanOrEqual(
      Date.parse(edited.body.createdAt),
    );
  });

  it('deletes with its likes, comments, bookmarks, reports and activity; only by the author', async () => {
    const post = await buildPost(database, { userId: author.user.id });
    await buildLike(database, { postId: post.id, userId: other.user.id });
    await buildComment(database, { postId: post.id, userId: other.user.id });
    await buildBookmark(database, { postId: post.id, userId: other.user.id });
    await database.db
      .insert(postReports)
      .values({ postId: post.id, targetId: post.id, reporterId: other.user.id, reason: 'spam' });
    expect(await database.db.$count(activities, eq(activities.postId, post.id))).toBe(2);

    const refused = await injectRoute(app, deletePostRoute, {
      params: { id: post.id },
      cookie: other.cookie,
    });
    expect(refused.status).toBe(403);
    const deleted = await injectRoute(app, deletePostRoute, {
      params: { id: post.id },
      cookie: author.cookie,
    });
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ ok: true });
    for (const [table, column] of [
      [likes, likes.postId],
      [comments, comments.postId],
      [bookmarks, bookmarks.postId],
      [postReports, postReports.postId],
      [activities, activities.postId],
    ] as const) {
      expect(await database.db.$count(table, eq(column, post.id))).toBe(0);
    }
    const again = await injectRoute(app, deletePostRoute, {
      params: { id: post.id },
      cookie: author.cookie,
    });
    expect(again.status).toBe(404);
  });
});

describe('likes and bookmarks', () => {
  it('toggles a like and returns the new state and count', async () => {
    const post = await buildPost(database, { userId: author.user.id });
    const like = () =>
      injectRoute(app, likePostRoute, { params: { id: post.id }, cookie: other.cookie });
    expect((await like()).body).toEqual({ isLiked: true, likesCount: 1 });
    const seen = await injectRoute(app, getPostRoute, {
      params: { id: post.id },
      cookie: other.cookie,
    });
    expect(seen.body).toMatchObject({ isLiked: true, likesCount: 1 });
    expect((await like()).body).toEqual({ isLiked: false, likesCount: 0 });
  });

  it('counts 20 concurrent likes from 20 members exactly, and 20 concurrent unlikes back to 0', async () => {
    const post = await buildPost(database, { userId: author.user.id });
    const fans = await Promise.all(Array.from({ length: 20 }, () => buildMember(database)));
    const toggleAll = () =>
      Promise.all(
        fans.map((fan) =>
          injectRoute(app, likePostRoute, { params: { id: post.id }, cookie: fan.cookie }),
        ),
      );
    const liked = await toggleAll();
    expect(liked.every((r) => r.status === 200 && r.body.isLiked)).toBe(true);
    expect(Math.max(...liked.map((r) => r.body.likesCount))).toBe(20);
    const [row] = await database.db.select().from(posts).where(eq(posts.id, post.id));
    expect(row?.likesCount).toBe(20);
    expect(await database.db.$count(likes, eq(likes.postId, post.id))).toBe(20);
    const unliked = await toggleAll();
    expect(unliked.every((r) => r.status === 200 && !r.body.isLiked)).toBe(true);
    const [after] = await database.db.select().from(posts).where(eq(posts.id, post.id));
    expect(after?.likesCount).toBe(0);
  });

  it('never double-counts one member toggling twice at once', async () => {
    const post = await buildPost(database, { userId: author.user.id });
    await Promise.all(
      Array.from({ length: 6 }, () =>
        injectRoute(app, likePostRoute, { params: { id: post.id }, cookie: other.cookie }),
      ),
    );
    const count = await database.db.$count(likes, eq(likes.postId, post.id));
    const [row] = await database.db.select().from(posts).where(eq(posts.id, post.id));
    expect(row?.likesCount).toBe(count);
    expect(count).toBeLessThanOrEqual(1);
  });

  it('toggles a bookmark with the count of saves', async () => {
    const post = await buildPost(database, { userId: author.user.id });
    await buildBookmark(database, { postId: post.id, userId: author.user.id });
    const save = () =>
      injectRoute(app, bookmarkPostRoute, { params: { id: post.id }, cookie: other.cookie });
    expect((await save()).body).toEqual({ isBookmarked: true, bookmarksCount: 2 });
    expect((await save()).body).toEqual({ isBookmarked: false, bookmarksCount: 1 });
  });

  it('counts 20 concurrent saves exactly', async () => {
    const post = await buildPost(database, { userId: author.user.id });
    const fans = await Promise.all(Array.from({ length: 20 }, () => buildMember(database)));
    const results = await Promise.all(
      fans.map((fan) =>
        injectRoute(app, bookmarkPostRoute, { params: { id: post.id }, cookie: fan.cookie }),
      ),
    );
    expect(results.every((r) => r.body.isBookmarked)).toBe(true);
    expect(await database.db.$count(bookmarks, eq(bookmarks.postId, post.id))).toBe(20);
  });

  it('refuses likes and saves of posts the member cannot see (404) and malformed ids (400)', async () => {
    const priv = await buildPost(database, { userId: author.user.id, privacy: 'followers' });
    for (const route of [likePostRoute, bookmarkPostRoute]) {
      const hidden = await injectRoute(app, route, {
        params: { id: priv.id },
        cookie: other.cookie,
      });
      expect(hidden.status).toBe(404);
      const missing = await injectRoute(app, route, {
        params: { id: MISSING },
        cookie: other.cookie,
      });
      expect(missing.status).toBe(404);
      const bad = await injectRoute(app, route, { params: { id: '1' }, cookie: other.cookie });
      expect(bad.status).toBe(400);
    }
    expect(await database.db.$count(likes, eq(likes.postId, priv.id))).toBe(0);
    const follower = await buildMember(database);
    await buildFollow(database, { followerId: follower.user.id, followingId: author.user.id });
    const liked = await injectRoute(app, likePostRoute, {
      params: { id: priv.id },
      cookie: follower.cookie,
    });
    expect(liked.body).toEqual({ isLiked: true, likesCount: 1 });
  });
});

describe('POST /api/posts/:id/report', () => {
  it('stores one report per member; a second is 409 and reporting your own post 403', async () => {
    const post = await buildPost(database, { userId: author.user.id });
    const report = (cookie: string, body = { reason: 'spam', details: 'Selling things' }) =>
      injectRoute(app, reportPostRoute, {
        params: { id: post.id },
        body: body as { reason: 'spam' },
        cookie,
        remoteAddress: clientAddress(),
      });
    const first = await report(other.cookie);
    expect(first.status, first.message).toBe(201);
    const [row] = await database.db
      .select()
      .from(postReports)
      .where(eq(postReports.postId, post.id));
    expect(row).toMatchObject({
      reporterId: other.user.id,
      reason: 'spam',
      details: 'Selling things',
    });
    const second = await report(other.cookie);
    expect(second.status).toBe(409);
    expect(second.message).toBe('You have already reported this post');
    const own = await report(author.cookie);
    expect(own.status).toBe(403);
    const bad = await report(other.cookie, { reason: 'boring', details: '' });
    expect(bad.status).toBe(400);
    const priv = await buildPost(database, { userId: author.user.id, privacy: 'private' });
    const hidden = await injectRoute(app, reportPostRoute, {
      params: { id: priv.id },
      body: { reason: 'spam' },
      cookie: other.cookie,
    });
    expect(hidden.status).toBe(404);
  });
});
