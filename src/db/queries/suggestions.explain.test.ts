import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../server/test/database.ts';
import { indexesIn, planNodes, seqScansOn } from '../../server/test/explain.ts';
import { shapeText } from '../feed-engine/prepared.ts';
import {
  rankSuggestions,
  suggestedUsersSelect,
  suggestionRankingStatement,
} from './suggestions.ts';

/**
 * Issue 21: the two statements of the suggested members walk indexes, not the members or the
 * follows table, in the generic plans their named prepared statements run on. 4,000 members who
 * follow 40 others each (160,000 follows) with fresh statistics are enough for the planner to
 * show its hand.
 */
const database = await createTestDatabase();
const MEMBERS = 4000;
let viewerId = '';

beforeAll(async () => {
  await database.db.execute(sql`
    INSERT INTO users (email, first_name, last_name, last_active_at, favorite_destinations)
    SELECT 'suggest' || g || '@example.com', 'Member', 'No ' || g, now() - g * interval '1 minute',
      CASE WHEN g % 3 = 0 THEN ARRAY['asia'] ELSE ARRAY['europe'] END
    FROM generate_series(1, ${MEMBERS}) g`);
  await database.db.execute(sql`
    CREATE UNLOGGED TABLE member_no AS SELECT id, row_number() OVER (ORDER BY id) AS no FROM users`);
  // On a connection of its own without the pool's statement timeout (a busy machine takes a
  // while for 160,000 rows and their key checks), the counters' triggers off: plans do not
  // depend on them.
  const client = await database.pool.connect();
  try {
    await client.query('SET statement_timeout = 0');
    await client.query('ALTER TABLE follows DISABLE TRIGGER USER');
    await client.query(
      `INSERT INTO follows (follower_id, following_id)
       SELECT a.id, b.id FROM member_no a
       JOIN generate_series(1, 40) k ON TRUE
       JOIN member_no b ON b.no = (a.no + k * 37) % $1 + 1
       WHERE a.id <> b.id ON CONFLICT DO NOTHING`,
      [MEMBERS],
    );
    await client.query('ALTER TABLE follows ENABLE TRIGGER USER');
  } finally {
    client.release();
  }
  await database.db.execute(sql`VACUUM ANALYZE`);
  const { rows } = await database.db.execute<{ id: string }>(
    sql`SELECT id FROM member_no WHERE no = 1`,
  );
  await database.db.execute(sql`DROP TABLE member_no`);
  viewerId = rows[0]!.id;
}, 120_000);

describe('suggested members: query plans', () => {
  it.each([false, true])(
    'the ranking reads follows by key and the recently active by index (generic plan: %s)',
    async (generic) => {
      const nodes = await planNodes(
        database.pool,
        shapeText(suggestionRankingStatement, { viewerId }),
        { generic },
      );
      expect(seqScansOn(nodes, 'users')).toEqual([]);
      expect(seqScansOn(nodes, 'follows')).toEqual([]);
      expect(indexesIn(nodes)).toEqual(
        expect.arrayContaining([
          'follows_follower_id_following_id_pk',
          'users_last_active_at_idx',
          'users_pkey',
        ]),
      );
    },
  );

  it.each([false, true])(
    'the read of the ranked members is primary-key probes (generic plan: %s)',
    async (generic) => {
      const candidates = await rankSuggestions(database.db, viewerId);
      expect(candidates.length).toBeGreaterThan(10);
      const statement = shapeText(() => suggestedUsersSelect(database.db).getSQL(), {
        viewerId,
        ids: candidates.map((candidate) => candidate.id),
        viaIds: candidates.map((candidate) => candidate.viaId),
        limit: 5,
      });
      const nodes = await planNodes(database.pool, statement, { generic });
      expect(seqScansOn(nodes, 'users')).toEqual([]);
      expect(seqScansOn(nodes, 'follows')).toEqual([]);
      expect(indexesIn(nodes)).toContain('users_pkey');
    },
  );
});
