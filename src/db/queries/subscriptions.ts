import { and, eq, sql } from 'drizzle-orm';
import type { TPaymentProvider } from '../../contract/payments.ts';
import type { Db } from '../client.ts';
import { processedPaymentEvents, subscriptions, users } from '../schema/index.ts';

export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type SubscriptionChanges = Partial<
  Omit<typeof subscriptions.$inferInsert, 'id' | 'userId' | 'createdAt'>
>;

/** The member's subscription row, locked for the rest of the transaction when `lock`. */
export async function findSubscriptionByUser(
  db: Db,
  params: { userId: string; lock?: boolean },
): Promise<SubscriptionRow | undefined> {
  const query = db.select().from(subscriptions).where(eq(subscriptions.userId, params.userId));
  const [row] = await (params.lock ? query.for('update') : query).limit(1);
  return row;
}

/**
 * Serialises starting a subscription per member until the transaction ends: two tabs or two
 * concurrent requests take turns, so the second sees (and reuses) what the first started. It
 * works before the member has a row, where `FOR UPDATE` would lock nothing.
 */
export async function lockSubscriptionStart(db: Db, params: { userId: string }): Promise<void> {
  await db.execute(
    sql`SELECT pg_advisory_xact_lock(hashtextextended(${`subscription:${params.userId}`}, 0))`,
  );
}

/**
 * The row of the member who is this Stripe customer (a member is one customer forever), locked:
 * how an event for a subscription the row no longer names finds its member.
 */
export async function findSubscriptionByStripeCustomer(
  db: Db,
  params: { stripeCustomerId: string },
): Promise<SubscriptionRow | undefined> {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.stripeCustomerId, params.stripeCustomerId))
    .for('update')
    .limit(1);
  return row;
}

/** The row of a provider's subscription id (a webhook's subject), locked. */
export async function findSubscriptionByProviderId(
  db: Db,
  params: { provider: TPaymentProvider; providerSubscriptionId: string },
): Promise<SubscriptionRow | undefined> {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.provider, params.provider),
        eq(subscriptions.providerSubscriptionId, params.providerSubscriptionId),
      ),
    )
    .for('update')
    .limit(1);
  return row;
}

/**
 * Starts (or restarts) the member's subscription on their one row: a new provider id and
 * payment, the Stripe customer kept.
 */
export async function upsertSubscription(
  db: Db,
  params: {
    userId: string;
    values: SubscriptionChanges &
      Pick<SubscriptionRow, 'provider' | 'status' | 'providerSubscriptionId'>;
  },
): Promise<SubscriptionRow> {
  const [row] = await db
    .insert(subscriptions)
    .values({ userId: params.userId, ...params.values })
    .onConflictDoUpdate({
      target: subscriptions.userId,
      set: { ...params.values, updatedAt: sql`now()` },
    })
    .returning();
  if (!row) throw new Error('subscription upsert returned nothing');
  return row;
}

export async function updateSubscription(
  db: Db,
  params: { id: string; changes: SubscriptionChanges },
): Promise<SubscriptionRow> {
  const [row] = await db
    .update(subscriptions)
    .set({ ...params.changes, updatedAt: sql`now()` })
    .where(eq(subscriptions.id, params.id))
    .returning();
  if (!row) throw new Error('subscription update found no row');
  return row;
}

/**
 * `users.premium_until`, the one premium rule: `extend` never moves it back (a late event for
 * an older period), `cap` never moves it forward (a subscription Stripe ended early).
 */
export async function setPremiumUntil(
  db: Db,
  params: { userId: string; until: Date; mode: 'extend' | 'cap' },
): Promise<void> {
  const value =
    params.mode === 'extend'
      ? sql`greatest(coalesce(${users.premiumUntil}, ${params.until}), ${params.until})`
      : sql`least(coalesce(${users.premiumUntil}, ${params.until}), ${params.until})`;
  await db
    .update(users)
    .set({ premiumUntil: value, updatedAt: sql`now()` })
    .where(eq(users.id, params.userId));
}

/**
 * Records an event as applied; false when it already was (a replay), in which case the caller
 * changes nothing. Run it first, in the transaction that applies the event.
 */
export async function recordPaymentEvent(
  db: Db,
  params: { provider: TPaymentProvider; eventId: string; type: string; userId: string | null },
): Promise<boolean> {
  const rows = await db
    .insert(processedPaymentEvents)
    .values(params)
    .onConflictDoNothing()
    .returning({ eventId: processedPaymentEvents.eventId });
  return rows.length > 0;
}

/**
 * Sandbox subscriptions due for renewal (their period ends within `lookaheadMs`; cancelled ones
 * only once ended), locked and skipped by a concurrent run. Served by the partial index.
 */
export async function claimDueSandboxRenewals(
  db: Db,
  params: { lookaheadMs: number; limit: number },
): Promise<SubscriptionRow[]> {
  const horizon = sql`now() + ${`${Math.round(params.lookaheadMs / 1000)} seconds`}::interval`;
  return db
    .select()
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.provider, 'sandbox'),
        eq(subscriptions.status, 'active'),
        sql`${subscriptions.currentPeriodEnd} <= ${horizon}`,
        sql`(NOT ${subscriptions.cancelAtPeriodEnd} OR ${subscriptions.currentPeriodEnd} <= now())`,
      ),
    )
    .orderBy(subscriptions.currentPeriodEnd)
    .limit(params.limit)
    .for('update', { skipLocked: true });
}
