import type { FastifyBaseLogger } from 'fastify';
import type { TActivityType } from '../../../contract/activity.ts';
import type { TChatUser, TMessage, TPushPayload } from '../../../contract/messaging.ts';
import {
  DEFAULT_NOTIFICATION_SETTINGS,
  type TNotificationSettings,
} from '../../../contract/settings.ts';
import { userDisplayName } from '../../../contract/user-names.ts';
import type { Db } from '../../../db/client.ts';
import {
  deletePushSubscriptionById,
  findOrStoreVapidKeys,
  findPushTarget,
  markPushDelivered,
  type PushSubscriptionRow,
} from '../../../db/queries/push.ts';
import { findProfileById } from '../../../db/queries/users.ts';
import type { AppConfig } from '../../config.ts';
import { generateVapidKeys, sendWebPush, type VapidKeys } from '../../providers/push/web-push.ts';
import type { ProviderCalls } from '../../providers/provider-calls.ts';
import { outboundGuardFor } from '../../http/outbound-guard.ts';

/** Pushes being sent at once per instance; more wait their turn. */
const PUSH_CONCURRENCY = 32;
/** A message's text in a notification is cut to this many characters. */
const PUSH_BODY_MAX = 140;

export type PushSummary = { sent: number; removed: number; failed: number };

/** Why a notification is sent: which toggle must allow it (`test` needs none). */
// Warnings from the Roamly team appear in the activity list only; they are not pushed.
type PushReason = 'message' | Exclude<TActivityType, 'warning' | 'report_outcome'> | 'test';
const TOGGLE_OF: Record<Exclude<PushReason, 'test'>, keyof TNotificationSettings> = {
  message: 'messageNotifications',
  follow: 'followNotifications',
  like: 'likeNotifications',
  comment: 'commentNotifications',
};

/**
 * Web push for a member's devices: the VAPID keys (VAPID_* or the stored pair), the Notifications
 * toggles (push on, and the toggle of the kind), RFC 8291 encryption, and clean-up of the
 * subscriptions the push service says are gone (404/410).
 */
export function createPushNotifier({
  db,
  config,
  log,
  calls,
}: {
  db: Db;
  config: AppConfig;
  log: FastifyBaseLogger;
  /** Each send's outcome, for the performance summary (a gone subscription is no failure). */
  calls?: ProviderCalls;
}) {
  let keys: Promise<VapidKeys> | undefined;
  const guard = outboundGuardFor(config);
  let running = 0;
  const waiting: (() => void)[] = [];

  /** The VAPID pair: from the environment, else the one stored on first start. */
  function vapidKeys(): Promise<VapidKeys> {
    keys ??= (async () => {
      const { publicKey, privateKey, subject } = config.vapid;
      if (publicKey && privateKey) return { publicKey, privateKey, subject };
      const stored = await findOrStoreVapidKeys(db, generateVapidKeys);
      return { ...stored, subject };
    })();
    keys.catch(() => (keys = undefined));
    return keys;
  }

  async function slot<T>(fn: () => Promise<T>): Promise<T> {
    if (running >= PUSH_CONCURRENCY) await new Promise<void>((resolve) => waiting.push(resolve));
    running += 1;
    try {
      return await fn();
    } finally {
      running -= 1;
      waiting.shift()?.();
    }
  }

  async function sendTo(
    subscriptions: PushSubscriptionRow[],
    payload: TPushPayload,
  ): Promise<PushSummary> {
    const summary: PushSummary = { sent: 0, removed: 0, failed: 0 };
    if (subscriptions.length === 0) return summary;
    const vapid = await vapidKeys();
    const text = JSON.stringify(payload);
    await Promise.all(
      subscriptions.map((subscription) =>
        slot(async () => {
          const outcome = await sendWebPush(subscription, text, vapid, {
            guard,
            urgency: payload.kind === 'message' ? 'high' : 'normal',
          });
          calls?.record(
            'push',
            outcome.result === 'failed'
              ? { ok: false, error: `push service answered ${outcome.status ?? 'nothing'}` }
              : { ok: true },
          );
          if (outcome.result === 'sent') {
            summary.sent += 1;
            await markPushDelivered(db, { id: subscription.id });
          } else if (outcome.result === 'gone') {
            summary.removed += 1;
            await deletePushSubscriptionById(db, { id: subscription.id });
          } else {
            summary.failed += 1;
            log.warn({ status: outcome.status }, 'a push service refused a notification');
          }
        }),
      ),
    );
    return summary;
  }

  /** Sends to every device of the member when their settings allow this reason. */
  async function notifyUser(
    userId: string,
    reason: PushReason,
    payload: TPushPayload,
  ): Promise<PushSummary> {
    const target = await findPushTarget(db, { userId });
    if (!target) return { sent: 0, removed: 0, failed: 0 };
    if (reason !== 'test') {
      if (!target.pushNotificationsEnabled) return { sent: 0, removed: 0, failed: 0 };
      const toggle = TOGGLE_OF[reason];
      const allowed =
        target.notificationSettings?.[toggle] ?? DEFAULT_NOTIFICATION_SETTINGS[toggle];
      if (!allowed) return { sent: 0, removed: 0, failed: 0 };
    }
    return sendTo(target.subscriptions, payload);
  }

  return {
    vapidKeys,
    notifyUser,

    /** A new message for a member with no open socket. */
    async notifyMessage(recipientId: string, message: TMessage): Promise<PushSummary> {
      const text = message.content || (message.imageUrl ? '📷 Photo' : '');
      return notifyUser(recipientId, 'message', {
        title: nameOf(message.sender),
        body: text.length > PUSH_BODY_MAX ? `${text.slice(0, PUSH_BODY_MAX - 1)}…` : text,
        url: `/messages-simple?conversation=${message.conversationId}`,
        tag: `conversation-${message.conversationId}`,
        kind: 'message',
        conversationId: message.conversationId,
        icon: message.sender.profileImageUrl,
      });
    },

    /** A follow, like or comment for a member with no open socket. */
    async notifyActivity(input: {
      recipientId: string;
      actorId: string;
      activityType: Exclude<TActivityType, 'warning' | 'report_outcome'>;
      postId: string | null;
    }): Promise<PushSummary> {
      const actor = await findProfileById(db, { id: input.actorId });
      if (!actor) return { sent: 0, removed: 0, failed: 0 };
      const name = nameOf(actor);
      const body = {
        follow: `${name} started following you`,
        like: `${name} liked your post`,
        comment: `${name} commented on your post`,
      }[input.activityType];
      return notifyUser(input.recipientId, input.activityType, {
        title: 'Roamly',
        body,
        url: input.postId ? `/posts/${input.postId}` : `/profile/${input.actorId}`,
        tag: `activity-${input.activityType}-${input.postId ?? input.actorId}`,
        kind: 'activity',
        conversationId: null,
        icon: actor.profileImageUrl,
      });
    },
  };
}

export type PushNotifier = ReturnType<typeof createPushNotifier>;

/** The name a notification shows; another member's e-mail never goes into one. */
function nameOf(user: Pick<TChatUser, 'firstName' | 'lastName'>): string {
  return userDisplayName({ firstName: user.firstName, lastName: user.lastName }) || 'A traveller';
}
