import type {
  TCreateSubscriptionResponse,
  TPlan,
  TSandboxConfirmBody,
} from '../../../contract/payments.ts';
import {
  findSubscriptionByUser,
  lockSubscriptionStart,
  recordPaymentEvent,
  setPremiumUntil,
  updateSubscription,
  upsertSubscription,
  type SubscriptionRow,
} from '../../../db/queries/subscriptions.ts';
import { findProfileById, type ProfileRow } from '../../../db/queries/users.ts';
import type { MemberContext } from '../../context.ts';
import { badRequest, conflict, HttpError, notFound } from '../../http-error.ts';
import { authorize } from '../../policies/authorize.ts';
import {
  addOneMonth,
  chargeSandboxCard,
  clientSecretMatches,
  hashClientSecret,
  newSandboxPayment,
} from '../../providers/payments/sandbox.ts';
import {
  applyStripeSubscription,
  retargetStripeSubscription,
  stripeGatewayFor,
} from './stripe-state.ts';
import { presentPlan } from './payments.presenter.ts';

export const PAYMENT_UNAVAILABLE_MESSAGE =
  'The payment service is not answering right now. Please try again in a moment.';
export const PAYMENT_NOT_FOUND_MESSAGE =
  'This payment was not found. Please start again from the Premium page.';

const isPremium = (user: ProfileRow) =>
  user.premiumUntil !== null && user.premiumUntil.getTime() > Date.now();

async function loadMember(ctx: MemberContext): Promise<ProfileRow> {
  authorize(ctx.viewer, 'subscription.manage', { userId: ctx.viewer.id });
  const user = await findProfileById(ctx.db, { id: ctx.viewer.id });
  if (!user) throw notFound('User not found');
  return user;
}

/** The plan as GET /api/auth/user will show it, read after a change. */
async function currentPlan(ctx: MemberContext): Promise<TPlan> {
  const user = await findProfileById(ctx.db, { id: ctx.viewer.id });
  if (!user) throw notFound('User not found');
  return presentPlan(user);
}

/** A member who already pays is not charged twice. */
function refuseIfSubscribed(user: ProfileRow, row: SubscriptionRow | undefined): void {
  if (!row || row.status !== 'active' || !isPremium(user)) return;
  if (row.cancelAtPeriodEnd) {
    throw conflict('Your Premium is still active. Resume it from Settings to keep it renewing.');
  }
  throw conflict('You are already a Premium member.');
}

/** Stripe's own failures are the service's, not the member's: 503 with a sentence for people. */
async function callStripe<T>(ctx: MemberContext, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof HttpError) throw error;
    ctx.log.error({ err: error }, 'Stripe request failed');
    throw new HttpError(503, PAYMENT_UNAVAILABLE_MESSAGE);
  }
}

/**
 * POST /api/create-subscription (spec 1 §7): a $9.99 monthly subscription waiting for its first
 * payment, and the client secret the payment step confirms. Nothing here makes anyone premium.
 */
export async function createSubscription(ctx: MemberContext): Promise<TCreateSubscriptionResponse> {
  const user = await loadMember(ctx);
  const stripe = stripeGatewayFor(ctx.config.stripe, ctx.providers);
  if (stripe) {
    // One pending subscription per member: concurrent starts take turns under a per-member lock
    // held across the Stripe calls, and a later one reuses the payment the first one opened, so
    // no tab holds the client secret of a subscription the member's row no longer names.
    const started = await ctx.tx(async (tx) => {
      await lockSubscriptionStart(tx.db, { userId: user.id });
      const row = await findSubscriptionByUser(tx.db, { userId: user.id, lock: true });
      const current = (await findProfileById(tx.db, { id: user.id })) ?? user;
      refuseIfSubscribed(current, row);
      if (row?.provider === 'stripe' && row.status === 'incomplete') {
        const open = await callStripe(ctx, () =>
          stripe.retrievePayment(row.providerSubscriptionId),
        );
        if (open.state.status === 'incomplete' && open.clientSecret) {
          return { clientSecret: open.clientSecret, alreadyPaid: false };
        }
        if (open.state.status === 'active') {
          // Paid from another tab before its webhook or refresh arrived: apply it, charge nothing.
          await applyStripeSubscription(tx.db, row, open.state);
          tx.emit({ type: 'user.updated', userId: user.id });
          return { clientSecret: null, alreadyPaid: true };
        }
        // incomplete_expired or canceled: no longer payable, so a new one is started below.
      }
      const name = [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email;
      const { state, clientSecret } = await callStripe(ctx, async () => {
        const customerId = await stripe.ensureCustomer({
          customerId: row?.stripeCustomerId ?? null,
          email: user.email,
          name,
          userId: user.id,
        });
        return stripe.createSubscription({ customerId, userId: user.id });
      });
      await upsertSubscription(tx.db, {
        userId: user.id,
        values: {
          provider: 'stripe',
          status: state.status,
          providerSubscriptionId: state.id,
          stripeCustomerId: state.customerId,
          clientSecretHash: null,
          currentPeriodStart: state.currentPeriodStart,
          currentPeriodEnd: state.currentPeriodEnd,
          cancelAtPeriodEnd: false,
          canceledAt: null,
          lastEventAt: null,
        },
      });
      tx.emit({ type: 'user.updated', userId: user.id });
      return { clientSecret, alreadyPaid: false };
    });
    if (started.alreadyPaid || !started.clientSecret) {
      throw conflict('You are already a Premium member.');
    }
    return {
      clientSecret: started.clientSecret,
      provider: 'stripe',
      publishableKey: stripe.publishableKey,
    };
  }

  // The sandbox keeps one open payment per member: its secret's digest is on the member's row,
  // so a newer start replaces it and the older secret can no longer be paid (404, no charge).
  const clientSecret = await ctx.tx(async (tx) => {
    await lockSubscriptionStart(tx.db, { userId: user.id });
    const row = await findSubscriptionByUser(tx.db, { userId: user.id, lock: true });
    refuseIfSubscribed((await findProfileById(tx.db, { id: user.id })) ?? user, row);
    const payment = newSandboxPayment();
    // A declined renewal is paid on the same subscription; anything else starts afresh.
    const pastDue = row?.provider === 'sandbox' && row.status === 'past_due';
    await upsertSubscription(tx.db, {
      userId: user.id,
      values: {
        provider: 'sandbox',
        status: pastDue ? 'past_due' : 'incomplete',
        providerSubscriptionId: pastDue ? row.providerSubscriptionId : payment.subscriptionId,
        clientSecretHash: hashClientSecret(payment.clientSecret),
        currentPeriodStart: pastDue ? row.currentPeriodStart : null,
        currentPeriodEnd: pastDue ? row.currentPeriodEnd : null,
        cancelAtPeriodEnd: false,
        canceledAt: null,
      },
    });
    tx.emit({ type: 'user.updated', userId: user.id });
    return payment.clientSecret;
  });
  return { clientSecret, provider: 'sandbox', publishableKey: null };
}

/**
 * The sandbox's payment step: the client secret must be the member's own open payment, the card
 * a test card. Success is the provider's confirmation: the period starts now and premium lasts
 * to its end. A declined card answers 400 with the card's message and changes nothing.
 */
export async function confirmSandboxPayment(
  ctx: MemberContext,
  body: TSandboxConfirmBody & { cardNumber: string },
): Promise<TPlan> {
  await loadMember(ctx);
  if (ctx.config.stripe) {
    throw notFound('Payments on this server go through Stripe, not the sandbox.');
  }
  await ctx.tx(async (tx) => {
    const row = await findSubscriptionByUser(tx.db, { userId: ctx.viewer.id, lock: true });
    if (
      !row ||
      row.provider !== 'sandbox' ||
      !clientSecretMatches(body.clientSecret, row.clientSecretHash)
    ) {
      throw notFound(PAYMENT_NOT_FOUND_MESSAGE);
    }
    if (row.status === 'active') throw conflict('This payment is already complete.');
    const charge = chargeSandboxCard(body.cardNumber);
    if (!charge.ok) throw badRequest(charge.message);
    const start = new Date();
    const end = addOneMonth(start);
    await recordPaymentEvent(tx.db, {
      provider: 'sandbox',
      eventId: `evt_${body.clientSecret.split('_secret_')[0] ?? row.providerSubscriptionId}`,
      type: 'invoice.paid',
      userId: row.userId,
    });
    await updateSubscription(tx.db, {
      id: row.id,
      changes: {
        status: 'active',
        currentPeriodStart: start,
        currentPeriodEnd: end,
        cancelAtPeriodEnd: false,
        canceledAt: null,
        cardBrand: charge.brand,
        cardLast4: charge.last4,
        sandboxRenewalDeclines: charge.renewalDeclines,
      },
    });
    await setPremiumUntil(tx.db, { userId: row.userId, until: end, mode: 'extend' });
    tx.emit({ type: 'user.updated', userId: row.userId });
  });
  return currentPlan(ctx);
}

/** Cancel (`cancel: true`) or resume at the end of the paid period; both providers. */
export async function setCancelAtPeriodEnd(
  ctx: MemberContext,
  { cancel }: { cancel: boolean },
): Promise<TPlan> {
  const user = await loadMember(ctx);
  const row = await findSubscriptionByUser(ctx.db, { userId: user.id });
  if (!row || (row.status !== 'active' && row.status !== 'past_due')) {
    throw notFound(
      cancel
        ? 'You have no subscription to cancel.'
        : 'Your subscription has ended. Subscribe again from the Premium page.',
    );
  }
  if (!cancel && (row.status !== 'active' || !isPremium(user))) {
    throw conflict('Your subscription has ended. Subscribe again from the Premium page.');
  }
  if (row.cancelAtPeriodEnd === cancel) return presentPlan(user);

  const stripe =
    row.provider === 'stripe' ? stripeGatewayFor(ctx.config.stripe, ctx.providers) : undefined;
  if (row.provider === 'stripe') {
    if (!stripe) throw new HttpError(503, PAYMENT_UNAVAILABLE_MESSAGE);
    const state = await callStripe(ctx, () =>
      stripe.setCancelAtPeriodEnd(row.providerSubscriptionId, cancel),
    );
    await ctx.tx(async (tx) => {
      const locked = await findSubscriptionByUser(tx.db, { userId: user.id, lock: true });
      if (locked?.providerSubscriptionId === state.id) {
        await applyStripeSubscription(tx.db, locked, state);
      }
      tx.emit({ type: 'user.updated', userId: user.id });
    });
    return currentPlan(ctx);
  }

  await ctx.tx(async (tx) => {
    // A declined renewal left nothing paid: cancelling it ends it now.
    const endsNow = cancel && row.status === 'past_due';
    await updateSubscription(tx.db, {
      id: row.id,
      changes: endsNow
        ? { status: 'canceled', cancelAtPeriodEnd: false, canceledAt: new Date() }
        : { cancelAtPeriodEnd: cancel, canceledAt: cancel ? new Date() : null },
    });
    tx.emit({ type: 'user.updated', userId: user.id });
  });
  return currentPlan(ctx);
}

/**
 * After Stripe.js confirmed a payment: the member's Stripe subscription as Stripe has it now,
 * applied (so premium starts without waiting for the webhook, and never on the browser's word).
 * When the row's subscription is unpaid but the member's Stripe customer has an active one (paid
 * from a tab opened before a newer start), that one is adopted: whoever pays gets Premium.
 */
export async function refreshStripeSubscription(ctx: MemberContext): Promise<TPlan> {
  const user = await loadMember(ctx);
  const row = await findSubscriptionByUser(ctx.db, { userId: user.id });
  const stripe = stripeGatewayFor(ctx.config.stripe, ctx.providers);
  if (!row || row.provider !== 'stripe' || !stripe) throw notFound('No Stripe subscription found.');
  const state = await callStripe(ctx, async () => {
    const named = await stripe.retrieveSubscription(row.providerSubscriptionId);
    if (named.status === 'active' || !row.stripeCustomerId) return named;
    return (await stripe.findActiveSubscription(row.stripeCustomerId)) ?? named;
  });
  await ctx.tx(async (tx) => {
    const locked = await findSubscriptionByUser(tx.db, { userId: user.id, lock: true });
    if (!locked) return;
    if (locked.providerSubscriptionId === state.id) {
      await applyStripeSubscription(tx.db, locked, state);
    } else if (
      locked.providerSubscriptionId === row.providerSubscriptionId &&
      locked.status !== 'active' &&
      state.status === 'active' &&
      state.customerId === locked.stripeCustomerId
    ) {
      const adopted = await retargetStripeSubscription(tx.db, locked, state.id);
      await applyStripeSubscription(tx.db, adopted, state);
    } else {
      return;
    }
    tx.emit({ type: 'user.updated', userId: user.id });
  });
  return currentPlan(ctx);
}
