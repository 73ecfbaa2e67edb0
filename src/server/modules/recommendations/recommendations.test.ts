import { afterAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  accommodationRecommendationsRoute,
  activityRecommendationsRoute,
  destinationRecommendationsRoute,
  travelInsightsRoute,
  type TRecommendationFilters,
} from '../../../contract/recommendations.ts';
import { users } from '../../../db/schema/index.ts';
import { startFakeOpenAi } from '../../providers/ai/fake-openai.ts';
import { clientAddress, createTestApp } from '../../test/app.ts';
import { buildMember } from '../../test/factories.ts';
import { injectRoute } from '../../test/inject.ts';
import { buildDestination } from '../../test/page-fixtures.ts';
import { catalogue } from '../destinations/catalogue.ts';
import { writeTours } from '../tours/tour-store.ts';
import { tourInput } from '../tours/tour-test-helpers.ts';
import { DESTINATION_PROFILES } from './destination-profiles.ts';
import {
  estimatedCost,
  listText,
  rankDestinations,
  regionsOf,
  scoreDestination,
} from './engine.ts';

const { app, database } = await createTestApp();

/** The engine's destinations as the real catalogue has them. */
const cat = catalogue();
for (const profile of DESTINATION_PROFILES) {
  const row = cat.bySlug.get(profile.slug);
  if (!row) continue;
  await buildDestination(database, {
    code: row.code,
    slug: row.slug,
    name: row.name,
    asciiName: row.asciiName,
    type: row.type,
    countryCode: row.countryCode,
    latitude: row.latitude,
    longitude: row.longitude,
    population: row.population,
  });
}
const code = (slug: string) => cat.bySlug.get(slug)?.code ?? 0;

type Profile = Partial<
  Pick<
    typeof users.$inferInsert,
    'travelStyle' | 'travelInterests' | 'favoriteDestinations' | 'languages'
  >
>;

async function member(profile: Profile = {}) {
  return buildMember(database, profile);
}

const recommend = (cookie: string | undefined, query: TRecommendationFilters = {}) =>
  injectRoute(app, destinationRecommendationsRoute, {
    query,
    ...(cookie ? { cookie } : {}),
    remoteAddress: clientAddress(),
  });

describe('the engine’s destinations', () => {
  it('every profile names a catalogue destination in the right country', () => {
    for (const profile of DESTINATION_PROFILES) {
      const row = cat.bySlug.get(profile.slug);
      expect(row, profile.slug).toBeDefined();
      expect(row?.countryCode, profile.slug).toBe(profile.country);
      expect(profile.highlights.length, profile.slug).toBeGreaterThanOrEqual(3);
    }
  });

  it('regions: Cancún is North America and the Caribbean; Turkey Asia and the Middle East', () => {
    expect(regionsOf({ countryCode: 'MX', longitude: -86.85 }).sort()).toEqual([
      'caribbean',
      'north-america',
    ]);
    expect(regionsOf({ countryCode: 'MX', longitude: -99.13 })).toEqual(['north-america']);
    expect(regionsOf({ countryCode: 'TR', longitude: 28.97 }).sort()).toEqual([
      'asia',
      'middle-east',
    ]);
  });

  it('estimatedCost reads the budget band (any is mid-range)', () => {
    expect(estimatedCost(2, 'budget')).toBe('$40–80 per day');
    expect(estimatedCost(2, 'any')).toBe('$100–170 per day');
    expect(estimatedCost(5, 'luxury')).toBe('From $550 per day');
    expect(listText(['a', 'b', 'c'])).toBe('a, b and c');
  });
});

describe('GET /api/recommendations/destination', () => {
  it('is for members only', async () => {
    for (const route of [
      destinationRecommendationsRoute,
      activityRecommendationsRoute,
      accommodationRecommendationsRoute,
    ]) {
      const { status } = await injectRoute(app, route, {
        query: {},
        remoteAddress: clientAddress(),
      });
      expect(status).toBe(401);
    }
    expect(
      (await injectRoute(app, travelInsightsRoute, { remoteAddress: clientAddress() })).status,
    ).toBe(401);
  });

  it('asks for a travel profile when neither the profile nor the filters say anything', async () => {
    const { cookie } = await member();
    const { status, body } = await recommend(cookie);
    expect(status).toBe(200);
    expect(body).toEqual({ recommendations: [], profileComplete: false, reasoningBy: 'engine' });
  });

  it('ranks from the travel profile and names the real matches', async () => {
    const { cookie } = await member({
      travelStyle: 'relaxation',
      travelInterests: ['beaches', 'wellness'],
      favoriteDestinations: ['asia'],
      languages: ['english'],
    });
    const { status, body } = await recommend(cookie);
    expect(status).toBe(200);
    expect(body.profileComplete).toBe(true);
    expect(body.recommendations).toHaveLength(6);
    const [first] = body.recommendations;
    // Beaches and wellness in Asia: the Maldives, Bali and friends.
    expect(['maldives', 'bali', 'phuket', 'goa', 'ubud']).toContain(first?.slug);
    expect(first?.reasoning).toMatch(/^It is a strong match for /);
    expect(first?.reasoning).toContain('one of your favourite regions');
    expect(first?.reasoning).toContain('relaxation travel style');
    for (const item of body.recommendations) {
      expect(item.confidence).toBeGreaterThan(0);
      expect(item.confidence).toBeLessThanOrEqual(1);
      expect(item.highlights.length).toBeLessThanOrEqual(3);
      expect(item.estimatedCost).toMatch(/^\$\d+–\d+ per day$/);
      expect(item.bestTime).not.toBe('');
      expect(item.location).not.toBe('');
    }
    const confidences = body.recommendations.map((item) => item.confidence);
    expect([...confidences].sort((a, b) => b - a)).toEqual(confidences);
  });

  it('gives the same list for the same member and filters', async () => {
    const { cookie } = await member({ travelStyle: 'cultural', travelInterests: ['history'] });
    const query = { interests: ['city', 'culture'], budget: 'mid', style: 'couple' } as const;
    const first = await recommend(cookie, query);
    const second = await recommend(cookie, query);
    expect(second.body).toEqual(first.body);
  });

  it('the page’s filters change the ranking, the cost band and the reasoning', async () => {
    const { cookie } = await member({ travelStyle: 'relaxation', travelInterests: ['beaches'] });
    const beach = await recommend(cookie);
    const mountains = await recommend(cookie, {
      interests: ['mountain', 'adventure'],
      budget: 'luxury',
    });
    expect(mountains.body.recommendations[0]?.slug).not.toBe(beach.body.recommendations[0]?.slug);
    const top = mountains.body.recommendations[0];
    // Mountains and adventure first; the member's beaches still count (Costa Rica has both).
    expect([
      'swiss-alps',
      'zermatt',
      'queenstown-nz',
      'banff',
      'patagonia',
      'costa-rica',
    ]).toContain(top?.slug);
    expect(top?.estimatedCost).toMatch(/^From \$\d+ per day$/);
    expect(top?.reasoning).toContain('mountains');
    expect(top?.reasoning).toContain('luxury budget');
    expect(top?.matches).toContain('Mountains');
  });

  it('a budget band and trip style count: families on a budget', async () => {
    const { cookie } = await member({ travelInterests: ['history'] });
    const { body } = await recommend(cookie, { budget: 'budget', style: 'family' });
    const top = body.recommendations[0];
    expect(top?.reasoning).toContain('budget trip at $');
    expect(top?.reasoning).toContain('families');
    expect(top?.estimatedCost).toMatch(/^\$\d+–\d+ per day$/);
  });

  it('accepts comma-separated interests and refuses unknown ones with a clear message', async () => {
    const { cookie } = await member();
    const listed = await injectRoute(app, destinationRecommendationsRoute, {
      query: {},
      headers: {},
      cookie,
      remoteAddress: clientAddress(),
    });
    expect(listed.status).toBe(200);
    const comma = await app.inject({
      url: '/api/recommendations/destination?interests=beach,wellness&limit=3',
      headers: { cookie },
      remoteAddress: clientAddress(),
    });
    expect(comma.statusCode).toBe(200);
    expect(comma.json<{ recommendations: unknown[] }>().recommendations).toHaveLength(3);
    const bad = await app.inject({
      url: '/api/recommendations/destination?interests=volcano',
      headers: { cookie },
      remoteAddress: clientAddress(),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ message: string }>().message).toMatch(/must be one of beach, mountain/);
    const limit = await recommend(cookie, { limit: 50 });
    expect(limit.status).toBe(400);
    expect(limit.message).toBe('Limit must be at most 12');
  });

  it('skips a profiled slug the catalogue has in another country', () => {
    const profile = DESTINATION_PROFILES.find((item) => item.slug === 'bali');
    if (!profile) throw new Error('bali missing');
    const memberProfile = {
      travelStyle: null,
      travelInterests: [],
      favoriteDestinations: [],
      languages: [],
    };
    const ranked = rankDestinations(
      memberProfile,
      { interests: ['beach'], budget: 'any', style: 'any', limit: 6 },
      [
        {
          profile,
          code: 1101,
          slug: 'bali',
          name: 'Bali',
          type: 'region',
          countryCode: 'ID',
          latitude: -8.34,
          longitude: 115.09,
          tourCount: 0,
        },
      ],
      6,
    );
    expect(ranked[0]?.reasoning).toBe('It is a strong match for beaches.');
    const lone = scoreDestination(
      memberProfile,
      { interests: [], budget: 'any', style: 'any', limit: 6 },
      {
        profile,
        code: 1101,
        slug: 'bali',
        name: 'Bali',
        type: 'region',
        countryCode: 'ID',
        latitude: -8.34,
        longitude: 115.09,
        tourCount: 0,
      },
    );
    expect(lone.reasoning).toMatch(/^A well-rounded pick/);
  });
});

describe('GET /api/travel-insights', () => {
  it('defaults to the Adventure style and adds interest tips and the best match', async () => {
    const empty = await member();
    const plain = await injectRoute(app, travelInsightsRoute, {
      cookie: empty.cookie,
      remoteAddress: clientAddress(),
    });
    expect(plain.body.style).toBe('adventure');
    expect(plain.body.insights).toHaveLength(2);

    const { cookie } = await member({
      travelStyle: 'budget',
      travelInterests: ['food-and-drink', 'photography'],
      favoriteDestinations: ['asia'],
    });
    const { body } = await injectRoute(app, travelInsightsRoute, {
      cookie,
      remoteAddress: clientAddress(),
    });
    expect(body.style).toBe('budget');
    expect(body.insights[0]).toContain('price alerts');
    expect(body.insights.some((tip) => tip.startsWith('Food tours'))).toBe(true);
    expect(body.insights[body.insights.length - 1]).toMatch(
      /^Your best match right now is .+ \(\d+% match\)\.$/,
    );
  });
});

describe('GET /api/recommendations/activity and /accommodation', () => {
  it('activities are tours of the categories the interests point at, in turn', async () => {
    await writeTours(database.db, {
      upsert: [
        tourInput({
          productCode: 'ACT-WATER-1',
          category: 'water',
          reviewCount: 900,
          destinationCode: code('cancun'),
        }),
        tourInput({
          productCode: 'ACT-WATER-2',
          category: 'water',
          reviewCount: 800,
          priceFrom: 140,
          destinationCode: code('cancun'),
        }),
        tourInput({
          productCode: 'ACT-FOOD-1',
          category: 'food',
          reviewCount: 700,
          destinationCode: code('lisbon'),
        }),
        tourInput({
          productCode: 'ACT-MUSEUM-1',
          category: 'museums',
          reviewCount: 2000,
          destinationCode: code('paris'),
        }),
      ],
    });
    const { cookie } = await member({ travelInterests: ['food-and-drink'] });
    const { status, body } = await injectRoute(app, activityRecommendationsRoute, {
      query: { interests: ['beach'] },
      cookie,
      remoteAddress: clientAddress(),
    });
    expect(status).toBe(200);
    expect(body.activities.map((tour) => tour.productCode)).toEqual([
      'ACT-WATER-1',
      'ACT-FOOD-1',
      'ACT-WATER-2',
    ]);
    const budget = await injectRoute(app, activityRecommendationsRoute, {
      query: { interests: ['beach'], budget: 'budget' },
      cookie,
      remoteAddress: clientAddress(),
    });
    expect(budget.body.activities.map((tour) => tour.productCode)).not.toContain('ACT-WATER-2');

    const anyone = await member();
    const popular = await injectRoute(app, activityRecommendationsRoute, {
      query: {},
      cookie: anyone.cookie,
      remoteAddress: clientAddress(),
    });
    expect(popular.body.activities[0]?.productCode).toBe('ACT-MUSEUM-1');
  });

  it('stays are the sample hotels in the best match, kept to the budget band', async () => {
    const { cookie } = await member({ travelStyle: 'relaxation', favoriteDestinations: ['asia'] });
    const { status, body } = await injectRoute(app, accommodationRecommendationsRoute, {
      query: { budget: 'luxury' },
      cookie,
      remoteAddress: clientAddress(),
    });
    expect(status).toBe(200);
    expect(body.hotels.length).toBeGreaterThan(0);
    for (const hotel of body.hotels) {
      expect(hotel.price).toBeGreaterThan(200);
      expect(hotel.isSample).toBe(true);
    }
    expect(body.hotels[0]?.location).not.toContain('London');
  });
});

describe('reasoning worded by an AI vendor', async () => {
  const fake = await startFakeOpenAi();
  afterAll(() => fake.close());
  const withAi = await createTestApp({
    openai: { apiKey: 'sk-test', baseUrl: fake.baseUrl, model: 'gpt-4o-mini' },
  });
  for (const profile of DESTINATION_PROFILES.slice(0, 8)) {
    const row = cat.bySlug.get(profile.slug);
    if (!row) continue;
    await buildDestination(withAi.database, {
      code: row.code,
      slug: row.slug,
      name: row.name,
      asciiName: row.asciiName,
      type: row.type,
      countryCode: row.countryCode,
      latitude: row.latitude,
      longitude: row.longitude,
      population: row.population,
    });
  }

  it('keeps the engine’s ranking and uses the vendor’s sentences when they fit', async () => {
    const { cookie, user } = await buildMember(withAi.database, { travelInterests: ['beaches'] });
    const ask = () =>
      injectRoute(withAi.app, destinationRecommendationsRoute, {
        query: { limit: 2 },
        cookie,
        remoteAddress: clientAddress(),
      });
    fake.answer({
      kind: 'json',
      content: { reasons: ['Sun and sand for you.', 'Turquoise water awaits.'] },
    });
    const worded = await ask();
    expect(worded.body.reasoningBy).toBe('openai:gpt-4o-mini');
    expect(worded.body.recommendations.map((item) => item.reasoning)).toEqual([
      'Sun and sand for you.',
      'Turquoise water awaits.',
    ]);
    const request = fake.requests[fake.requests.length - 1];
    expect(JSON.stringify(request?.body.messages)).toContain('beaches');

    // A wrong answer (one sentence for two items) keeps the engine's words; same order.
    await withAi.database.db
      .update(users)
      .set({ travelInterests: ['beaches', 'wellness'] })
      .where(eq(users.id, user.id));
    fake.answer({ kind: 'json', content: { reasons: ['Only one.'] } });
    const fallback = await ask();
    expect(fallback.body.reasoningBy).toBe('engine');
    expect(fallback.body.recommendations[0]?.reasoning).toMatch(/^It is a strong match for /);
    fake.answer({ kind: 'status', status: 500 });
    await withAi.database.db
      .update(users)
      .set({ travelInterests: ['wellness'] })
      .where(eq(users.id, user.id));
    expect((await ask()).body.reasoningBy).toBe('engine');
  });
});
