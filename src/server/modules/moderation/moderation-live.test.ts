import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sendMessageRoute, startConversationRoute } from '../../../contract/messaging.ts';
import { moderationCaseActionRoute, type TCaseActionBody } from '../../../contract/moderation.ts';
import { reportPostRoute } from '../../../contract/posts.ts';
import { reportCommentRoute, reportMessageRoute } from '../../../contract/reports.ts';
import { media, postReports } from '../../../db/schema/index.ts';
import { clientAddress, createTestApp } from '../../test/app.ts';
import { buildComment, buildPost } from '../../test/content-factories.ts';
import { buildMember } from '../../test/factories.ts';
import { injectRoute } from '../../test/inject.ts';
import { listenForSockets, openSocket, type TestSocket } from '../../test/ws-client.ts';

/**
 * What a moderator's hide or delete does beyond the database: a deleted message's picture leaves
 * storage, and open chats, feeds and post pages hear of it over the socket (ids only).
 */

const { app, database } = await createTestApp();
const db = database.db;
const base = await listenForSockets(app);
const moderator = await buildMember(database, { role: 'moderator' });

type Member = Awaited<ReturnType<typeof buildMember>>;

async function connect(member: Member): Promise<TestSocket> {
  const socket = await openSocket(base, { cookie: member.cookie });
  await socket.next('ready');
  return socket;
}

const act = async (caseId: string, body: TCaseActionBody) => {
  const response = await injectRoute(app, moderationCaseActionRoute, {
    params: { caseId },
    body,
    cookie: moderator.cookie,
  });
  expect(response.status, response.message).toBe(200);
};

const caseOf = async (targetId: string) => {
  const [row] = await db
    .select({ caseId: postReports.caseId })
    .from(postReports)
    .where(eq(postReports.targetId, targetId));
  return row!.caseId!;
};

/** A picture as the upload route and its processing leave it: a row and its stored files. */
async function uploadPicture(userId: string) {
  const id = crypto.randomUUID();
  const row = {
    id,
    userId,
    kind: 'image' as const,
    status: 'ready' as const,
    url: `/uploads/media/${id}-display.jpg`,
    sourceKey: `private/media/${id}.jpg`,
    originalName: 'harbour.jpg',
    contentType: 'image/jpeg',
    size: 4,
  };
  await db.insert(media).values(row);
  for (const key of [row.sourceKey, `media/${id}-display.jpg`, `media/${id}-thumb.webp`]) {
    await app.deps.storage.put(key, Buffer.from('jpeg'), 'image/jpeg');
  }
  return { ...row, keys: [row.sourceKey, `media/${id}-display.jpg`, `media/${id}-thumb.webp`] };
}

describe('a moderator deletes a message', () => {
  it('removes its picture from storage and drops it from both members’ open chats', async () => {
    const [sender, recipient] = [await buildMember(database), await buildMember(database)];
    const started = await injectRoute(app, startConversationRoute, {
      cookie: sender.cookie,
      body: { participantId: recipient.user.id },
    });
    const conversationId = started.body.id;
    const send = async (content: string, imageUrl?: string) => {
      const response = await injectRoute(app, sendMessageRoute, {
        cookie: sender.cookie,
        params: { id: conversationId },
        body: { content, ...(imageUrl ? { imageUrl } : {}) },
      });
      expect(response.status, response.message).toBe(201);
      return response.body;
    };
    const picture = await uploadPicture(sender.user.id);
    const shared = await uploadPicture(sender.user.id);
    const reported = await send('Secret rude words', picture.url);
    const sharedOnce = await send('Look again', shared.url);
    const sharedTwice = await send('And again', shared.url);
    await send('Still unread');

    const report = async (messageId: string) => {
      const response = await injectRoute(app, reportMessageRoute, {
        params: { id: messageId },
        body: { reason: 'harassment' },
        cookie: recipient.cookie,
        remoteAddress: clientAddress(),
      });
      expect(response.status, response.message).toBe(201);
      return caseOf(messageId);
    };
    const [senderSocket, recipientSocket] = [await connect(sender), await connect(recipient)];

    await act(await report(reported.id), { action: 'delete', reason: 'Harassment' });
    for (const socket of [senderSocket, recipientSocket]) {
      const frame = await socket.next('message_removed');
      // Ids only: nothing of the removed text or picture goes over the socket.
      expect(frame).toEqual({ type: 'message_removed', messageId: reported.id, conversationId });
    }
    // The recipient's badge no longer counts it (three unread messages were four).
    expect((await recipientSocket.next('unread')).unread.messages).toBe(3);
    for (const key of picture.keys) expect(await app.deps.storage.stat(key)).toBeNull();
    expect(await db.select().from(media).where(eq(media.id, picture.id))).toEqual([]);

    // A picture another message still shows stays until that one goes too.
    await act(await report(sharedOnce.id), { action: 'delete', reason: 'Harassment' });
    await recipientSocket.next('message_removed', (frame) => frame.messageId === sharedOnce.id);
    for (const key of shared.keys) expect(await app.deps.storage.stat(key)).not.toBeNull();
    await act(await report(sharedTwice.id), { action: 'delete', reason: 'Harassment' });
    await recipientSocket.next('message_removed', (frame) => frame.messageId === sharedTwice.id);
    for (const key of shared.keys) expect(await app.deps.storage.stat(key)).toBeNull();
  });
});

describe('a moderator hides or deletes a post or a comment', () => {
  it('tells every open screen but the author’s to drop it, by id', async () => {
    const [author, reporter, viewer] = [
      await buildMember(database),
      await buildMember(database),
      await buildMember(database),
    ];
    const post = await buildPost(database, { userId: author.user.id, content: 'Hidden words' });
    const [authorSocket, viewerSocket] = [await connect(author), await connect(viewer)];

    const filed = await injectRoute(app, reportPostRoute, {
      params: { id: post.id },
      body: { reason: 'spam' },
      cookie: reporter.cookie,
      remoteAddress: clientAddress(),
    });
    expect(filed.status, filed.message).toBe(201);
    const postCase = await caseOf(post.id);
    await act(postCase, { action: 'hide', reason: 'Spam' });
    expect(await viewerSocket.next('content_removed')).toEqual({
      type: 'content_removed',
      postId: post.id,
      commentId: null,
    });
    // The author keeps seeing their hidden post (marked): their sockets hear nothing.
    await authorSocket.flush();
    expect(authorSocket.frames.some((frame) => frame.type === 'content_removed')).toBe(false);
    // Showing it again removes nothing.
    await act(postCase, { action: 'unhide', reason: 'Fine after all' });
    await viewerSocket.flush();
    expect(viewerSocket.frames.some((frame) => frame.type === 'content_removed')).toBe(false);

    const commenter = await buildMember(database);
    const commenterSocket = await connect(commenter);
    const comment = await buildComment(database, { postId: post.id, userId: commenter.user.id });
    const reportComment = await injectRoute(app, reportCommentRoute, {
      params: { id: post.id, commentId: comment.id },
      body: { reason: 'harassment' },
      cookie: reporter.cookie,
      remoteAddress: clientAddress(),
    });
    expect(reportComment.status, reportComment.message).toBe(201);
    await act(await caseOf(comment.id), { action: 'delete', reason: 'Rude' });
    for (const socket of [viewerSocket, authorSocket]) {
      expect(await socket.next('content_removed')).toEqual({
        type: 'content_removed',
        postId: post.id,
        commentId: comment.id,
      });
    }
    await commenterSocket.flush();
    expect(commenterSocket.frames.some((frame) => frame.type === 'content_removed')).toBe(false);
  });
});
