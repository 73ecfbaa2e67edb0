import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { markActivityReadRoute } from '../../contract/activity.ts';
import {
  MESSAGE_IMAGE_NOT_OWN,
  MESSAGE_SEND_RATE_LIMIT,
  markConversationReadCleanRoute,
  sendMessageRoute,
  startConversationRoute,
} from '../../contract/messaging.ts';
import { followUserRoute } from '../../contract/people.ts';
import {
  WS_CLOSE_SESSION_ENDED,
  WS_ERRORS,
  WS_MAX_PAYLOAD_BYTES,
} from '../../contract/realtime.ts';
import { media, messages, users } from '../../db/schema/index.ts';
import { deleteUserSessions } from '../../db/queries/sessions.ts';
import { createTestApp } from '../test/app.ts';
import { buildMember } from '../test/factories.ts';
import { injectRoute } from '../test/inject.ts';
import { listenForSockets, openSocket, type TestSocket } from '../test/ws-client.ts';

const { app, database } = await createTestApp();
const db = database.db;
const base = await listenForSockets(app);

type Member = Awaited<ReturnType<typeof buildMember>>;

async function conversation(one: Member, other: Member): Promise<string> {
  const response = await injectRoute(app, startConversationRoute, {
    cookie: one.cookie,
    body: { participantId: other.user.id },
  });
  return response.body.id;
}

/** A signed-in socket that has received its `ready` frame. */
async function connect(member: Member): Promise<TestSocket> {
  const socket = await openSocket(base, { cookie: member.cookie });
  await socket.next('ready');
  return socket;
}

describe('the upgrade', () => {
  it('needs a live session cookie (401) and refuses other sites (403)', async () => {
    await expect(openSocket(base)).rejects.toThrow('upgrade refused: 401');
    await expect(openSocket(base, { cookie: 'roamly_session=not-a-real-session' })).rejects.toThrow(
      'upgrade refused: 401',
    );
    const ana = await buildMember(db);
    await expect(
      openSocket(base, { cookie: ana.cookie, headers: { origin: 'https://evil.example' } }),
    ).rejects.toThrow('upgrade refused: 403');
  });

  it('opens with `ready`: who the socket is and the unread badges', async () => {
    const [ana, ben] = [await buildMember(db), await buildMember(db)];
    const id = await conversation(ben, ana);
    await injectRoute(app, sendMessageRoute, {
      cookie: ben.cookie,
      params: { id },
      body: { content: 'Waiting for you' },
    });
    const socket = await openSocket(base, { cookie: ana.cookie });
    const ready = await socket.next('ready');
    expect(ready).toEqual({
      type: 'ready',
      userId: ana.user.id,
      unread: { messages: 1, activity: 0 },
    });
    socket.close();
  });
});

describe('frames, one by one', () => {
  it('answers ping with pong, authenticate for yourself, and refuses a forged authenticate', async () => {
    const [ana, ben] = [await buildMember(db), await buildMember(db)];
    const socket = await connect(ana);
    socket.send({ type: 'ping', timestamp: 1 });
    expect((await socket.next('pong')).timestamp).toBeGreaterThan(0);
    socket.send({ type: 'authenticate', userId: ana.user.id });
    expect(await socket.next('authenticated')).toEqual({
      type: 'authenticated',
      userId: ana.user.id,
    });
    socket.send({ type: 'authenticate', userId: ben.user.id });
    expect(await socket.next('error')).toEqual({
      type: 'error',
      message: WS_ERRORS.authenticate,
      tempId: null,
    });
    // The socket is still Ana's: a message to Ben's conversation with someone else is refused…
    const [cat] = [await buildMember(db)];
    const theirs = await conversation(ben, cat);
    socket.send({ type: 'send_message', conversationId: theirs, content: 'hijack', tempId: 't-1' });
    expect(await socket.next('error')).toEqual({
      type: 'error',
      message: 'Conversation not found',
      tempId: 't-1',
    });
    expect(await db.select().from(messages).where(eq(messages.conversationId, theirs))).toEqual([]);
    socket.close();
  });

  it('ignores garbage frames and keeps working', async () => {
    const ana = await buildMember(db);
    const socket = await connect(ana);
    for (const garbage of [
      'not json',
      '{"type":',
      '42',
      'null',
      '[]',
      JSON.stringify({ type: 'unknown_type' }),
      JSON.stringify({ type: 'send_message' }),
      JSON.stringify({ type: 'message_read', messageId: 5 }),
    ]) {
      socket.send(garbage);
    }
    socket.ws.send(Buffer.from([0, 1, 2, 3]), { binary: true });
    await socket.flush();
    expect(socket.frames).toEqual([]);
    expect(socket.ws.readyState).toBe(socket.ws.OPEN);
    socket.close();
  });

  it('closes the socket on an oversized frame (1009)', async () => {
    const ana = await buildMember(db);
    const socket = await connect(ana);
    socket.send({ type: 'ping', pad: 'x'.repeat(WS_MAX_PAYLOAD_BYTES + 10) });
    const closed = await socket.closed;
    expect(closed.code).toBe(1009);
  });

  it('send_message: message_sent to the sender, new_message to the recipient, once per tempId', async () => {
    const [ana, ben] = [await buildMember(db), await buildMember(db)];
    const id = await conversation(ana, ben);
    const [anaSocket, anaOtherTab, benSocket] = [
      await connect(ana),
      await connect(ana),
      await connect(ben),
    ];
    anaSocket.send({
      type: 'send_message',
      conversationId: id,
      content: ' Hello Ben ',
      tempId: 'tmp-1',
    });
    const sent = await anaSocket.next('message_sent');
    expect(sent).toMatchObject({
      tempId: 'tmp-1',
      message: { content: 'Hello Ben', status: 'sent', tempId: 'tmp-1', senderId: ana.user.id },
    });
    expect(sent.messageId).toBe(sent.message.id);
    const arrived = await benSocket.next('new_message');
    expect(arrived.message).toMatchObject({
      id: sent.messageId,
      content: 'Hello Ben',
      conversationId: id,
      tempId: null,
      sender: { id: ana.user.id, email: null },
    });
    expect((await benSocket.next('unread')).unread.messages).toBe(1);
    // Ana's other tab sees her own message; the sending socket does not get it twice.
    const mirrored = await anaOtherTab.next('new_message');
    expect(mirrored.message).toMatchObject({ id: sent.messageId, tempId: 'tmp-1' });
    expect(mirrored.message.sender.email).toBe(ana.user.email);

    // The client retries (same tempId): the same id, nothing stored or announced again.
    anaSocket.send({
      type: 'send_message',
      conversationId: id,
      content: 'Hello Ben',
      tempId: 'tmp-1',
    });
    const retried = await anaSocket.next('message_sent');
    expect(retried.messageId).toBe(sent.messageId);
    await benSocket.flush();
    expect(await benSocket.receivedWithin('new_message', 200)).toBe(false);
    expect(await db.select().from(messages).where(eq(messages.conversationId, id))).toHaveLength(1);
    expect(anaSocket.frames.filter((f) => f.type === 'new_message')).toEqual([]);
    for (const s of [anaSocket, anaOtherTab, benSocket]) s.close();
  });

  it('send_message with a photo and no text: the recipient gets the picture; another member’s is refused', async () => {
    const [ana, ben] = [await buildMember(db), await buildMember(db)];
    const id = await conversation(ana, ben);
    const upload = async (userId: string) => {
      const name = crypto.randomUUID();
      await db.insert(media).values({
        userId,
        kind: 'image',
        url: `/uploads/media/${name}-display.jpg`,
        sourceKey: `private/media/${name}.jpg`,
        originalName: 'tram.jpg',
        contentType: 'image/jpeg',
        size: 4096,
      });
      return `/uploads/media/${name}-display.jpg`;
    };
    const [mine, bens] = [await upload(ana.user.id), await upload(ben.user.id)];
    const [anaSocket, benSocket] = [await connect(ana), await connect(ben)];
    anaSocket.send({
      type: 'send_message',
      conversationId: id,
      content: '',
      imageUrl: mine,
      tempId: 'photo-1',
    });
    const sent = await anaSocket.next('message_sent');
    expect(sent.message).toMatchObject({ content: '', imageUrl: mine, tempId: 'photo-1' });
    const arrived = await benSocket.next('new_message');
    expect(arrived.message).toMatchObject({ id: sent.messageId, content: '', imageUrl: mine });
    const [row] = await db.select().from(media).where(eq(media.url, mine));
    expect(row?.attachedAt).not.toBeNull();

    anaSocket.send({
      type: 'send_message',
      conversationId: id,
      content: 'borrowed',
      imageUrl: bens,
      tempId: 'photo-2',
    });
    expect(await anaSocket.next('error')).toEqual({
      type: 'error',
      message: MESSAGE_IMAGE_NOT_OWN,
      tempId: 'photo-2',
    });
    for (const s of [anaSocket, benSocket]) s.close();
  });

  it('refused sends come back as error {message, tempId}', async () => {
    const [ana, ben] = [await buildMember(db), await buildMember(db)];
    const id = await conversation(ana, ben);
    const socket = await connect(ana);
    socket.send({ type: 'send_message', conversationId: id, content: '   ', tempId: 'blank' });
    expect(await socket.next('error')).toEqual({
      type: 'error',
      message: 'Content is required',
      tempId: 'blank',
    });
    socket.send({
      type: 'send_message',
      conversationId: crypto.randomUUID(),
      content: 'to nowhere',
      tempId: 'nowhere',
    });
    expect(await socket.next('error')).toMatchObject({ tempId: 'nowhere' });
    socket.send({ type: 'send_message', conversationId: 'x', content: 'bad id', tempId: 'bad-id' });
    expect(await socket.next('error')).toMatchObject({ tempId: 'bad-id' });
    socket.close();
  });

  it('limits sends per member over the socket too', async () => {
    const [ana, ben] = [await buildMember(db), await buildMember(db)];
    const id = await conversation(ana, ben);
    const socket = await connect(ana);
    for (let i = 0; i <= MESSAGE_SEND_RATE_LIMIT.max; i += 1) {
      socket.send({ type: 'send_message', conversationId: id, content: `n${i}`, tempId: `r${i}` });
    }
    const refused = await socket.next('error');
    expect(refused).toMatchObject({ tempId: `r${MESSAGE_SEND_RATE_LIMIT.max}` });
    socket.close();
  });

  it('message_delivered and message_read reach the sender as message_status; unread follows', async () => {
    const [ana, ben] = [await buildMember(db), await buildMember(db)];
    const id = await conversation(ana, ben);
    const [anaSocket, benSocket] = [await connect(ana), await connect(ben)];
    const ids: string[] = [];
    for (const [i, text] of ['one', 'two', 'three'].entries()) {
      anaSocket.send({ type: 'send_message', conversationId: id, content: text, tempId: `s${i}` });
      ids.push((await anaSocket.next('message_sent')).messageId);
    }
    for (const messageId of ids) {
      await benSocket.next('new_message', (f) => f.message.id === messageId);
      benSocket.send({ type: 'message_delivered', messageId });
    }
    for (const messageId of ids) {
      const status = await anaSocket.next('message_status', (f) => f.messageId === messageId);
      expect(status).toMatchObject({ conversationId: id, status: 'delivered' });
      expect(Number.isNaN(Date.parse(status.timestamp))).toBe(false);
    }
    // Ana cannot mark her own message delivered or read; Ben repeating changes nothing.
    anaSocket.send({ type: 'message_read', messageId: ids[0] });
    benSocket.send({ type: 'message_delivered', messageId: ids[0] });
    await Promise.all([anaSocket.flush(), benSocket.flush()]);
    expect(await anaSocket.receivedWithin('message_status', 150)).toBe(false);

    // Reading the second reads the first too, not the third.
    benSocket.send({ type: 'message_read', messageId: ids[1] });
    const read = [
      await anaSocket.next('message_status', (f) => f.status === 'read'),
      await anaSocket.next('message_status', (f) => f.status === 'read'),
    ];
    expect(read.map((f) => f.messageId).sort()).toEqual([ids[0], ids[1]].sort());
    expect(await benSocket.next('unread', (f) => f.unread.messages === 1)).toBeTruthy();
    // The HTTP mark-read reads the rest, with the same frames.
    await injectRoute(app, markConversationReadCleanRoute, { cookie: ben.cookie, params: { id } });
    expect(await anaSocket.next('message_status', (f) => f.messageId === ids[2])).toMatchObject({
      status: 'read',
    });
    expect(await benSocket.next('unread', (f) => f.unread.messages === 0)).toBeTruthy();
    // Unknown or foreign message ids: an error frame, nothing else.
    benSocket.send({ type: 'message_read', messageId: crypto.randomUUID() });
    expect(await benSocket.next('error')).toEqual({
      type: 'error',
      message: 'Message not found',
      tempId: null,
    });
    anaSocket.close();
    benSocket.close();
  });

  it('an HTTP send produces the same frames', async () => {
    const [ana, ben] = [await buildMember(db), await buildMember(db)];
    const id = await conversation(ana, ben);
    const [anaSocket, benSocket] = [await connect(ana), await connect(ben)];
    const response = await injectRoute(app, sendMessageRoute, {
      cookie: ana.cookie,
      params: { id },
      body: { content: 'Over HTTP', tempId: 'http-1' },
    });
    expect(response.status).toBe(201);
    expect((await benSocket.next('new_message')).message).toMatchObject({
      id: response.body.id,
      content: 'Over HTTP',
    });
    expect((await anaSocket.next('new_message')).message).toMatchObject({
      id: response.body.id,
      tempId: 'http-1',
    });
    anaSocket.close();
    benSocket.close();
  });

  it('relays typing to the other participant only', async () => {
    const [ana, ben, eve] = [await buildMember(db), await buildMember(db), await buildMember(db)];
    const id = await conversation(ana, ben);
    const [anaSocket, benSocket, eveSocket] = [
      await connect(ana),
      await connect(ben),
      await connect(eve),
    ];
    anaSocket.send({ type: 'typing', conversationId: id, isTyping: true });
    expect(await benSocket.next('typing')).toEqual({
      type: 'typing',
      conversationId: id,
      userId: ana.user.id,
      isTyping: true,
    });
    // Eve is not in it: her typing goes nowhere.
    eveSocket.send({ type: 'typing', conversationId: id, isTyping: true });
    await eveSocket.flush();
    expect(await benSocket.receivedWithin('typing', 150)).toBe(false);
    expect(anaSocket.frames.some((f) => f.type === 'typing')).toBe(false);
    for (const s of [anaSocket, benSocket, eveSocket]) s.close();
  });

  it('presence: only conversation partners who show their online status', async () => {
    const hidden = {
      profileVisibility: true,
      showLocation: true,
      allowMessages: true,
      showOnlineStatus: false,
    };
    const [ana, ben, shy, stranger] = [
      await buildMember(db),
      await buildMember(db),
      await buildMember(db, { privacySettings: hidden }),
      await buildMember(db),
    ];
    await conversation(ana, ben);
    await conversation(ana, shy);
    const anaSocket = await connect(ana);
    anaSocket.send({
      type: 'presence_subscribe',
      userIds: [ben.user.id, shy.user.id, stranger.user.id, 'nonsense'],
    });
    expect(await anaSocket.next('presence')).toEqual({
      type: 'presence',
      userId: ben.user.id,
      online: false,
    });
    const [benSocket, shySocket, strangerSocket] = [
      await connect(ben),
      await connect(shy),
      await connect(stranger),
    ];
    expect(await anaSocket.next('presence')).toEqual({
      type: 'presence',
      userId: ben.user.id,
      online: true,
    });
    benSocket.close();
    expect(await anaSocket.next('presence')).toEqual({
      type: 'presence',
      userId: ben.user.id,
      online: false,
    });
    await anaSocket.flush();
    expect(anaSocket.frames.filter((f) => f.type === 'presence')).toEqual([]);
    for (const s of [anaSocket, shySocket, strangerSocket]) s.close();
  });

  it('activity (a follow) and its unread count arrive over the socket; reading clears the badge', async () => {
    const [ana, ben] = [await buildMember(db), await buildMember(db)];
    const anaSocket = await connect(ana);
    await injectRoute(app, followUserRoute, { cookie: ben.cookie, params: { id: ana.user.id } });
    const activity = await anaSocket.next('activity');
    expect(activity.unreadCount).toBe(1);
    expect(activity.item).toMatchObject({ type: 'follow', actors: [{ id: ben.user.id }] });
    expect((await anaSocket.next('unread')).unread).toEqual({ messages: 0, activity: 1 });
    await injectRoute(app, markActivityReadRoute, { cookie: ana.cookie });
    expect((await anaSocket.next('unread')).unread).toEqual({ messages: 0, activity: 0 });
    anaSocket.close();
  });

  it('closes the sockets of a session that ended (sign-out elsewhere)', async () => {
    const ana = await buildMember(db);
    const socket = await connect(ana);
    await deleteUserSessions(db, { userId: ana.user.id });
    const closed = await socket.closed;
    expect(closed.code).toBe(WS_CLOSE_SESSION_ENDED);
  });

  it('closes the sockets of a member who is suspended (user.updated)', async () => {
    const ana = await buildMember(db);
    const socket = await connect(ana);
    await db.update(users).set({ suspendedAt: new Date() }).where(eq(users.id, ana.user.id));
    await app.deps.bus.publish({ type: 'user.updated', userId: ana.user.id });
    expect((await socket.closed).code).toBe(WS_CLOSE_SESSION_ENDED);
    await expect(openSocket(base, { cookie: ana.cookie })).rejects.toThrow('upgrade refused: 401');
  });
});
