import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { pushSubscriptions, users, vapidKeys } from '../schema/index.ts';

export type PushSubscriptionRow = {
  id: string;
  endpoint: string;
  p256dh: string;
  auth: string;
};

/** Stores a browser's subscription for the member; an endpoint already known moves to them. */
export async function upsertPushSubscription(
  db: Db,
  values: { userId: string; endpoint: string; p256dh: string; auth: string },
): Promise<void> {
  await db
    .insert(pushSubscriptions)
    .values(values)
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: { userId: values.userId, p256dh: values.p256dh, auth: values.auth },
    });
}

/** Forgets one of the member's subscriptions (another member's endpoint is left alone). */
export async function deletePushSubscription(
  db: Db,
  { userId, endpoint }: { userId: string; endpoint: string },
): Promise<void> {
  await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)));
}

export async function deleteUserPushSubscriptions(
  db: Db,
  { userId }: { userId: string },
): Promise<void> {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
}

/** The push service said the subscription is gone (404 or 410). */
export async function deletePushSubscriptionById(db: Db, { id }: { id: string }): Promise<void> {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
}

export async function markPushDelivered(db: Db, { id }: { id: string }): Promise<void> {
  await db
    .update(pushSubscriptions)
    .set({ lastSuccessAt: sql`now()` })
    .where(eq(pushSubscriptions.id, id));
}

/**
 * Where and whether to push to a member: their subscriptions and settings, in one round trip.
 * Undefined for an unknown or suspended member.
 */
export async function findPushTarget(db: Db, { userId }: { userId: string }) {
  const [user] = await db
    .select({
      pushNotificationsEnabled: users.pushNotificationsEnabled,
      notificationSettings: users.notificationSettings,
      suspendedAt: users.suspendedAt,
      subscriptions: sql<PushSubscriptionRow[]>`coalesce((
        select json_agg(json_build_object('id', s.id, 'endpoint', s.endpoint,
          'p256dh', s.p256dh, 'auth', s.auth) order by s.created_at desc)
        from ${pushSubscriptions} s where s.user_id = ${userId}), '[]'::json)`,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!user || user.suspendedAt) return undefined;
  return user;
}

/** Sets the member's push preference (the column and the Notifications toggle move together). */
export async function setPushPreference(
  db: Db,
  { userId, enabled }: { userId: string; enabled: boolean },
): Promise<boolean | undefined> {
  const [row] = await db
    .update(users)
    .set({
      pushNotificationsEnabled: enabled,
      notificationSettings: sql`${users.notificationSettings} || jsonb_build_object('pushNotifications', ${enabled}::boolean)`,
      updatedAt: sql`now()`,
    })
    .where(eq(users.id, userId))
    .returning({ enabled: users.pushNotificationsEnabled });
  return row?.enabled;
}

/**
 * The stored VAPID pair; on the very first start `generate` makes one. Instances racing on first
 * start keep the first pair written.
 */
export async function findOrStoreVapidKeys(
  db: Db,
  generate: () => { publicKey: string; privateKey: string },
): Promise<{ publicKey: string; privateKey: string }> {
  const read = async () => {
    const [row] = await db
      .select({ publicKey: vapidKeys.publicKey, privateKey: vapidKeys.privateKey })
      .from(vapidKeys)
      .where(eq(vapidKeys.id, 1));
    return row;
  };
  const existing = await read();
  if (existing) return existing;
  await db
    .insert(vapidKeys)
    .values({ id: 1, ...generate() })
    .onConflictDoNothing();
  const stored = await read();
  if (!stored) throw new Error('VAPID keys vanished');
  return stored;
}
