import net from 'node:net';
import {
  NO_PUSH_SUBSCRIPTION,
  TEST_PUSH_SENT,
  type TPushPreferences,
  type TTestPushResult,
} from '../../../contract/messaging.ts';
import type { TOkResponse } from '../../../contract/common.ts';
import {
  deletePushSubscription,
  deleteUserPushSubscriptions,
  setPushPreference,
  upsertPushSubscription,
} from '../../../db/queries/push.ts';
import type { MemberContext } from '../../context.ts';
import { badRequest, notFound } from '../../http-error.ts';
import type { PushNotifier } from './push.notifier.ts';

/** Addresses a push endpoint may never point at (the server would POST into its own network). */
const PRIVATE_RANGES = new net.BlockList();
for (const [address, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
] as const) {
  PRIVATE_RANGES.addSubnet(address, prefix, 'ipv4');
}
for (const [address, prefix] of [
  ['::', 127],
  ['fc00::', 7],
  ['fe80::', 10],
  ['::ffff:0:0', 96],
] as const) {
  PRIVATE_RANGES.addSubnet(address, prefix, 'ipv6');
}

/**
 * A push endpoint must be a public https address (browsers only hand out those). Tests point
 * subscriptions at a local fake push service, so the test environment accepts any http(s) URL.
 */
export function checkPushEndpoint(endpoint: string, env: 'development' | 'production' | 'test') {
  const url = new URL(endpoint);
  if (env === 'test') {
    if (!['http:', 'https:'].includes(url.protocol))
      throw badRequest('Endpoint must be a web address');
    return;
  }
  if (url.protocol !== 'https:') throw badRequest('Endpoint must be an https address');
  const host = url.hostname.replace(/^\[|\]$/g, '').toLowerCase();
  const family = net.isIP(host);
  const isPrivate =
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    host.endsWith('.local') ||
    (family !== 0 && PRIVATE_RANGES.check(host, family === 4 ? 'ipv4' : 'ipv6'));
  if (isPrivate) throw badRequest('Endpoint must be a public push service');
}

export async function subscribePush(
  ctx: MemberContext,
  input: { endpoint: string; keys: { p256dh: string; auth: string } },
): Promise<TOkResponse> {
  checkPushEndpoint(input.endpoint, ctx.config.env);
  await upsertPushSubscription(ctx.db, {
    userId: ctx.viewer.id,
    endpoint: input.endpoint,
    p256dh: input.keys.p256dh,
    auth: input.keys.auth,
  });
  return { ok: true };
}

export async function unsubscribePush(
  ctx: MemberContext,
  { endpoint }: { endpoint: string },
): Promise<TOkResponse> {
  await deletePushSubscription(ctx.db, { userId: ctx.viewer.id, endpoint });
  return { ok: true };
}

/** The settings toggle (1-platform-core §4): saved first; turning off forgets every device. */
export async function updatePushPreference(
  ctx: MemberContext,
  { enabled }: { enabled: boolean },
): Promise<TPushPreferences> {
  const saved = await ctx.tx(async (tx) => {
    const value = await setPushPreference(tx.db, { userId: ctx.viewer.id, enabled });
    if (value === undefined) throw notFound('User not found');
    if (!enabled) await deleteUserPushSubscriptions(tx.db, { userId: ctx.viewer.id });
    tx.emit({ type: 'user.updated', userId: ctx.viewer.id });
    return value;
  });
  return { pushNotificationsEnabled: saved };
}

/** A test notification to each of the member's devices (whatever the toggles say). */
export async function sendTestPush(
  ctx: MemberContext,
  { notifier }: { notifier: PushNotifier },
): Promise<TTestPushResult> {
  const summary = await notifier.notifyUser(ctx.viewer.id, 'test', {
    title: 'Roamly',
    body: 'Push notifications are working.',
    url: '/messages-simple',
    tag: 'test',
    kind: 'test',
    conversationId: null,
    icon: null,
  });
  if (summary.sent === 0) throw badRequest(NO_PUSH_SUBSCRIPTION);
  return { success: true, message: TEST_PUSH_SENT };
}
