import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import { afterAll, describe, expect, it } from 'vitest';
import {
  pushSubscribeRoute,
  sendMessageRoute,
  startConversationRoute,
} from '../../contract/messaging.ts';
import { DEFAULT_NOTIFICATION_SETTINGS } from '../../contract/settings.ts';
import { createPool, type Database } from '../../db/client.ts';
import { createFeedEngine } from '../../db/feed-engine/feed-engine.ts';
import * as schema from '../../db/schema/index.ts';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { createBackground } from '../jobs/background.ts';
import { createLocalStorage } from '../providers/storage/local.ts';
import { createRedisBus } from './bus.ts';
import { createTestDatabase } from '../test/database.ts';
import { startFakePushService } from '../test/fake-push-service.ts';
import { buildMember } from '../test/factories.ts';
import { injectRoute } from '../test/inject.ts';
import { listenForSockets, openSocket, type TestSocket } from '../test/ws-client.ts';

const redisUrl = process.env.REDIS_URL;

/**
 * Two server instances on one PostgreSQL database and one Redis: each has its own pool, bus
 * connection, hub, presence registry and send limiter, and listens on its own port, exactly as
 * two processes behind a load balancer would. Runs when REDIS_URL is set (CI's distributed run).
 */
async function instance(shared: Database) {
  const pool = createPool(String(shared.pool.options.connectionString), 5);
  const database: Database = {
    db: drizzle(pool, { schema }),
    pool,
    mode: 'external',
    close: () => pool.end(),
  };
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'roamly-fanout-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    REDIS_URL: redisUrl,
    // The fake push service listens on loopback, which the outbound guard refuses otherwise.
    OUTBOUND_ALLOWED_ADDRESSES: '127.0.0.1',
  });
  const bus = createRedisBus(redisUrl!);
  const app = await buildApp({
    config,
    database,
    storage: createLocalStorage(path.join(dataDir, 'uploads')),
    bus,
    feed: createFeedEngine({ db: database.db, events: bus }),
    ...createBackground({ pool, config, work: false }),
    testLoginKey: undefined,
    webRoot: undefined,
  });
  const base = await listenForSockets(app);
  afterAll(async () => {
    await app.close();
    await pool.end().catch(() => {});
    await fs.rm(dataDir, { recursive: true, force: true });
  });
  return { app, base };
}

/** Built only with REDIS_URL (file-level hooks close everything after the file). */
const world = redisUrl
  ? await (async () => {
      const shared = await createTestDatabase();
      return {
        db: shared.db,
        one: await instance(shared),
        two: await instance(shared),
        push: await startFakePushService(),
      };
    })()
  : undefined;

describe.runIf(world)('two instances on one PostgreSQL and Redis (REDIS_URL)', () => {
  // The factory runs even when skipped (to list the tests): only the tests use these.
  const { db, one, two, push } = world ?? ({} as NonNullable<typeof world>);
  type Member = Awaited<ReturnType<typeof buildMember>>;
  const connect = async (base: string, member: Member): Promise<TestSocket> => {
    const socket = await openSocket(base, { cookie: member.cookie });
    await socket.next('ready');
    return socket;
  };
  const conversation = async (from: Member, to: Member) =>
    (
      await injectRoute(one.app, startConversationRoute, {
        cookie: from.cookie,
        body: { participantId: to.user.id },
      })
    ).body.id;

  it('a message sent through instance A reaches a socket on instance B at once, and back', async () => {
    const [ana, ben] = [await buildMember(db), await buildMember(db)];
    const id = await conversation(ana, ben);
    const anaSocket = await connect(one.base, ana);
    const benSocket = await connect(two.base, ben);

    anaSocket.send({ type: 'send_message', conversationId: id, content: 'Across', tempId: 'x-1' });
    const sent = await anaSocket.next('message_sent');
    const arrived = await benSocket.next('new_message');
    expect(arrived.message).toMatchObject({ id: sent.messageId, content: 'Across' });
    expect((await benSocket.next('unread')).unread.messages).toBe(1);

    // Ben (on B) reads it: Ana (on A) sees the ticks.
    benSocket.send({ type: 'message_delivered', messageId: sent.messageId });
    expect(await anaSocket.next('message_status')).toMatchObject({
      messageId: sent.messageId,
      status: 'delivered',
    });
    benSocket.send({ type: 'message_read', messageId: sent.messageId });
    expect(await anaSocket.next('message_status')).toMatchObject({ status: 'read' });

    // An HTTP send through B reaches Ana's socket on A; typing crosses too.
    const viaHttp = await injectRoute(two.app, sendMessageRoute, {
      cookie: ben.cookie,
      params: { id },
      body: { content: 'Back over HTTP' },
    });
    expect((await anaSocket.next('new_message')).message.id).toBe(viaHttp.body.id);
    benSocket.send({ type: 'typing', conversationId: id, isTyping: true });
    expect(await anaSocket.next('typing')).toMatchObject({ userId: ben.user.id, isTyping: true });
    anaSocket.close();
    benSocket.close();
  });

  it('presence crosses instances, and a member online on B gets no push from a send on A', async () => {
    const ana = await buildMember(db);
    const ben = await buildMember(db, {
      pushNotificationsEnabled: true,
      notificationSettings: { ...DEFAULT_NOTIFICATION_SETTINGS, pushNotifications: true },
    });
    const subscription = push.subscription();
    await injectRoute(two.app, pushSubscribeRoute, { cookie: ben.cookie, body: subscription });
    const id = await conversation(ana, ben);
    const anaSocket = await connect(one.base, ana);
    anaSocket.send({ type: 'presence_subscribe', userIds: [ben.user.id] });
    expect(await anaSocket.next('presence')).toMatchObject({ userId: ben.user.id, online: false });
    const benSocket = await connect(two.base, ben);
    expect(await anaSocket.next('presence')).toMatchObject({ userId: ben.user.id, online: true });

    await injectRoute(one.app, sendMessageRoute, {
      cookie: ana.cookie,
      params: { id },
      body: { content: 'You are online on B' },
    });
    await benSocket.next('new_message');
    benSocket.close();
    expect(await anaSocket.next('presence')).toMatchObject({ userId: ben.user.id, online: false });

    // Offline everywhere now: one push, from the instance that took the send (not one per instance).
    await injectRoute(one.app, sendMessageRoute, {
      cookie: ana.cookie,
      params: { id },
      body: { content: 'Now you are offline' },
    });
    const [received] = await push.waitFor(subscription.endpoint);
    expect(received?.payload).toMatchObject({ body: 'Now you are offline' });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(push.countAt(subscription.endpoint)).toBe(1);
    anaSocket.close();
  });
});
