import type Stripe from 'stripe';
import { z } from 'zod';
import {
  findSubscriptionByProviderId,
  findSubscriptionByStripeCustomer,
  recordPaymentEvent,
  setPremiumUntil,
  updateSubscription,
} from '../../../db/queries/subscriptions.ts';
import type { ServiceContext } from '../../context.ts';
import { badRequest, notFound } from '../../http-error.ts';
import {
  invoicePeriod,
  mapStripeStatus,
  subscriptionState,
} from '../../providers/payments/stripe.ts';
import {
  applyStripeSubscription,
  retargetStripeSubscription,
  stripeGatewayFor,
} from './stripe-state.ts';

export const BAD_SIGNATURE_MESSAGE = 'The Stripe signature of this event could not be verified.';
export const MALFORMED_EVENT_MESSAGE = 'This Stripe event is not in the shape Stripe sends.';

/** A Stripe id or type: short printable text. */
const ZStripeText = z.string().min(1).max(255);

/**
 * What every event must carry before anything reads it. A well-signed body can still be
 * malformed (a hand-made test event, an API version we do not know): that is a 400, never a 500.
 */
const ZEventEnvelope = z.object({
  id: ZStripeText,
  type: ZStripeText,
  created: z
    .number()
    .int()
    .nonnegative()
    .max(Number.MAX_SAFE_INTEGER / 1000),
  data: z.object({ object: z.record(z.string(), z.unknown()) }),
});

/** The fields `subscriptionState` reads without a guard. */
const ZSubscriptionObject = z.object({
  id: ZStripeText,
  customer: z.union([ZStripeText, z.object({ id: ZStripeText })]),
  status: ZStripeText,
  cancel_at_period_end: z.boolean(),
});

/** The events that change a plan; every other type is acknowledged and ignored. */
const HANDLED = new Set([
  'invoice.paid',
  'customer.subscription.updated',
  'customer.subscription.deleted',
]);

/** The Stripe subscription an event is about. */
function subscriptionIdOf(event: Stripe.Event): string | null {
  const object = event.data.object as unknown as Record<string, unknown>;
  if (event.type === 'invoice.paid') {
    return invoicePeriod(object as Parameters<typeof invoicePeriod>[0]).subscriptionId;
  }
  return typeof object.id === 'string' ? object.id : null;
}

/** Whether the event says its subscription is paid (the first invoice, or an active update). */
function paysFor(event: Stripe.Event): boolean {
  if (event.type === 'invoice.paid') return true;
  if (event.type !== 'customer.subscription.updated') return false;
  const status = (event.data.object as unknown as Record<string, unknown>).status;
  return typeof status === 'string' && mapStripeStatus(status) === 'active';
}

/** The Stripe customer an invoice or subscription event is about. */
function customerIdOf(event: Stripe.Event): string | null {
  const customer = (event.data.object as unknown as Record<string, unknown>).customer;
  if (typeof customer === 'string') return customer || null;
  if (customer && typeof customer === 'object' && 'id' in customer) {
    return typeof customer.id === 'string' ? customer.id : null;
  }
  return null;
}

/** The end of the period a paying event covers. */
function paidPeriodEnd(event: Stripe.Event): Date | null {
  if (event.type === 'invoice.paid') {
    return invoicePeriod(event.data.object as Parameters<typeof invoicePeriod>[0]).periodEnd;
  }
  return subscriptionState(event.data.object as unknown as Parameters<typeof subscriptionState>[0])
    .currentPeriodEnd;
}

/**
 * POST /api/stripe/webhook: the signature over the raw body is checked first (400 when it does
 * not match). Each event is applied at most once: its id is recorded in the transaction that
 * applies it, so a replay (Stripe retries, an attacker's copy) changes nothing. A
 * `customer.subscription.updated` older than the last one applied is recorded and skipped. A paid
 * subscription the member's row no longer names (started from an older tab) is found by its
 * Stripe customer and adopted, so a member who pays is never left without Premium.
 */
export async function handleStripeWebhook(
  ctx: ServiceContext,
  { rawBody, signature }: { rawBody: string; signature: string | undefined },
): Promise<{ received: true; duplicate: boolean }> {
  const stripe = stripeGatewayFor(ctx.config.stripe, ctx.providers);
  if (!stripe?.webhooksEnabled)
    throw notFound('Stripe webhooks are not configured on this server.');
  if (!signature) throw badRequest(BAD_SIGNATURE_MESSAGE);
  let event: Stripe.Event;
  try {
    event = stripe.constructEvent(rawBody, signature);
  } catch {
    throw badRequest(BAD_SIGNATURE_MESSAGE);
  }
  if (!ZEventEnvelope.safeParse(event).success) throw badRequest(MALFORMED_EVENT_MESSAGE);
  if (
    event.type.startsWith('customer.subscription.') &&
    HANDLED.has(event.type) &&
    !ZSubscriptionObject.safeParse(event.data.object).success
  ) {
    throw badRequest(MALFORMED_EVENT_MESSAGE);
  }
  const subscriptionId = HANDLED.has(event.type) ? subscriptionIdOf(event) : null;
  const eventAt = new Date(event.created * 1000);

  return ctx.tx(async (tx) => {
    let row = subscriptionId
      ? await findSubscriptionByProviderId(tx.db, {
          provider: 'stripe',
          providerSubscriptionId: subscriptionId,
        })
      : undefined;
    // A subscription the row no longer names, now paid: the member's by their Stripe customer.
    const customerId = !row && subscriptionId && paysFor(event) ? customerIdOf(event) : null;
    const owner = customerId
      ? await findSubscriptionByStripeCustomer(tx.db, { stripeCustomerId: customerId })
      : undefined;
    const fresh = await recordPaymentEvent(tx.db, {
      provider: 'stripe',
      eventId: event.id,
      type: event.type,
      userId: row?.userId ?? owner?.userId ?? null,
    });
    if (!fresh) return { received: true as const, duplicate: true };
    if (owner && subscriptionId) {
      if (owner.status === 'active' && owner.providerSubscriptionId !== subscriptionId) {
        // Two paid subscriptions (one is a duplicate to refund): the row keeps the one it has,
        // and the member keeps Premium through the period this one paid for.
        ctx.log.warn(
          { event: event.id, subscriptionId, kept: owner.providerSubscriptionId },
          'Stripe customer pays for a second subscription',
        );
        const periodEnd = paidPeriodEnd(event);
        if (periodEnd) {
          await setPremiumUntil(tx.db, { userId: owner.userId, until: periodEnd, mode: 'extend' });
        }
        tx.emit({ type: 'user.updated', userId: owner.userId });
        return { received: true as const, duplicate: false };
      }
      ctx.log.info(
        { event: event.id, subscriptionId, replaced: owner.providerSubscriptionId },
        'Stripe subscription paid from an earlier start adopted',
      );
      row = await retargetStripeSubscription(tx.db, owner, subscriptionId);
    }
    if (!row) {
      if (subscriptionId)
        ctx.log.info(
          { event: event.id, subscriptionId },
          'Stripe event for an unknown subscription',
        );
      return { received: true as const, duplicate: false };
    }

    if (event.type === 'invoice.paid') {
      const period = invoicePeriod(event.data.object as Parameters<typeof invoicePeriod>[0]);
      const newer =
        period.periodEnd &&
        (!row.currentPeriodEnd || period.periodEnd.getTime() >= row.currentPeriodEnd.getTime());
      await updateSubscription(tx.db, {
        id: row.id,
        changes: {
          status: row.status === 'canceled' ? 'canceled' : 'active',
          ...(newer
            ? { currentPeriodStart: period.periodStart, currentPeriodEnd: period.periodEnd }
            : {}),
        },
      });
      if (period.periodEnd && row.status !== 'canceled') {
        await setPremiumUntil(tx.db, {
          userId: row.userId,
          until: period.periodEnd,
          mode: 'extend',
        });
      }
    } else {
      const state = subscriptionState(
        event.data.object as unknown as Parameters<typeof subscriptionState>[0],
      );
      const stale = row.lastEventAt !== null && eventAt.getTime() < row.lastEventAt.getTime();
      if (stale && event.type === 'customer.subscription.updated') {
        return { received: true as const, duplicate: false };
      }
      if (event.type === 'customer.subscription.deleted') state.status = 'canceled';
      await applyStripeSubscription(tx.db, row, state, eventAt);
    }
    tx.emit({ type: 'user.updated', userId: row.userId });
    return { received: true as const, duplicate: false };
  });
}
