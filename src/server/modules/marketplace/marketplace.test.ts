import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listHelpMessagesRoute } from '../../../contract/help.ts';
import {
  amazonProductsRoute,
  partnerInquiryRoute,
  SAMPLE_COMMISSION_RATES,
  trackAffiliateClickRoute,
  travelProductsRoute,
  travelServicesRoute,
  type TMarketplaceQuery,
} from '../../../contract/marketplace.ts';
import { affiliateClicks, affiliateProducts, users } from '../../../db/schema/index.ts';
import { clientAddress, createTestApp } from '../../test/app.ts';
import { buildMember } from '../../test/factories.ts';
import { injectRoute } from '../../test/inject.ts';
import { SNAPSHOT_RATES } from '../currency/rates.ts';
import { ensureSampleProducts } from './sample-loader.ts';
import { SAMPLE_CATALOGUE, SAMPLE_SERVICES, SAMPLE_TRAVEL_PRODUCTS } from './sample-marketplace.ts';

const { app, database } = await createTestApp();
const { db } = database;
const member = await buildMember(database);
const admin = await buildMember(database, { role: 'admin' });

const products = (query: TMarketplaceQuery, cookie = member.cookie) =>
  injectRoute(app, amazonProductsRoute, { query, cookie, remoteAddress: clientAddress() });
const click = (body: { productId: string; productUrl: string }, cookie = member.cookie) =>
  injectRoute(app, trackAffiliateClickRoute, { body, cookie, remoteAddress: clientAddress() });

beforeAll(async () => {
  expect((await ensureSampleProducts(db)).loaded).toBe(SAMPLE_CATALOGUE.length);
});

describe('GET /api/amazon/products (the local catalogue)', () => {
  it('loads the samples once and answers them labelled as samples, in USD by default', async () => {
    expect(await ensureSampleProducts(db)).toEqual({ loaded: 0 });
    const { status, body } = await products({});
    expect(status).toBe(200);
    expect(body).toHaveLength(SAMPLE_CATALOGUE.length);
    const camera = body.find((product) => product.id === 'SAMPLE-CAM-01')!;
    expect(camera).toMatchObject({
      source: 'sample',
      isSample: true,
      category: 'photography',
      price: 649,
      originalPrice: 749,
      currency: 'USD',
      formattedPrice: '$649',
      prime: true,
      affiliateUrl: expect.stringMatching(/^https:\/\/www\.amazon\.com\/s\?k=/),
    });
  });

  it('filters by category, and answers nothing for a category Amazon does not sell', async () => {
    const { body } = await products({ category: 'luggage' });
    expect(body.length).toBe(SAMPLE_CATALOGUE.filter((p) => p.category === 'luggage').length);
    expect(body.every((product) => product.category === 'luggage')).toBe(true);
    expect((await products({ category: 'insurance' })).body).toEqual([]);
  });

  it("prices in the member's currency with the reference rates", async () => {
    const { body } = await products({ category: 'photography', currency: 'eur' });
    const camera = body.find((product) => product.id === 'SAMPLE-CAM-01')!;
    const expected = Math.round((649 / SNAPSHOT_RATES.perEur.get('USD')!) * 100) / 100;
    expect(camera.currency).toBe('EUR');
    expect(camera.price).toBe(expected);
    expect(camera.formattedPrice?.startsWith('€')).toBe(true);
  });

  it('refuses bad input with a message for people, and visitors with 401', async () => {
    const bad = await products({ category: 'boats' as never });
    expect(bad.status).toBe(400);
    expect(bad.message).toMatch(/^Category must be one of all, photography/);
    const currency = await products({ currency: 'QQQ' });
    expect(currency.status).toBe(400);
    expect(currency.message).toBe('Currency QQQ is not supported');
    const visitor = await injectRoute(app, amazonProductsRoute, { query: {} });
    expect(visitor.status).toBe(401);
  });
});

describe('POST /api/amazon/track-click', () => {
  const camera = SAMPLE_CATALOGUE[0]!;
  const cameraUrl = `https://www.amazon.com/s?k=${encodeURIComponent(camera.title)}`;

  it('records the member, the product and the time for a link the catalogue served', async () => {
    const before = Date.now();
    const { status, body } = await click({ productId: camera.id, productUrl: cameraUrl });
    expect(status).toBe(201);
    expect(body).toEqual({ recorded: true });
    const rows = await db
      .select()
      .from(affiliateClicks)
      .where(eq(affiliateClicks.userId, member.user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      productId: camera.id,
      source: 'sample',
      productUrl: cameraUrl,
    });
    expect(rows[0]!.createdAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
  });

  it('records a sample Travel Products link too', async () => {
    const item = SAMPLE_TRAVEL_PRODUCTS[2]!;
    expect((await click({ productId: item.id, productUrl: item.url })).status).toBe(201);
  });

  it('refuses a foreign link, a link of another product and a non-https one (no open redirect)', async () => {
    const foreign = await click({ productId: camera.id, productUrl: 'https://evil.example/phish' });
    expect(foreign.status).toBe(400);
    expect(foreign.message).toBe('That link does not belong to this product');
    const other = await click({
      productId: camera.id,
      productUrl: `https://www.amazon.com/s?k=${encodeURIComponent(SAMPLE_CATALOGUE[1]!.title)}`,
    });
    expect(other.status).toBe(400);
    const plain = await click({ productId: camera.id, productUrl: 'javascript:alert(1)' });
    expect(plain.status).toBe(400);
    expect(plain.message).toBe('Product link must be an https address');
    const notUrl = await click({ productId: camera.id, productUrl: 'not a url' });
    expect(notUrl.status).toBe(400);
    expect(notUrl.message).toBe('Product link must be a web address');
  });

  it('answers 404 for an unknown product and 400 for a missing field', async () => {
    const unknown = await click({
      productId: 'B000NOSUCH',
      productUrl: 'https://www.amazon.com/dp/B000NOSUCH',
    });
    expect(unknown.status).toBe(404);
    expect(unknown.message).toBe('That product is not in the marketplace');
    const missing = await injectRoute(app, trackAffiliateClickRoute, {
      body: { productId: camera.id } as never,
      cookie: member.cookie,
    });
    expect(missing.status).toBe(400);
    expect(missing.message).toBe('Product URL is required');
  });

  it('limits clicks per member, whatever the address', async () => {
    const busy = await buildMember(database);
    const statuses: number[] = [];
    for (let i = 0; i < 32; i += 1) {
      statuses.push(
        (await click({ productId: camera.id, productUrl: cameraUrl }, busy.cookie)).status,
      );
    }
    expect(statuses.slice(0, 30).every((status) => status === 201)).toBe(true);
    expect(statuses.slice(30)).toEqual([429, 429]);
  });

  it('refuses visitors', async () => {
    const visitor = await injectRoute(app, trackAffiliateClickRoute, {
      body: { productId: camera.id, productUrl: cameraUrl },
    });
    expect(visitor.status).toBe(401);
  });
});

describe('Travel Products and Travel Services', () => {
  it('answers the sample products of a category with the sample commission rates', async () => {
    const all = await injectRoute(app, travelProductsRoute, { query: {}, cookie: member.cookie });
    expect(all.body).toHaveLength(SAMPLE_TRAVEL_PRODUCTS.length);
    expect(new Set(all.body.map((p) => p.commissionRate))).toEqual(
      new Set(SAMPLE_COMMISSION_RATES),
    );
    const insurance = await injectRoute(app, travelProductsRoute, {
      query: { category: 'insurance' },
      cookie: member.cookie,
    });
    expect(insurance.body.map((p) => p.commissionRate)).toEqual([25]);
  });

  it('sends sponsored services to members, none to Premium members (ad-free)', async () => {
    const free = await injectRoute(app, travelServicesRoute, { query: {}, cookie: member.cookie });
    expect(free.body).toHaveLength(SAMPLE_SERVICES.length);
    expect(free.body.every((s) => s.sponsored && s.isSample)).toBe(true);
    // A photograph of its own place, or none (the cover has no place: the category's tile).
    for (const service of free.body) {
      if (service.category === 'insurance') expect(service.imageUrl).toBeNull();
      else expect(service.imageUrl).toMatch(/^\/photos\/[a-z-]+-640\.webp$/);
    }
    const premium = await buildMember(database);
    await db
      .update(users)
      .set({ premiumUntil: new Date(Date.now() + 86_400_000) })
      .where(eq(users.id, premium.user.id));
    const paid = await injectRoute(app, travelServicesRoute, { query: {}, cookie: premium.cookie });
    expect(paid.status).toBe(200);
    expect(paid.body).toEqual([]);
    // Lapsed Premium sees them again.
    await db
      .update(users)
      .set({ premiumUntil: new Date(Date.now() - 1000) })
      .where(eq(users.id, premium.user.id));
    const lapsed = await injectRoute(app, travelServicesRoute, {
      query: {},
      cookie: premium.cookie,
    });
    expect(lapsed.body).toHaveLength(SAMPLE_SERVICES.length);
  });
});

describe("POST /api/marketplace/partner-inquiries ('Partner With Us')", () => {
  it("delivers the enquiry to the operator's inbox under the partnership topic", async () => {
    const sent = await injectRoute(app, partnerInquiryRoute, {
      cookie: member.cookie,
      remoteAddress: clientAddress(),
      body: {
        name: 'Maya Chen',
        email: 'Maya@Example.com',
        company: 'Wander Gear Ltd',
        message: 'We would like to feature our packing cubes in Travel Products.',
      },
    });
    expect(sent.status).toBe(201);
    const inbox = await injectRoute(app, listHelpMessagesRoute, {
      query: {},
      cookie: admin.cookie,
    });
    const found = inbox.body.items.find((item) => item.id === sent.body.id);
    expect(found).toMatchObject({
      topic: 'partnership',
      name: 'Maya Chen',
      email: 'maya@example.com',
      userId: member.user.id,
      message:
        'Company: Wander Gear Ltd\n\nWe would like to feature our packing cubes in Travel Products.',
    });
  });

  it('refuses a bad form with the first problem in words', async () => {
    const bad = await injectRoute(app, partnerInquiryRoute, {
      cookie: member.cookie,
      remoteAddress: clientAddress(),
      body: {
        name: 'Maya',
        email: 'not-an-email',
        company: 'X',
        message: 'Hello there, partners!',
      },
    });
    expect(bad.status).toBe(400);
    expect(bad.message).toBe('E-mail must be a valid e-mail address');
    const noCompany = await injectRoute(app, partnerInquiryRoute, {
      cookie: member.cookie,
      remoteAddress: clientAddress(),
      body: {
        name: 'Maya',
        email: 'maya@example.com',
        company: ' ',
        message: 'Hello there, partners!',
      },
    });
    expect(noCompany.status).toBe(400);
    expect(noCompany.message).toBe('Company is required');
  });
});

afterAll(async () => {
  await db.delete(affiliateProducts);
});
