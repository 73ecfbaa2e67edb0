import type pg from 'pg';
import {
  FAVORITE_REGIONS,
  LANGUAGES,
  TRAVEL_INTERESTS,
  TRAVEL_STYLES,
} from '../src/contract/limits.ts';
import {
  COMMENTS,
  FIRST_NAMES,
  INSIGHTS,
  LAST_NAMES,
  OPENERS,
  PHOTOS,
  PLACES,
  SENTENCES,
  TAGS,
} from './data-words.ts';

/**
 * The set-based statements of `npm run bench:data`. Every row is made by INSERT … SELECT over
 * generate_series inside PostgreSQL (nothing streams through Node), with these shapes:
 *
 * - users: ids are md5-derived v4 UUIDs of their number n, so every later statement can name a
 *   user without a join; low numbers are the oldest accounts, the heaviest posters and the
 *   celebrities. ~5 % private profiles, 0.05 % suspended.
 * - follows (power law): 10 % of members follow fewer than 20, 88 % follow 20–200 (median ~30,
 *   mean ~55), 2 % follow 300–800. Each edge goes to a celebrity (the top 1 %, Zipf-like) 30 % of
 *   the time, to the member's own community of 1,000 35 %, anywhere 35 %.
 * - posts: authors Zipf-like (the top member writes ~1,700, a typical one 5–10), created between
 *   the author's sign-up and now (skewed to recent), 85 % public / 10 % followers / 5 % private,
 *   a real place on 90 %, 0–4 tags, an image on 80 %, travel insights on 20 %.
 * - likes and comments: per post a Lomax (Pareto II) count, tripled (doubled) for celebrities,
 *   none on private posts, fewer on followers-only posts; likers and commenters are distinct
 *   members walked with a prime stride from a per-post seed, so counts need no de-duplication and
 *   the posts are written once with their final counters and explore_score.
 * - bookmarks: ~9.5 % of likes are also saved.
 * - blocks: one per 200 members, follows across them removed.
 */
export type Sizes = { users: number; posts: number };

export const BENCH_EMAIL_DOMAIN = 'bench.roamly.test';

type Step = { name: string; sql: string; params?: unknown[] };

const pick = (param: number) =>
  `($${param}::text[])[1 + floor(random() * cardinality($${param}::text[]))::int]`;

/** Helper functions in pg_temp (gone with the session): ids and sign-up times from numbers. */
export function helperSql(sizes: Sizes, now: Date): string {
  const at = now.toISOString();
  return `
    CREATE OR REPLACE FUNCTION pg_temp.bench_uuid(kind text, n bigint) RETURNS uuid
      LANGUAGE sql IMMUTABLE AS
      $$ SELECT overlay(overlay(md5('roamly-bench-' || kind || '-' || n::text) placing '4' from 13) placing '8' from 17)::uuid $$;
    CREATE OR REPLACE FUNCTION pg_temp.user_created(n bigint) RETURNS timestamptz
      LANGUAGE sql STABLE AS
      $$ SELECT '${at}'::timestamptz - interval '1 day' * (20 + 1075 * (1 - n::float8 / ${sizes.users}) + ((n * 7919) % 97) / 10.0) $$;`;
}

export function loadSteps(sizes: Sizes, now: Date): Step[] {
  const N = sizes.users;
  const at = `'${now.toISOString()}'::timestamptz`;
  const celebrities = Math.max(10, Math.round(N / 100));
  const community = Math.min(1000, Math.max(10, Math.round(N / 10)));
  const benchUsers = `SELECT id FROM users WHERE email LIKE '%@${BENCH_EMAIL_DOMAIN}'`;
  return [
    {
      name: 'users',
      sql: `
        INSERT INTO users (id, email, first_name, last_name, bio, location, travel_style,
          favorite_destinations, languages, travel_interests, privacy_settings, suspended_at,
          email_verified_at, created_at, updated_at, last_active_at)
        SELECT pg_temp.bench_uuid('u', n), 'traveller' || n::text || '@${BENCH_EMAIL_DOMAIN}',
          ${pick(1)}, ${pick(2)},
          CASE WHEN r1 < 0.6 THEN 'Collecting sunsets, one city at a time.' END,
          CASE WHEN r2 < 0.7 THEN ($3::text[])[1 + floor(power(random(), 2) * cardinality($3::text[]))::int] END,
          CASE WHEN r2 < 0.8 THEN ${pick(4)} END,
          ARRAY[${pick(5)}], ARRAY[${pick(6)}], ARRAY[${pick(7)}],
          jsonb_build_object('profileVisibility', r3 >= 0.05, 'showLocation', r1 >= 0.1,
            'allowMessages', true, 'showOnlineStatus', true),
          CASE WHEN r3 > 0.9995 THEN ${at} END,
          pg_temp.user_created(n), pg_temp.user_created(n), pg_temp.user_created(n),
          ${at} - interval '1 hour' * floor(random() * 24 * 30)
        FROM (SELECT n, random() r1, random() r2, random() r3
              FROM generate_series(1, ${N}) n OFFSET 0) g`,
      params: [
        FIRST_NAMES,
        LAST_NAMES,
        PLACES,
        TRAVEL_STYLES,
        FAVORITE_REGIONS,
        LANGUAGES,
        TRAVEL_INTERESTS,
      ],
    },
    {
      name: 'bench user list',
      sql: `CREATE TEMP TABLE bench_users ON COMMIT DROP AS ${benchUsers};
            ALTER TABLE bench_users ADD PRIMARY KEY (id); ANALYZE bench_users`,
    },
    {
      name: 'posts',
      sql: `
        INSERT INTO posts (id, user_id, content, location, tags, travel_insights, image_url,
          privacy, allow_comments, created_at, updated_at, likes_count, comments_count, explore_score)
        SELECT id, pg_temp.bench_uuid('u', author), content, location, tags, insights, image,
          privacy, allow_comments, created_at, created_at, likes, comments,
          roamly_explore_score(created_at, likes, comments)
        FROM (
          SELECT pg_temp.bench_uuid('p', n) id, author, privacy, allow_comments, created_at,
            ($1::text[])[1 + floor(r_text * cardinality($1::text[]))::int] || ' '
              || split_part(place, ',', 1) || '. '
              || ($2::text[])[1 + floor(random() * cardinality($2::text[]))::int] || ' '
              || ($2::text[])[1 + floor(random() * cardinality($2::text[]))::int] AS content,
            CASE WHEN r_place < 0.9 THEN place END AS location,
            ($4::text[])[tag_start:tag_start + tag_count - 1] AS tags,
            CASE WHEN r_media < 0.2 THEN ARRAY[${pick(5)}] ELSE '{}' END AS insights,
            CASE WHEN r_media < 0.8 THEN ${pick(6)} END AS image,
            CASE WHEN privacy = 'private' OR NOT allow_comments THEN 0
              ELSE least(${N - 1}, floor(0.7 * (power(greatest(r_comments, 1e-9), -1 / 1.8) - 1)
                * CASE WHEN author <= ${celebrities} THEN 2 ELSE 1 END
                * CASE WHEN privacy = 'followers' THEN 0.5 ELSE 1 END))::int END AS comments,
            CASE WHEN privacy = 'private' THEN 0
              ELSE least(${N - 1}, floor(2.1 * (power(greatest(r_likes, 1e-9), -1 / 1.6) - 1)
                * CASE WHEN author <= ${celebrities} THEN 3 ELSE 1 END
                * CASE WHEN privacy = 'followers' THEN 0.3 ELSE 1 END))::int END AS likes
          FROM (
            SELECT n, author, r_text, r_place, r_media, r_likes, r_comments, tag_count,
              1 + floor(r_tags * (cardinality($4::text[]) - 4))::int AS tag_start,
              ($3::text[])[1 + floor(power(r_place, 2) * cardinality($3::text[]))::int] AS place,
              CASE WHEN r_priv < 0.85 THEN 'public' WHEN r_priv < 0.95 THEN 'followers'
                ELSE 'private' END AS privacy,
              r_priv < 0.97 OR r_priv >= 0.995 AS allow_comments,
              pg_temp.user_created(author) + (${at} - pg_temp.user_created(author))
                * power(r_time, 0.6) AS created_at
            FROM (
              SELECT n, 1 + floor(${N} * power(random(), 1.8))::int AS author, random() r_time,
                random() r_priv, random() r_place, random() r_text, random() r_media,
                random() r_likes, random() r_comments, random() r_tags, floor(random() * 5)::int AS tag_count
              FROM generate_series(1, ${sizes.posts}) n OFFSET 0
            ) a OFFSET 0
          ) b OFFSET 0
        ) c`,
      params: [OPENERS, SENTENCES, PLACES, TAGS, INSIGHTS, PHOTOS],
    },
    {
      name: 'likes',
      sql: `
        INSERT INTO likes (post_id, user_id, created_at)
        SELECT p.id, pg_temp.bench_uuid('u', 1 + (abs(hashtext(p.id::text)::bigint) + k * 7919) % ${N}),
          p.created_at + (${at} - p.created_at) * power(random(), 3)
        FROM posts p JOIN bench_users b ON b.id = p.user_id
        CROSS JOIN LATERAL generate_series(1, p.likes_count) k
        ORDER BY 1, 2`,
    },
    {
      name: 'comments',
      sql: `
        INSERT INTO comments (post_id, user_id, content, created_at)
        SELECT p.id, pg_temp.bench_uuid('u', 1 + (abs(hashtext(p.id::text || 'c')::bigint) + k * 104729) % ${N}),
          ($1::text[])[1 + floor(random() * cardinality($1::text[]))::int],
          p.created_at + (${at} - p.created_at) * power(random(), 4)
        FROM posts p JOIN bench_users b ON b.id = p.user_id
        CROSS JOIN LATERAL generate_series(1, p.comments_count) k`,
      params: [COMMENTS],
    },
    {
      name: 'follows',
      sql: `
        INSERT INTO follows (follower_id, following_id, created_at)
        SELECT pg_temp.bench_uuid('u', a), pg_temp.bench_uuid('u', b),
          since + (${at} - since) * random()
        FROM (
          SELECT a, b, pg_temp.user_created(greatest(a, b)) AS since FROM (SELECT DISTINCT a, b FROM (
            SELECT d.n AS a, least(${N}, CASE
                WHEN e.r < 0.30 THEN 1 + floor(${celebrities} * power(e.r2, 2))
                WHEN e.r < 0.65 THEN ((d.n - 1) / ${community}) * ${community} + 1 + floor(e.r2 * ${community})
                ELSE 1 + floor(${N} * e.r2) END)::bigint AS b
            FROM (
              SELECT n, CASE WHEN r < 0.10 THEN floor(r2 * 20)
                WHEN r < 0.98 THEN 20 + floor(180 * power(r2, 4))
                ELSE 300 + floor(500 * power(r2, 2)) END::int AS degree
              FROM (SELECT n, random() r, random() r2 FROM generate_series(1, ${N}) n OFFSET 0) x
            ) d
            CROSS JOIN LATERAL (SELECT random() r, random() r2 FROM generate_series(1, d.degree) OFFSET 0) e
          ) edges WHERE a <> b) distinct_pairs OFFSET 0
        ) pairs
        ORDER BY 1, 2`,
    },
    {
      name: 'blocks',
      sql: `
        INSERT INTO blocks (blocker_id, blocked_id, created_at)
        SELECT DISTINCT pg_temp.bench_uuid('u', a), pg_temp.bench_uuid('u', b), ${at} - interval '1 day' * floor(random() * 300)
        FROM (SELECT 1 + floor(random() * ${N})::bigint a, 1 + floor(random() * ${N})::bigint b
              FROM generate_series(1, ${Math.max(1, Math.round(N / 200))}) OFFSET 0) x
        WHERE a <> b
        ON CONFLICT DO NOTHING;
        DELETE FROM follows f USING blocks k WHERE f.follower_id = k.blocker_id AND f.following_id = k.blocked_id;
        DELETE FROM follows f USING blocks k WHERE f.follower_id = k.blocked_id AND f.following_id = k.blocker_id`,
    },
    {
      name: 'bookmarks',
      sql: `
        INSERT INTO bookmarks (user_id, post_id, created_at)
        SELECT l.user_id, l.post_id, l.created_at + interval '1 minute' * floor(random() * 600)
        FROM likes l JOIN bench_users b ON b.id = l.user_id
        WHERE random() < 0.095
        ORDER BY 1, 2`,
    },
    {
      name: 'user counters',
      sql: `
        UPDATE users u SET posts_count = s.posts, followers_count = s.followers, following_count = s.following
        FROM (
          SELECT b.id, coalesce(p.c, 0) posts, coalesce(fr.c, 0) followers, coalesce(fg.c, 0) following
          FROM bench_users b
          LEFT JOIN (SELECT user_id, count(*) c FROM posts GROUP BY 1) p ON p.user_id = b.id
          LEFT JOIN (SELECT following_id, count(*) c FROM follows GROUP BY 1) fr ON fr.following_id = b.id
          LEFT JOIN (SELECT follower_id, count(*) c FROM follows GROUP BY 1) fg ON fg.follower_id = b.id
        ) s
        WHERE u.id = s.id`,
    },
  ];
}

/** Rows the generator wrote, read back (the figures the docs record). */
export async function countRows(client: pg.PoolClient) {
  const { rows } = await client.query<Record<string, string>>(`
    SELECT (SELECT count(*) FROM bench_users) users,
      (SELECT count(*) FROM posts p JOIN bench_users b ON b.id = p.user_id) posts,
      (SELECT count(*) FROM follows f JOIN bench_users b ON b.id = f.follower_id) follows,
      (SELECT count(*) FROM likes l JOIN bench_users b ON b.id = l.user_id) likes,
      (SELECT count(*) FROM comments c JOIN bench_users b ON b.id = c.user_id) comments,
      (SELECT count(*) FROM bookmarks k JOIN bench_users b ON b.id = k.user_id) bookmarks,
      (SELECT count(*) FROM blocks k JOIN bench_users b ON b.id = k.blocker_id) blocks`);
  const row = rows[0] ?? {};
  return Object.fromEntries(Object.entries(row).map(([k, v]) => [k, Number(v)])) as Record<
    'users' | 'posts' | 'follows' | 'likes' | 'comments' | 'bookmarks' | 'blocks',
    number
  >;
}

/** The counters written with the posts must equal the rows made from them. */
export async function checkCounters(client: pg.PoolClient): Promise<void> {
  const { rows } = await client.query<{
    likes: string;
    liked: string;
    comments: string;
    commented: string;
  }>(`
    SELECT (SELECT coalesce(sum(likes_count), 0) FROM posts p JOIN bench_users b ON b.id = p.user_id) likes,
      (SELECT count(*) FROM likes l JOIN posts p ON p.id = l.post_id JOIN bench_users b ON b.id = p.user_id) liked,
      (SELECT coalesce(sum(comments_count), 0) FROM posts p JOIN bench_users b ON b.id = p.user_id) comments,
      (SELECT count(*) FROM comments c JOIN posts p ON p.id = c.post_id JOIN bench_users b ON b.id = p.user_id) commented`);
  const row = rows[0];
  if (!row || row.likes !== row.liked || row.comments !== row.commented) {
    throw new Error(`counters disagree with rows: ${JSON.stringify(row)}`);
  }
}
