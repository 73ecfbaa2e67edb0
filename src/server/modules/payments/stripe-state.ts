import {
  setPremiumUntil,
  updateSubscription,
  type SubscriptionRow,
} from '../../../db/queries/subscriptions.ts';
import type { Db } from '../../../db/client.ts';
import type { StripeConfig } from '../../config.ts';
import {
  createStripeGateway,
  type StripeGateway,
  type StripeSubscriptionState,
} from '../../providers/payments/stripe.ts';
import type { ProviderRecorder } from '../performance/provider-recorder.ts';

const gateways = new WeakMap<StripeConfig, StripeGateway>();

/**
 * One SDK client per configuration (the app's, or a test's pointing at the fake); with the app's
 * provider recorder, each of its calls counts in the summary's "payments" provider.
 */
export function stripeGatewayFor(
  config: StripeConfig | undefined,
  providers?: Pick<ProviderRecorder, 'wrap'>,
): StripeGateway | undefined {
  if (!config) return undefined;
  let gateway = gateways.get(config);
  if (!gateway) {
    gateway = createStripeGateway(config);
    gateways.set(config, gateway);
  }
  return providers ? providers.wrap('payments', gateway) : gateway;
}

/**
 * Applies what Stripe says of a subscription (an API answer or an event's object) to the
 * member's row. An active subscription is a paid one (Stripe moves `incomplete` to `active` only
 * when the first invoice is paid), so premium extends to its period end; a canceled one caps
 * premium at the moment it ended.
 */
export async function applyStripeSubscription(
  db: Db,
  row: SubscriptionRow,
  state: StripeSubscriptionState,
  eventAt?: Date,
): Promise<SubscriptionRow> {
  const updated = await updateSubscription(db, {
    id: row.id,
    changes: {
      status: state.status,
      cancelAtPeriodEnd: state.status === 'canceled' ? false : state.cancelAtPeriodEnd,
      currentPeriodStart: state.currentPeriodStart ?? row.currentPeriodStart,
      currentPeriodEnd: state.currentPeriodEnd ?? row.currentPeriodEnd,
      canceledAt:
        state.status === 'canceled' || state.cancelAtPeriodEnd
          ? (row.canceledAt ?? state.endedAt ?? new Date())
          : null,
      stripeCustomerId: state.customerId,
      ...(eventAt ? { lastEventAt: eventAt } : {}),
    },
  });
  if (state.status === 'active' && state.currentPeriodEnd) {
    await setPremiumUntil(db, {
      userId: row.userId,
      until: state.currentPeriodEnd,
      mode: 'extend',
    });
  }
  if (state.status === 'canceled') {
    await setPremiumUntil(db, {
      userId: row.userId,
      until: state.endedAt ?? new Date(),
      mode: 'cap',
    });
  }
  return updated;
}

/**
 * Points the member's row at another subscription of their Stripe customer, one Stripe says is
 * paid (started from an older tab, or before a newer start replaced it), with its period and
 * cancel state reset; the caller then applies what Stripe says of it. A member who pays always
 * gets Premium.
 */
export async function retargetStripeSubscription(
  db: Db,
  row: SubscriptionRow,
  subscriptionId: string,
): Promise<SubscriptionRow> {
  return updateSubscription(db, {
    id: row.id,
    changes: {
      provider: 'stripe',
      providerSubscriptionId: subscriptionId,
      status: 'incomplete',
      clientSecretHash: null,
      currentPeriodStart: null,
      currentPeriodEnd: null,
      cancelAtPeriodEnd: false,
      canceledAt: null,
      lastEventAt: null,
    },
  });
}
