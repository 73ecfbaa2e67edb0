import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, describe, expect, it } from 'vitest';
import {
  cancelSubscriptionRoute,
  confirmSandboxPaymentRoute,
  createSubscriptionRoute,
  refreshSubscriptionRoute,
  resumeSubscriptionRoute,
  stripeWebhookRoute,
} from '../../../contract/payments.ts';
import { getCurrentUserRoute } from '../../../contract/users.ts';
import { providerCallStats } from '../../../db/queries/performance.ts';
import { isMemberPremium } from '../../../db/queries/premium.ts';
import { subscriptions, users } from '../../../db/schema/index.ts';
import { startFakeStripe } from '../../providers/payments/fake-stripe.ts';
import { createTestApp } from '../../test/app.ts';
import { buildMember } from '../../test/factories.ts';
import { injectRoute } from '../../test/inject.ts';

const WEBHOOK_SECRET = 'whsec_roamly_test_secret';
const fake = await startFakeStripe();
afterAll(() => fake.close());
const { app, database } = await createTestApp({
  stripe: {
    secretKey: fake.secretKey,
    publishableKey: 'pk_test_roamly_fake',
    webhookSecret: WEBHOOK_SECRET,
    priceId: undefined,
    apiBaseUrl: fake.baseUrl,
  },
});
const db = database.db;

/** Posts an event to the webhook, signed with `secret` the way Stripe signs. */
async function deliver(event: Record<string, unknown>, secret = WEBHOOK_SECRET) {
  const payload = JSON.stringify(event);
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret });
  return app.inject({
    method: 'POST',
    url: stripeWebhookRoute.path,
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    payload,
  });
}

async function subscriptionOf(userId: string) {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
  return row!;
}

async function premiumUntil(userId: string) {
  const [row] = await db
    .select({ until: users.premiumUntil })
    .from(users)
    .where(eq(users.id, userId));
  return row!.until;
}

describe('Stripe Premium subscription (local fake of the Stripe API)', () => {
  it('lets Stripe.js in through the content security policy', async () => {
    const csp = (await app.inject({ url: '/api/health' })).headers['content-security-policy'];
    expect(csp).toContain("script-src 'self' https://js.stripe.com");
    expect(csp).toContain('frame-src https://js.stripe.com https://hooks.stripe.com');
  });

  it('creates the customer once and a default_incomplete $9.99 monthly subscription', async () => {
    const { user, cookie } = await buildMember(db);
    const created = await injectRoute(app, createSubscriptionRoute, { cookie });
    expect(created.status).toBe(200);
    expect(created.body.provider).toBe('stripe');
    expect(created.body.publishableKey).toBe('pk_test_roamly_fake');
    expect(created.body.clientSecret).toMatch(/^pi_[0-9a-f]+_secret_/);

    const price = fake.requests.find((r) => r.method === 'POST' && r.path === '/v1/prices');
    expect(price?.params).toMatchObject({
      currency: 'usd',
      unit_amount: '999',
      'recurring[interval]': 'month',
    });
    const subscription = fake.requests.find(
      (r) => r.method === 'POST' && r.path === '/v1/subscriptions',
    );
    expect(subscription?.params).toMatchObject({
      payment_behavior: 'default_incomplete',
      'expand[0]': 'latest_invoice.confirmation_secret',
      'metadata[userId]': user.id,
    });
    expect(await isMemberPremium(db, { memberId: user.id })).toBe(false);
    const row = await subscriptionOf(user.id);
    expect(row).toMatchObject({ provider: 'stripe', status: 'incomplete' });

    // Starting again (the payment step abandoned) reuses the customer and the price.
    const customersBefore = fake.customers.size;
    const pricesBefore = fake.requests.filter(
      (r) => r.path === '/v1/prices' && r.method === 'POST',
    ).length;
    await injectRoute(app, createSubscriptionRoute, { cookie });
    expect(fake.customers.size).toBe(customersBefore);
    expect(
      fake.requests.filter((r) => r.path === '/v1/prices' && r.method === 'POST'),
    ).toHaveLength(pricesBefore);
    expect((await subscriptionOf(user.id)).stripeCustomerId).toBe(row.stripeCustomerId);
    // The sandbox's confirm is off when Stripe is configured.
    const sandbox = await injectRoute(app, confirmSandboxPaymentRoute, {
      cookie,
      body: {
        clientSecret: created.body.clientSecret,
        cardNumber: '4242424242424242',
        expiryDate: '12/40',
        securityCode: '123',
        nameOnCard: 'Ada',
      },
    });
    expect(sandbox.status).toBe(404);
  });

  it('invoice.paid makes the member premium to the period end; a replay changes nothing', async () => {
    const { user, cookie } = await buildMember(db);
    await injectRoute(app, createSubscriptionRoute, { cookie });
    const { providerSubscriptionId } = await subscriptionOf(user.id);
    const { invoice } = fake.pay(providerSubscriptionId);
    const event = fake.event('invoice.paid', invoice);

    const first = await deliver(event);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ received: true, duplicate: false });
    const until = await premiumUntil(user.id);
    const periodEnd = (invoice.lines as { data: { period: { end: number } }[] }).data[0]!.period
      .end;
    expect(until!.getTime()).toBe(periodEnd * 1000);
    const me = await injectRoute(app, getCurrentUserRoute, { cookie });
    expect(me.body.plan).toMatchObject({ tier: 'premium', status: 'active', provider: 'stripe' });

    // The member cancels in the meantime; the replayed invoice event must not undo anything.
    await db
      .update(users)
      .set({ premiumUntil: new Date(Date.now() - 1000) })
      .where(eq(users.id, user.id));
    const replay = await deliver(event);
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual({ received: true, duplicate: true });
    expect(await isMemberPremium(db, { memberId: user.id })).toBe(false);
  });

  it('refuses a badly signed or unsigned event with 400 {message}', async () => {
    const { user, cookie } = await buildMember(db);
    await injectRoute(app, createSubscriptionRoute, { cookie });
    const { providerSubscriptionId } = await subscriptionOf(user.id);
    const { invoice } = fake.pay(providerSubscriptionId);
    const forged = await deliver(fake.event('invoice.paid', invoice), 'whsec_someone_else');
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toEqual({
      message: 'The Stripe signature of this event could not be verified.',
    });
    const unsigned = await app.inject({
      method: 'POST',
      url: stripeWebhookRoute.path,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(fake.event('invoice.paid', invoice)),
    });
    expect(unsigned.statusCode).toBe(400);
    // A body changed after signing fails too.
    const event = fake.event('invoice.paid', invoice);
    const signature = Stripe.webhooks.generateTestHeaderString({
      payload: JSON.stringify(event),
      secret: WEBHOOK_SECRET,
    });
    const tampered = await app.inject({
      method: 'POST',
      url: stripeWebhookRoute.path,
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      payload: JSON.stringify({ ...event, id: 'evt_other' }),
    });
    expect(tampered.statusCode).toBe(400);
    expect(await isMemberPremium(db, { memberId: user.id })).toBe(false);
  });

  it("answers 400, never 500, to a well-signed event that is not in Stripe's shape", async () => {
    const { user, cookie } = await buildMember(db);
    await injectRoute(app, createSubscriptionRoute, { cookie });
    const subscriptionId = (await subscriptionOf(user.id)).providerSubscriptionId;
    const malformed: unknown[] = [
      null,
      [],
      { id: 'evt_shape_1', type: 'invoice.paid', created: 1, data: null },
      { id: 'evt_shape_2', type: 'invoice.paid', created: 'yesterday', data: { object: {} } },
      { id: ['evt'], type: {}, created: 1, data: { object: {} } },
      // A subscription we know, without the customer and status every real one carries.
      {
        id: 'evt_shape_3',
        type: 'customer.subscription.updated',
        created: 1,
        data: { object: { id: subscriptionId } },
      },
    ];
    for (const event of malformed) {
      const payload = JSON.stringify(event);
      const signature = Stripe.webhooks.generateTestHeaderString({
        payload,
        secret: WEBHOOK_SECRET,
      });
      const response = await app.inject({
        method: 'POST',
        url: stripeWebhookRoute.path,
        headers: { 'content-type': 'application/json', 'stripe-signature': signature },
        payload,
      });
      expect(response.statusCode, payload).toBe(400);
      expect(response.json()).toEqual({
        message: 'This Stripe event is not in the shape Stripe sends.',
      });
    }
    // Times beyond any date are ignored rather than written.
    const { invoice } = fake.pay(subscriptionId);
    const lines = invoice.lines as { data: { period: { start: number; end: number } }[] };
    const farOff = fake.event('invoice.paid', {
      ...invoice,
      lines: { ...lines, data: [{ period: { start: 1e300, end: 1e300 } }] },
    });
    expect((await deliver(farOff)).statusCode).toBe(200);
    expect((await subscriptionOf(user.id)).status).toBe('active');
  });

  it('refresh applies what Stripe says after the Payment Element confirmed, never before', async () => {
    const { user, cookie } = await buildMember(db);
    await injectRoute(app, createSubscriptionRoute, { cookie });
    const early = await injectRoute(app, refreshSubscriptionRoute, { cookie });
    expect(early.body).toMatchObject({ tier: 'free', status: 'incomplete' });
    fake.pay((await subscriptionOf(user.id)).providerSubscriptionId);
    const paid = await injectRoute(app, refreshSubscriptionRoute, { cookie });
    expect(paid.body).toMatchObject({ tier: 'premium', status: 'active' });
  });

  it('renews on invoice.paid, cancels and resumes at Stripe, and ends on subscription.deleted', async () => {
    const { user, cookie } = await buildMember(db);
    await injectRoute(app, createSubscriptionRoute, { cookie });
    const subscriptionId = (await subscriptionOf(user.id)).providerSubscriptionId;
    await deliver(fake.event('invoice.paid', fake.pay(subscriptionId).invoice));
    const firstEnd = (await premiumUntil(user.id))!.getTime();
    const renewal = fake.renew(subscriptionId);
    await deliver(fake.event('invoice.paid', renewal.invoice));
    expect((await premiumUntil(user.id))!.getTime()).toBeGreaterThan(firstEnd);

    const cancelled = await injectRoute(app, cancelSubscriptionRoute, { cookie });
    expect(cancelled.body).toMatchObject({ tier: 'premium', cancelAtPeriodEnd: true });
    const update = fake.requests.findLast((r) => r.path === `/v1/subscriptions/${subscriptionId}`);
    expect(update?.params.cancel_at_period_end).toBe('true');
    const resumed = await injectRoute(app, resumeSubscriptionRoute, { cookie });
    expect(resumed.body).toMatchObject({ tier: 'premium', cancelAtPeriodEnd: false });

    // Stripe says it is set to cancel again; an older event saying otherwise, arriving late,
    // changes nothing.
    const updated = fake.event('customer.subscription.updated', {
      ...fake.subscriptions.get(subscriptionId)!,
      cancel_at_period_end: true,
    });
    await deliver(updated);
    expect((await subscriptionOf(user.id)).cancelAtPeriodEnd).toBe(true);
    const stale = fake.event(
      'customer.subscription.updated',
      { ...fake.subscriptions.get(subscriptionId)!, cancel_at_period_end: false },
      Math.floor(Date.now() / 1000) - 3600,
    );
    expect((await deliver(stale)).json()).toEqual({ received: true, duplicate: false });
    expect((await subscriptionOf(user.id)).cancelAtPeriodEnd).toBe(true);
    expect((await deliver(stale)).json()).toEqual({ received: true, duplicate: true });

    const endedAt = Math.floor(Date.now() / 1000);
    await deliver(
      fake.event('customer.subscription.deleted', {
        ...fake.subscriptions.get(subscriptionId)!,
        status: 'canceled',
        ended_at: endedAt,
      }),
    );
    expect((await subscriptionOf(user.id)).status).toBe('canceled');
    expect(await isMemberPremium(db, { memberId: user.id })).toBe(false);
    const me = await injectRoute(app, getCurrentUserRoute, { cookie });
    expect(me.body.plan).toMatchObject({ tier: 'free', status: 'canceled', provider: 'stripe' });
  });

  it('two concurrent starts give one Stripe subscription and the same client secret', async () => {
    const { user, cookie } = await buildMember(db);
    // Stripe answering slowly keeps the first start open while the second arrives.
    fake.delay('/v1/customers', 300);
    const [first, second] = await Promise.all([
      injectRoute(app, createSubscriptionRoute, { cookie }),
      injectRoute(app, createSubscriptionRoute, { cookie }),
    ]).finally(() => fake.delay('/v1/customers', 0));
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(second.body.clientSecret).toBe(first.body.clientSecret);
    const theirs = [...fake.subscriptions.values()].filter(
      (s) => (s.metadata as { userId?: string }).userId === user.id,
    );
    expect(theirs).toHaveLength(1);
    expect([...fake.customers.values()].filter((c) => c.email === user.email)).toHaveLength(1);
    const row = await subscriptionOf(user.id);
    expect(row.providerSubscriptionId).toBe(theirs[0]!.id);

    // Paying the secret either tab holds makes the member premium.
    await deliver(fake.event('invoice.paid', fake.pay(row.providerSubscriptionId).invoice));
    expect(await isMemberPremium(db, { memberId: user.id })).toBe(true);
    const again = await injectRoute(app, createSubscriptionRoute, { cookie });
    expect(again.status).toBe(409);
  });

  it('starts a new subscription once the open one expired, and never charges a paid one twice', async () => {
    const { user, cookie } = await buildMember(db);
    const first = await injectRoute(app, createSubscriptionRoute, { cookie });
    const expired = (await subscriptionOf(user.id)).providerSubscriptionId;
    fake.expire(expired);
    const second = await injectRoute(app, createSubscriptionRoute, { cookie });
    expect(second.status).toBe(200);
    expect(second.body.clientSecret).not.toBe(first.body.clientSecret);
    const row = await subscriptionOf(user.id);
    expect(row.providerSubscriptionId).not.toBe(expired);
    expect(row.status).toBe('incomplete');
    expect(fake.subscriptions.get(row.providerSubscriptionId)?.customer).toBe(
      fake.subscriptions.get(expired)?.customer,
    );

    // Paid in one tab before any webhook: a start from another tab applies it and answers 409.
    fake.pay(row.providerSubscriptionId);
    const subscriptionsBefore = fake.subscriptions.size;
    const third = await injectRoute(app, createSubscriptionRoute, { cookie });
    expect(third.status).toBe(409);
    expect(third.message).toBe('You are already a Premium member.');
    expect(fake.subscriptions.size).toBe(subscriptionsBefore);
    expect(await isMemberPremium(db, { memberId: user.id })).toBe(true);
  });

  /**
   * The state the race left before starts were serialised: the member's row names a newer
   * subscription of the same customer than the one whose secret an older tab holds.
   */
  async function supersededStart() {
    const { user, cookie } = await buildMember(db);
    await injectRoute(app, createSubscriptionRoute, { cookie });
    const earlier = await subscriptionOf(user.id);
    const sdk = new Stripe(fake.secretKey, {
      host: new URL(fake.baseUrl).hostname,
      port: new URL(fake.baseUrl).port,
      protocol: 'http',
    });
    const price = fake.subscriptions.get(earlier.providerSubscriptionId)!.items as {
      data: { price: { id: string } }[];
    };
    const later = await sdk.subscriptions.create({
      customer: earlier.stripeCustomerId!,
      items: [{ price: price.data[0]!.price.id }],
      payment_behavior: 'default_incomplete',
    });
    await db
      .update(subscriptions)
      .set({ providerSubscriptionId: later.id })
      .where(eq(subscriptions.id, earlier.id));
    return { user, cookie, earlierId: earlier.providerSubscriptionId, laterId: later.id };
  }

  it('a paid earlier subscription of the same customer grants Premium through the webhook', async () => {
    const { user, cookie, earlierId, laterId } = await supersededStart();
    const { invoice, subscription } = fake.pay(earlierId);
    const paid = await deliver(fake.event('invoice.paid', invoice));
    expect(paid.json()).toEqual({ received: true, duplicate: false });
    expect(await isMemberPremium(db, { memberId: user.id })).toBe(true);
    const row = await subscriptionOf(user.id);
    expect(row).toMatchObject({ providerSubscriptionId: earlierId, status: 'active' });
    const periodEnd = (invoice.lines as { data: { period: { end: number } }[] }).data[0]!.period
      .end;
    expect(row.currentPeriodEnd!.getTime()).toBe(periodEnd * 1000);
    await deliver(fake.event('customer.subscription.updated', subscription));
    expect((await subscriptionOf(user.id)).providerSubscriptionId).toBe(earlierId);

    // The abandoned one expiring, an unknown customer's payment: neither changes the member.
    await deliver(fake.event('customer.subscription.updated', fake.expire(laterId)));
    expect(await subscriptionOf(user.id)).toMatchObject({
      providerSubscriptionId: earlierId,
      status: 'active',
    });
    const stranger = await deliver(
      fake.event('invoice.paid', { ...invoice, id: 'in_other', customer: 'cus_nobody' }),
    );
    expect(stranger.json()).toEqual({ received: true, duplicate: false });
    const me = await injectRoute(app, getCurrentUserRoute, { cookie });
    expect(me.body.plan).toMatchObject({ tier: 'premium', status: 'active', provider: 'stripe' });
  });

  it('an active update of an earlier subscription is adopted; a second paid one keeps the row', async () => {
    const { user, earlierId, laterId } = await supersededStart();
    const { subscription } = fake.pay(earlierId);
    await deliver(fake.event('customer.subscription.updated', subscription));
    expect(await subscriptionOf(user.id)).toMatchObject({
      providerSubscriptionId: earlierId,
      status: 'active',
    });
    expect(await isMemberPremium(db, { memberId: user.id })).toBe(true);

    // The other one paid too (a duplicate to refund): the row keeps the subscription it has.
    await deliver(fake.event('invoice.paid', fake.pay(laterId).invoice));
    expect(await subscriptionOf(user.id)).toMatchObject({
      providerSubscriptionId: earlierId,
      status: 'active',
    });
    expect(await isMemberPremium(db, { memberId: user.id })).toBe(true);
  });

  it('refresh adopts a paid earlier subscription of the same customer', async () => {
    const { user, cookie, earlierId } = await supersededStart();
    const early = await injectRoute(app, refreshSubscriptionRoute, { cookie });
    expect(early.body).toMatchObject({ tier: 'free', status: 'incomplete' });
    fake.pay(earlierId);
    const paid = await injectRoute(app, refreshSubscriptionRoute, { cookie });
    expect(paid.body).toMatchObject({ tier: 'premium', status: 'active' });
    expect((await subscriptionOf(user.id)).providerSubscriptionId).toBe(earlierId);
    const list = fake.requests.findLast(
      (r) => r.method === 'GET' && r.path === '/v1/subscriptions',
    );
    expect(list?.params).toMatchObject({ status: 'active' });
  });

  it('answers 503 with a sentence when Stripe fails, and stays free', async () => {
    const { user, cookie } = await buildMember(db);
    // The SDK retries twice; all three attempts fail.
    fake.failNext('/v1/customers', 500, 3);
    const response = await injectRoute(app, createSubscriptionRoute, { cookie });
    expect(response.status).toBe(503);
    expect(response.message).toBe(
      'The payment service is not answering right now. Please try again in a moment.',
    );
    expect(await db.select().from(subscriptions).where(eq(subscriptions.userId, user.id))).toEqual(
      [],
    );
    expect(await isMemberPremium(db, { memberId: user.id })).toBe(false);
    // The performance summary's "Stripe payments" provider: this failure is its latest error.
    await app.performance.flush();
    const [stripe] = (
      await providerCallStats(db, { since: new Date(Date.now() - 3_600_000) })
    ).filter((row) => row.provider === 'payments');
    expect(stripe!.errors).toBeGreaterThanOrEqual(1);
    expect(stripe!.calls).toBeGreaterThan(stripe!.errors);
    expect(stripe!.lastError).toEqual(expect.any(String));
    expect(Date.now() - stripe!.lastErrorAt!.getTime()).toBeLessThan(60_000);
  });
});
