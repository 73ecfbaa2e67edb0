import { describe, expect, it } from 'vitest';
import {
  listHelpMessagesRoute,
  sendHelpMessageRoute,
  type THelpMessage,
} from '../../../contract/help.ts';
import { featuresRoute } from '../../../contract/premium.ts';
import { promotionsRoute } from '../../../contract/promotions.ts';
import { upsertFeatureFlag } from '../../../db/queries/feature-flags.ts';
import { clientAddress, createTestApp } from '../../test/app.ts';
import { buildMember } from '../../test/factories.ts';
import { injectRoute } from '../../test/inject.ts';
import { SAMPLE_PROMOTIONS } from '../promotions/sample-promotions.ts';

const { app, database } = await createTestApp();
const free = await buildMember(database, { firstName: 'Fern', lastName: 'Free' });
const premium = await buildMember(database, {
  firstName: 'Pia',
  lastName: 'Premium',
  premium: true,
});
const lapsed = await buildMember(database, {
  firstName: 'Lou',
  lastName: 'Lapsed',
  premiumUntil: new Date(Date.now() - 60 * 1000),
});
const admin = await buildMember(database, { role: 'admin' });

describe('GET /api/promotions (ad-free for Premium)', () => {
  it.each(['home', 'explore'] as const)(
    'sends the %s sample offers to a free member, every card marked as a sample',
    async (placement) => {
      const response = await injectRoute(app, promotionsRoute, {
        query: { placement },
        cookie: free.cookie,
      });
      expect(response.status).toBe(200);
      expect(response.body.cards.map((card) => card.id)).toEqual(
        SAMPLE_PROMOTIONS[placement].map((card) => card.id),
      );
      expect(response.body.cards.every((card) => card.isSample && card.offers.length > 0)).toBe(
        true,
      );
    },
  );

  it.each(['home', 'explore'] as const)(
    'sends no promotional card at all to a Premium member on %s',
    async (placement) => {
      const response = await injectRoute(app, promotionsRoute, {
        query: { placement },
        cookie: premium.cookie,
      });
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ cards: [] });
    },
  );

  it('shows the offers again once the paid period is over', async () => {
    const response = await injectRoute(app, promotionsRoute, {
      query: { placement: 'home' },
      cookie: lapsed.cookie,
    });
    expect(response.body.cards).toHaveLength(1);
  });

  it('asks for sign-in and refuses an unknown page with a message', async () => {
    expect((await injectRoute(app, promotionsRoute, { query: { placement: 'home' } })).status).toBe(
      401,
    );
    const unknown = await injectRoute(app, promotionsRoute, {
      query: { placement: 'marketplace' as 'home' },
      cookie: free.cookie,
    });
    expect(unknown.status).toBe(400);
    expect(unknown.message).toMatch(/home or explore/);
  });
});

describe('GET /api/features (early access)', () => {
  it('gives Premium members the early-access flags first, free members only those for everyone', async () => {
    await upsertFeatureFlag(database.db, {
      key: 'test-everyone-flag',
      name: 'Everyone flag',
      description: 'On for every member.',
      stage: 'everyone',
    });
    await upsertFeatureFlag(database.db, {
      key: 'test-off-flag',
      name: 'Off flag',
      description: 'On for nobody.',
      stage: 'off',
    });
    const forPremium = await injectRoute(app, featuresRoute, { cookie: premium.cookie });
    const premiumKeys = forPremium.body.features.map((feature) => feature.key);
    expect(premiumKeys).toContain('search-most-liked');
    expect(premiumKeys).toContain('test-everyone-flag');
    expect(premiumKeys).not.toContain('test-off-flag');
    expect(forPremium.body.features[0]?.stage).toBe('premium');

    const forFree = await injectRoute(app, featuresRoute, { cookie: free.cookie });
    expect(forFree.body.features.map((feature) => feature.key)).toEqual(['test-everyone-flag']);
    const forLapsed = await injectRoute(app, featuresRoute, { cookie: lapsed.cookie });
    expect(forLapsed.body.features.map((feature) => feature.key)).toEqual(['test-everyone-flag']);
    expect((await injectRoute(app, featuresRoute, {})).status).toBe(401);
  });

  it('seeds the search-most-liked flag at the premium stage', async () => {
    const forPremium = await injectRoute(app, featuresRoute, { cookie: premium.cookie });
    expect(forPremium.body.features.find((f) => f.key === 'search-most-liked')).toMatchObject({
      name: 'Most liked search sort',
      stage: 'premium',
    });
  });
});

describe('priority support', () => {
  const send = (cookie: string | undefined, text: string) =>
    injectRoute(app, sendHelpMessageRoute, {
      body: { name: 'Someone', email: 'someone@example.com', topic: 'account', message: text },
      cookie,
      remoteAddress: clientAddress(),
    });

  it('stores Premium members’ messages with priority and lists them first, marked', async () => {
    expect((await send(free.cookie, 'Free member: first message here')).status).toBe(201);
    expect((await send(premium.cookie, 'Premium member: needs help now')).status).toBe(201);
    expect((await send(undefined, 'Visitor: a question about plans')).status).toBe(201);
    expect((await send(lapsed.cookie, 'Lapsed member: asking for help')).status).toBe(201);
    expect((await send(premium.cookie, 'Premium member: a second thing')).status).toBe(201);

    // Two pages of two, then the rest: the keyset walk keeps priority-first order across pages.
    const seen: THelpMessage[] = [];
    let cursor: string | undefined;
    do {
      const page = await injectRoute(app, listHelpMessagesRoute, {
        query: { limit: 2, cursor },
        cookie: admin.cookie,
      });
      expect(page.status).toBe(200);
      seen.push(...page.body.items);
      cursor = page.body.nextCursor ?? undefined;
    } while (cursor);
    expect(seen.map((item) => [item.message.split(':')[0], item.priority])).toEqual([
      ['Premium member', true],
      ['Premium member', true],
      ['Lapsed member', false],
      ['Visitor', false],
      ['Free member', false],
    ]);
    expect(seen[0]?.message).toBe('Premium member: a second thing');
  });
});
