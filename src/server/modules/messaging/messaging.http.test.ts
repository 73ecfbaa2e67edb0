import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  MESSAGE_IMAGE_FAILED,
  MESSAGE_IMAGE_NOT_OWN,
  MESSAGE_MAX_LENGTH,
  MESSAGE_SEND_RATE_LIMIT,
  listChatUsersRoute,
  listConversationsCleanRoute,
  listConversationsRoute,
  listMessagesCleanRoute,
  listMessagesRoute,
  listUsersCleanRoute,
  markConversationReadCleanRoute,
  messagesUnreadRoute,
  sendMessageCleanRoute,
  sendMessageRoute,
  startConversationCleanRoute,
  startConversationRoute,
  type TMessage,
} from '../../../contract/messaging.ts';
import { deleteUnattachedMedia } from '../../../db/queries/uploads.ts';
import { blocks, follows, media, messages, posts, users } from '../../../db/schema/index.ts';
import { createTestApp } from '../../test/app.ts';
import { buildMember } from '../../test/factories.ts';
import { injectRoute } from '../../test/inject.ts';

const { app, database } = await createTestApp();
const db = database.db;

type Member = Awaited<ReturnType<typeof buildMember>>;

async function conversationBetween(one: Member, other: Member): Promise<string> {
  const response = await injectRoute(app, startConversationRoute, {
    cookie: one.cookie,
    body: { participantId: other.user.id },
  });
  expect(response.status).toBe(200);
  return response.body.id;
}

async function send(from: Member, conversationId: string, content: string, tempId?: string) {
  return injectRoute(app, sendMessageRoute, {
    cookie: from.cookie,
    params: { id: conversationId },
    body: { content, ...(tempId ? { tempId } : {}) },
  });
}

describe('starting a conversation', () => {
  it('is unique per pair: either member gets the same one, and the -clean route too', async () => {
    const [ana, ben] = [await buildMember(db), await buildMember(db)];
    const first = await conversationBetween(ana, ben);
    expect(await conversationBetween(ben, ana)).toBe(first);
    const clean = await injectRoute(app, startConversationCleanRoute, {
      cookie: ana.cookie,
      body: { participantId: ben.user.id },
    });
    expect(clean.body.id).toBe(first);
    expect(clean.body.lastMessage).toBeNull();
    expect(clean.body.unreadCount).toBe(0);
    // Concurrent starts race on the pair key and still agree.
    const [cat, dan] = [await buildMember(db), await buildMember(db)];
    const both = await Promise.all([
      injectRoute(app, startConversationRoute, {
        cookie: cat.cookie,
        body: { participantId: dan.user.id },
      }),
      injectRoute(app, startConversationRoute, {
        cookie: dan.cookie,
        body: { participantId: cat.user.id },
      }),
    ]);
    expect(both.map((r) => r.status)).toEqual([200, 200]);
    expect(both[0]?.body.id).toBe(both[1]?.body.id);
  });

  it('refuses yourself (400), an unknown or suspended member (404), and needs a session', async () => {
    const ana = await buildMember(db);
    const self = await injectRoute(app, startConversationRoute, {
      cookie: ana.cookie,
      body: { participantId: ana.user.id },
    });
    expect(self.status).toBe(400);
    expect(self.message).toBe('You cannot start a conversation with yourself');
    const unknown = await injectRoute(app, startConversationRoute, {
      cookie: ana.cookie,
      body: { participantId: crypto.randomUUID() },
    });
    expect(unknown.status).toBe(404);
    const suspended = await buildMember(db, { suspendedAt: new Date() });
    expect(
      (
        await injectRoute(app, startConversationRoute, {
          cookie: ana.cookie,
          body: { participantId: suspended.user.id },
        })
      ).status,
    ).toBe(404);
    expect(
      (await injectRoute(app, startConversationRoute, { body: { participantId: ana.user.id } }))
        .status,
    ).toBe(401);
  });

  it('follows Privacy & Safety: "Allow messages" off admits only people they follow', async () => {
    const ana = await buildMember(db);
    const closed = await buildMember(db, {
      privacySettings: {
        profileVisibility: true,
        showLocation: true,
        allowMessages: false,
        showOnlineStatus: true,
      },
    });
    const refused = await injectRoute(app, startConversationRoute, {
      cookie: ana.cookie,
      body: { participantId: closed.user.id },
    });
    expect(refused.status).toBe(403);
    expect(refused.message).toBe('This traveller does not accept new messages');
    await db.insert(follows).values({ followerId: closed.user.id, followingId: ana.user.id });
    expect((await conversationBetween(ana, closed)).length).toBeGreaterThan(0);
  });

  it('refuses across a block in either direction, for new and existing conversations', async () => {
    const [ana, ben] = [await buildMember(db), await buildMember(db)];
    const id = await conversationBetween(ana, ben);
    await db.insert(blocks).values({ blockerId: ben.user.id, blockedId: ana.user.id });
    const start = await injectRoute(app, startConversationRoute, {
      cookie: ana.cookie,
      body: { participantId: ben.user.id },
    });
    expect(start.status).toBe(403);
    const sent = await send(ana, id, 'Still there?');
    expect(sent.status).toBe(403);
    expect(sent.message).toBe('You cannot message this traveller');
    const back = await send(ben, id, 'No');
    expect(back.status).toBe(403);
    expect(await db.select().from(messages).where(eq(messages.conversationId, id))).toEqual([]);
  });
});

describe('authorization: only the two participants reach a conversation', () => {
  it('answers 404 to a third member on every conversation endpoint, and 401 without a session', async () => {
    const [ana, ben, eve] = [await buildMember(db), await buildMember(db), await buildMember(db)];
    const id = await conversationBetween(ana, ben);
    await send(ana, id, 'Private plans');
    const params = { id };
    const calls = [
      () => injectRoute(app, listMessagesRoute, { cookie: eve.cookie, params }),
      () => injectRoute(app, listMessagesCleanRoute, { cookie: eve.cookie, params }),
      () =>
        injectRoute(app, sendMessageRoute, { cookie: eve.cookie, params, body: { content: 'hi' } }),
      () =>
        injectRoute(app, sendMessageCleanRoute, {
          cookie: eve.cookie,
          params,
          body: { content: 'hi' },
        }),
      () => injectRoute(app, markConversationReadCleanRoute, { cookie: eve.cookie, params }),
    ];
    for (const call of calls) {
      const response = await call();
      expect(response.status).toBe(404);
      expect(response.message).toBe('Conversation not found');
    }
    // A conversation that does not exist answers the same.
    const missing = await injectRoute(app, listMessagesRoute, {
      cookie: ana.cookie,
      params: { id: crypto.randomUUID() },
    });
    expect(missing.status).toBe(404);
    expect(missing.message).toBe('Conversation not found');
    // Lists are scoped to the viewer.
    for (const route of [listConversationsRoute, listConversationsCleanRoute]) {
      expect((await injectRoute(app, route, { cookie: eve.cookie })).body).toEqual([]);
      expect((await injectRoute(app, route)).status).toBe(401);
    }
    expect((await injectRoute(app, messagesUnreadRoute, { cookie: eve.cookie })).body).toEqual({
      unreadCount: 0,
    });
    // Nothing was written by the intruder.
    const stored = await db.select().from(messages).where(eq(messages.conversationId, id));
    expect(stored.map((m) => m.content)).toEqual(['Private plans']);
    // Signed out: 401 everywhere.
    for (const route of [
      listMessagesRoute,
      listMessagesCleanRoute,
      markConversationReadCleanRoute,
    ]) {
      expect((await injectRoute(app, route, { params } as never)).status).toBe(401);
    }
    for (const route of [listChatUsersRoute, listUsersCleanRoute, messagesUnreadRoute]) {
      expect((await injectRoute(app, route as typeof messagesUnreadRoute)).status).toBe(401);
    }
  });

  it('answers 400 for a conversation id that is not an id', async () => {
    const ana = await buildMember(db);
    const response = await injectRoute(app, listMessagesRoute, {
      cookie: ana.cookie,
      params: { id: 'not-an-id' },
    });
    expect(response.status).toBe(400);
  });
});

describe('sending', () => {
  it('validates the text: non-blank, at most 5,000 characters, control characters refused', async () => {
    const [ana, ben] = [await buildMember(db), await buildMember(db)];
    const id = await conversationBetween(ana, ben);
    const blank = await send(ana, id, '   \n ');
    expect(blank.status).toBe(400);
    expect(blank.message).toBe('Content is required');
    const long = await send(ana, id, 'x'.repeat(MESSAGE_MAX_LENGTH + 1));
    expect(long.status).toBe(400);
    expect(long.message).toBe('Content must be at most 5000 characters');
    const control = await send(ana, id, 'bell\u0007');
    expect(control.status).toBe(400);
    const ok = await send(ana, id, `  ${'y'.repeat(MESSAGE_MAX_LENGTH)}  `);
    expect(ok.status).toBe(201);
    expect(ok.body.content).toHaveLength(MESSAGE_MAX_LENGTH);
  });

  it('stores a message once per tempId however often the client retries', async () => {
    const [ana, ben] = [await buildMember(db), await buildMember(db)];
    const id = await conversationBetween(ana, ben);
    const tempId = `temp-${crypto.randomUUID()}`;
    const results = await Promise.all([
      send(ana, id, 'Once only', tempId),
      send(ana, id, 'Once only', tempId),
      send(ana, id, 'Once only', tempId),
    ]);
    const ids = new Set(results.map((r) => r.body.id));
    expect(results.map((r) => r.status)).toEqual([201, 201, 201]);
    expect(ids.size).toBe(1);
    expect(results[0]?.body.tempId).toBe(tempId);
    const stored = await db.select().from(messages).where(eq(messages.conversationId, id));
    expect(stored).toHaveLength(1);
    // The same tempId from another member is theirs alone.
    const reply = await send(ben, id, 'Mine', tempId);
    expect(reply.status).toBe(201);
    expect(reply.body.id).not.toBe(results[0]?.body.id);
  });

  it('accepts a picture only when it is the sender’s own upload', async () => {
    const [ana, ben] = [await buildMember(db), await buildMember(db)];
    const id = await conversationBetween(ana, ben);
    const upload = (userId: string, name: string) =>
      db.insert(media).values({
        userId,
        kind: 'image',
        url: `/uploads/media/${name}.webp`,
        sourceKey: `private/${name}`,
        originalName: `${name}.jpg`,
        contentType: 'image/jpeg',
        size: 1000,
      });
    const mine = crypto.randomUUID();
    const theirs = crypto.randomUUID();
    await upload(ana.user.id, mine);
    await upload(ben.user.id, theirs);
    const withPicture = await injectRoute(app, sendMessageRoute, {
      cookie: ana.cookie,
      params: { id },
      body: { content: '', imageUrl: `/uploads/media/${mine}.webp` },
    });
    expect(withPicture.status).toBe(201);
    expect(withPicture.body.imageUrl).toBe(`/uploads/media/${mine}.webp`);
    const borrowed = await injectRoute(app, sendMessageRoute, {
      cookie: ana.cookie,
      params: { id },
      body: { content: 'look', imageUrl: `/uploads/media/${theirs}.webp` },
    });
    expect(borrowed.status).toBe(400);
    expect(borrowed.message).toBe('Image URL must be a picture you uploaded');
    const foreign = await injectRoute(app, sendMessageRoute, {
      cookie: ana.cookie,
      params: { id },
      body: { content: 'look', imageUrl: 'https://evil.example/x.png' },
    });
    expect(foreign.status).toBe(400);
  });

  it('sends a photo without text, keeps the upload from the cleanup, and refuses failed or post photos', async () => {
    const [ana, ben] = [await buildMember(db), await buildMember(db)];
    const id = await conversationBetween(ana, ben);
    const upload = async (values: { status?: 'processing' | 'ready' | 'failed' } = {}) => {
      const name = crypto.randomUUID();
      const [row] = await db
        .insert(media)
        .values({
          userId: ana.user.id,
          kind: 'image',
          url: `/uploads/media/${name}-display.jpg`,
          sourceKey: `private/media/${name}.jpg`,
          originalName: 'harbour.jpg',
          contentType: 'image/jpeg',
          size: 2048,
          // Old enough for the cleanup of never-attached uploads.
          createdAt: new Date(Date.now() - 48 * 3600_000),
          ...values,
        })
        .returning();
      return row!;
    };
    const attachedAt = async (mediaId: string) =>
      (await db.select().from(media).where(eq(media.id, mediaId)))[0]?.attachedAt ?? null;

    // A photo alone (blank text) is a message, over HTTP with a tempId; the retry stores it once.
    const photo = await upload();
    const tempId = `tmp-${crypto.randomUUID()}`;
    const body = { content: '  ', imageUrl: photo.url, tempId };
    const first = await injectRoute(app, sendMessageCleanRoute, {
      cookie: ana.cookie,
      params: { id },
      body,
    });
    expect(first.status, first.message).toBe(201);
    expect(first.body).toMatchObject({ content: '', imageUrl: photo.url, tempId });
    const again = await injectRoute(app, sendMessageRoute, {
      cookie: ana.cookie,
      params: { id },
      body,
    });
    expect(again.status).toBe(201);
    expect(again.body.id).toBe(first.body.id);
    expect(await attachedAt(photo.id)).not.toBeNull();

    // The list shows it as the last message; Ben reads the picture in the thread.
    const list = await injectRoute(app, listConversationsRoute, { cookie: ben.cookie });
    expect(list.body[0]?.lastMessage).toMatchObject({ content: '', imageUrl: photo.url });
    const thread = await injectRoute(app, listMessagesRoute, {
      cookie: ben.cookie,
      params: { id },
    });
    expect(thread.body.items.map((item) => item.imageUrl)).toEqual([photo.url]);

    // The cleanup of uploads never attached to anything leaves the sent photo alone.
    const spare = await upload();
    const removed = await deleteUnattachedMedia(db, { before: new Date(), limit: 100 });
    expect(removed.map((row) => row.id)).toContain(spare.id);
    expect(removed.map((row) => row.id)).not.toContain(photo.id);

    // A photo whose processing failed (its files are gone) is refused, and stays unattached.
    const broken = await upload({ status: 'failed' });
    const refused = await injectRoute(app, sendMessageRoute, {
      cookie: ana.cookie,
      params: { id },
      body: { content: 'look', imageUrl: broken.url },
    });
    expect(refused.status).toBe(400);
    expect(refused.message).toBe(MESSAGE_IMAGE_FAILED);
    expect(await attachedAt(broken.id)).toBeNull();

    // A post's photo is not a chat upload: deleting the post would delete it.
    const [post] = await db
      .insert(posts)
      .values({ userId: ana.user.id, content: 'Harbour at dawn' })
      .returning({ id: posts.id });
    const inPost = await upload();
    await db
      .update(media)
      .set({ postId: post!.id, attachedAt: new Date() })
      .where(eq(media.id, inPost.id));
    const borrowed = await injectRoute(app, sendMessageRoute, {
      cookie: ana.cookie,
      params: { id },
      body: { content: '', imageUrl: inPost.url },
    });
    expect(borrowed.status).toBe(400);
    expect(borrowed.message).toBe(MESSAGE_IMAGE_NOT_OWN);

    // Nothing but the one photo message was stored.
    const stored = await db.select().from(messages).where(eq(messages.conversationId, id));
    expect(stored).toHaveLength(1);
  });

  it('limits sends per member (HTTP and socket share the budget)', async () => {
    const [ana, ben] = [await buildMember(db), await buildMember(db)];
    const id = await conversationBetween(ana, ben);
    const statuses: number[] = [];
    for (let i = 0; i < MESSAGE_SEND_RATE_LIMIT.max + 2; i += 1) {
      statuses.push((await send(ana, id, `message ${i}`)).status);
    }
    expect(statuses.slice(0, MESSAGE_SEND_RATE_LIMIT.max).every((s) => s === 201)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    // Another member is not slowed down.
    expect((await send(ben, id, 'fine')).status).toBe(201);
  });
});

describe('statuses and unread counts', () => {
  it('goes sent → delivered (the recipient reads the thread) → read (mark-read), counts follow', async () => {
    const [ana, ben] = [await buildMember(db), await buildMember(db)];
    const id = await conversationBetween(ana, ben);
    const first = (await send(ana, id, 'One')).body;
    const second = (await send(ana, id, 'Two')).body;
    expect(first.status).toBe('sent');
    expect(first.deliveredAt).toBeNull();

    const unreadFor = async (member: Member) =>
      (await injectRoute(app, messagesUnreadRoute, { cookie: member.cookie })).body.unreadCount;
    expect(await unreadFor(ben)).toBe(2);
    expect(await unreadFor(ana)).toBe(0);
    const list = (await injectRoute(app, listConversationsRoute, { cookie: ben.cookie })).body;
    expect(list[0]).toMatchObject({
      id,
      unreadCount: 2,
      lastMessage: { id: second.id, content: 'Two', senderId: ana.user.id, status: 'sent' },
    });

    // Ana reading her own thread delivers nothing.
    await injectRoute(app, listMessagesRoute, { cookie: ana.cookie, params: { id } });
    let thread = (await injectRoute(app, listMessagesRoute, { cookie: ana.cookie, params: { id } }))
      .body;
    expect(thread.items.map((m: TMessage) => m.status)).toEqual(['sent', 'sent']);

    // Ben's device fetched it: delivered, still unread.
    await injectRoute(app, listMessagesCleanRoute, { cookie: ben.cookie, params: { id } });
    thread = (await injectRoute(app, listMessagesRoute, { cookie: ana.cookie, params: { id } }))
      .body;
    expect(thread.items.map((m: TMessage) => m.status)).toEqual(['delivered', 'delivered']);
    expect(thread.items.every((m: TMessage) => m.deliveredAt !== null && m.readAt === null)).toBe(
      true,
    );
    expect(await unreadFor(ben)).toBe(2);

    const marked = await injectRoute(app, markConversationReadCleanRoute, {
      cookie: ben.cookie,
      params: { id },
    });
    expect(marked.body).toEqual({ markedCount: 2, unreadCount: 0 });
    thread = (await injectRoute(app, listMessagesRoute, { cookie: ana.cookie, params: { id } }))
      .body;
    expect(thread.items.map((m: TMessage) => m.status)).toEqual(['read', 'read']);
    expect(await unreadFor(ben)).toBe(0);
    const again = await injectRoute(app, markConversationReadCleanRoute, {
      cookie: ben.cookie,
      params: { id },
    });
    expect(again.body.markedCount).toBe(0);
    // Only the sender sees their own tempId; e-mails of others never leave the server.
    expect(thread.items[0]?.sender).toMatchObject({ id: ana.user.id, email: ana.user.email });
    const benView = (
      await injectRoute(app, listMessagesRoute, { cookie: ben.cookie, params: { id } })
    ).body;
    expect(benView.items[0]?.sender.email).toBeNull();
  });

  it('pages a thread newest page first with a cursor for older messages', async () => {
    const [ana, ben] = [await buildMember(db), await buildMember(db)];
    const id = await conversationBetween(ana, ben);
    // Written straight to the table (the send limit would stop a burst).
    const base = Date.now() - 60_000;
    await db.insert(messages).values(
      Array.from({ length: 7 }, (_, i) => ({
        conversationId: id,
        senderId: i % 2 ? ben.user.id : ana.user.id,
        recipientId: i % 2 ? ana.user.id : ben.user.id,
        content: `m${i}`,
        createdAt: new Date(base + i * 1000),
      })),
    );
    const page = (cursor?: string) =>
      injectRoute(app, listMessagesRoute, {
        cookie: ana.cookie,
        params: { id },
        query: { limit: 3, ...(cursor ? { cursor } : {}) },
      });
    const first = (await page()).body;
    expect(first.items.map((m: TMessage) => m.content)).toEqual(['m4', 'm5', 'm6']);
    const second = (await page(first.nextCursor ?? undefined)).body;
    expect(second.items.map((m: TMessage) => m.content)).toEqual(['m1', 'm2', 'm3']);
    const third = (await page(second.nextCursor ?? undefined)).body;
    expect(third.items.map((m: TMessage) => m.content)).toEqual(['m0']);
    expect(third.nextCursor).toBeNull();
    expect((await page('garbage')).status).toBe(400);
  });
});

describe('chat users', () => {
  it('never lists yourself, suspended or blocked members, or closed members who do not follow you', async () => {
    const tag = crypto.randomUUID().slice(0, 8);
    const me = await buildMember(db, { firstName: `Zed${tag}`, lastName: 'Viewer' });
    const open = await buildMember(db, { firstName: `Zed${tag}`, lastName: 'Open' });
    const blocked = await buildMember(db, { firstName: `Zed${tag}`, lastName: 'Blocked' });
    await buildMember(db, {
      firstName: `Zed${tag}`,
      lastName: 'Suspended',
      suspendedAt: new Date(),
    });
    const closed = await buildMember(db, {
      firstName: `Zed${tag}`,
      lastName: 'Closed',
      privacySettings: {
        profileVisibility: true,
        showLocation: true,
        allowMessages: false,
        showOnlineStatus: true,
      },
    });
    await db.insert(blocks).values({ blockerId: blocked.user.id, blockedId: me.user.id });
    for (const route of [listChatUsersRoute, listUsersCleanRoute]) {
      const found = await injectRoute(app, route, {
        cookie: me.cookie,
        query: { q: `zed${tag}` },
      });
      expect(found.status).toBe(200);
      expect(found.body.map((u) => u.id)).toEqual([open.user.id]);
      expect(found.body[0]?.email).toBeNull();
    }
    await db.insert(follows).values({ followerId: closed.user.id, followingId: me.user.id });
    const later = await injectRoute(app, listChatUsersRoute, {
      cookie: me.cookie,
      query: { q: `zed${tag}` },
    });
    expect(later.body.map((u) => u.id).sort()).toEqual([open.user.id, closed.user.id].sort());
  });

  it('searches first name, last name (case-insensitive) or a whole e-mail address', async () => {
    const tag = crypto.randomUUID().slice(0, 8);
    const me = await buildMember(db);
    const target = await buildMember(db, {
      firstName: `Quill${tag}`,
      lastName: `Rover${tag}`,
      email: `quill.${tag}@example.com`,
    });
    const search = async (q: string) =>
      (await injectRoute(app, listChatUsersRoute, { cookie: me.cookie, query: { q } })).body.map(
        (u) => u.id,
      );
    expect(await search(`QUILL${tag}`)).toEqual([target.user.id]);
    expect(await search(`rover${tag.toUpperCase()}`)).toEqual([target.user.id]);
    expect(await search(`Quill.${tag}@Example.com`)).toEqual([target.user.id]);
    // Part of someone's address finds nobody (addresses are private).
    expect(await search(`quill.${tag}@`)).toEqual([]);
    expect(await search(me.user.email)).toEqual([]);
    const everyone = (await injectRoute(app, listChatUsersRoute, { cookie: me.cookie })).body;
    expect(everyone.some((u) => u.id === me.user.id)).toBe(false);
  });
});

describe('online status in the people to message', () => {
  it('orders by recent activity only members who show their online status', async () => {
    const tag = crypto.randomUUID().slice(0, 8);
    const me = await buildMember(db);
    const hidden = await buildMember(db, {
      firstName: `Orla${tag}`,
      lastActiveAt: new Date(),
      privacySettings: {
        profileVisibility: true,
        showLocation: true,
        allowMessages: true,
        showOnlineStatus: false,
      },
    });
    const shown = await buildMember(db, {
      firstName: `Orla${tag}`,
      lastActiveAt: new Date(Date.now() - 24 * 60 * 60 * 1000),
    });
    const found = await injectRoute(app, listChatUsersRoute, {
      cookie: me.cookie,
      query: { q: `orla${tag}` },
    });
    // Had the hidden member's activity counted, they would come first.
    expect(found.body.map((u) => u.id)).toEqual([shown.user.id, hidden.user.id]);
  });
});

describe('e-mail privacy in conversations', () => {
  it('shows the viewer’s own address and null for the other participant', async () => {
    const [ana, ben] = [await buildMember(db), await buildMember(db)];
    await conversationBetween(ana, ben);
    const [row] = (await injectRoute(app, listConversationsRoute, { cookie: ana.cookie })).body;
    const participants = [row?.participant1, row?.participant2];
    expect(participants.find((p) => p?.id === ana.user.id)?.email).toBe(ana.user.email);
    expect(participants.find((p) => p?.id === ben.user.id)?.email).toBeNull();
    const [benRow] = await db
      .select({ email: users.email })
      .from(users)
      .where(eq(users.id, ben.user.id));
    expect(JSON.stringify(row)).not.toContain(benRow?.email);
  });
});
