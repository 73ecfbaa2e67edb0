import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  autocompleteRoute,
  CANCUN_DESTINATION_CODE,
  destinationBySlugRoute,
  popularDestinationsRoute,
  travelMapRoute,
  visualSearchRoute,
} from '../../../contract/destinations.ts';
import { createPostRoute } from '../../../contract/posts.ts';
import { journeyStatsRoute } from '../../../contract/people.ts';
import { destinations, posts, users } from '../../../db/schema/index.ts';
import { createServiceContext, type MemberContext } from '../../context.ts';
import type { AiProvider } from '../../providers/ai/ai.ts';
import { createTestApp } from '../../test/app.ts';
import { buildMember } from '../../test/factories.ts';
import { injectRoute } from '../../test/inject.ts';
import { geotaggedJpeg } from '../media/media-test-helpers.ts';
import { jpegBytes, postForm } from '../uploads/upload-test-helpers.ts';
import { catalogue } from './catalogue.ts';
import { ensureCatalogue } from './catalogue-store.ts';
import { forgetDestinationStats, visualSearch } from './destinations.service.ts';
import {
  VISUAL_SEARCH_NO_FILE_MESSAGE,
  VISUAL_SEARCH_WRONG_TYPE_MESSAGE,
} from './destinations.routes.ts';

const { app, database } = await createTestApp();
const { db } = database;

const LISBON = 2267057;
const PORTUGAL = 620;
let member: Awaited<ReturnType<typeof buildMember>>;

beforeAll(async () => {
  // A post made before the catalogue existed, linked once by the build.
  member = await buildMember(db, { firstName: 'Inês', lastName: 'Costa' });
  await db
    .insert(posts)
    .values({ userId: member.user.id, content: 'Old', location: 'Kyoto, Japan' });
  const build = await ensureCatalogue(db);
  expect(build.built).toBe(true);
  expect(build.linkedPosts).toBe(1);
}, 60_000);

const complete = (q: string, cookie = member.cookie, extra: Record<string, unknown> = {}) =>
  injectRoute(app, autocompleteRoute, { query: { q, ...extra }, cookie });

describe('the catalogue build', () => {
  it('writes every row once with stable codes, and a second start only counts', async () => {
    const [count] = await db.select({ n: destinations.code }).from(destinations).limit(1);
    expect(count).toBeDefined();
    const again = await ensureCatalogue(db);
    expect(again).toMatchObject({ built: false, rows: catalogue().rows.length });
    const [cancun] = await db
      .select()
      .from(destinations)
      .where(eq(destinations.code, CANCUN_DESTINATION_CODE));
    expect(cancun).toMatchObject({
      slug: 'cancun',
      name: 'Cancún',
      countryCode: 'MX',
      type: 'city',
    });
    const [portugal] = await db
      .select()
      .from(destinations)
      .where(eq(destinations.slug, 'portugal'));
    expect(portugal).toMatchObject({ code: PORTUGAL, type: 'country' });
    const [bali] = await db.select().from(destinations).where(eq(destinations.slug, 'bali'));
    expect(bali).toMatchObject({ type: 'region', countryCode: 'ID' });
  });

  it('keeps the tours columns of a row when it rebuilds', async () => {
    await db
      .update(destinations)
      .set({ tourCount: 42, catalogueVersion: 0 })
      .where(eq(destinations.code, LISBON));
    expect((await ensureCatalogue(db)).built).toBe(true);
    const [lisbon] = await db.select().from(destinations).where(eq(destinations.code, LISBON));
    expect(lisbon).toMatchObject({ slug: 'lisbon', tourCount: 42, catalogueVersion: 1 });
    await db.update(destinations).set({ tourCount: 0 }).where(eq(destinations.code, LISBON));
  });
});

describe('GET /api/search/autocomplete', () => {
  it("finds Lisbon from the typo 'lisbn', first, with the suggestion fields", async () => {
    const response = await complete('lisbn');
    expect(response.status).toBe(200);
    expect(response.body[0]).toMatchObject({
      id: LISBON,
      name: 'Lisbon',
      slug: 'lisbon',
      type: 'city',
      label: 'Lisbon, Portugal',
      countryCode: 'PT',
      tourCount: 0,
      avgRating: null,
      priceRange: null,
    });
    expect(response.body[0]!.image).toBe('/api/places/image/Lisbon%2C%20Portugal');
  });

  it("pictures a destination with the product's photograph of exactly it, else asks by label", async () => {
    const { body } = await complete('paris');
    const france = body.find((place) => place.countryCode === 'FR' && place.name === 'Paris');
    expect(france?.image).toBe('/photos/eiffel-tower-640.webp');
    // A namesake elsewhere never gets the Eiffel Tower.
    for (const other of body.filter((place) => place.countryCode !== 'FR')) {
      expect(other.image).toMatch(/^\/api\/places\/image\//);
    }
  });

  it('matches accents and prefixes, ranking the big place first', async () => {
    expect((await complete('cancun')).body[0]).toMatchObject({ id: 684, name: 'Cancún' });
    expect((await complete('Par')).body[0]).toMatchObject({ slug: 'paris' });
    expect((await complete('new yo')).body[0]).toMatchObject({ slug: 'new-york' });
    expect((await complete('tokio')).body.map((d) => d.slug)).toContain('tokyo');
    // Accents either way, word order and a typo (issue 19).
    for (const q of ['sao paulo', 'São Paulo', 'paulo sao', 'sao paolo']) {
      expect((await complete(q)).body[0]).toMatchObject({ slug: 'sao-paulo', name: 'São Paulo' });
    }
    expect((await complete('swiss alps')).body[0]).toMatchObject({ type: 'region' });
    const countries = await complete('portu', member.cookie, { type: 'country' });
    expect(countries.body.map((d) => d.slug)).toEqual(['portugal']);
  });

  it('ranks a destination with tours above a bigger one of the same match', async () => {
    const before = await complete('san j');
    const lower = before.body.at(-1)!;
    await db
      .update(destinations)
      .set({ tourCount: 900, avgRating: 4.66, priceMin: 25, priceMax: 180 })
      .where(eq(destinations.code, lower.id));
    forgetDestinationStats(db);
    const after = await complete('san j');
    expect(after.body[0]).toMatchObject({
      id: lower.id,
      tourCount: 900,
      avgRating: 4.7,
      priceRange: { min: 25, max: 180, currency: 'USD' },
    });
    await db
      .update(destinations)
      .set({ tourCount: 0, avgRating: null, priceMin: null, priceMax: null })
      .where(eq(destinations.code, lower.id));
    forgetDestinationStats(db);
  });

  it('answers nothing for gibberish, 400 under 2 characters, 401 signed out', async () => {
    expect((await complete('qxzqxzqxz')).body).toEqual([]);
    const short = await complete('l');
    expect(short.status).toBe(400);
    expect(short.message).toMatch(/at least 2 characters/);
    expect((await complete('%_')).status).toBe(200);
    expect((await injectRoute(app, autocompleteRoute, { query: { q: 'lisbon' } })).status).toBe(
      401,
    );
  });
});

describe('GET /api/destinations/:slug', () => {
  it('answers by slug, and slugs a bare name first', async () => {
    const bySlug = await injectRoute(app, destinationBySlugRoute, {
      params: { slug: 'lisbon' },
      cookie: member.cookie,
    });
    expect(bySlug.body).toMatchObject({ id: LISBON, label: 'Lisbon, Portugal' });
    const byName = await injectRoute(app, destinationBySlugRoute, {
      params: { slug: 'Cancún' },
      cookie: member.cookie,
    });
    expect(byName.body).toMatchObject({ id: 684, slug: 'cancun' });
    const missing = await injectRoute(app, destinationBySlugRoute, {
      params: { slug: 'atlantis-xyz' },
      cookie: member.cookie,
    });
    expect(missing.status).toBe(404);
    expect(missing.message).toBe('Destination not found');
  });
});

describe('GET /api/destinations/popular', () => {
  it('shows 6: featured on a quiet site, then tours and member posts first', async () => {
    const quiet = await injectRoute(app, popularDestinationsRoute, { cookie: member.cookie });
    expect(quiet.status).toBe(200);
    expect(quiet.body).toHaveLength(6);
    // Kyoto has the one linked public post of the old member; the featured follow.
    expect(quiet.body.map((d) => d.slug)).toEqual([
      'kyoto',
      'paris',
      'tokyo',
      'bali',
      'new-york',
      'london',
    ]);

    const author = await buildMember(db);
    await db.insert(posts).values(
      Array.from({ length: 3 }, () => ({
        userId: author.user.id,
        content: 'Porto!',
        location: 'Porto, Portugal',
        destinationCode: 2735943,
      })),
    );
    // Private posts are not activity anyone sees.
    await db.insert(posts).values(
      Array.from({ length: 5 }, () => ({
        userId: author.user.id,
        content: 'secret',
        privacy: 'private' as const,
        destinationCode: 3117735,
      })),
    );
    await db.update(destinations).set({ tourCount: 40 }).where(eq(destinations.code, 684));
    // The ranking reads the cached stats (15 s): a new post shows on the next refresh.
    const cached = await injectRoute(app, popularDestinationsRoute, { cookie: member.cookie });
    expect(cached.body.map((d) => d.slug)).toEqual(quiet.body.map((d) => d.slug));
    forgetDestinationStats(db);
    const busy = await injectRoute(app, popularDestinationsRoute, { cookie: member.cookie });
    expect(busy.body.slice(0, 2).map((d) => [d.slug, d.postCount, d.tourCount])).toEqual([
      ['cancun', 0, 40],
      ['porto', 3, 0],
    ]);
    expect(busy.body.map((d) => d.slug)).not.toContain('madrid');
    await db.update(destinations).set({ tourCount: 0 }).where(eq(destinations.code, 684));
  });
});

describe('POST /api/search/visual', () => {
  it('suggests the destinations of a geotagged photo, nearest first', async () => {
    const photo = await geotaggedJpeg({ width: 400, height: 200 });
    const response = await postForm(
      app,
      visualSearchRoute.path,
      [['image', photo, 'IMG_0001.jpg', 'image/jpeg']],
      { cookie: member.cookie },
    );
    expect(response.status).toBe(200);
    const body = response.body as { suggestedDestinations: { slug: string }[]; source: string };
    expect(body.source).toBe('gps');
    expect(body.suggestedDestinations.map((d) => d.slug)).toEqual(['lisbon', 'portugal']);
  });

  it('asks the image analysis when the photo has no GPS', async () => {
    const analysed: string[] = [];
    const provider: AiProvider = {
      name: 'fake',
      async analyzeMedia(media) {
        analysed.push(media.kind);
        expect(media.image?.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
        return {
          description: 'Temples',
          location: 'Kyoto, Japan',
          tags: [],
          travelInsights: [],
          captions: [],
          provider: 'fake',
        };
      },
      enhancePost: () => Promise.reject(new Error('unused')),
    };
    const ctx = createServiceContext(app.deps, {
      viewer: { id: member.user.id, role: 'member' },
      log: app.log,
    }) as MemberContext;
    const result = await visualSearch(ctx, provider, await jpegBytes(200, 120));
    expect(analysed).toEqual(['image']);
    expect(result.source).toBe('analysis');
    expect(result.suggestedDestinations.map((d) => d.slug)).toEqual(['kyoto', 'japan']);
  });

  it('answers none with the local provider and a photo without GPS', async () => {
    const response = await postForm(
      app,
      visualSearchRoute.path,
      [['image', await jpegBytes(120, 80), 'plain.jpg', 'image/jpeg']],
      { cookie: member.cookie },
    );
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ suggestedDestinations: [], source: 'none' });
  });

  it('refuses what is not a photo (by its bytes), no file, and signed-out callers', async () => {
    const text = await postForm(
      app,
      visualSearchRoute.path,
      [
        [
          'image',
          Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>'.repeat(200)),
          'a.jpg',
          'image/jpeg',
        ],
      ],
      { cookie: member.cookie },
    );
    expect(text.status).toBe(415);
    expect(text.message).toBe(VISUAL_SEARCH_WRONG_TYPE_MESSAGE);
    const video = await postForm(
      app,
      visualSearchRoute.path,
      [
        [
          'image',
          Buffer.concat([
            Buffer.from([0, 0, 0, 0x18]),
            Buffer.from('ftypisom'),
            Buffer.alloc(8000, 1),
          ]),
          'v.jpg',
        ],
      ],
      { cookie: member.cookie },
    );
    expect(video.status).toBe(415);
    const none = await postForm(app, visualSearchRoute.path, [['q', 'x']], {
      cookie: member.cookie,
    });
    expect(none.status).toBe(400);
    expect(none.message).toBe(VISUAL_SEARCH_NO_FILE_MESSAGE);
    const json = await app.inject({
      method: 'POST',
      url: visualSearchRoute.path,
      payload: { image: 'x' },
      headers: { cookie: member.cookie },
    });
    expect(json.statusCode).toBe(400);
    const anonymous = await postForm(app, visualSearchRoute.path, [
      ['image', await jpegBytes(), 'a.jpg'],
    ]);
    expect(anonymous.status).toBe(401);
  });
});

describe('posts linked to the catalogue, the Travel Map and Countries Visited', () => {
  it('stores the chosen destination, refuses an unknown one, and matches typed locations', async () => {
    const traveller = await buildMember(db);
    const chosen = await injectRoute(app, createPostRoute, {
      body: { content: 'Tacos', location: 'Cancún, Mexico', destinationCode: 684 },
      cookie: traveller.cookie,
    });
    expect(chosen.status).toBe(201);
    const unknown = await injectRoute(app, createPostRoute, {
      body: { content: 'Nowhere', location: 'Atlantis', destinationCode: 999_999_999 },
      cookie: traveller.cookie,
    });
    expect(unknown.status).toBe(400);
    expect(unknown.message).toBe('Choose a destination from the suggestions');
    const typed = await injectRoute(app, createPostRoute, {
      body: { content: 'Pastéis', location: 'Lisbon, Portugal' },
      cookie: traveller.cookie,
    });
    const freeText = await injectRoute(app, createPostRoute, {
      body: { content: 'Hike', location: 'Somewhere in the Andes, Peru' },
      cookie: traveller.cookie,
    });
    const rows = await db
      .select({ id: posts.id, code: posts.destinationCode })
      .from(posts)
      .where(eq(posts.userId, traveller.user.id));
    const codeOf = (id: string) => rows.find((row) => row.id === id)?.code;
    expect(codeOf(chosen.body.id)).toBe(684);
    expect(codeOf(typed.body.id)).toBe(LISBON);
    expect(codeOf(freeText.body.id)).toBe(604); // Peru
    expect(rows).toHaveLength(3);

    const map = await injectRoute(app, travelMapRoute, {
      params: { id: traveller.user.id },
      cookie: traveller.cookie,
    });
    expect(map.status).toBe(200);
    expect(map.body.countries.map((c) => [c.code, c.numericCode, c.name, c.postCount])).toEqual([
      ['MX', '484', 'Mexico', 1],
      ['PE', '604', 'Peru', 1],
      ['PT', '620', 'Portugal', 1],
    ]);
    expect(map.body.continents).toEqual(['Europe', 'North America', 'South America']);
    expect(map.body.cities.map((c) => c.slug).sort()).toEqual(['cancun', 'lisbon']);
    expect(map.body.worldShare).toBeCloseTo(3 / 195);

    const journey = await injectRoute(app, journeyStatsRoute, {
      params: { id: traveller.user.id },
      cookie: traveller.cookie,
    });
    expect(journey.body).toEqual({
      countriesVisited: 3,
      countries: ['Mexico', 'Peru', 'Portugal'],
    });
  });

  it('shows others only the posts they may see, and nothing when the location is hidden', async () => {
    const traveller = await buildMember(db);
    const viewer = await buildMember(db);
    await db.insert(posts).values([
      { userId: traveller.user.id, content: 'a', destinationCode: LISBON },
      { userId: traveller.user.id, content: 'b', destinationCode: 684, privacy: 'private' },
      { userId: traveller.user.id, content: 'c', location: 'Edinburgh, Scotland' },
    ]);
    const seen = await injectRoute(app, travelMapRoute, {
      params: { id: traveller.user.id },
      cookie: viewer.cookie,
    });
    expect(seen.body.countries.map((c) => c.code)).toEqual(['PT', 'GB']);
    await db
      .update(users)
      .set({
        privacySettings: {
          profileVisibility: true,
          showLocation: false,
          allowMessages: true,
          showOnlineStatus: true,
        },
      })
      .where(eq(users.id, traveller.user.id));
    const hidden = await injectRoute(app, travelMapRoute, {
      params: { id: traveller.user.id },
      cookie: viewer.cookie,
    });
    expect(hidden.body.countries).toEqual([]);
    const own = await injectRoute(app, travelMapRoute, {
      params: { id: traveller.user.id },
      cookie: traveller.cookie,
    });
    expect(own.body.countries).toHaveLength(3);
    const missing = await injectRoute(app, travelMapRoute, {
      params: { id: '00000000-0000-4000-8000-000000000000' },
      cookie: viewer.cookie,
    });
    expect(missing.status).toBe(404);
  });
});
