import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  COMMENT_MAX_LENGTH,
  createCommentRoute,
  deleteCommentRoute,
  EMPTY_COMMENT_MESSAGE,
  listCommentsRoute,
  type TCommentsQuery,
} from '../../../contract/posts.ts';
import { comments, posts } from '../../../db/schema/index.ts';
import { clientAddress, createTestApp } from '../../test/app.ts';
import { buildBlock, buildComment, buildPost, daysAgo } from '../../test/content-factories.ts';
import { buildMember } from '../../test/factories.ts';
import { injectRoute } from '../../test/inject.ts';

const { app, database } = await createTestApp();
const author = await buildMember(database, { firstName: 'Maya' });
const commenter = await buildMember(database, { firstName: 'Sam' });
const bystander = await buildMember(database, { firstName: 'Lee' });
const MISSING = '00000000-0000-4000-8000-00000000dead';

const comment = (postId: string, content: unknown, cookie = commenter.cookie) =>
  injectRoute(app, createCommentRoute, {
    params: { id: postId },
    body: { content: content as string },
    cookie,
    remoteAddress: clientAddress(),
  });
const list = (postId: string, query: TCommentsQuery = {}, cookie = bystander.cookie) =>
  injectRoute(app, listCommentsRoute, { params: { id: postId }, query, cookie });
const remove = (postId: string, commentId: string, cookie: string) =>
  injectRoute(app, deleteCommentRoute, { params: { id: postId, commentId }, cookie });

describe('POST /api/posts/:id/comments', () => {
  it('adds a trimmed comment, counts it and answers 201 with its author', async () => {
    const post = await buildPost(database, { userId: author.user.id });
    const response = await comment(post.id, '  Gorgeous light!  ');
    expect(response.status, response.message).toBe(201);
    expect(response.body).toMatchObject({
      postId: post.id,
      content: 'Gorgeous light!',
      user: { id: commenter.user.id, firstName: 'Sam' },
      canDelete: true,
    });
    const [row] = await database.db.select().from(posts).where(eq(posts.id, post.id));
    expect(row?.commentsCount).toBe(1);
  });

  it.each(['', '   ', '\n'])('refuses blank %j with the spec sentence', async (content) => {
    const post = await buildPost(database, { userId: author.user.id });
    const response = await comment(post.id, content);
    expect(response.status).toBe(400);
    expect(response.message).toBe(EMPTY_COMMENT_MESSAGE);
  });

  it(`refuses more than ${COMMENT_MAX_LENGTH} characters`, async () => {
    const post = await buildPost(database, { userId: author.user.id });
    expect((await comment(post.id, 'x'.repeat(COMMENT_MAX_LENGTH))).status).toBe(201);
    const long = await comment(post.id, 'x'.repeat(COMMENT_MAX_LENGTH + 1));
    expect(long.status).toBe(400);
    expect(long.message).toMatch(/at most 2000/);
  });

  it('is refused with 403 when comments are off, even for the author', async () => {
    const post = await buildPost(database, { userId: author.user.id, allowComments: false });
    for (const cookie of [commenter.cookie, author.cookie]) {
      const response = await comment(post.id, 'Hello', cookie);
      expect(response.status).toBe(403);
      expect(response.message).toBe('Comments are turned off for this post');
    }
  });

  it('is 404 on posts the member cannot see: private, followers-only, blocked, missing', async () => {
    const priv = await buildPost(database, { userId: author.user.id, privacy: 'private' });
    const followers = await buildPost(database, { userId: author.user.id, privacy: 'followers' });
    for (const id of [priv.id, followers.id, MISSING]) {
      expect((await comment(id, 'Hi')).status).toBe(404);
    }
    const blocker = await buildMember(database);
    const post = await buildPost(database, { userId: blocker.user.id });
    await buildBlock(database, { blockerId: blocker.user.id, blockedId: commenter.user.id });
    const blocked = await comment(post.id, 'Let me in');
    expect(blocked.status).toBe(404);
    expect(blocked.message).toBe('Post not found');
    expect((await comment('not-a-uuid', 'Hi')).status).toBe(400);
  });
});

describe('GET /api/posts/:id/comments', () => {
  it('lists oldest first in keyset pages without gaps or repeats, with canDelete', async () => {
    const post = await buildPost(database, { userId: author.user.id });
    const written: string[] = [];
    for (let i = 0; i < 7; i += 1) {
      const { id } = await buildComment(database, {
        postId: post.id,
        userId: i % 2 === 0 ? commenter.user.id : bystander.user.id,
        content: `Comment ${i}`,
        createdAt: daysAgo(7 - i),
      });
      written.push(id);
    }
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const response = await list(post.id, { limit: 3, cursor: cursor ?? undefined });
      expect(response.status, response.message).toBe(200);
      expect(response.body.items.length).toBeLessThanOrEqual(3);
      for (const item of response.body.items) {
        expect(item.canDelete).toBe(item.user.id === bystander.user.id);
        seen.push(item.id);
      }
      cursor = response.body.nextCursor;
    } while (cursor);
    expect(seen).toEqual(written);
    const asAuthor = await list(post.id, { limit: 50 }, author.cookie);
    expect(asAuthor.body.items.every((item) => item.canDelete)).toBe(true);
    expect(asAuthor.body.nextCursor).toBeNull();
  });

  it('answers 400 for a bad cursor or limit, 404 for a hidden post, 401 signed out', async () => {
    const post = await buildPost(database, { userId: author.user.id });
    for (const cursor of ['garbage', Buffer.from('["1","x"]').toString('base64url')]) {
      const response = await list(post.id, { cursor });
      expect(response.status).toBe(400);
      expect(response.message).toMatch(/cursor/i);
    }
    expect((await list(post.id, { limit: 51 })).status).toBe(400);
    const priv = await buildPost(database, { userId: author.user.id, privacy: 'private' });
    expect((await list(priv.id)).status).toBe(404);
    expect((await injectRoute(app, listCommentsRoute, { params: { id: post.id } })).status).toBe(
      401,
    );
  });

  it('leaves out comments from members who blocked the viewer or the viewer blocked', async () => {
    const post = await buildPost(database, { userId: author.user.id });
    const rude = await buildMember(database);
    await buildComment(database, { postId: post.id, userId: rude.user.id, content: 'Rude' });
    await buildComment(database, { postId: post.id, userId: commenter.user.id, content: 'Nice' });
    await buildBlock(database, { blockerId: bystander.user.id, blockedId: rude.user.id });
    const response = await list(post.id);
    expect(response.body.items.map((item) => item.content)).toEqual(['Nice']);
    const other = await list(post.id, {}, author.cookie);
    expect(other.body.items.map((item) => item.content)).toEqual(['Rude', 'Nice']);
  });
});

describe('DELETE /api/posts/:id/comments/:commentId', () => {
  it("lets the comment's author and the post's author delete; others get 403", async () => {
    const post = await buildPost(database, { userId: author.user.id });
    const first = await buildComment(database, { postId: post.id, userId: commenter.user.id });
    const second = await buildComment(database, { postId: post.id, userId: commenter.user.id });
    const refused = await remove(post.id, first.id, bystander.cookie);
    expect(refused.status).toBe(403);
    expect(refused.message).toBe('You can only delete your own comments or comments on your posts');
    expect((await remove(post.id, first.id, commenter.cookie)).body).toEqual({ ok: true });
    expect((await remove(post.id, second.id, author.cookie)).status).toBe(200);
    expect(await database.db.$count(comments, eq(comments.postId, post.id))).toBe(0);
    const [row] = await database.db.select().from(posts).where(eq(posts.id, post.id));
    expect(row?.commentsCount).toBe(0);
    expect((await remove(post.id, first.id, commenter.cookie)).status).toBe(404);
  });

  it('is 404 on a post the member cannot see and for a comment of another post', async () => {
    const priv = await buildPost(database, { userId: author.user.id, privacy: 'private' });
    const hidden = await buildComment(database, { postId: priv.id, userId: author.user.id });
    expect((await remove(priv.id, hidden.id, commenter.cookie)).status).toBe(404);
    const post = await buildPost(database, { userId: commenter.user.id });
    const elsewhere = await buildComment(database, { postId: post.id, userId: commenter.user.id });
    const other = await buildPost(database, { userId: commenter.user.id });
    expect((await remove(other.id, elsewhere.id, commenter.cookie)).status).toBe(404);
    expect((await remove(post.id, 'bad', commenter.cookie)).status).toBe(400);
  });
});
