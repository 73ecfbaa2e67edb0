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
import {
  isPublicAddress,
  OutboundRefused,
  outboundGuardFor,
  type OutboundGuard,
} from '../../http/outbound-guard.ts';

export const ENDPOINT_REFUSED = 'Endpoint must be a public push service';

/**
 * A push endpoint must be an https URL whose host resolves to public addresses only (browsers only
 * hand out those); the outbound guard decides, as it does again at every send. Plain http is
 * accepted only for addresses the operator allowed (OUTBOUND_ALLOWED_ADDRESSES: local fakes in
 * tests).
 */
export async function checkPushEndpoint(endpoint: string, guard: OutboundGuard): Promise<void> {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    throw badRequest('Endpoint must be a web address');
  }
  if (!['http:', 'https:'].includes(url.protocol))
    throw badRequest('Endpoint must be a web address');
  if (url.username || url.password) throw badRequest(ENDPOINT_REFUSED);
  let pinned: { address: string };
  try {
    pinned = await guard.check(url);
  } catch (error) {
    if (error instanceof OutboundRefused && error.reason === 'unresolved') {
      throw badRequest('The push service could not be found');
    }
    throw badRequest(ENDPOINT_REFUSED);
  }
  if (url.protocol !== 'https:' && isPublicAddress(pinned.address)) {
    throw badRequest('Endpoint must be an https address');
  }
}

export async function subscribePush(
  ctx: MemberContext,
  input: { endpoint: string; keys: { p256dh: string; auth: string } },
): Promise<TOkResponse> {
  await checkPushEndpoint(input.endpoint, outboundGuardFor(ctx.config));
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
