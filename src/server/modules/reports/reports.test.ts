import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { reportPostRoute } from '../../../contract/posts.ts';
import {
  reportCommentRoute,
  reportMessageRoute,
  reportUserRoute,
} from '../../../contract/reports.ts';
import { comments, moderationCases, postReports } from '../../../db/schema/index.ts';
import { clientAddress, createTestApp } from '../../test/app.ts';
import {
  buildBlock,
  buildComment,
  buildConversation,
  buildMessage,
  buildPost,
} from '../../test/content-factories.ts';
import { buildMember, buildUser } from '../../test/factories.ts';
import { injectRoute } from '../../test/inject.ts';

const { app, database } = await createTestApp();
const body = { reason: 'harassment' as const, details: 'Rude' };
const ip = () => ({ remoteAddress: clientAddress() });

const reportsOf = (targetId: string) =>
  database.db.select().from(postReports).where(eq(postReports.targetId, targetId));

describe('reporting a comment', () => {
  it('anonymous 401; files one report in an open case; twice 409; own comment 403', async () => {
    const author = await buildMember(database);
    const reporter = await buildMember(database);
    const post = await buildPost(database, { userId: author.user.id });
    const comment = await buildComment(database, { postId: post.id, userId: author.user.id });
    const params = { id: post.id, commentId: comment.id };
    const send = (cookie?: string) =>
      injectRoute(app, reportCommentRoute, { params, body, cookie, ...ip() });
    expect((await send()).status).toBe(401);
    const first = await send(reporter.cookie);
    expect(first.status, first.message).toBe(201);
    const [row] = await reportsOf(comment.id);
    expect(row).toMatchObject({
      targetType: 'comment',
      reporterId: reporter.user.id,
      postId: null,
    });
    const [kase] = await database.db
      .select()
      .from(moderationCases)
      .where(eq(moderationCases.id, row!.caseId!));
    expect(kase).toMatchObject({
      targetType: 'comment',
      subjectId: author.user.id,
      status: 'open',
    });
    const again = await send(reporter.cookie);
    expect([again.status, again.message]).toEqual([409, 'You have already reported this comment']);
    const own = await send(author.cookie);
    expect([own.status, own.message]).toEqual([403, 'You cannot report your own comment']);
  });

  it('404 for a comment on a post the reporter cannot see, or a hidden comment', async () => {
    const author = await buildMember(database);
    const reporter = await buildMember(database);
    const hiddenPost = await buildPost(database, { userId: author.user.id, privacy: 'private' });
    const onHidden = await buildComment(database, {
      postId: hiddenPost.id,
      userId: author.user.id,
    });
    const post = await buildPost(database, { userId: author.user.id });
    const hidden = await buildComment(database, { postId: post.id, userId: author.user.id });
    await database.db
      .update(comments)
      .set({ hiddenAt: new Date() })
      .where(eq(comments.id, hidden.id));
    for (const params of [
      { id: hiddenPost.id, commentId: onHidden.id },
      { id: post.id, commentId: hidden.id },
      { id: post.id, commentId: onHidden.id },
    ]) {
      const response = await injectRoute(app, reportCommentRoute, {
        params,
        body,
        cookie: reporter.cookie,
        ...ip(),
      });
      expect([response.status, response.message]).toEqual([404, 'Comment not found']);
    }
  });
});

describe('reporting a member', () => {
  it('files a report; yourself 403; a member who blocked you or is suspended 404; blocked by you allowed', async () => {
    const reporter = await buildMember(database);
    const subject = await buildUser(database);
    const blocker = await buildUser(database);
    const suspended = await buildUser(database, { suspendedAt: new Date() });
    const blockedByMe = await buildUser(database);
    await buildBlock(database, { blockerId: blocker.id, blockedId: reporter.user.id });
    await buildBlock(database, { blockerId: reporter.user.id, blockedId: blockedByMe.id });
    const send = (id: string, cookie: string | null = reporter.cookie) =>
      injectRoute(app, reportUserRoute, {
        params: { id },
        body,
        cookie: cookie ?? undefined,
        ...ip(),
      });
    expect((await send(subject.id, null)).status).toBe(401);
    expect((await send(subject.id)).status).toBe(201);
    expect((await send(subject.id)).status).toBe(409);
    const self = await send(reporter.user.id);
    expect([self.status, self.message]).toEqual([403, 'You cannot report yourself']);
    expect((await send(blocker.id)).status).toBe(404);
    expect((await send(suspended.id)).status).toBe(404);
    expect((await send(blockedByMe.id)).status).toBe(201);
    const [row] = await reportsOf(subject.id);
    expect(row).toMatchObject({ targetType: 'user', reason: 'harassment', details: 'Rude' });
  });
});

describe('operators report like members', () => {
  it('a moderator and an admin report a member (201); anonymous 401', async () => {
    const subject = await buildUser(database);
    const moderator = await buildMember(database, { role: 'moderator' });
    const admin = await buildMember(database, { role: 'admin' });
    const statuses = [];
    for (const cookie of [undefined, moderator.cookie, admin.cookie]) {
      const response = await injectRoute(app, reportUserRoute, {
        params: { id: subject.id },
        body,
        cookie,
        ...ip(),
      });
      statuses.push(response.status);
    }
    expect(statuses).toEqual([401, 201, 201]);
    expect(await reportsOf(subject.id)).toHaveLength(2);
  });
});

describe('reporting a message', () => {
  it('the recipient reports it; the sender 403; someone outside the conversation 404', async () => {
    const sender = await buildMember(database);
    const recipient = await buildMember(database);
    const outsider = await buildMember(database);
    const conversation = await buildConversation(database, {
      between: [sender.user.id, recipient.user.id],
    });
    const message = await buildMessage(database, {
      conversationId: conversation.id,
      senderId: sender.user.id,
      content: 'You will regret this',
    });
    const send = (cookie?: string) =>
      injectRoute(app, reportMessageRoute, { params: { id: message.id }, body, cookie, ...ip() });
    expect((await send()).status).toBe(401);
    const outside = await send(outsider.cookie);
    expect([outside.status, outside.message]).toEqual([404, 'Message not found']);
    const own = await send(sender.cookie);
    expect([own.status, own.message]).toEqual([403, 'You can only report messages you received']);
    expect((await send(recipient.cookie)).status).toBe(201);
    const [row] = await reportsOf(message.id);
    expect(row).toMatchObject({ targetType: 'message', reporterId: recipient.user.id });
  });
});

describe('reports of one target share a case', () => {
  it('two reporters of a post land in one case; a report after the case closed opens a new one', async () => {
    const author = await buildMember(database);
    const [a, b, c] = await Promise.all([1, 2, 3].map(() => buildMember(database)));
    const post = await buildPost(database, { userId: author.user.id });
    for (const member of [a!, b!]) {
      const response = await injectRoute(app, reportPostRoute, {
        params: { id: post.id },
        body: { reason: 'spam' },
        cookie: member.cookie,
        ...ip(),
      });
      expect(response.status).toBe(201);
    }
    const rows = await reportsOf(post.id);
    expect(new Set(rows.map((row) => row.caseId)).size).toBe(1);
    await database.db
      .update(moderationCases)
      .set({ status: 'dismissed', closedAt: new Date() })
      .where(eq(moderationCases.id, rows[0]!.caseId!));
    await injectRoute(app, reportPostRoute, {
      params: { id: post.id },
      body: { reason: 'spam' },
      cookie: c!.cookie,
      ...ip(),
    });
    const after = await reportsOf(post.id);
    expect(new Set(after.map((row) => row.caseId)).size).toBe(2);
  });

  it('rate limits reports like other writes (20 an hour per address)', async () => {
    const reporter = await buildMember(database);
    const remoteAddress = clientAddress();
    const statuses: number[] = [];
    for (let n = 0; n < 21; n += 1) {
      const target = await buildUser(database);
      const response = await injectRoute(app, reportUserRoute, {
        params: { id: target.id },
        body,
        cookie: reporter.cookie,
        remoteAddress,
      });
      statuses.push(response.status);
    }
    expect(statuses.slice(0, 20).every((status) => status === 201)).toBe(true);
    expect(statuses[20]).toBe(429);
  });
});
