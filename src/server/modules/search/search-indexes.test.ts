import { sql, type SQL } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { postCardsQuery } from '../../../db/queries/posts.ts';
import {
  searchDestinationsSql,
  searchPeopleQuery,
  searchPostsQuery,
  withTypoThreshold,
} from '../../../db/queries/search.ts';
import { trendingDestinationsSql } from '../../../db/queries/trending.ts';
import { createTestDatabase } from '../../test/database.ts';
import { buildUser } from '../../test/factories.ts';

/**
 * The search queries must reach their GIN indexes (and trending its created_at index) rather
 * than scan every post: checked with EXPLAIN on a few thousand rows after ANALYZE.
 */
const database = await createTestDatabase();
const viewer = await buildUser(database, { firstName: 'Vera', lastName: 'Lind' });

beforeAll(async () => {
  await database.pool.query(`
    INSERT INTO users (email, first_name, last_name)
    SELECT 'bulk' || i || '@example.com',
      (ARRAY['Ana','Bruno','Carla','Dora','Emil','Farah','Goran','Hana','Ivo','Jana'])[1 + i % 10] || i,
      (ARRAY['Silva','Costa','Mendes','Novak','Berg','Lund','Khan','Ito','Rossi','Weber'])[1 + (i / 10) % 10] || md5(i::text)
    FROM generate_series(1, 4000) AS i`);
  await database.pool.query(`
    INSERT INTO posts (user_id, content, location, tags, privacy, created_at)
    SELECT u.id,
      'Day ' || i || ' ' || md5(i::text) || ' ' || md5((i * 7)::text),
      (ARRAY['Kyoto, Japan','Lisbon, Portugal','Bali, Indonesia','Oslo, Norway','Cusco, Peru',
             'Hanoi, Vietnam','Porto, Portugal','Tromso, Norway','Quito, Ecuador','Split, Croatia']
      )[1 + i % 10] || ' ' || (i % 97),
      ARRAY['tag' || (i % 50), substr(md5(i::text), 1, 8)],
      (ARRAY['public','public','followers','private'])[1 + i % 4],
      now() - (i % 365) * interval '1 day'
    FROM generate_series(1, 6000) AS i
    JOIN LATERAL (SELECT id FROM users WHERE email = 'bulk' || (1 + i % 4000) || '@example.com') u ON true`);
  await database.pool.query('ANALYZE users');
  await database.pool.query('ANALYZE posts');
}, 60_000);

const plan = async (query: SQL): Promise<string> =>
  withTypoThreshold(database.db, async (tx) => {
    const result = await tx.execute<{ 'QUERY PLAN': string }>(sql`EXPLAIN ${query}`);
    return result.rows.map((row) => row['QUERY PLAN']).join('\n');
  });

const page = { offset: 0, limit: 10 };

describe('search query plans', () => {
  it('post search reads posts_search_idx and posts_place_trgm_idx', async () => {
    const text = await plan(
      postCardsQuery(searchPostsQuery({ viewerId: viewer.id, q: 'Kyto', ...page })),
    );
    expect(text).toContain('posts_search_idx');
    expect(text).toContain('posts_place_trgm_idx');
    expect(text).not.toMatch(/Seq Scan on posts/);
  });

  it('people search reads users_name_trgm_idx', async () => {
    const query = searchPeopleQuery(database.db, {
      viewerId: viewer.id,
      q: 'Ana Sliva',
      matchEmail: false,
      ...page,
    });
    const text = await plan(query.getSQL());
    expect(text).toContain('users_name_trgm_idx');
    expect(text).not.toMatch(/Seq Scan on users/);
  });

  it('destination search reads posts_location_trgm_idx', async () => {
    const text = await plan(searchDestinationsSql({ viewerId: viewer.id, q: 'Lisbn', ...page }));
    expect(text).toContain('posts_location_trgm_idx');
    expect(text).not.toMatch(/Seq Scan on posts/);
  });

  it('trending reads only the last 30 days through posts_created_at_idx', async () => {
    const text = await plan(trendingDestinationsSql({ days: 30, limit: 10 }));
    expect(text).toContain('posts_created_at_idx');
    expect(text).not.toMatch(/Seq Scan on posts/);
  });
});
