import { SESSION_COOKIE, SESSION_HINT_COOKIE, SESSION_TTL_MS } from '../src/contract/limits.ts';
import { openDatabase } from '../src/db/client.ts';
import { createSessionToken, hashSessionToken } from '../src/server/modules/auth/session-token.ts';
import { readMarker, type Marker } from './data-db.ts';
import { BENCH_EMAIL_DOMAIN } from './data-load.ts';

export type Samples = {
  marker: Marker;
  /** Cookie headers of signed-in generated members with a typical number of follows. */
  cookies: string[];
  /** Members whose profile (post list) the viewers open. */
  profiles: string[];
  /** Public posts with comments whose comment list the viewers open. */
  posts: string[];
};

const BENCH_USER_AGENT = 'roamly-bench';

/**
 * Before the server starts: picks the sample members and posts of the feed scenarios on the
 * generated data (undefined when `npm run bench:data` has not run) and signs the members in by
 * writing sessions as the sign-in does (only the SHA-256 of the cookie token is stored), so
 * hundreds of distinct viewers cost no argon2 verification. Members in a block are left out so
 * that every sampled page is one the viewer may open.
 */
export async function prepareSamples(dataDir: string, count = 400): Promise<Samples | undefined> {
  const database = await openDatabase({
    databaseUrl: process.env.DATABASE_URL,
    dataDir,
    poolMax: 1,
  });
  try {
    const client = await database.pool.connect();
    try {
      const marker = await readMarker(client);
      if (!marker) return undefined;
      const eligible = `u.email LIKE '%@${BENCH_EMAIL_DOMAIN}' AND u.suspended_at IS NULL
        AND coalesce((u.privacy_settings->>'profileVisibility')::boolean, true)
        AND NOT EXISTS (SELECT 1 FROM blocks b WHERE b.blocker_id = u.id)
        AND NOT EXISTS (SELECT 1 FROM blocks b WHERE b.blocked_id = u.id)`;
      // md5 order: a stable, well-spread sample that is the same on every run.
      const viewers = await client.query<{ id: string }>(
        `SELECT u.id FROM users u WHERE ${eligible} AND u.following_count BETWEEN 20 AND 200
         ORDER BY md5(u.id::text) LIMIT $1`,
        [count],
      );
      const profiles = await client.query<{ id: string }>(
        `SELECT u.id FROM users u WHERE ${eligible} AND u.posts_count BETWEEN 3 AND 100
         ORDER BY md5(u.id::text || 'profile') LIMIT $1`,
        [count],
      );
      const posts = await client.query<{ id: string }>(
        `SELECT p.id FROM posts p JOIN users u ON u.id = p.user_id
         WHERE ${eligible} AND p.privacy = 'public' AND p.comments_count > 0
         ORDER BY md5(p.id::text) LIMIT $1`,
        [count],
      );
      await client.query('DELETE FROM sessions WHERE user_agent = $1', [BENCH_USER_AGENT]);
      const tokens = viewers.rows.map(() => createSessionToken());
      await client.query(
        `INSERT INTO sessions (token_hash, user_id, user_agent, ip_address, expires_at)
         SELECT unnest($1::text[]), unnest($2::uuid[]), $3, '10.9.9.9', now() + $4 * interval '1 millisecond'`,
        [
          tokens.map(hashSessionToken),
          viewers.rows.map((r) => r.id),
          BENCH_USER_AGENT,
          SESSION_TTL_MS,
        ],
      );
      return {
        marker,
        cookies: tokens.map((t) => `${SESSION_COOKIE}=${t}; ${SESSION_HINT_COOKIE}=1`),
        profiles: profiles.rows.map((r) => r.id),
        posts: posts.rows.map((r) => r.id),
      };
    } finally {
      client.release();
    }
  } finally {
    await database.close();
  }
}
