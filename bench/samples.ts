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
  /** Search texts made of words of generated posts and members' names (see `searchTexts`). */
  searchTerms: string[];
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
      // A spread of posts and members (TABLESAMPLE: a few blocks, not a scan of 1M rows).
      const texts = await client.query<{ content: string; location: string | null }>(
        `SELECT content, location FROM posts TABLESAMPLE SYSTEM (0.05) REPEATABLE (21)
         ORDER BY id LIMIT $1`,
        [count],
      );
      const names = await client.query<{ first_name: string; last_name: string }>(
        `SELECT first_name, last_name FROM users TABLESAMPLE SYSTEM (0.5) REPEATABLE (21)
         WHERE email LIKE '%@${BENCH_EMAIL_DOMAIN}' ORDER BY id LIMIT $1`,
        [Math.ceil(count / 5)],
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
        searchTerms: searchTexts(texts.rows, names.rows),
      };
    } finally {
      client.release();
    }
  } finally {
    await database.close();
  }
}

/** Words of 4 letters or more (a word of a post, as a member would type it). */
const wordsOf = (text: string) => text.match(/\p{L}{4,}/gu) ?? [];

/** `word` with its 2nd and 3rd letters swapped: one typo, which search forgives. */
const withTypo = (word: string) => word[0] + word[2]! + word[1]! + word.slice(3);

/**
 * What the sampled members type into search, from real posts and names: a word of a post, two
 * words of it, a word and its place's city, one of them with a typo (one text in four), and
 * one text in five a member's full name. Lower or mixed case as people type. Distinct texts
 * repeat as popular searches do (the generated posts share a travel vocabulary).
 */
export function searchTexts(
  posts: ReadonlyArray<{ content: string; location: string | null }>,
  names: ReadonlyArray<{ first_name: string; last_name: string }>,
): string[] {
  const texts: string[] = [];
  posts.forEach((post, i) => {
    const words = wordsOf(post.content);
    if (words.length === 0) return;
    const word = words[i % words.length]!;
    const city = post.location?.split(',')[0];
    const text =
      i % 3 === 0
        ? word
        : i % 3 === 1
          ? `${word} ${words[(i + 1) % words.length]}`
          : `${word} ${city ?? ''}`.trim();
    texts.push(i % 4 === 3 ? text.replace(word, withTypo(word)) : text.toLowerCase());
    const name = names[Math.floor(i / 5)];
    if (i % 5 === 4 && name) texts.push(`${name.first_name} ${name.last_name}`);
  });
  return texts;
}
