import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { PAYMENT_PROVIDERS, SUBSCRIPTION_STATUSES } from '../../contract/payments.ts';
import { users } from './users.ts';

/**
 * A member's Premium subscription: one row per member, reused when they subscribe again (the
 * Stripe customer is kept for that). `users.premium_until` stays the one premium rule; this row
 * says how it is paid. A trigger (migration 0022) copies status, provider and the cancel flag
 * onto `users.plan_*`, so the signed-in user is still one single-row read.
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider', { enum: PAYMENT_PROVIDERS }).notNull(),
    status: text('status', { enum: SUBSCRIPTION_STATUSES }).notNull(),
    /** Stripe's customer, reused for every later subscription of the member. */
    stripeCustomerId: text('stripe_customer_id'),
    /** Stripe's `sub_…`, or the sandbox's own `sub_sandbox_…`. */
    providerSubscriptionId: text('provider_subscription_id').notNull(),
    /** SHA-256 of the sandbox client secret (Stripe keeps its own). */
    clientSecretHash: text('client_secret_hash'),
    currentPeriodStart: timestamp('current_period_start', { withTimezone: true }),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    canceledAt: timestamp('canceled_at', { withTimezone: true }),
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    /** Sandbox test card 4000 0000 0000 0341: the first payment works, renewals are declined. */
    sandboxRenewalDeclines: boolean('sandbox_renewal_declines').notNull().default(false),
    /** The newest Stripe event applied; older ones arriving late change nothing. */
    lastEventAt: timestamp('last_event_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('subscriptions_user_id_key').on(table.userId),
    uniqueIndex('subscriptions_provider_subscription_id_key').on(
      table.provider,
      table.providerSubscriptionId,
    ),
    // A webhook for a subscription the row no longer names finds its member by customer.
    index('subscriptions_stripe_customer_id_idx')
      .on(table.stripeCustomerId)
      .where(sql`${table.stripeCustomerId} IS NOT NULL`),
    // The renewal job's sweep: sandbox subscriptions whose period has ended.
    index('subscriptions_sandbox_due_idx')
      .on(table.currentPeriodEnd)
      .where(sql`${table.provider} = 'sandbox' AND ${table.status} = 'active'`),
    check('subscriptions_provider_check', sql`${table.provider} IN ('sandbox', 'stripe')`),
    check(
      'subscriptions_status_check',
      sql`${table.status} IN ('incomplete', 'active', 'past_due', 'canceled')`,
    ),
  ],
);

/**
 * Payment events already applied (Stripe webhook ids, sandbox charges): inserting the id is the
 * first statement of applying one, so a replayed event changes nothing.
 */
export const processedPaymentEvents = pgTable(
  'processed_payment_events',
  {
    provider: text('provider', { enum: PAYMENT_PROVIDERS }).notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    processedAt: timestamp('processed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.provider, table.eventId] }),
    index('processed_payment_events_user_id_idx').on(table.userId, table.processedAt),
  ],
);
