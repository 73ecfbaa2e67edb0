import { PHOTO_CREDITS } from '../../../contract/photo-credits.ts';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  popularToursByCodeRoute,
  popularToursRoute,
  tourCategoriesRoute,
  tourDestinationsRoute,
  tourSearchRoute,
  TOUR_CATEGORIES,
  type TPopularToursQuery,
  type TTourSearchQuery,
} from '../../../contract/tours.ts';
import { destinations, tours } from '../../../db/schema/index.ts';
import { clientAddress, createTestApp } from '../../test/app.ts';
import { injectRoute } from '../../test/inject.ts';
import { SNAPSHOT_RATES } from '../currency/rates.ts';
import { ensureSampleTours } from './sample-loader.ts';
import { SAMPLE_DESTINATIONS, samplePhotoUrl } from './sample-tours.ts';
import { durationLabel } from './tours.presenter.ts';
import { insertDestinations, TEST_DESTINATIONS, tourInput } from './tour-test-helpers.ts';
import { writeTours } from './tour-store.ts';

const { app, database } = await createTestApp();
const { db } = database;
const { cancun, lisbon, paris, tokyo } = TEST_DESTINATIONS;

const search = (query: TTourSearchQuery) =>
  injectRoute(app, tourSearchRoute, { query, remoteAddress: clientAddress() });
const popular = (query: TPopularToursQuery) =>
  injectRoute(app, popularToursRoute, { query, remoteAddress: clientAddress() });

const usd = SNAPSHOT_RATES.perEur.get('USD')!;
const eurRate = (code: string) => SNAPSHOT_RATES.perEur.get(code)!;

beforeAll(async () => {
  // Tokyo is left out on purpose: its sample tours must be skipped, not fail the load.
  await insertDestinations(db, [cancun, lisbon, paris]);
  const first = await ensureSampleTours(db);
  const cancunCount = SAMPLE_DESTINATIONS.find((d) => d.slug === 'cancun')!.tours.length;
  const parisCount = SAMPLE_DESTINATIONS.find((d) => d.slug === 'paris')!.tours.length;
  const lisbonCount = SAMPLE_DESTINATIONS.find((d) => d.slug === 'lisbon')!.tours.length;
  expect(first.loaded).toBe(cancunCount + parisCount + lisbonCount);
});

describe('the sample catalogue', () => {
  it('loads once, only into an empty table, labelled as sample', async () => {
    expect(await ensureSampleTours(db)).toEqual({ loaded: 0 });
    const rows = await db.select().from(tours);
    expect(rows.every((row) => row.source === 'sample')).toBe(true);
    expect(rows.every((row) => row.productCode.startsWith('SAMPLE-'))).toBe(true);
    expect(rows.some((row) => row.destinationCode === tokyo.code)).toBe(false);
  });

  it("shows only a photograph of the tour's own place, else none (issue 20)", () => {
    const credited = new Set(PHOTO_CREDITS.map((photo) => photo.id));
    const photos = new Map<string, string>();
    for (const destination of SAMPLE_DESTINATIONS) {
      for (const tour of destination.tours) {
        if (!tour.photo) continue;
        const url = samplePhotoUrl(tour.photo);
        expect(existsSync(path.resolve('public', url.slice(1))), url).toBe(true);
        expect(credited.has(tour.photo), tour.photo).toBe(true);
        // A photo shows one place: never shared by two destinations' tours.
        const owner = photos.get(tour.photo);
        expect(owner === undefined || owner === destination.slug, tour.photo).toBe(true);
        photos.set(tour.photo, destination.slug);
      }
    }
    const photoOf = (slug: string, title: RegExp) =>
      SAMPLE_DESTINATIONS.find((d) => d.slug === slug)!.tours.find((t) => title.test(t.title))!
        .photo;
    // The review's wrong pictures: Chenonceau for the Louvre, Avignon for Montmartre, a lake
    // for the Seine.
    expect(photoOf('paris', /Louvre/)).toBeNull();
    expect(photoOf('paris', /Montmartre/)).toBeNull();
    expect(photoOf('paris', /Seine/)).toBeNull();
    expect(photoOf('paris', /Eiffel/)).toBe('eiffel-tower');
    expect(photoOf('cancun', /Chichén Itzá/)).toBe('chichen-itza-el-castillo');
  });

  it('brings the photos of earlier sample rows in step at the next start', async () => {
    const louvre = 'SAMPLE-PAR-02';
    await db
      .update(tours)
      .set({ imageUrl: '/photos/chenonceau-chateau-640.webp' })
      .where(eq(tours.productCode, louvre));
    expect(await ensureSampleTours(db)).toEqual({ loaded: 0, imagesUpdated: 1 });
    const [row] = await db.select().from(tours).where(eq(tours.productCode, louvre));
    expect(row!.imageUrl).toBeNull();
    expect(await ensureSampleTours(db)).toEqual({ loaded: 0 });
  });

  it("keeps the destinations' tour count, average rating and USD price range in step", async () => {
    const [row] = await db.select().from(destinations).where(eq(destinations.code, cancun.code));
    const sample = SAMPLE_DESTINATIONS.find((d) => d.slug === 'cancun')!.tours;
    expect(row!.tourCount).toBe(sample.length);
    const average = sample.reduce((sum, tour) => sum + tour.rating, 0) / sample.length;
    expect(row!.avgRating).toBeCloseTo(average, 2);
    expect(row!.priceMin).toBe(Math.min(...sample.map((tour) => tour.priceFrom)));
    expect(row!.priceMax).toBe(Math.max(...sample.map((tour) => tour.priceFrom)));
    // Paris is priced in euros: its range is converted to US dollars.
    const [parisRow] = await db
      .select()
      .from(destinations)
      .where(eq(destinations.code, paris.code));
    const parisPrices = SAMPLE_DESTINATIONS.find((d) => d.slug === 'paris')!.tours.map(
      (tour) => tour.priceFrom,
    );
    expect(parisRow!.priceMin).toBeCloseTo(Math.min(...parisPrices) * usd, 2);
  });
});

describe('GET /api/viator/search', () => {
  it('returns nothing without a destination code or without search text (spec 2 §5)', async () => {
    for (const query of [
      { query: 'snorkel' },
      { destination: cancun.code },
      { destination: cancun.code, query: '   ' },
      { destination: '' as const, query: 'snorkel' },
    ]) {
      const response = await search(query);
      expect(response.status).toBe(200);
      expect(response.body).toEqual([]);
    }
  });

  it('finds words with English stemming, the last word as a prefix, within the destination', async () => {
    const snorkel = await search({ destination: cancun.code, query: 'snorkel' });
    expect(snorkel.status).toBe(200);
    expect(snorkel.body.length).toBeGreaterThanOrEqual(3);
    expect(snorkel.body.every((tour) => tour.destinationCode === cancun.code)).toBe(true);
    expect(snorkel.body.map((tour) => tour.title)).toContain(
      'Isla Mujeres Catamaran Cruise with Snorkeling and Open Bar',
    );
    // "cruises" is stemmed to "cruis", which matches "Cruise"; "catam" is a prefix.
    const cruises = await search({ destination: cancun.code, query: 'cruises' });
    expect(cruises.body.map((tour) => tour.productCode)).toContain('SAMPLE-CUN-01');
    const prefix = await search({ destination: cancun.code, query: 'catam' });
    expect(prefix.body.map((tour) => tour.productCode)).toEqual(['SAMPLE-CUN-01']);
    // Paris has a cruise too, but the search stays in Cancún.
    expect(cruises.body.some((tour) => tour.destinationCode === paris.code)).toBe(false);
  });

  it('tolerates a typo in a title word', async () => {
    const response = await search({ destination: cancun.code, query: 'Chichen Itzaa' });
    expect(response.body.map((tour) => tour.productCode)).toContain('SAMPLE-CUN-02');
  });

  it('answers nothing, not look-alikes, when the filters leave none of the matches', async () => {
    const food = await search({ destination: cancun.code, query: 'snorkel', category: 'food' });
    expect(food.body).toEqual([]);
    // Only stop words: no word to look for, and no title close to "the".
    const stop = await search({ destination: cancun.code, query: 'the' });
    expect(stop.body).toEqual([]);
    // A misspelling still finds its tour.
    const typo = await search({ destination: cancun.code, query: 'catamran' });
    expect(typo.body.map((tour) => tour.productCode)).toEqual(['SAMPLE-CUN-01']);
  });

  it('filters by category and free cancellation, and sorts by each option', async () => {
    const water = await search({ destination: cancun.code, query: 'isla', category: 'water' });
    expect(water.body.length).toBeGreaterThan(0);
    expect(water.body.every((tour) => tour.category === 'water')).toBe(true);
    expect(water.body.every((tour) => tour.categoryName === 'Water Activities')).toBe(true);

    const all = (sortBy?: TTourSearchQuery['sortBy'], free?: 'true') =>
      search({ destination: cancun.code, query: 'tour', sortBy, freeCancellation: free });
    const free = await all(undefined, 'true');
    expect(free.body.length).toBeGreaterThan(0);
    expect(free.body.every((tour) => tour.freeCancellation)).toBe(true);

    const byDefault = (await all()).body.map((tour) => tour.priceFrom);
    expect(byDefault).toEqual([...byDefault].sort((a, b) => a - b));
    const highLow = (await all('price-high-low')).body.map((tour) => tour.priceFrom);
    expect(highLow).toEqual([...highLow].sort((a, b) => b - a));
    const rating = (await all('rating')).body.map((tour) => tour.rating ?? 0);
    expect(rating).toEqual([...rating].sort((a, b) => b - a));
    const popularity = (await all('popularity')).body.map((tour) => tour.reviewCount);
    expect(popularity).toEqual([...popularity].sort((a, b) => b - a));
  });

  it('converts prices to the asked currency and formats them en-US', async () => {
    const inUsd = await search({ destination: cancun.code, query: 'catamaran' });
    expect(inUsd.body[0]).toMatchObject({
      priceFrom: 89,
      currency: 'USD',
      formattedPrice: '$89',
      isSample: true,
      source: 'sample',
      location: 'Cancún, Mexico',
      duration: '7 hours',
    });
    const inEur = await search({ destination: cancun.code, query: 'catamaran', currency: 'eur' });
    const eur = Math.round((89 / usd) * 100) / 100;
    expect(inEur.body[0]).toMatchObject({ priceFrom: eur, currency: 'EUR' });
    expect(inEur.body[0]!.formattedPrice).toBe(
      `€${eur.toLocaleString('en-US', { maximumFractionDigits: 2 })}`,
    );
    const inYen = await search({ destination: cancun.code, query: 'catamaran', currency: 'JPY' });
    const yen = Math.round((89 / usd) * eurRate('JPY'));
    expect(inYen.body[0]).toMatchObject({ priceFrom: yen, currency: 'JPY' });
    expect(inYen.body[0]!.formattedPrice).toBe(`¥${yen.toLocaleString('en-US')}`);
    // A euro tour asked in euros keeps its own price exactly.
    const paris = await search({
      destination: TEST_DESTINATIONS.paris.code,
      query: 'seine',
      currency: 'EUR',
    });
    expect(paris.body[0]).toMatchObject({ priceFrom: 18, formattedPrice: '€18' });
  });

  it('answers 400 with a sentence for bad parameters', async () => {
    const unknown = await search({ destination: cancun.code, query: 'tour', currency: 'XYZ' });
    expect(unknown.status).toBe(400);
    expect(unknown.message).toBe('Currency XYZ is not supported');
    const sort = await injectRoute(app, tourSearchRoute, {
      query: { destination: cancun.code, query: 'tour', sortBy: 'cheapest' as 'rating' },
    });
    expect(sort.status).toBe(400);
    expect(sort.message).toMatch(/must be one of price-low-high/);
    const code = await injectRoute(app, tourSearchRoute, {
      query: { destination: 'cancun' as unknown as number, query: 'tour' },
    });
    expect(code.status).toBe(400);
    const long = await search({ destination: cancun.code, query: 'x'.repeat(101) });
    expect(long.status).toBe(400);
    expect(long.message).toMatch(/at most 100 characters/);
  });
});

describe('GET /api/viator/popular', () => {
  it("lists a destination's tours with the page's filters, most popular first by default", async () => {
    const response = await popular({ destination: cancun.code });
    expect(response.status).toBe(200);
    const counts = response.body.map((tour) => tour.reviewCount);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    expect(response.body.every((tour) => tour.destinationCode === cancun.code)).toBe(true);

    const cheap = await popular({ destination: cancun.code, minPrice: 60, maxPrice: 100 });
    expect(cheap.body.length).toBeGreaterThan(0);
    expect(cheap.body.every((tour) => tour.priceFrom >= 60 && tour.priceFrom <= 100)).toBe(true);

    // The price range is in the asked currency: 50–60 GBP is about 59–71 USD.
    const pounds = await popular({
      destination: cancun.code,
      currency: 'GBP',
      minPrice: 50,
      maxPrice: 60,
    });
    expect(pounds.body.length).toBeGreaterThan(0);
    expect(pounds.body.every((tour) => tour.currency === 'GBP')).toBe(true);
    expect(pounds.body.every((tour) => tour.priceFrom >= 50 && tour.priceFrom <= 60)).toBe(true);

    const searched = await popular({ destination: cancun.code, searchQuery: 'dolphins' });
    expect(searched.body.map((tour) => tour.productCode)).toEqual(['SAMPLE-CUN-03']);

    const bad = await popular({ destination: cancun.code, minPrice: 100, maxPrice: 10 });
    expect(bad.status).toBe(400);
    expect(bad.message).toBe('Minimum price must not be more than the maximum price');
  });

  it('searches words across every destination without one', async () => {
    const seine = await popular({ searchQuery: 'seine cruise' });
    expect(seine.body.map((tour) => tour.productCode)).toEqual(['SAMPLE-PAR-05']);
  });

  it('covers every destination without one, and pages', async () => {
    const first = await popular({ limit: 5 });
    const second = await popular({ limit: 5, offset: 5 });
    const codes = new Set(first.body.concat(second.body).map((tour) => tour.productCode));
    expect(codes.size).toBe(10);
    const places = new Set(
      (await popular({ limit: 100 })).body.map((tour) => tour.destinationCode),
    );
    expect(places).toEqual(new Set([cancun.code, lisbon.code, paris.code]));
  });
});

describe('GET /api/viator/popular/:code', () => {
  it("answers the sidebars' call with the most popular tours", async () => {
    const response = await injectRoute(app, popularToursByCodeRoute, {
      params: { code: 684 },
      remoteAddress: clientAddress(),
    });
    expect(response.status).toBe(200);
    expect(response.body.length).toBeGreaterThanOrEqual(3);
    expect(response.body[0]!.productCode).toBe('SAMPLE-CUN-02');
    const three = await injectRoute(app, popularToursByCodeRoute, {
      params: { code: 684 },
      query: { limit: 3, currency: 'GBP' },
    });
    expect(three.body).toHaveLength(3);
    expect(three.body.every((tour) => tour.formattedPrice.startsWith('£'))).toBe(true);
    const none = await injectRoute(app, popularToursByCodeRoute, { params: { code: 999_999 } });
    expect(none.body).toEqual([]);
    const bad = await injectRoute(app, popularToursByCodeRoute, {
      params: { code: 'cancun' as unknown as number },
    });
    expect(bad.status).toBe(400);
  });
});

describe('GET /api/viator/destinations and /categories', () => {
  it('lists destinations with tours, most tours first', async () => {
    const response = await injectRoute(app, tourDestinationsRoute, {
      remoteAddress: clientAddress(),
    });
    expect(response.status).toBe(200);
    expect(response.body[0]).toMatchObject({
      destinationId: cancun.code,
      destinationName: 'Cancún',
      slug: 'cancun',
      tourCount: 8,
    });
    expect(response.body.map((d) => d.destinationId).sort()).toEqual(
      [cancun.code, lisbon.code, paris.code].sort(),
    );
  });

  it('lists the eight categories of spec 2 §9 with their tour counts', async () => {
    const response = await injectRoute(app, tourCategoriesRoute, {
      remoteAddress: clientAddress(),
    });
    expect(response.status).toBe(200);
    expect(response.body.map((category) => category.id)).toEqual([...TOUR_CATEGORIES]);
    const total = response.body.reduce((sum, category) => sum + category.tourCount, 0);
    expect(total).toBe(20);
    expect(response.body.find((c) => c.id === 'food')).toMatchObject({ name: 'Food & Drink' });
  });
});

describe('writing tours', () => {
  it('skips tours priced in a currency without a rate and keeps the counts right', async () => {
    const result = await writeTours(db, {
      upsert: [
        tourInput({
          productCode: 'W-1',
          destinationCode: lisbon.code,
          priceFrom: 10,
          currency: 'EUR',
        }),
        tourInput({ productCode: 'W-2', destinationCode: lisbon.code, currency: 'AED' }),
      ],
    });
    expect(result.written).toBe(1);
    expect(result.unpriced.map((tour) => tour.productCode)).toEqual(['W-2']);
    const [row] = await db.select().from(destinations).where(eq(destinations.code, lisbon.code));
    expect(row!.priceMin).toBe(Math.round(10 * usd * 100) / 100);

    // Moving a tour to another destination and removing one update both destinations.
    const before = row!.tourCount;
    await writeTours(db, {
      upsert: [tourInput({ productCode: 'W-1', destinationCode: paris.code, currency: 'EUR' })],
    });
    const [moved] = await db.select().from(destinations).where(eq(destinations.code, lisbon.code));
    expect(moved!.tourCount).toBe(before - 1);
    const removed = await writeTours(db, { remove: ['W-1', 'NOPE'] });
    expect(removed.removed).toBe(1);
  });
});

describe('durations', () => {
  it('reads as travellers write them', () => {
    expect(durationLabel(45)).toBe('45 minutes');
    expect(durationLabel(60)).toBe('1 hour');
    expect(durationLabel(90)).toBe('1 hour 30 minutes');
    expect(durationLabel(180)).toBe('3 hours');
    expect(durationLabel(1440 * 2)).toBe('2 days');
    expect(durationLabel(1440 + 240)).toBe('1 day 4 hours');
  });
});
