import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  cancelSubscriptionRoute,
  confirmSandboxPaymentRoute,
  createSubscriptionRoute,
  refreshSubscriptionRoute,
  resumeSubscriptionRoute,
} from '../../../contract/payments.ts';
import { getCurrentUserRoute, updateCurrentUserRoute } from '../../../contract/users.ts';
import { isMemberPremium } from '../../../db/queries/premium.ts';
import { processedPaymentEvents, subscriptions, users } from '../../../db/schema/index.ts';
import { createTestApp } from '../../test/app.ts';
import { buildMember } from '../../test/factories.ts';
import { injectRoute } from '../../test/inject.ts';

const { app, database } = await createTestApp();
const db = database.db;

const nextYear = `12/${String((new Date().getUTCFullYear() + 1) % 100).padStart(2, '0')}`;
const card = (cardNumber: string) => ({
  cardNumber,
  expiryDate: nextYear,
  securityCode: '123',
  nameOnCard: 'Ada Lovelace',
});

async function subscribe(cookie: string, cardNumber = '4242 4242 4242 4242') {
  const created = await injectRoute(app, createSubscriptionRoute, { cookie });
  expect(created.status).toBe(200);
  const confirmed = await injectRoute(app, confirmSandboxPaymentRoute, {
    cookie,
    body: { clientSecret: created.body.clientSecret, ...card(cardNumber) },
  });
  return { created, confirmed };
}

async function subscriptionOf(userId: string) {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
  return row!;
}

async function drainRenewals() {
  await app.deps.jobs.send('subscriptions-renew', {});
  await app.deps.jobs.drain();
}

describe('sandbox Premium subscription', () => {
  it('keeps Stripe.js out of the content security policy', async () => {
    const csp = (await app.inject({ url: '/api/health' })).headers['content-security-policy'];
    expect(csp).toContain("script-src 'self';");
    expect(csp).not.toContain('stripe');
  });

  it('creates a subscription, is not premium until paid, and pays with 4242…', async () => {
    const { user, cookie } = await buildMember(db);
    const created = await injectRoute(app, createSubscriptionRoute, { cookie });
    expect(created.status).toBe(200);
    expect(created.body.provider).toBe('sandbox');
    expect(created.body.publishableKey).toBeNull();
    expect(created.body.clientSecret).toMatch(/^pi_sandbox_[0-9a-f]+_secret_[0-9a-f]+$/);
    expect(await isMemberPremium(db, { memberId: user.id })).toBe(false);
    const before = await injectRoute(app, getCurrentUserRoute, { cookie });
    expect(before.body.plan).toMatchObject({
      tier: 'free',
      status: 'incomplete',
      provider: 'sandbox',
    });

    const confirmed = await injectRoute(app, confirmSandboxPaymentRoute, {
      cookie,
      body: { clientSecret: created.body.clientSecret, ...card('4242 4242 4242 4242') },
    });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toMatchObject({
      tier: 'premium',
      status: 'active',
      cancelAtPeriodEnd: false,
    });

    const row = await subscriptionOf(user.id);
    expect(row.cardLast4).toBe('4242');
    const days = (row.currentPeriodEnd!.getTime() - row.currentPeriodStart!.getTime()) / 86_400_000;
    expect(days).toBeGreaterThanOrEqual(28);
    expect(days).toBeLessThanOrEqual(31);
    const me = await injectRoute(app, getCurrentUserRoute, { cookie });
    expect(me.body.isPremium).toBe(true);
    expect(me.body.plan).toEqual({
      tier: 'premium',
      premiumUntil: row.currentPeriodEnd!.toISOString(),
      status: 'active',
      cancelAtPeriodEnd: false,
      provider: 'sandbox',
    });
    // Paying twice with the same secret charges nothing more.
    const again = await injectRoute(app, confirmSandboxPaymentRoute, {
      cookie,
      body: { clientSecret: created.body.clientSecret, ...card('4242424242424242') },
    });
    expect(again.status).toBe(409);
    // A premium member is not sold a second subscription.
    const second = await injectRoute(app, createSubscriptionRoute, { cookie });
    expect(second.status).toBe(409);
    expect(second.message).toBe('You are already a Premium member.');
  });

  it("declines 4000 0000 0000 0002 with Stripe's message and leaves the member free", async () => {
    const { user, cookie } = await buildMember(db);
    const { confirmed } = await subscribe(cookie, '4000 0000 0000 0002');
    expect(confirmed.status).toBe(400);
    expect(confirmed.message).toBe('Your card was declined.');
    expect(await isMemberPremium(db, { memberId: user.id })).toBe(false);
    expect((await subscriptionOf(user.id)).status).toBe('incomplete');
  });

  it('checks the card number, expiry and security code with clear messages', async () => {
    const { cookie } = await buildMember(db);
    const { body } = await injectRoute(app, createSubscriptionRoute, { cookie });
    const attempt = (changes: Record<string, string>) =>
      injectRoute(app, confirmSandboxPaymentRoute, {
        cookie,
        body: { clientSecret: body.clientSecret, ...card('4242424242424242'), ...changes },
      });
    const luhn = await attempt({ cardNumber: '4242 4242 4242 4241' });
    expect(luhn.status).toBe(400);
    expect(luhn.message).toBe('Card number is invalid');
    const past = await attempt({ expiryDate: '01/20' });
    expect(past.message).toBe('Expiry date is in the past');
    const cvc = await attempt({ securityCode: '12' });
    expect(cvc.message).toBe('Security code must be 3 or 4 digits');
    const real = await attempt({ cardNumber: '4111 1111 1111 1111' });
    expect(real.status).toBe(400);
    expect(real.message).toContain('This is a sandbox');
  });

  it("refuses another member's client secret, and a made-up one", async () => {
    const owner = await buildMember(db);
    const thief = await buildMember(db);
    const { body } = await injectRoute(app, createSubscriptionRoute, { cookie: owner.cookie });
    await injectRoute(app, createSubscriptionRoute, { cookie: thief.cookie });
    const stolen = await injectRoute(app, confirmSandboxPaymentRoute, {
      cookie: thief.cookie,
      body: { clientSecret: body.clientSecret, ...card('4242424242424242') },
    });
    expect(stolen.status).toBe(404);
    expect(await isMemberPremium(db, { memberId: thief.user.id })).toBe(false);
    expect(await isMemberPremium(db, { memberId: owner.user.id })).toBe(false);
    const invented = await injectRoute(app, confirmSandboxPaymentRoute, {
      cookie: thief.cookie,
      body: { clientSecret: 'pi_sandbox_00_secret_00', ...card('4242424242424242') },
    });
    expect(invented.status).toBe(404);
  });

  it('pays once for two racing confirms of the same secret, and refuses a replay', async () => {
    const { user, cookie } = await buildMember(db);
    const { body } = await injectRoute(app, createSubscriptionRoute, { cookie });
    const confirm = () =>
      injectRoute(app, confirmSandboxPaymentRoute, {
        cookie,
        body: { clientSecret: body.clientSecret, ...card('4242424242424242') },
      });
    const statuses = (await Promise.all([confirm(), confirm(), confirm()])).map((r) => r.status);
    expect(statuses.sort()).toEqual([200, 409, 409]);
    const row = await subscriptionOf(user.id);
    const [profile] = await db
      .select({ until: users.premiumUntil })
      .from(users)
      .where(eq(users.id, user.id));
    // One month, not three.
    expect(profile!.until!.getTime()).toBe(row.currentPeriodEnd!.getTime());
    expect((await confirm()).status).toBe(409);
  });

  it('keeps one open payment per member: of two concurrent starts, only the newer secret pays', async () => {
    const { user, cookie } = await buildMember(db);
    const [first, second] = await Promise.all([
      injectRoute(app, createSubscriptionRoute, { cookie }),
      injectRoute(app, createSubscriptionRoute, { cookie }),
    ]);
    expect([first.status, second.status]).toEqual([200, 200]);
    const pay = (clientSecret: string) =>
      injectRoute(app, confirmSandboxPaymentRoute, {
        cookie,
        body: { clientSecret, ...card('4242424242424242') },
      });
    const results = [await pay(first.body.clientSecret), await pay(second.body.clientSecret)];
    // The replaced secret is refused before any charge; the open one pays once.
    expect(results.map((r) => r.status).sort()).toEqual([200, 404]);
    expect(results.find((r) => r.status === 404)?.message).toBe(
      'This payment was not found. Please start again from the Premium page.',
    );
    expect(await isMemberPremium(db, { memberId: user.id })).toBe(true);
    const charges = await db
      .select()
      .from(processedPaymentEvents)
      .where(eq(processedPaymentEvents.userId, user.id));
    expect(charges).toHaveLength(1);
  });

  it('cannot self-upgrade: profile edits and Stripe refresh do not make anyone premium', async () => {
    const { user, cookie } = await buildMember(db);
    const patched = await app.inject({
      method: 'PATCH',
      url: updateCurrentUserRoute.path,
      headers: { cookie },
      payload: { premiumUntil: '2099-01-01T00:00:00Z', plan: { tier: 'premium' } },
    });
    expect(patched.statusCode).toBe(400);
    const refreshed = await injectRoute(app, refreshSubscriptionRoute, { cookie });
    expect(refreshed.status).toBe(404);
    const signedOut = await injectRoute(app, createSubscriptionRoute);
    expect(signedOut.status).toBe(401);
    expect(await isMemberPremium(db, { memberId: user.id })).toBe(false);
  });

  it('renews by job: the period moves on a month and premium_until follows', async () => {
    const { user, cookie } = await buildMember(db);
    await subscribe(cookie);
    const endsSoon = new Date(Date.now() + 5 * 60 * 1000);
    await db
      .update(subscriptions)
      .set({ currentPeriodEnd: endsSoon })
      .where(eq(subscriptions.userId, user.id));
    await db.update(users).set({ premiumUntil: endsSoon }).where(eq(users.id, user.id));

    await drainRenewals();
    const row = await subscriptionOf(user.id);
    expect(row.status).toBe('active');
    expect(row.currentPeriodStart!.getTime()).toBe(endsSoon.getTime());
    expect(row.currentPeriodEnd!.getTime()).toBeGreaterThan(endsSoon.getTime() + 27 * 86_400_000);
    const [member] = await db
      .select({ until: users.premiumUntil })
      .from(users)
      .where(eq(users.id, user.id));
    expect(member!.until!.getTime()).toBe(row.currentPeriodEnd!.getTime());
    const charges = await db
      .select()
      .from(processedPaymentEvents)
      .where(eq(processedPaymentEvents.userId, user.id));
    expect(charges.map((event) => event.type).sort()).toEqual(['invoice.paid', 'invoice.paid']);
    // A second run finds nothing due and charges nothing.
    await drainRenewals();
    expect((await subscriptionOf(user.id)).currentPeriodEnd!.getTime()).toBe(
      row.currentPeriodEnd!.getTime(),
    );
  });

  it('marks past_due when the stored card declines a renewal, and premium lapses', async () => {
    const { user, cookie } = await buildMember(db);
    const { confirmed } = await subscribe(cookie, '4000 0000 0000 0341');
    expect(confirmed.status).toBe(200);
    const ended = new Date(Date.now() - 60 * 1000);
    await db
      .update(subscriptions)
      .set({ currentPeriodEnd: ended })
      .where(eq(subscriptions.userId, user.id));
    await db.update(users).set({ premiumUntil: ended }).where(eq(users.id, user.id));
    await drainRenewals();
    expect((await subscriptionOf(user.id)).status).toBe('past_due');
    const me = await injectRoute(app, getCurrentUserRoute, { cookie });
    expect(me.body.plan).toMatchObject({ tier: 'free', status: 'past_due' });
    // Paying again with a good card restores it on the same subscription.
    const { confirmed: paid } = await subscribe(cookie, '4242424242424242');
    expect(paid.body).toMatchObject({ tier: 'premium', status: 'active' });
  });

  it('cancels to the end of the period, resumes before it, and ends by job after it', async () => {
    const { user, cookie } = await buildMember(db);
    await subscribe(cookie);
    const cancelled = await injectRoute(app, cancelSubscriptionRoute, { cookie });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({
      tier: 'premium',
      cancelAtPeriodEnd: true,
      status: 'active',
    });
    // Still premium to the end of the paid period; a renewal sweep does not end it early.
    await drainRenewals();
    expect(await isMemberPremium(db, { memberId: user.id })).toBe(true);

    const resumed = await injectRoute(app, resumeSubscriptionRoute, { cookie });
    expect(resumed.body).toMatchObject({ tier: 'premium', cancelAtPeriodEnd: false });
    await injectRoute(app, cancelSubscriptionRoute, { cookie });

    const ended = new Date(Date.now() - 1000);
    await db
      .update(subscriptions)
      .set({ currentPeriodEnd: ended })
      .where(eq(subscriptions.userId, user.id));
    await db.update(users).set({ premiumUntil: ended }).where(eq(users.id, user.id));
    await drainRenewals();
    const row = await subscriptionOf(user.id);
    expect(row.status).toBe('canceled');
    expect(await isMemberPremium(db, { memberId: user.id })).toBe(false);
    const late = await injectRoute(app, resumeSubscriptionRoute, { cookie });
    expect(late.status).toBe(404);
    expect(late.message).toBe(
      'Your subscription has ended. Subscribe again from the Premium page.',
    );
    const [{ count }] = (
      await db.execute<{ count: number }>(
        sql`SELECT count(*)::int AS count FROM processed_payment_events WHERE user_id = ${user.id}`,
      )
    ).rows as [{ count: number }];
    expect(count).toBe(1);
  });

  it('cannot cancel without a subscription', async () => {
    const { cookie } = await buildMember(db);
    const response = await injectRoute(app, cancelSubscriptionRoute, { cookie });
    expect(response.status).toBe(404);
    expect(response.message).toBe('You have no subscription to cancel.');
  });
});
