import type { SQL } from 'drizzle-orm';
import { batchedQuery, type BatchedStatement } from '../src/db/feed-engine/batched.ts';
import { preparedText } from '../src/db/feed-engine/prepared.ts';
import { FEED_PAGE_SIZE } from '../src/contract/limits.ts';
import { COMMENTS_PAGE_SIZE } from '../src/contract/posts.ts';
import { openDatabase } from '../src/db/client.ts';
import { postCommentsShape } from '../src/db/queries/comments.ts';
import {
  bookmarksFeedShape,
  exploreFeedShape,
  homeFeedQuery,
  homeKeysQuery,
  userPostsShape,
} from '../src/db/queries/feeds.ts';
import { HOME_CACHE_KEYS } from '../src/db/feed-engine/home-cache.ts';
import {
  rankSuggestions,
  suggestedUsersSelect,
  suggestionRankingStatement,
} from '../src/db/queries/suggestions.ts';
import { shapeText } from '../src/db/feed-engine/prepared.ts';
import { readSearchCandidates } from '../src/db/queries/search-candidates.ts';
import { candidatePostsShape } from '../src/db/queries/search-reads.ts';
import { SEARCH_PREVIEW_LIMIT } from '../src/contract/search.ts';
import { BENCH_EMAIL_DOMAIN } from './data-load.ts';
import { benchOnly, benchSelected } from './only.ts';
import { benchDataDir } from './report.ts';

/**
 * `tsx bench/explain.ts [viewers]`: EXPLAIN (ANALYZE, BUFFERS) of the exact statements the feed
 * pages run (the builders in src/db/queries), on the generated data, for a few sampled members
 * with 20–200 follows (the bench's viewers), each run twice so the second shows a warm cache.
 * Issue 21: also the suggested members' two statements. Run it with the server stopped (it opens
 * the bench's embedded database itself). BENCH_ONLY=<regex> explains only the statements it names.
 */
const viewerCount = Number(process.argv[2] ?? 3);
/** Texts the bench's members type (`searchTexts`): common words, a word and a city, a typo. */
const SEARCH_TEXTS = ['golden hour', 'lisbon', 'hidden', 'markt', 'street food kyoto'];
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
  const client = await database.pool.connect();
  for (const [i, viewer] of viewers.entries()) {
    const target = targets[i] ?? targets[0];
    if (!target) break;
    // As the server sends them: alone, or batched (`executeBatched`, here a batch of one run).
    const alone = (statement: SQL) => preparedText(statement);
    const batched = (statement: BatchedStatement) => batchedQuery(statement);
    const statements: Array<[string, { sql: string; params: unknown[] }]> = [
      ['home', alone(homeFeedQuery({ viewerId: viewer.id, ...page }))],
      ['home keys (cache fill)', alone(homeKeysQuery(viewer.id, HOME_CACHE_KEYS))],
      ['explore', batched(exploreFeedShape({ viewerId: viewer.id, ...page }))],
      [
        'profile',
        batched(userPostsShape({ viewerId: viewer.id, userId: target.user_id, ...page })),
      ],
      ['bookmarks', batched(bookmarksFeedShape({ viewerId: viewer.id, ...page }))],
      [
        'comments',
        batched(
          postCommentsShape({
            viewerId: viewer.id,
            postId: target.post_id,
            limit: COMMENTS_PAGE_SIZE,
          }),
        ),
      ],
      [
        'search: walk',
        await (async () => {
          // The search overview's post walk (`readCandidatePosts`): its first slice of a text's
          // cached candidates, as the server sends it (a batch of one run).
          const text = SEARCH_TEXTS[i % SEARCH_TEXTS.length]!;
          const candidates = await readSearchCandidates(database.db, text);
          const wanted = SEARCH_PREVIEW_LIMIT;
          return batched(
            candidatePostsShape(wanted, {
              viewerId: viewer.id,
              ids: candidates.posts.ids.slice(0, wanted * 2 + 5),
              since: candidates.readAt,
              typos: candidates.terms.typos ?? '',
            }),
          );
        })(),
      ],
      ['suggestions: ranking', shapeText(suggestionRankingStatement, { viewerId: viewer.id })],
      [
        'suggestions: read',
        await (async () => {
          const ranked = await rankSuggestions(database.db, viewer.id);
          return shapeText(() => suggestedUsersSelect(database.db).getSQL(), {
            viewerId: viewer.id,
            ids: ranked.slice(0, 10).map((candidate) => candidate.id),
            viaIds: ranked.slice(0, 10).map((candidate) => candidate.viaId),
            limit: 5,
          });
        })(),
      ],
    ];
    const only = benchOnly();
    for (const [name, { sql: text, params }] of statements) {
      if (!benchSelected(name, only)) continue;
      // A named prepared statement; its generic plan (what PostgreSQL may settle on after five
      // runs) and, for comparison, a custom plan for these values.
      await client.query('DEALLOCATE ALL');
      await client.query(`PREPARE feed_statement AS ${text}`);
      // EXECUTE takes its arguments as literals (a utility statement has no bind parameters).
      const literal = (value: unknown) =>
        client.escapeLiteral(
          Array.isArray(value)
            ? `{${value.map((item) => (item === null ? 'NULL' : String(item))).join(',')}}`
            : String(value as string | number),
        );
      const args = params.length ? `(${params.map(literal).join(', ')})` : '';
      for (const mode of ['force_generic_plan', 'force_custom_plan']) {
        await client.query(`SET plan_cache_mode = ${mode}`);
        await client.query(`EXECUTE feed_statement${args}`);
        const result = await client.query<{ 'QUERY PLAN': string }>(
          `EXPLAIN (ANALYZE, BUFFERS) EXECUTE feed_statement${args}`,
        );
        const plan = result.rows.map((row) => row['QUERY PLAN']).join('\n');
        console.log(
          `\n=== ${name} (${mode}): viewer ${viewer.id} (follows ${viewer.following_count})\n${plan}`,
        );
      }
    }
  }
  client.release();
} finally {
  await database.close();
}
