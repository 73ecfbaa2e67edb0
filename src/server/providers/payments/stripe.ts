import Stripe from 'stripe';
import {
  PREMIUM_CURRENCY,
  PREMIUM_PRICE_CENTS,
  type TSubscriptionStatus,
} from '../../../contract/payments.ts';
import type { StripeConfig } from '../../config.ts';

/** Looks up (or creates once) the $9.99 monthly price when STRIPE_PRICE_ID is not set. */
export const PREMIUM_PRICE_LOOKUP_KEY = 'roamly_premium_monthly';

/** What Roamly keeps of a Stripe subscription. */
export type StripeSubscriptionState = {
  id: string;
  customerId: string;
  status: TSubscriptionStatus;
  cancelAtPeriodEnd: boolean;
  currentPeriodStart: Date | null;
  currentPeriodEnd: Date | null;
  /** When Stripe ended it (deleted subscriptions). */
  endedAt: Date | null;
  /** Whether its latest invoice is paid: the payment the page confirmed went through. */
  latestInvoicePaid: boolean;
};

export type StripeGateway = {
  /** The member's customer: the stored one when given, else a new one. */
  ensureCustomer(input: {
    customerId: string | null;
    email: string;
    name: string;
    userId: string;
  }): Promise<string>;
  /** A $9.99 monthly subscription waiting for its first payment, and that payment's secret. */
  createSubscription(input: {
    customerId: string;
    userId: string;
  }): Promise<{ state: StripeSubscriptionState; clientSecret: string }>;
  retrieveSubscription(id: string): Promise<StripeSubscriptionState>;
  /**
   * A subscription with its first payment's client secret, so an unpaid one can be paid from
   * another tab instead of a second subscription being started. `clientSecret` is null when its
   * latest invoice carries none (paid, voided).
   */
  retrievePayment(
    id: string,
  ): Promise<{ state: StripeSubscriptionState; clientSecret: string | null }>;
  /** The customer's active (paid) subscription, if any: one a member paid from an older tab. */
  findActiveSubscription(customerId: string): Promise<StripeSubscriptionState | null>;
  setCancelAtPeriodEnd(id: string, cancel: boolean): Promise<StripeSubscriptionState>;
  /** Verifies the signature over the raw body; throws when it does not match. */
  constructEvent(rawBody: string, signature: string): Stripe.Event;
  readonly publishableKey: string;
  readonly webhooksEnabled: boolean;
};

/** Seconds → Date; anything that is not a representable time (NaN, Infinity, 1e300) is null. */
const fromUnix = (seconds: number | null | undefined) => {
  if (typeof seconds !== 'number' || !Number.isFinite(seconds)) return null;
  const date = new Date(seconds * 1000);
  return Number.isNaN(date.getTime()) ? null : date;
};

/** Stripe's statuses in Roamly's four: paused and unpaid count as past due. */
export function mapStripeStatus(status: string): TSubscriptionStatus {
  switch (status) {
    case 'active':
    case 'trialing':
      return 'active';
    case 'incomplete':
      return 'incomplete';
    case 'canceled':
    case 'incomplete_expired':
      return 'canceled';
    default:
      return 'past_due';
  }
}

type SubscriptionLike = {
  id: string;
  customer: string | { id: string };
  status: string;
  cancel_at_period_end: boolean;
  ended_at?: number | null;
  latest_invoice?: string | { status?: string | null } | null;
  items?: { data?: { current_period_start?: number; current_period_end?: number }[] };
  /** API versions before 2025-03-31 kept the period on the subscription itself. */
  current_period_start?: number;
  current_period_end?: number;
};

/** A subscription object (API response or event payload) as Roamly's state. */
export function subscriptionState(subscription: SubscriptionLike): StripeSubscriptionState {
  const item = subscription.items?.data?.[0];
  const invoice = subscription.latest_invoice;
  return {
    id: subscription.id,
    customerId:
      typeof subscription.customer === 'string' ? subscription.customer : subscription.customer.id,
    status: mapStripeStatus(subscription.status),
    cancelAtPeriodEnd: subscription.cancel_at_period_end,
    currentPeriodStart: fromUnix(item?.current_period_start ?? subscription.current_period_start),
    currentPeriodEnd: fromUnix(item?.current_period_end ?? subscription.current_period_end),
    endedAt: fromUnix(subscription.ended_at),
    latestInvoicePaid: typeof invoice === 'object' && invoice?.status === 'paid',
  };
}

type InvoiceLike = {
  id: string;
  status?: string | null;
  customer?: string | { id: string } | null;
  parent?: {
    subscription_details?: { subscription?: string | { id: string } | null } | null;
  } | null;
  /** Before 2025-03-31 the invoice named its subscription directly. */
  subscription?: string | { id: string } | null;
  lines?: { data?: { period?: { start?: number; end?: number } }[] };
  confirmation_secret?: { client_secret?: string } | null;
  payment_intent?: string | { client_secret?: string | null } | null;
};

const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === 'string' ? value : (value?.id ?? null);

/** The subscription an invoice bills and the period it pays for. */
export function invoicePeriod(invoice: InvoiceLike): {
  subscriptionId: string | null;
  periodStart: Date | null;
  periodEnd: Date | null;
} {
  const line = invoice.lines?.data?.[0];
  return {
    subscriptionId:
      idOf(invoice.parent?.subscription_details?.subscription) ?? idOf(invoice.subscription),
    periodStart: fromUnix(line?.period?.start),
    periodEnd: fromUnix(line?.period?.end),
  };
}

/**
 * The client secret of a new subscription's first payment: the invoice's confirmation secret
 * (API 2025-03-31 and later), else its expanded PaymentIntent's secret (older API versions).
 */
function clientSecretOf(invoice: InvoiceLike | string | null | undefined): string | undefined {
  if (!invoice || typeof invoice === 'string') return undefined;
  if (invoice.confirmation_secret?.client_secret) return invoice.confirmation_secret.client_secret;
  const intent = invoice.payment_intent;
  return typeof intent === 'object' && intent?.client_secret ? intent.client_secret : undefined;
}

/** Stripe through its official SDK; the API address is configurable for the local fake. */
export function createStripeGateway(config: StripeConfig): StripeGateway {
  const base = new URL(config.apiBaseUrl);
  const stripe = new Stripe(config.secretKey, {
    host: base.hostname,
    port: base.port || (base.protocol === 'http:' ? 80 : 443),
    protocol: base.protocol === 'http:' ? 'http' : 'https',
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    appInfo: { name: 'Roamly' },
  });
  let priceId: Promise<string> | undefined = config.priceId
    ? Promise.resolve(config.priceId)
    : undefined;

  async function findOrCreatePrice(): Promise<string> {
    const existing = await stripe.prices.list({
      lookup_keys: [PREMIUM_PRICE_LOOKUP_KEY],
      active: true,
      limit: 1,
    });
    const found = existing.data[0];
    if (found) return found.id;
    const created = await stripe.prices.create({
      currency: PREMIUM_CURRENCY,
      unit_amount: PREMIUM_PRICE_CENTS,
      recurring: { interval: 'month' },
      lookup_key: PREMIUM_PRICE_LOOKUP_KEY,
      product_data: { name: 'Roamly Premium' },
    });
    return created.id;
  }

  return {
    publishableKey: config.publishableKey,
    webhooksEnabled: Boolean(config.webhookSecret),

    async ensureCustomer({ customerId, email, name, userId }) {
      if (customerId) return customerId;
      const customer = await stripe.customers.create({ email, name, metadata: { userId } });
      return customer.id;
    },

    async createSubscription({ customerId, userId }) {
      priceId ??= findOrCreatePrice().catch((error: unknown) => {
        priceId = undefined;
        throw error;
      });
      const subscription = await stripe.subscriptions.create({
        customer: customerId,
        items: [{ price: await priceId }],
        payment_behavior: 'default_incomplete',
        payment_settings: { save_default_payment_method: 'on_subscription' },
        expand: ['latest_invoice.confirmation_secret'],
        metadata: { userId },
      });
      const clientSecret = clientSecretOf(subscription.latest_invoice as InvoiceLike | null);
      if (!clientSecret) throw new Error('Stripe returned a subscription without a client secret');
      return { state: subscriptionState(subscription), clientSecret };
    },

    async retrieveSubscription(id) {
      return subscriptionState(
        await stripe.subscriptions.retrieve(id, { expand: ['latest_invoice'] }),
      );
    },

    async retrievePayment(id) {
      const subscription = await stripe.subscriptions.retrieve(id, {
        expand: ['latest_invoice.confirmation_secret'],
      });
      return {
        state: subscriptionState(subscription),
        clientSecret: clientSecretOf(subscription.latest_invoice as InvoiceLike | null) ?? null,
      };
    },

    async findActiveSubscription(customerId) {
      const list = await stripe.subscriptions.list({
        customer: customerId,
        status: 'active',
        limit: 1,
        expand: ['data.latest_invoice'],
      });
      const subscription = list.data[0];
      return subscription ? subscriptionState(subscription) : null;
    },

    async setCancelAtPeriodEnd(id, cancel) {
      return subscriptionState(
        await stripe.subscriptions.update(id, {
          cancel_at_period_end: cancel,
          expand: ['latest_invoice'],
        }),
      );
    },

    constructEvent(rawBody, signature) {
      if (!config.webhookSecret) throw new Error('STRIPE_WEBHOOK_SECRET is not set');
      return stripe.webhooks.constructEvent(rawBody, signature, config.webhookSecret);
    },
  };
}

/** For the start log. */
export function describePayments(config: { stripe: StripeConfig | undefined }): string {
  if (!config.stripe) return 'sandbox (test cards on the page, no real charge; set STRIPE_* keys)';
  const mode = config.stripe.secretKey.startsWith('sk_live_') ? 'live' : 'test';
  const webhook = config.stripe.webhookSecret ? 'webhook verified' : 'no STRIPE_WEBHOOK_SECRET';
  return `Stripe (${mode} mode, ${webhook})`;
}
