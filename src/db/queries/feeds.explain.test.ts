import { sql, type SQL } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../server/test/database.ts';
import { batchedQuery, type BatchedStatement } from '../feed-engine/batched.ts';
import { preparedText } from '../feed-engine/prepared.ts';
import { postCommentsShape } from './comments.ts';
import {
  bookmarksFeedShape,
  exploreFeedShape,
  homeCardsShape,
  homeFeedQuery,
  likedFeedQuery,
  userPostsShape,
} from './feeds.ts';

/**
 * The feed statements must walk their indexes, not the posts table. A few thousand rows with
 * fresh statistics are enough for the planner to show its hand (no enable_seqscan tricks).
 */

const database = await createTestDatabase();
const USERS = 1000;
const POSTS = 8000;

let viewerId = '';
let authorId = '';
let postId = '';
let homeIds: string[] = [];

beforeAll(async () => {
  await database.db.execute(sql`
    INSERT INTO users (email, first_name, last_name)
    SELECT 'explain' || g || '@example.com', 'Member', 'No ' || g FROM generate_series(1, ${USERS}) g`);
  await database.db.execute(sql`
    CREATE TEMP TABLE member_no AS
      SELECT id, row_number() OVER (ORDER BY id) AS no FROM users`);
  // Everyone follows 20 others.
  await database.db.execute(sql`
    INSERT INTO follows (follower_id, following_id)
    SELECT a.id, b.id FROM member_no a
    JOIN generate_series(1, 20) k ON TRUE
    JOIN member_no b ON b.no = (a.no + k * 37) % ${USERS} + 1
    WHERE a.id <> b.id ON CONFLICT DO NOTHING`);
  await database.db.execute(sql`
    INSERT INTO posts (user_id, content, privacy, tags, created_at)
    SELECT m.id, 'Post ' || g,
      CASE g % 10 WHEN 0 THEN 'private' WHEN 1 THEN 'followers' ELSE 'public' END,
      ARRAY[CASE g % 4 WHEN 0 THEN 'beach' WHEN 1 THEN 'city' WHEN 2 THEN 'food' ELSE 'nature' END],
      now() - g * interval '1 minute'
    FROM generate_series(1, ${POSTS}) g JOIN member_no m ON m.no = g % ${USERS} + 1`);
  // One busy author (a profile worth paging through): their posts must be read in index order.
  await database.db.execute(sql`
    INSERT INTO posts (user_id, content, privacy, created_at)
    SELECT m.id, 'Busy ' || g, 'public', now() - g * interval '1 hour'
    FROM generate_series(1, 600) g JOIN member_no m ON m.no = 2`);
  await database.db.execute(sql`
    CREATE TEMP TABLE post_no AS SELECT id, row_number() OVER (ORDER BY id) AS no FROM posts`);
  // Three recent likes and saves per post, and one keen member who saved every 40th post and
  // liked every 100th over the past months (lists to page through, yet a small and older share
  // of the table, as in real life). The counters' triggers are off while loading: plans do not
  // depend on them.
  await database.db.execute(sql`ALTER TABLE likes DISABLE TRIGGER USER`);
  for (const table of ['likes', 'bookmarks']) {
    await database.db.execute(sql`
      INSERT INTO ${sql.raw(table)} (post_id, user_id, created_at)
      SELECT p.id, m.id, now() - (p.no * 3 + k) * interval '1 second'
      FROM post_no p JOIN generate_series(1, 3) k ON TRUE
      JOIN member_no m ON m.no = (p.no * 7 + k * 101) % ${USERS} + 2
      ON CONFLICT DO NOTHING`);
    await database.db.execute(sql`
      INSERT INTO ${sql.raw(table)} (post_id, user_id, created_at)
      SELECT p.id, m.id, now() - interval '30 days' - p.no * interval '1 minute'
      FROM post_no p JOIN member_no m ON m.no = 1
      WHERE p.no % ${table === 'likes' ? 100 : 40} = 0
      ON CONFLICT DO NOTHING`);
  }
  await database.db.execute(sql`ALTER TABLE likes ENABLE TRIGGER USER`);
  await database.db.execute(sql`
    INSERT INTO comments (post_id, user_id, content, created_at)
    SELECT p.id, m.id, 'Nice', now() - p.no * interval '1 second'
    FROM post_no p JOIN member_no m ON m.no = (p.no * 11) % ${USERS} + 1`);
  // VACUUM as after any bulk load (and autovacuum): sets the visibility map that index-only
  // scans rely on.
  await database.db.execute(sql`VACUUM ANALYZE`);
  const { rows } = await database.db.execute<{ viewer: string; author: string; post: string }>(sql`
    SELECT
      (SELECT id FROM member_no WHERE no = 1) AS viewer,
      (SELECT user_id FROM posts GROUP BY user_id ORDER BY count(*) DESC LIMIT 1) AS author,
      (SELECT post_id FROM comments GROUP BY post_id ORDER BY count(*) DESC LIMIT 1) AS post`);
  viewerId = rows[0]!.viewer;
  authorId = rows[0]!.author;
  postId = rows[0]!.post;
  const { rows: home } = await database.db.execute<{ id: string }>(sql`
    SELECT p.id FROM posts p JOIN follows f ON f.following_id = p.user_id
    WHERE f.follower_id = ${viewerId} ORDER BY p.created_at DESC LIMIT 11`);
  homeIds = home.map((row) => row.id);
}, 120_000);

type PlanNode = {
  'Node Type': string;
  'Parent Relationship'?: string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
  /** Set here: the node belongs to a subquery (a flag or a visibility check), not the driving scan. */
  inSubPlan?: boolean;
};

/** A statement's text and parameters as the server sends them. */
type Sent = { sql: string; params: unknown[] };

/**
 * Every node of the statement's plan, flattened. `generic`: the plan PostgreSQL may switch a
 * prepared statement to after five runs (one plan for any parameter values), as
 * `executePrepared` and `executeBatched` send their statements.
 */
async function planOf(query: Sent, generic = false): Promise<PlanNode[]> {
  const { rows } = generic
    ? await genericPlanOf(query)
    : await database.pool.query<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(
        `EXPLAIN (FORMAT JSON) ${query.sql}`,
        query.params,
      );
  const nodes: PlanNode[] = [];
  const walk = (node: PlanNode, inSubPlan: boolean) => {
    const sub =
      inSubPlan ||
      node['Parent Relationship'] === 'SubPlan' ||
      node['Parent Relationship'] === 'InitPlan';
    nodes.push({ ...node, inSubPlan: sub });
    node.Plans?.forEach((child) => walk(child, sub));
  };
  walk(rows[0]!['QUERY PLAN'][0].Plan, false);
  return nodes;
}

/**
 * The generic plan of the statement as `executePrepared` sends it. `EXPLAIN (GENERIC_PLAN)` only
 * exists from PostgreSQL 16 (CI's distributed mode runs 15), so: PREPARE it, force the generic
 * plan for this session and EXPLAIN EXECUTE it (the values do not shape a generic plan).
 */
async function genericPlanOf({ sql: text, params }: Sent) {
  const client = await database.pool.connect();
  const literal = (value: unknown): string => {
    if (value === null || value === undefined) return 'NULL';
    if (typeof value === 'number') return String(value);
    if (Array.isArray(value)) {
      return client.escapeLiteral(
        `{${value.map((item) => JSON.stringify(String(item))).join(',')}}`,
      );
    }
    return client.escapeLiteral(String(value as string));
  };
  try {
    await client.query('SET plan_cache_mode = force_generic_plan');
    await client.query(`PREPARE explain_generic AS ${text}`);
    const args = params.length > 0 ? `(${params.map(literal).join(', ')})` : '';
    return await client.query<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(
      `EXPLAIN (FORMAT JSON) EXECUTE explain_generic${args}`,
    );
  } finally {
    await client.query('DEALLOCATE ALL');
    await client.query('RESET plan_cache_mode');
    client.release();
  }
}

const indexesOf = (nodes: PlanNode[]) => nodes.map((node) => node['Index Name']).filter(Boolean);
const seqScansOn = (nodes: PlanNode[], table: string) =>
  nodes.filter((node) => node['Node Type'] === 'Seq Scan' && node['Relation Name'] === table);

const page = () => ({ viewerId, limit: 10, offset: 0 });
const after = { key: String(Date.now() * 1000), id: 'ffffffff-ffff-4fff-bfff-ffffffffffff' };

// What the server sends: statements run alone as they are, batched ones (`executeBatched`) in
// their batch, here a batch of two runs.
const alone = (statement: () => SQL) => () => preparedText(statement());
const batched = (statement: () => BatchedStatement) => () =>
  batchedQuery(statement(), [statement().values, statement().values]);

const FEEDS = [
  ['home', 'posts_user_id_created_at_idx', alone(() => homeFeedQuery(page()))],
  [
    'home, next page',
    'posts_user_id_created_at_idx',
    alone(() => homeFeedQuery({ ...page(), after })),
  ],
  ['home cards by id', 'posts_pkey', batched(() => homeCardsShape(viewerId, homeIds))],
  ['explore', 'posts_explore_idx', batched(() => exploreFeedShape(page()))],
  [
    'explore, next page',
    'posts_explore_idx',
    batched(() => exploreFeedShape({ ...page(), after: { key: '1e9', id: after.id } })),
  ],
  [
    'user posts',
    'posts_user_id_created_at_idx',
    batched(() => userPostsShape({ ...page(), userId: authorId })),
  ],
  ['bookmarks', 'bookmarks_user_id_created_at_idx', batched(() => bookmarksFeedShape(page()))],
  [
    'liked',
    'likes_user_id_created_at_idx',
    alone(() => likedFeedQuery({ ...page(), userId: viewerId })),
  ],
] as const;

const WALKS = [
  ...FEEDS,
  [
    'comments',
    'comments_post_id_created_at_idx',
    batched(() => postCommentsShape({ viewerId, postId, limit: 20 })),
  ],
  [
    'comments, next page',
    'comments_post_id_created_at_idx',
    batched(() => postCommentsShape({ viewerId, postId, limit: 20, after })),
  ],
] as const;

describe('feed plans on a populated database', () => {
  it.each(
    WALKS.flatMap(
      ([name, index, build]) =>
        [
          [name, index, build, false],
          [`${name} (generic plan of the prepared statement)`, index, build, true],
        ] as const,
    ),
  )('%s walks %s and never scans posts', async (_name, index, build, generic) => {
    const nodes = await planOf(build(), generic);
    const summary = JSON.stringify(
      nodes.map((node) => [node['Node Type'], node['Relation Name'], node['Index Name']]),
    );
    // Walked in order (Index Scan), not merely consulted by a bitmap that a sort must follow:
    // the ORDER BY has to match the index's DESC NULLS LAST for that.
    const ordered = nodes.filter(
      (node) =>
        !node.inSubPlan &&
        (node['Node Type'] === 'Index Scan' || node['Node Type'] === 'Index Only Scan'),
    );
    expect(indexesOf(ordered), summary).toContain(index);
    for (const table of ['posts', 'likes', 'bookmarks', 'comments']) {
      expect(seqScansOn(nodes, table), summary).toEqual([]);
    }
  });

  it.each(
    FEEDS.flatMap(
      ([name, index, build]) =>
        [
          [name, index, build, false],
          [`${name} (generic plan)`, index, build, true],
        ] as const,
    ),
  )("%s: the viewer's flags are primary-key probes", async (_name, _index, build, generic) => {
    const flags = (await planOf(build(), generic)).filter(
      (node) =>
        node.inSubPlan &&
        (node['Relation Name'] === 'likes' || node['Relation Name'] === 'bookmarks'),
    );
    expect(flags.map((node) => node['Index Name']).sort()).toEqual([
      'bookmarks_user_id_post_id_pk',
      'likes_post_id_user_id_pk',
    ]);
  });
});
