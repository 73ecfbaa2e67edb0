import { sql, type SQL } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  MOST_LIKED_EARLY_ACCESS_MESSAGE,
  SEARCH_FILTERS_PREMIUM_MESSAGE,
} from '../../../contract/premium.ts';
import { searchRoute, type TSearchQuery } from '../../../contract/search.ts';
import { upsertFeatureFlag } from '../../../db/queries/feature-flags.ts';
import { postCardsQuery } from '../../../db/queries/posts.ts';
import { searchPostsQuery, wordQueries } from '../../../db/queries/search.ts';
import { searchTerms } from '../../../db/queries/search-terms.ts';
import { destinations, posts } from '../../../db/schema/index.ts';
import { clientAddress, createTestApp } from '../../test/app.ts';
import { buildMember, buildUser } from '../../test/factories.ts';
import { injectRoute } from '../../test/inject.ts';

const { app, database } = await createTestApp();
const free = await buildMember(database, { firstName: 'Fern', lastName: 'Free' });
const premium = await buildMember(database, {
  firstName: 'Pia',
  lastName: 'Premium',
  premium: true,
});
const author = await buildUser(database, { firstName: 'Ravi', lastName: 'Roams' });

await database.db.insert(destinations).values([
  {
    code: 990001,
    slug: 'test-lisbon',
    name: 'Lisbon',
    asciiName: 'lisbon',
    type: 'city',
    countryCode: 'PT',
    latitude: 38.72,
    longitude: -9.14,
  },
  {
    code: 990002,
    slug: 'test-kyoto',
    name: 'Kyoto',
    asciiName: 'kyoto',
    type: 'city',
    countryCode: 'JP',
    latitude: 35.01,
    longitude: 135.77,
  },
]);

const day = (iso: string) => new Date(`${iso}T12:00:00Z`);
/** Five "harbour" posts that differ in country, day, media and likes. */
const [lisbonPhoto, lisbonVideo, kyotoPhoto, kyotoOld, nowhere] = await database.db
  .insert(posts)
  .values([
    {
      userId: author.id,
      content: 'Harbour sunset',
      destinationCode: 990001,
      createdAt: day('2026-06-10'),
      imageUrl: '/uploads/a.jpg',
      likesCount: 40,
    },
    {
      userId: author.id,
      content: 'Harbour ferry ride',
      destinationCode: 990001,
      createdAt: day('2026-06-20'),
      videoUrl: '/uploads/b.mp4',
      likesCount: 5,
    },
    {
      userId: author.id,
      content: 'Harbour lanterns',
      destinationCode: 990002,
      createdAt: day('2026-07-01'),
      imageUrl: '/uploads/c.jpg',
      likesCount: 12,
    },
    {
      userId: author.id,
      content: 'Harbour in winter',
      destinationCode: 990002,
      createdAt: day('2025-01-15'),
      imageUrl: '/uploads/d.jpg',
      likesCount: 90,
    },
    { userId: author.id, content: 'Harbour notes', createdAt: day('2026-06-15'), likesCount: 0 },
  ])
  .returning({ id: posts.id })
  .then((rows) => rows.map((row) => row.id));

const search = (query: TSearchQuery, cookie: string) =>
  injectRoute(app, searchRoute, { query, cookie, remoteAddress: clientAddress() });
const ids = async (query: Omit<TSearchQuery, 'q' | 'type'>, cookie = premium.cookie) => {
  const response = await search({ q: 'harbour', type: 'posts', ...query }, cookie);
  expect(response.status).toBe(200);
  return new Set(response.body.posts.map((post) => post.id));
};

describe('advanced search filters (Premium)', () => {
  it.each([
    ['country', { country: 'PT' }],
    ['from', { from: '2026-01-01' }],
    ['to', { to: '2026-01-01' }],
    ['media', { media: 'video' }],
    ['minLikes', { minLikes: 10 }],
  ] as const)(
    'refuses %s from a free member with a 403 that names Premium',
    async (_name, filter) => {
      const response = await search({ q: 'harbour', ...filter }, free.cookie);
      expect(response.status).toBe(403);
      expect(response.message).toBe(SEARCH_FILTERS_PREMIUM_MESSAGE);
    },
  );

  it('still answers a free member’s plain search', async () => {
    expect((await ids({}, free.cookie)).size).toBe(5);
  });

  it('filters a Premium member’s posts by country, dates, media type and likes, combined', async () => {
    expect(await ids({ country: 'pt' })).toEqual(new Set([lisbonPhoto, lisbonVideo]));
    expect(await ids({ country: 'JP' })).toEqual(new Set([kyotoPhoto, kyotoOld]));
    expect(await ids({ from: '2026-06-15', to: '2026-06-30' })).toEqual(
      new Set([lisbonVideo, nowhere]),
    );
    expect(await ids({ to: '2025-12-31' })).toEqual(new Set([kyotoOld]));
    expect(await ids({ media: 'video' })).toEqual(new Set([lisbonVideo]));
    expect(await ids({ media: 'photo' })).toEqual(new Set([lisbonPhoto, kyotoPhoto, kyotoOld]));
    expect(await ids({ minLikes: 12 })).toEqual(new Set([lisbonPhoto, kyotoPhoto, kyotoOld]));
    expect(await ids({ country: 'JP', media: 'photo', from: '2026-01-01', minLikes: 1 })).toEqual(
      new Set([kyotoPhoto]),
    );
  });

  it('explains bad filter values and a reversed range without a 500', async () => {
    const country = await search({ q: 'harbour', country: 'Portugal' }, premium.cookie);
    expect(country.status).toBe(400);
    expect(country.message).toMatch(/two-letter country code/);
    const range = await search(
      { q: 'harbour', from: '2026-07-01', to: '2026-06-01' },
      premium.cookie,
    );
    expect(range.status).toBe(400);
    expect(range.message).toMatch(/on or after the from date/);
    const likes = await search({ q: 'harbour', minLikes: -1 }, premium.cookie);
    expect(likes.status).toBe(400);
  });
});

describe('Most liked sort (early access: flag search-most-liked)', () => {
  it('orders a Premium member’s posts by likes while the flag is at the premium stage', async () => {
    const response = await search(
      { q: 'harbour', type: 'posts', sort: 'most-liked' },
      premium.cookie,
    );
    expect(response.body.posts.map((post) => post.likesCount)).toEqual([90, 40, 12, 5, 0]);
  });

  it('refuses it to a free member until the flag reaches everyone', async () => {
    const refused = await search({ q: 'harbour', sort: 'most-liked' }, free.cookie);
    expect(refused.status).toBe(403);
    expect(refused.message).toBe(MOST_LIKED_EARLY_ACCESS_MESSAGE);
    const flag = {
      key: 'search-most-liked',
      name: 'Most liked search sort',
      description: 'Sort post search results by likes on /search.',
    };
    await upsertFeatureFlag(database.db, { ...flag, stage: 'everyone' });
    try {
      expect((await search({ q: 'harbour', sort: 'most-liked' }, free.cookie)).status).toBe(200);
      await upsertFeatureFlag(database.db, { ...flag, stage: 'off' });
      expect((await search({ q: 'harbour', sort: 'most-liked' }, premium.cookie)).status).toBe(403);
    } finally {
      await upsertFeatureFlag(database.db, { ...flag, stage: 'premium' });
    }
  });
});

describe('filtered search plan', () => {
  const plan = async (query: SQL): Promise<string> => {
    const result = await database.db.execute<{ 'QUERY PLAN': string }>(sql`EXPLAIN ${query}`);
    return result.rows.map((row) => row['QUERY PLAN']).join('\n');
  };
  const words = async (q: string) => wordQueries(await searchTerms(database.db, q))!;

  it('reads a country’s posts through posts_destination_code_idx and never scans every post', async () => {
    await database.pool.query(`
      INSERT INTO posts (user_id, content, created_at)
      SELECT '${author.id}', 'Walk ' || i || ' ' || md5(i::text), now() - i * interval '1 hour'
      FROM generate_series(1, 5000) AS i`);
    await database.pool.query('ANALYZE posts');
    await database.pool.query('ANALYZE destinations');
    const text = await plan(
      postCardsQuery(
        searchPostsQuery({
          viewerId: premium.user.id,
          words: await words('harbour'),
          offset: 0,
          limit: 10,
          filters: { country: 'PT', minLikes: 1, media: 'photo' },
        }),
      ),
    );
    expect(text).toContain('posts_destination_code_idx');
    expect(text).not.toMatch(/Seq Scan on posts/);
    const byDate = await plan(
      postCardsQuery(
        searchPostsQuery({
          viewerId: premium.user.id,
          words: await words('walk'),
          offset: 0,
          limit: 10,
          filters: { from: '2026-01-01', minLikes: 0, media: 'video' },
        }),
      ),
    );
    expect(byDate).not.toMatch(/Seq Scan on posts/);
  });
});
