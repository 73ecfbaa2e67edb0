import { sql, type SQL } from 'drizzle-orm';
import { FEED_PAGE_SIZE } from '../src/contract/limits.ts';
import { COMMENTS_PAGE_SIZE } from '../src/contract/posts.ts';
import { openDatabase } from '../src/db/client.ts';
import { postCommentsQuery } from '../src/db/queries/comments.ts';
import {
  bookmarksFeedQuery,
  exploreFeedQuery,
  homeFeedQuery,
  userPostsQuery,
} from '../src/db/queries/feeds.ts';
import { BENCH_EMAIL_DOMAIN } from './data-load.ts';
import { benchDataDir } from './report.ts';

/**
 * `tsx bench/explain.ts [viewers]`: EXPLAIN (ANALYZE, BUFFERS) of the exact statements the feed
 * pages run (the builders in src/db/queries), on the generated data, for a few sampled members
 * with 20–200 follows (the bench's viewers), each run twice so the second shows a warm cache.
 * Run it with the server stopped (it opens the bench's embedded database itself).
 */
const viewerCount = Number(process.argv[2] ?? 3);
const database = await openDatabase({
  databaseUrl: process.env.DATABASE_URL,
  dataDir: benchDataDir(),
  poolMax: 1,
});
try {
  const { rows: viewers } = await database.pool.query<{ id: string; following_count: number }>(
    `SELECT id, following_count FROM users
     WHERE email LIKE '%@${BENCH_EMAIL_DOMAIN}' AND following_count BETWEEN 20 AND 200
     ORDER BY md5(id::text) LIMIT $1`,
    [viewerCount],
  );
  const { rows: targets } = await database.pool.query<{ user_id: string; post_id: string }>(
    `SELECT p.user_id, p.id AS post_id FROM posts p JOIN users u ON u.id = p.user_id
     WHERE u.email LIKE '%@${BENCH_EMAIL_DOMAIN}' AND p.privacy = 'public' AND p.comments_count > 0
     ORDER BY md5(p.id::text) LIMIT $1`,
    [viewerCount],
  );
  const page = { limit: FEED_PAGE_SIZE, offset: 0 };
  for (const [i, viewer] of viewers.entries()) {
    const target = targets[i] ?? targets[0];
    if (!target) break;
    const statements: Array<[string, SQL]> = [
      ['home', homeFeedQuery({ viewerId: viewer.id, ...page })],
      ['explore', exploreFeedQuery({ viewerId: viewer.id, ...page })],
      ['profile', userPostsQuery({ viewerId: viewer.id, userId: target.user_id, ...page })],
      ['bookmarks', bookmarksFeedQuery({ viewerId: viewer.id, ...page })],
      [
        'comments',
        postCommentsQuery({
          viewerId: viewer.id,
          postId: target.post_id,
          limit: COMMENTS_PAGE_SIZE,
        }),
      ],
    ];
    for (const [name, statement] of statements) {
      await database.db.execute(statement);
      const result = await database.db.execute<{ 'QUERY PLAN': string }>(
        sql`EXPLAIN (ANALYZE, BUFFERS) ${statement}`,
      );
      const plan = result.rows.map((row) => row['QUERY PLAN']).join('\n');
      console.log(
        `\n=== ${name}: viewer ${viewer.id} (follows ${viewer.following_count})\n${plan}`,
      );
    }
  }
} finally {
  await database.close();
}
