import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { followUserRoute } from '../../../contract/people.ts';
import {
  NO_PUSH_SUBSCRIPTION,
  TEST_PUSH_SENT,
  ZPushPayload,
  pushPreferencesRoute,
  pushSubscribeRoute,
  pushUnsubscribeRoute,
  sendMessageRoute,
  startConversationRoute,
  testPushRoute,
  vapidPublicKeyRoute,
} from '../../../contract/messaging.ts';
import { DEFAULT_NOTIFICATION_SETTINGS } from '../../../contract/settings.ts';
import { getCurrentUserRoute } from '../../../contract/users.ts';
import { pushSubscriptions, users, vapidKeys } from '../../../db/schema/index.ts';
import { createTestApp } from '../../test/app.ts';
import { providerCallStats } from '../../../db/queries/performance.ts';
import { startFakePushService } from '../../test/fake-push-service.ts';
import { buildMember } from '../../test/factories.ts';
import { injectRoute } from '../../test/inject.ts';
import { listenForSockets, openSocket } from '../../test/ws-client.ts';
import { generateVapidKeys } from '../../providers/push/web-push.ts';
import { createOutboundGuard } from '../../http/outbound-guard.ts';
import { checkPushEndpoint, ENDPOINT_REFUSED } from './push.service.ts';

// The fake push service listens on loopback: allowed here only, as an operator could allow one.
const { app, database } = await createTestApp({ outboundAllowedAddresses: ['127.0.0.1'] });
const db = database.db;
// The same app without that allowance, as in production.
const strict = await createTestApp();
const push = await startFakePushService();
const base = await listenForSockets(app);

type Member = Awaited<ReturnType<typeof buildMember>>;

/** A member with push on and one subscribed browser (answering `status`). */
async function subscribedMember(status = 201, settings = {}) {
  const member = await buildMember(db, {
    pushNotificationsEnabled: true,
    notificationSettings: {
      ...DEFAULT_NOTIFICATION_SETTINGS,
      pushNotifications: true,
      ...settings,
    },
  });
  const subscription = push.subscription(status);
  const response = await injectRoute(app, pushSubscribeRoute, {
    cookie: member.cookie,
    body: subscription,
  });
  expect(response.status).toBe(201);
  return { ...member, subscription };
}

async function message(from: Member, to: Member, content: string) {
  const { body } = await injectRoute(app, startConversationRoute, {
    cookie: from.cookie,
    body: { participantId: to.user.id },
  });
  const sent = await injectRoute(app, sendMessageRoute, {
    cookie: from.cookie,
    params: { id: body.id },
    body: { content },
  });
  expect(sent.status).toBe(201);
  return sent.body;
}

const subscriptionsOf = (userId: string) =>
  db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));

describe('VAPID keys', () => {
  it('are generated once, kept in the database and served to anyone', async () => {
    const first = await injectRoute(app, vapidPublicKeyRoute);
    expect(first.status).toBe(200);
    expect(Buffer.from(first.body.publicKey, 'base64url')).toHaveLength(65);
    expect((await injectRoute(app, vapidPublicKeyRoute)).body).toEqual(first.body);
    const [row] = await db.select().from(vapidKeys);
    expect(row?.publicKey).toBe(first.body.publicKey);
  });

  it('come from VAPID_* when set', async () => {
    const keys = { ...generateVapidKeys(), subject: 'mailto:ops@example.com' };
    const other = await createTestApp({ vapid: keys });
    expect((await injectRoute(other.app, vapidPublicKeyRoute)).body.publicKey).toBe(keys.publicKey);
  });
});

describe('subscriptions and the preference', () => {
  it('stores a subscription, moves a known endpoint to whoever subscribes it, and forgets it', async () => {
    const [ana, ben] = [await buildMember(db), await buildMember(db)];
    const subscription = push.subscription();
    await injectRoute(app, pushSubscribeRoute, { cookie: ana.cookie, body: subscription });
    expect(await subscriptionsOf(ana.user.id)).toHaveLength(1);
    await injectRoute(app, pushSubscribeRoute, { cookie: ben.cookie, body: subscription });
    expect(await subscriptionsOf(ana.user.id)).toHaveLength(0);
    expect(await subscriptionsOf(ben.user.id)).toHaveLength(1);
    // Ana cannot remove Ben's device.
    await injectRoute(app, pushUnsubscribeRoute, {
      cookie: ana.cookie,
      body: { endpoint: subscription.endpoint },
    });
    expect(await subscriptionsOf(ben.user.id)).toHaveLength(1);
    await injectRoute(app, pushUnsubscribeRoute, {
      cookie: ben.cookie,
      body: { endpoint: subscription.endpoint },
    });
    expect(await subscriptionsOf(ben.user.id)).toHaveLength(0);
  });

  it('validates the subscription and needs a session', async () => {
    const ana = await buildMember(db);
    const bad = await injectRoute(app, pushSubscribeRoute, {
      cookie: ana.cookie,
      body: { endpoint: 'not a url', keys: { p256dh: 'x', auth: 'y' } },
    });
    expect(bad.status).toBe(400);
    const badKeys = await injectRoute(app, pushSubscribeRoute, {
      cookie: ana.cookie,
      body: { endpoint: 'https://push.example.com/x', keys: { p256dh: 'a b', auth: '' } },
    });
    expect(badKeys.status).toBe(400);
    expect((await injectRoute(app, pushSubscribeRoute, { body: push.subscription() })).status).toBe(
      401,
    );
    expect((await injectRoute(app, testPushRoute)).status).toBe(401);
    expect((await injectRoute(app, pushPreferencesRoute, { body: { enabled: true } })).status).toBe(
      401,
    );
  });

  it('only accepts https endpoints whose host resolves to public addresses', async () => {
    // Names resolve through a stub: a push service on a name that points into a private network.
    const guard = createOutboundGuard({
      resolve: async (hostname) => {
        if (hostname === 'push.example.com') return [{ address: '93.184.215.14', family: 4 }];
        if (hostname === 'rebind.example.com') return [{ address: '10.0.0.7', family: 4 }];
        if (hostname === 'split.example.com') {
          return [
            { address: '93.184.215.14', family: 4 },
            { address: 'fd00::7', family: 6 },
          ];
        }
        throw new Error('ENOTFOUND');
      },
    });
    const refused = [
      'http://push.example.com/x',
      'https://rebind.example.com/x',
      'https://split.example.com/x',
      'https://127.0.0.1/x',
      'https://10.1.2.3/x',
      'https://192.168.1.1/x',
      'https://169.254.169.254/latest',
      'https://[::1]/x',
      'https://[fd00::1]/x',
      'https://[::ffff:10.0.0.1]/x',
      'https://[64:ff9b::a9fe:a9fe]/x',
      'https://printer.local/x',
      'ftp://push.example.com/x',
    ];
    for (const endpoint of refused) {
      await expect(checkPushEndpoint(endpoint, guard), endpoint).rejects.toThrow();
    }
    await expect(checkPushEndpoint('https://push.example.com/x', guard)).resolves.toBeUndefined();
  });

  it('refuses, through the route, an endpoint on loopback that is not allowed', async () => {
    const member = await buildMember(strict.database.db);
    const response = await injectRoute(strict.app, pushSubscribeRoute, {
      cookie: member.cookie,
      body: push.subscription(),
    });
    expect(response.status).toBe(400);
    expect(response.message).toBe(ENDPOINT_REFUSED);
  });

  it('PATCH /api/push/preferences saves the toggle; turning it off forgets every device', async () => {
    const ana = await subscribedMember();
    await injectRoute(app, pushSubscribeRoute, { cookie: ana.cookie, body: push.subscription() });
    expect(await subscriptionsOf(ana.user.id)).toHaveLength(2);
    const off = await injectRoute(app, pushPreferencesRoute, {
      cookie: ana.cookie,
      body: { enabled: false },
    });
    expect(off.body).toEqual({ pushNotificationsEnabled: false });
    expect(await subscriptionsOf(ana.user.id)).toHaveLength(0);
    const me = (await injectRoute(app, getCurrentUserRoute, { cookie: ana.cookie })).body;
    expect(me.pushNotificationsEnabled).toBe(false);
    expect(me.notificationSettings.pushNotifications).toBe(false);
    const on = await injectRoute(app, pushPreferencesRoute, {
      cookie: ana.cookie,
      body: { enabled: true },
    });
    expect(on.body).toEqual({ pushNotificationsEnabled: true });
    const [row] = await db
      .select({ settings: users.notificationSettings })
      .from(users)
      .where(eq(users.id, ana.user.id));
    expect(row?.settings.pushNotifications).toBe(true);
  });
});

describe('pushes', () => {
  it('a message to a member with no open socket arrives encrypted (RFC 8291) and signed (VAPID)', async () => {
    const [ana, ben] = [
      await buildMember(db, { firstName: 'Ana', lastName: 'Lima' }),
      await subscribedMember(),
    ];
    const sent = await message(ana, ben, 'See you in Porto');
    const [received] = await push.waitFor(ben.subscription.endpoint);
    const payload = ZPushPayload.parse(received?.payload);
    expect(payload).toEqual({
      title: 'Ana Lima',
      body: 'See you in Porto',
      url: `/messages-simple?conversation=${sent.conversationId}`,
      tag: `conversation-${sent.conversationId}`,
      kind: 'message',
      conversationId: sent.conversationId,
      icon: null,
    });
    const publicKey = (await injectRoute(app, vapidPublicKeyRoute)).body.publicKey;
    expect(received?.vapid).toMatchObject({
      audience: push.origin,
      subject: 'mailto:no-reply@roamly.local',
      publicKey,
    });
    expect(received?.vapid.expires).toBeGreaterThan(Date.now() / 1000);
    expect(Number(received?.headers.ttl)).toBeGreaterThan(0);
    expect(received?.headers.urgency).toBe('high');
    await expect
      .poll(async () => (await subscriptionsOf(ben.user.id))[0]?.lastSuccessAt ?? null)
      .not.toBeNull();
  });

  it('is not sent while the member has a socket open, nor when their toggles say no', async () => {
    const ana = await buildMember(db);
    const online = await subscribedMember();
    const socket = await openSocket(base, { cookie: online.cookie });
    await socket.next('ready');
    await message(ana, online, 'You are online');
    await socket.next('new_message');
    const pushOff = await subscribedMember();
    await db
      .update(users)
      .set({ pushNotificationsEnabled: false })
      .where(eq(users.id, pushOff.user.id));
    await message(ana, pushOff, 'Push is off');
    const messagesOff = await subscribedMember(201, { messageNotifications: false });
    await message(ana, messagesOff, 'Message notifications are off');
    // A control member proves pushes were flowing meanwhile.
    const control = await subscribedMember();
    await message(ana, control, 'control');
    await push.waitFor(control.subscription.endpoint);
    expect(push.countAt(online.subscription.endpoint)).toBe(0);
    expect(push.countAt(pushOff.subscription.endpoint)).toBe(0);
    expect(push.countAt(messagesOff.subscription.endpoint)).toBe(0);
    socket.close();
  });

  it('removes a subscription the push service says is gone (410, 404) and keeps it on 500', async () => {
    const ana = await buildMember(db);
    for (const status of [410, 404]) {
      const gone = await subscribedMember(status);
      await message(ana, gone, `to a ${status} endpoint`);
      await push.waitFor(gone.subscription.endpoint);
      await expect
        .poll(async () => (await subscriptionsOf(gone.user.id)).length, { timeout: 5_000 })
        .toBe(0);
    }
    const flaky = await subscribedMember(500);
    await message(ana, flaky, 'to a failing endpoint');
    await push.waitFor(flaky.subscription.endpoint);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await subscriptionsOf(flaky.user.id)).toHaveLength(1);
    // The summary's "Web push" provider: the 500 is its latest failure, the gone ones are not.
    const pushStats = async () => {
      await app.performance.flush();
      const stats = await providerCallStats(db, { since: new Date(Date.now() - 3_600_000) });
      return stats.find((row) => row.provider === 'push');
    };
    await expect
      .poll(async () => (await pushStats())?.lastError, { timeout: 5_000 })
      .toBe('push service answered 500');
    const stats = (await pushStats())!;
    expect(stats.calls - stats.errors).toBeGreaterThanOrEqual(2);
  });

  it('activity (a new follower) is pushed when the Notifications toggles allow it', async () => {
    const fan = await buildMember(db, { firstName: 'Fan', lastName: 'Club' });
    const star = await subscribedMember();
    await injectRoute(app, followUserRoute, { cookie: fan.cookie, params: { id: star.user.id } });
    const [received] = await push.waitFor(star.subscription.endpoint);
    expect(ZPushPayload.parse(received?.payload)).toMatchObject({
      kind: 'activity',
      body: 'Fan Club started following you',
      url: `/profile/${fan.user.id}`,
    });
    const quiet = await subscribedMember(201, { followNotifications: false });
    await injectRoute(app, followUserRoute, { cookie: fan.cookie, params: { id: quiet.user.id } });
    const control = await subscribedMember();
    await injectRoute(app, followUserRoute, {
      cookie: fan.cookie,
      params: { id: control.user.id },
    });
    await push.waitFor(control.subscription.endpoint);
    expect(push.countAt(quiet.subscription.endpoint)).toBe(0);
  });

  it('POST /api/test-push-notification: 400 without a device, success with one', async () => {
    const lonely = await buildMember(db);
    const none = await injectRoute(app, testPushRoute, { cookie: lonely.cookie });
    expect(none.status).toBe(400);
    expect(none.message).toBe(NO_PUSH_SUBSCRIPTION);
    const ana = await subscribedMember();
    const ok = await injectRoute(app, testPushRoute, { cookie: ana.cookie });
    expect(ok.body).toEqual({ success: true, message: TEST_PUSH_SENT });
    const [received] = await push.waitFor(ana.subscription.endpoint);
    expect(ZPushPayload.parse(received?.payload).kind).toBe('test');
  });
});
