import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import {
  amazonProductsRoute,
  trackAffiliateClickRoute,
  type TMarketplaceQuery,
} from '../../../contract/marketplace.ts';
import { affiliateClicks } from '../../../db/schema/index.ts';
import { startFakePaapi, paapiItem } from '../../providers/affiliate/fake-paapi.ts';
import { PAAPI_TARGET } from '../../providers/affiliate/paapi.ts';
import { clientAddress, createTestApp } from '../../test/app.ts';
import { buildMember } from '../../test/factories.ts';
import { injectRoute } from '../../test/inject.ts';
import { SNAPSHOT_RATES } from '../currency/rates.ts';

const fake = await startFakePaapi();
afterAll(() => fake.close());
const amazon = {
  accessKey: fake.accessKey,
  secretKey: fake.secretKey,
  partnerTag: 'roamly-20',
  host: fake.host,
  region: fake.region,
  marketplace: 'www.amazon.com',
  baseUrl: fake.baseUrl,
};
const { app, database } = await createTestApp({ amazon });
const member = await buildMember(database);

fake.items.set('Luggage', [
  paapiItem('B07LUGGAGE', 'Hardside Carry-On Spinner 21"', 129.99),
  paapiItem('B07BACKPAK', 'Travel Backpack 40L', 89.5, {
    Offers: { Listings: [{ Price: { Amount: 89.5, Currency: 'USD' } }] },
    CustomerReviews: { Count: 412, StarRating: { Value: 4.6 } },
  }),
  // Not an Amazon detail page: dropped, never served.
  paapiItem('B07FOREIGN', 'Suspicious bag', 10, { DetailPageURL: 'https://evil.example/dp/x' }),
]);

const products = (query: TMarketplaceQuery) =>
  injectRoute(app, amazonProductsRoute, {
    query,
    cookie: member.cookie,
    remoteAddress: clientAddress(),
  });

describe('GET /api/amazon/products with PA-API 5', () => {
  it('sends a signed SearchItems request and answers the items, priced and labelled', async () => {
    const { status, body } = await products({ category: 'luggage', currency: 'GBP' });
    expect(status).toBe(200);
    expect(body.map((product) => product.id)).toEqual(['B07LUGGAGE', 'B07BACKPAK']);
    const request = fake.requests.at(-1)!;
    expect(request.headers['x-amz-target']).toBe(PAAPI_TARGET);
    expect(request.headers['content-encoding']).toBe('amz-1.0');
    expect(request.headers['x-amz-date']).toMatch(/^\d{8}T\d{6}Z$/);
    expect(request.headers.authorization).toMatch(
      /^AWS4-HMAC-SHA256 Credential=AKIAFAKEPAAPI\/\d{8}\/us-east-1\/ProductAdvertisingAPI\/aws4_request, SignedHeaders=content-encoding;content-type;host;x-amz-date;x-amz-target, Signature=[0-9a-f]{64}$/,
    );
    expect(request.body).toMatchObject({
      Keywords: 'carry on luggage',
      SearchIndex: 'Luggage',
      PartnerTag: 'roamly-20',
      PartnerType: 'Associates',
      Marketplace: 'www.amazon.com',
    });
    const gbp = SNAPSHOT_RATES.perEur.get('GBP')! / SNAPSHOT_RATES.perEur.get('USD')!;
    expect(body[0]).toMatchObject({
      source: 'amazon',
      isSample: false,
      category: 'luggage',
      brand: 'Acme Travel',
      currency: 'GBP',
      price: Math.round(129.99 * gbp * 100) / 100,
      originalPrice: Math.round(139.99 * gbp * 100) / 100,
      prime: true,
      affiliateUrl: 'https://www.amazon.com/dp/B07LUGGAGE?tag=roamly-20&linkCode=ogi&th=1&psc=1',
      imageUrl: 'https://m.media-amazon.com/images/I/B07LUGGAGE._SL500_.jpg',
      features: ['Lightweight and durable', 'Two-year warranty'],
    });
    expect(body[1]).toMatchObject({
      rating: 4.6,
      reviewCount: 412,
      prime: false,
      originalPrice: null,
    });
  });

  it('keeps an answer for a while instead of asking Amazon again', async () => {
    const before = fake.requests.length;
    await products({ category: 'luggage' });
    expect(fake.requests.length).toBe(before);
  });

  it('answers empty for NoResults and for categories Amazon does not sell, without a call for those', async () => {
    expect((await products({ category: 'photography' })).body).toEqual([]);
    const before = fake.requests.length;
    expect((await products({ category: 'insurance' })).body).toEqual([]);
    expect((await products({ category: 'experiences' })).body).toEqual([]);
    expect(fake.requests.length).toBe(before);
  });

  it('answers 503 with a message when Amazon throttles or refuses the signature', async () => {
    fake.throttleNext();
    const throttled = await products({ category: 'electronics' });
    expect(throttled.status).toBe(503);
    expect(throttled.message).toBe(
      'Amazon products are unavailable right now. Please try again soon.',
    );

    const wrong = await createTestApp({ amazon: { ...amazon, secretKey: 'not-the-secret' } });
    const other = await buildMember(wrong.database);
    const refused = await injectRoute(wrong.app, amazonProductsRoute, {
      query: { category: 'luggage' },
      cookie: other.cookie,
    });
    expect(refused.status).toBe(503);
    expect(fake.requests.at(-1)!.headers.authorization).toContain('Credential=AKIAFAKEPAAPI/');
  });
});

describe('POST /api/amazon/track-click with PA-API 5', () => {
  const url = 'https://www.amazon.com/dp/B07LUGGAGE?tag=roamly-20&linkCode=ogi&th=1&psc=1';
  const click = (body: { productId: string; productUrl: string }) =>
    injectRoute(app, trackAffiliateClickRoute, {
      body,
      cookie: member.cookie,
      remoteAddress: clientAddress(),
    });

  it('records a click on a detail page Amazon answered with', async () => {
    expect((await click({ productId: 'B07LUGGAGE', productUrl: url })).status).toBe(201);
    const rows = await database.db
      .select()
      .from(affiliateClicks)
      .where(eq(affiliateClicks.userId, member.user.id));
    expect(rows.map((row) => [row.productId, row.source])).toEqual([['B07LUGGAGE', 'amazon']]);
  });

  it('refuses a non-Amazon host, a dropped item and the sample catalogue', async () => {
    const foreign = await click({
      productId: 'B07LUGGAGE',
      productUrl: 'https://amazon.evil.example/dp/B07LUGGAGE',
    });
    expect(foreign.status).toBe(400);
    expect(foreign.message).toBe('Only Amazon product pages can be opened from Amazon Deals');
    const dropped = await click({
      productId: 'B07FOREIGN',
      productUrl: 'https://evil.example/dp/x',
    });
    expect(dropped.status).toBe(404);
    const sample = await click({
      productId: 'SAMPLE-CAM-01',
      productUrl: 'https://www.amazon.com/s?k=camera',
    });
    expect(sample.status).toBe(404);
  });
});
