import { sql, type SQL } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { postCardsQuery } from '../../../db/queries/posts.ts';
import {
  searchDestinationsSql,
  searchPeopleQuery,
  searchPostsQuery,
  wordQueries,
  type WordQueries,
} from '../../../db/queries/search.ts';
import { searchTerms } from '../../../db/queries/search-terms.ts';
import { trendingDestinationsSql } from '../../../db/queries/trending.ts';
import { preparedText } from '../../../db/feed-engine/prepared.ts';
import {
  peopleCandidatesSelect,
  placeCandidatesSql,
  postCandidatesSql,
  readSearchCandidates,
} from '../../../db/queries/search-candidates.ts';
import { candidatePostsShape } from '../../../db/queries/search-reads.ts';
import { batchedQuery } from '../../../db/feed-engine/batched.ts';
import { createTestDatabase } from '../../test/database.ts';
import { indexesIn, planNodes, seqScansOn } from '../../test/explain.ts';
import { buildUser } from '../../test/factories.ts';

/**
 * The search queries must reach their GIN indexes (and trending its created_at index) rather
 * than scan every post, member or lexicon word: checked with EXPLAIN on a few thousand rows
 * after ANALYZE.
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
  // A lexicon of 5,000 more words of 8 letters (md5 digits made letters).
  await database.pool.query(`
    INSERT INTO search_words (word, keys)
    SELECT w, roamly_word_keys(w)
    FROM (SELECT substr(translate(md5(i::text), '0123456789', 'ghijklmnop'), 1, 8) AS w
          FROM generate_series(1, 5000) AS i) words
    ON CONFLICT DO NOTHING`);
  await database.pool.query('ANALYZE users');
  await database.pool.query('ANALYZE posts');
  await database.pool.query('ANALYZE search_words');
}, 180_000);

const plan = async (query: SQL): Promise<string> => {
  const result = await database.db.execute<{ 'QUERY PLAN': string }>(sql`EXPLAIN ${query}`);
  return result.rows.map((row) => row['QUERY PLAN']).join('\n');
};

const wordsOf = async (q: string): Promise<WordQueries> => {
  const words = wordQueries(await searchTerms(database.db, q));
  if (!words) throw new Error(`no words in ${q}`);
  return words;
};

const page = { offset: 0, limit: 10 };

describe('search query plans', () => {
  it('finds typo alternatives through search_words_keys_idx', async () => {
    const text = await plan(sql`
      SELECT s.word FROM search_words s
      WHERE s.keys && roamly_word_keys('kyto') AND roamly_one_edit('kyto', s.word)`);
    expect(text).toContain('search_words_keys_idx');
    expect(text).not.toMatch(/Seq Scan on search_words/);
    const words = await wordsOf('Kyto lisbn');
    expect(words.typos).toContain("'kyoto'");
    expect(words.typos).toContain("'lisbon'");
  });

  it('post search reads posts_search_vector_idx, typos included', async () => {
    const words = await wordsOf('Kyto');
    expect(words.typos).not.toBe(words.exact);
    const text = await plan(
      postCardsQuery(searchPostsQuery({ viewerId: viewer.id, words, ...page })),
    );
    expect(text).toContain('posts_search_vector_idx');
    expect(text).not.toMatch(/Seq Scan on posts/);
  });

  it('people search reads users_name_fold_trgm_idx and users_name_fold_search_idx', async () => {
    const query = searchPeopleQuery(database.db, {
      viewerId: viewer.id,
      terms: await searchTerms(database.db, 'Ana Sliva'),
      matchEmail: false,
      ...page,
    });
    const text = await plan(query.getSQL());
    expect(text).toContain('users_name_fold_trgm_idx');
    expect(text).toContain('users_name_fold_search_idx');
    expect(text).not.toMatch(/Seq Scan on users/);
  });

  it('destination search reads posts_search_location_idx', async () => {
    const words = await wordsOf('Lisbn');
    const text = await plan(searchDestinationsSql({ viewerId: viewer.id, words, ...page }));
    expect(text).toContain('posts_search_location_idx');
    expect(text).not.toMatch(/Seq Scan on posts/);
  });

  it('trending reads only the last 30 days through posts_created_at_idx', async () => {
    const text = await plan(trendingDestinationsSql({ days: 30, limit: 10 }));
    expect(text).toContain('posts_created_at_idx');
    expect(text).not.toMatch(/Seq Scan on posts/);
  });
});

/**
 * Issue 21: a text's candidates are read once (planned for its words), then every search walks
 * its candidate posts on primary keys in one named prepared statement whose generic plan is what
 * runs (members and places need no statement).
 */
describe('cached search query plans', () => {
  // Read once per text, on 1M posts they walk these indexes; on this small table a sequential
  // scan costs less, so the plans are asked for with sequential scans priced out: every read of
  // posts and members must have an index to go through.
  it('reads the candidates of a text through the search indexes', async () => {
    const words = await wordsOf('Kyto');
    const terms = await searchTerms(database.db, 'Ana Sliva');
    const posts = await planNodes(database.pool, preparedText(postCandidatesSql(words)), {
      generic: false,
      seqScans: false,
    });
    expect(seqScansOn(posts, 'posts')).toEqual([]);
    expect(indexesIn(posts)).toContain('posts_search_vector_idx');
    const places = await planNodes(database.pool, preparedText(placeCandidatesSql(words)), {
      generic: false,
      seqScans: false,
    });
    expect(seqScansOn(places, 'posts')).toEqual([]);
    expect(indexesIn(places)).toContain('posts_search_location_idx');
    const people = await planNodes(
      database.pool,
      preparedText(peopleCandidatesSelect(database.db, terms).getSQL()),
      {
        generic: false,
        seqScans: false,
      },
    );
    expect(seqScansOn(people, 'users')).toEqual([]);
    expect(indexesIn(people)).toEqual(
      expect.arrayContaining(['users_name_fold_trgm_idx', 'users_name_fold_search_idx']),
    );
  });

  it.each([false, true])(
    'walks the candidate posts on primary keys, newer posts on created_at, as sent in a batch (generic plan: %s)',
    async (generic) => {
      const candidates = await readSearchCandidates(database.db, 'Lisbon');
      expect(candidates.posts.ids.length).toBeGreaterThan(100);
      const run = (ids: string[]) => ({
        viewerId: viewer.id,
        ids,
        since: candidates.readAt,
        typos: candidates.terms.typos!,
      });
      // Two searches sent together (`executeBatched`), as the server sends concurrent ones.
      const shape = candidatePostsShape(10, run(candidates.posts.ids.slice(0, 25)));
      const statement = batchedQuery(shape, [
        shape.values,
        run(candidates.posts.ids.slice(25, 50)),
      ]);
      const nodes = await planNodes(database.pool, statement, { generic });
      expect(seqScansOn(nodes, 'posts')).toEqual([]);
      expect(seqScansOn(nodes, 'users')).toEqual([]);
      expect(indexesIn(nodes)).toEqual(
        expect.arrayContaining(['posts_pkey', 'users_pkey', 'posts_created_at_idx']),
      );
    },
  );

  it.each([false, true])(
    'checks for newer posts on created_at alone, batched with the walks (generic plan: %s)',
    async (generic) => {
      // A search without candidate posts sends the walk with no ids: the freshness check only.
      const candidates = await readSearchCandidates(database.db, 'Lisbon');
      const run = (ids: string[]) => ({
        viewerId: viewer.id,
        ids,
        since: candidates.readAt,
        typos: candidates.terms.typos!,
      });
      const shape = candidatePostsShape(10, run([]));
      const statement = batchedQuery(shape, [shape.values, run(candidates.posts.ids.slice(0, 25))]);
      const nodes = await planNodes(database.pool, statement, { generic });
      expect(seqScansOn(nodes, 'posts')).toEqual([]);
      expect(indexesIn(nodes)).toEqual(
        expect.arrayContaining(['posts_created_at_idx', 'posts_pkey']),
      );
    },
  );
});
