import { eq, sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tourSearchRoute } from '../../../contract/tours.ts';
import { destinations, tours, viatorDestinations } from '../../../db/schema/index.ts';
import { createTestApp } from '../../test/app.ts';
import { injectRoute } from '../../test/inject.ts';
import { startFakeViator, viatorProduct } from '../../providers/viator/fake-viator.ts';
import { createViatorClient } from '../../providers/viator/viator-api.ts';
import { insertDestinations, TEST_DESTINATIONS } from './tour-test-helpers.ts';
import { FEEDS, shortDescription, syncViator } from './viator-sync.ts';
import { ensureSampleTours } from './sample-loader.ts';
import { selectSyncState } from '../../../db/queries/viator.ts';

const fake = await startFakeViator();
afterAll(() => fake.close());

const { app, database } = await createTestApp({
  viator: { apiKey: fake.apiKey, baseUrl: fake.baseUrl },
});
const { db } = database;
await app.ready();
const log = pino({ level: 'silent' });
const client = createViatorClient({ apiKey: fake.apiKey, baseUrl: fake.baseUrl });
const { cancun, lisbon, paris } = TEST_DESTINATIONS;

/** Runs the real job through the queue, as the server's worker would. */
async function runJob() {
  await app.deps.jobs.send('tours-sync', {});
  return app.deps.jobs.drain();
}

const count = async (code?: number) => {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(tours)
    .where(code === undefined ? sql`TRUE` : eq(tours.destinationCode, code));
  return row!.n;
};

const productRequests = () =>
  fake.requests.filter((request) => request.path === '/partner/products/modified-since');

const TOTAL = 1203;

beforeAll(async () => {
  await insertDestinations(db, [cancun, lisbon, paris]);
  // A fresh installation shows the sample catalogue until Viator's arrives.
  expect((await ensureSampleTours(db)).loaded).toBeGreaterThan(0);
  fake.destinations = [
    {
      destinationId: 631,
      name: 'Cancun',
      type: 'CITY',
      center: { latitude: 21.16, longitude: -86.85 },
    },
    {
      destinationId: 538,
      name: 'Lisbon',
      type: 'CITY',
      center: { latitude: 38.72, longitude: -9.14 },
    },
    {
      destinationId: 479,
      name: 'Paris',
      type: 'CITY',
      center: { latitude: 48.86, longitude: 2.35 },
    },
    // Paris, Texas is another place of the same name; Atlantis is not in the catalogue.
    {
      destinationId: 23010,
      name: 'Paris',
      type: 'CITY',
      center: { latitude: 33.66, longitude: -95.55 },
    },
    { destinationId: 9999, name: 'Atlantis', type: 'CITY' },
  ];
  fake.tags = [
    { tagId: 21911, allNamesByLocale: { en: 'Food & Drink', es: 'Comida y bebida' } },
    { tagId: 12046, allNamesByLocale: { en: 'Water Sports' } },
    { tagId: 11926, parentTagIds: [12046], allNamesByLocale: { en: 'Snorkeling' } },
  ];
  for (let i = 1; i <= TOTAL; i += 1) {
    const code = `${1000 + i}P${i}`;
    fake.putProduct(
      viatorProduct(code, {
        title: i === 1 ? 'Cancún Reef Snorkeling Adventure' : `Cancún experience ${i}`,
        tags: i === 1 ? [11926] : i === 2 ? [21911] : [],
        destinations: [{ ref: i % 100 === 0 ? '538' : '631', primary: true }],
      }),
      '2026-01-10T10:00:00.000Z',
    );
    // Product 3 has no price yet (it stays out); product 4 is priced in Mexican pesos.
    if (i !== 3) {
      fake.putSchedule({
        productCode: code,
        currency: i === 4 ? 'MXN' : 'USD',
        summary: { fromPrice: i === 4 ? 1500 : 40 + (i % 50) },
      });
    }
  }
  // Lost destination: its only destination is not in the catalogue.
  fake.putProduct(
    viatorProduct('LOST1', { destinations: [{ ref: '9999', primary: true }] }),
    '2026-01-10T10:00:00.000Z',
  );
  fake.putSchedule({ productCode: 'LOST1', currency: 'USD', summary: { fromPrice: 10 } });
});

describe('the first ingestion', () => {
  it('maps Viator destinations to catalogue codes by name and distance', async () => {
    await runJob();
    const rows = await db.select().from(viatorDestinations);
    const code = (id: number) => rows.find((row) => row.destinationId === id)?.destinationCode;
    expect(code(631)).toBe(cancun.code);
    expect(code(538)).toBe(lisbon.code);
    expect(code(479)).toBe(paris.code);
    expect(code(23010)).toBeNull();
    expect(code(9999)).toBeNull();
  });

  it('pages through every product with the cursor of the previous page', () => {
    const pages = productRequests();
    // 1,204 products at 500 a page: three pages; the first asks for everything.
    expect(pages).toHaveLength(3);
    expect(pages[0]!.query).toEqual({ count: '500' });
    expect(pages[1]!.query.cursor).toBeTruthy();
    expect(pages[2]!.query.cursor).toBeTruthy();
    expect(pages[2]!.query.cursor).not.toBe(pages[1]!.query.cursor);
    // Prices of new products came from the bulk schedules endpoint, at most 500 codes a call.
    const bulk = fake.requests.filter((request) => request.path.endsWith('/schedules/bulk'));
    expect(bulk).toHaveLength(3);
  });

  it('stores every priced product with a mapped destination, in its own currency', async () => {
    // Products 3 (no price) and LOST1 (no destination) are left out; the samples are gone.
    expect(await count()).toBe(TOTAL - 1);
    const [samples] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(tours)
      .where(eq(tours.source, 'sample'));
    expect(samples!.n).toBe(0);
    expect(await count(lisbon.code)).toBe(12);
    const [reef] = await db.select().from(tours).where(eq(tours.productCode, '1001P1'));
    expect(reef).toMatchObject({
      source: 'viator',
      destinationCode: cancun.code,
      title: 'Cancún Reef Snorkeling Adventure',
      category: 'water',
      tagIds: [11926],
      imageUrl: 'https://media.example/1001P1-720.jpg',
      rating: 4.55,
      reviewCount: 120,
      durationMinutes: 180,
      priceFrom: 41,
      currency: 'USD',
      freeCancellation: true,
      highlights: ['Lunch', 'Hotel pickup and drop-off'],
    });
    expect(reef!.productUrl).toMatch(/^https:\/\/www\.viator\.com\/tours\//);
    const [food] = await db.select().from(tours).where(eq(tours.productCode, '1002P2'));
    expect(food!.category).toBe('food');
    const [pesos] = await db.select().from(tours).where(eq(tours.productCode, '1004P4'));
    expect(pesos).toMatchObject({ priceFrom: 1500, currency: 'MXN' });
    const [missing] = await db.select().from(tours).where(eq(tours.productCode, '1003P3'));
    expect(missing).toBeUndefined();
  });

  it("brings the destinations' counts in step and serves the tours", async () => {
    const [row] = await db.select().from(destinations).where(eq(destinations.code, cancun.code));
    expect(row!.tourCount).toBe(TOTAL - 1 - 12);
    expect(row!.avgRating).toBeCloseTo(4.55, 2);
    const found = await injectRoute(app, tourSearchRoute, {
      query: { destination: cancun.code, query: 'snorkel', currency: 'EUR' },
    });
    expect(found.body.map((tour) => tour.productCode)).toEqual(['1001P1']);
    expect(found.body[0]).toMatchObject({ source: 'viator', isSample: false, currency: 'EUR' });
  });
});

describe('incremental runs', () => {
  it('asks for changes since the last run and applies edits, removals and new prices', async () => {
    const before = fake.requests.length;
    const later = '2030-01-01T00:00:00.000Z';
    fake.putProduct(viatorProduct('1005P5', { title: 'Renamed sunset sail' }), later);
    fake.putProduct({ status: 'INACTIVE', productCode: '1006P6' }, later);
    fake.putSchedule(
      { productCode: '1007P7', currency: 'USD', summary: { fromPrice: 999 } },
      later,
    );
    await syncViator({ db, client, log, now: new Date('2030-01-01T01:00:00.000Z') });

    const calls = fake.requests.slice(before);
    const productsCall = calls.find((request) => request.path.endsWith('/products/modified-since'));
    // The last full page had no nextCursor, so the run resumes from the last success's time.
    expect(productsCall!.query['modified-since']).toBeTruthy();
    expect(productsCall!.query.cursor).toBeUndefined();

    const [renamed] = await db.select().from(tours).where(eq(tours.productCode, '1005P5'));
    expect(renamed!.title).toBe('Renamed sunset sail');
    // An edit without a new schedule keeps the stored price (no bulk call needed).
    expect(renamed!.priceFrom).toBe(45);
    expect(calls.some((request) => request.path.endsWith('/schedules/bulk'))).toBe(false);
    const [gone] = await db.select().from(tours).where(eq(tours.productCode, '1006P6'));
    expect(gone).toBeUndefined();
    const [repriced] = await db.select().from(tours).where(eq(tours.productCode, '1007P7'));
    expect(repriced!.priceFrom).toBe(999);
    const [row] = await db.select().from(destinations).where(eq(destinations.code, cancun.code));
    expect(row!.tourCount).toBe(TOTAL - 1 - 12 - 1);
    expect(row!.priceMax).toBeGreaterThanOrEqual(999);
  });

  it('resumes from the saved cursor after a run that failed mid-feed', async () => {
    const at = '2031-01-01T00:00:00.000Z';
    for (let i = 0; i < 700; i += 1) {
      fake.putProduct(
        viatorProduct(`NEW${i}`, { destinations: [{ ref: '479', primary: true }] }),
        at,
      );
      fake.putSchedule({ productCode: `NEW${i}`, currency: 'EUR', summary: { fromPrice: 30 } }, at);
    }
    // The second page fails; the first page has been written and its cursor saved.
    fake.failNext('/products/modified-since', 500, 1);
    const failed = new Date('2031-01-01T01:00:00.000Z');
    await expect(syncViator({ db, client, log, now: failed })).rejects.toThrow(/500/);
    expect(await count(paris.code)).toBe(500);
    const saved = await selectSyncState(db, FEEDS.products);
    expect(saved?.cursor).toBeTruthy();

    const before = productRequests().length;
    const calls = fake.requests.length;
    await syncViator({ db, client, log, now: new Date('2031-01-01T02:00:00.000Z') });
    const resumed = productRequests()[before]!;
    // Tags and destinations are weekly: the run an hour later does not ask again.
    const later = fake.requests.slice(calls);
    expect(later.some((request) => request.path.endsWith('/destinations'))).toBe(false);
    expect(later.some((request) => request.path.endsWith('/products/tags'))).toBe(false);
    expect(resumed.query).toEqual({ count: '500', cursor: saved!.cursor });
    expect(await count(paris.code)).toBe(700);
  });
});

describe('errors', () => {
  it('refuses a wrong key without writing anything', async () => {
    const wrong = createViatorClient({ apiKey: 'nope', baseUrl: fake.baseUrl });
    const before = await count();
    await expect(
      syncViator({ db, client: wrong, log, now: new Date('2040-01-01T00:00:00.000Z') }),
    ).rejects.toThrow(/401 UNAUTHORIZED/);
    expect(await count()).toBe(before);
  });

  it('keeps descriptions short at a sentence', () => {
    const long = `${'A sentence that goes on. '.repeat(20)}`;
    const text = shortDescription(long);
    expect(text.length).toBeLessThanOrEqual(300);
    expect(text.endsWith('.')).toBe(true);
    expect(shortDescription('<p>Hello <b>there</b></p>')).toBe('Hello there');
  });

  it('records the feeds it has finished', async () => {
    const state = await selectSyncState(db, FEEDS.products);
    expect(state?.lastSuccessAt).toBeInstanceOf(Date);
  });
});
