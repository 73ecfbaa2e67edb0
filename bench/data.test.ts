import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestDatabase } from '../src/server/test/database.ts';
import { buildFollow, buildLike, buildPost } from '../src/server/test/content-factories.ts';
import { buildUser } from '../src/server/test/factories.ts';
import { readMarker } from './data-db.ts';
import { generateBenchData, resetBenchData } from './data-generate.ts';
import { BENCH_EMAIL_DOMAIN } from './data-load.ts';

/**
 * The bench generator at 1/200 of its size (500 members, 5,000 posts) on a migrated database
 * that already holds a member of its own: the counters it writes equal the rows, the ids are the
 * v4 UUIDs the routes accept, the triggers and indexes are back afterwards, and --reset removes
 * exactly the generated rows.
 */
const database = await createTestDatabase();
let client: pg.PoolClient;
let existing = { userId: '', postId: '' };
const bench = `SELECT id FROM users WHERE email LIKE '%@${BENCH_EMAIL_DOMAIN}'`;

const one = async <T>(text: string): Promise<T> => {
  const { rows } = await client.query(text);
  return rows[0] as T;
};
const indexCount = () =>
  one<{ n: string }>(
    `SELECT count(*) n FROM pg_indexes WHERE tablename IN ('users','posts','likes','comments','follows','bookmarks')`,
  );

beforeAll(async () => {
  client = await database.pool.connect();
  const member = await buildUser(database);
  const friend = await buildUser(database);
  const post = await buildPost(database, { userId: member.id });
  await buildFollow(database, { followerId: friend.id, followingId: member.id });
  await buildLike(database, { postId: post.id, userId: friend.id });
  existing = { userId: member.id, postId: post.id };
}, 60_000);

afterAll(() => client.release());

describe('npm run bench:data (generator)', () => {
  let indexesBefore = '';

  it('writes members, posts and their rows with counters equal to the rows', async () => {
    indexesBefore = (await indexCount()).n;
    const { counts, mode } = await generateBenchData(client, { scale: 0.005 });
    expect(mode).toBe('replica');
    expect(counts.users).toBe(500);
    expect(counts.posts).toBe(5000);
    expect(counts.follows).toBeGreaterThan(500 * 20);
    expect(counts.likes).toBeGreaterThan(5000);
    expect(counts.comments).toBeGreaterThan(0);
    expect(counts.bookmarks).toBeGreaterThan(0);
    expect((await readMarker(client))?.counts).toEqual(counts);

    const wrong = await one<Record<string, string>>(`
      SELECT
        (SELECT count(*) FROM users u WHERE u.id IN (${bench}) AND (
          u.posts_count <> (SELECT count(*) FROM posts p WHERE p.user_id = u.id)
          OR u.followers_count <> (SELECT count(*) FROM follows f WHERE f.following_id = u.id)
          OR u.following_count <> (SELECT count(*) FROM follows f WHERE f.follower_id = u.id))) users,
        (SELECT count(*) FROM posts p WHERE p.user_id IN (${bench}) AND (
          p.likes_count <> (SELECT count(*) FROM likes l WHERE l.post_id = p.id)
          OR p.comments_count <> (SELECT count(*) FROM comments c WHERE c.post_id = p.id)
          OR p.explore_score <> roamly_explore_score(p.created_at, p.likes_count, p.comments_count)
          OR p.created_at > now())) posts,
        (SELECT count(*) FROM follows f JOIN blocks b
          ON (f.follower_id, f.following_id) IN ((b.blocker_id, b.blocked_id), (b.blocked_id, b.blocker_id))) blocked_follows,
        (SELECT count(*) FROM activities WHERE recipient_id IN (${bench}) OR actor_id IN (${bench})) activities`);
    expect(wrong).toEqual({ users: '0', posts: '0', blocked_follows: '0', activities: '0' });
    // The typo lexicon holds the words of the posts loaded with triggers off.
    const unknownWords = await one<{ n: string }>(`
      SELECT count(*) n FROM (SELECT p.content FROM posts p WHERE p.user_id IN (${bench}) LIMIT 50) p,
        unnest(to_tsvector('simple', roamly_fold(p.content))) u
      WHERE u.lexeme ~ '^[a-z]{3,32}$'
        AND NOT EXISTS (SELECT 1 FROM search_words s WHERE s.word = u.lexeme)`);
    expect(unknownWords.n).toBe('0');
  }, 180_000);

  it('spreads privacy and uses ids the routes accept', async () => {
    const split = await one<{ public: number; followers: number; private: number }>(`
      SELECT avg((privacy = 'public')::int)::float8 public, avg((privacy = 'followers')::int)::float8 followers,
        avg((privacy = 'private')::int)::float8 private
      FROM posts WHERE user_id IN (${bench})`);
    expect(split.public).toBeGreaterThan(0.8);
    expect(split.followers).toBeGreaterThan(0.07);
    expect(split.private).toBeGreaterThan(0.03);
    const { rows } = await client.query<{ id: string }>(
      `(SELECT id FROM posts WHERE user_id IN (${bench}) LIMIT 20) UNION ALL (${bench} LIMIT 20)`,
    );
    for (const { id } of rows) expect(z.uuid().safeParse(id).success, id).toBe(true);
  });

  it('leaves the triggers on, the indexes rebuilt and the existing member untouched', async () => {
    expect((await indexCount()).n).toBe(indexesBefore);
    const me = await one<{ posts_count: number; followers_count: number }>(
      `SELECT posts_count, followers_count FROM users WHERE id = '${existing.userId}'`,
    );
    expect(me).toEqual({ posts_count: 1, followers_count: 1 });
    const post = await one<{ id: string; likes_count: number }>(
      `SELECT id, likes_count FROM posts WHERE user_id IN (${bench}) ORDER BY id LIMIT 1`,
    );
    await buildLike(database, { postId: post.id, userId: existing.userId });
    const after = await one<{ likes_count: number }>(
      `SELECT likes_count FROM posts WHERE id = '${post.id}'`,
    );
    expect(after.likes_count).toBe(post.likes_count + 1);
  });

  it('--reset removes the generated rows and keeps everything else', async () => {
    await resetBenchData(client);
    const left = await one<Record<string, string>>(`
      SELECT (SELECT count(*) FROM users) users, (SELECT count(*) FROM posts) posts,
        (SELECT count(*) FROM follows) follows, (SELECT count(*) FROM likes) likes,
        (SELECT count(*) FROM comments) comments, (SELECT count(*) FROM bookmarks) bookmarks,
        (SELECT count(*) FROM blocks) blocks`);
    expect(left).toEqual({
      users: '2',
      posts: '1',
      follows: '1',
      likes: '1',
      comments: '0',
      bookmarks: '0',
      blocks: '0',
    });
    expect(await readMarker(client)).toBeUndefined();
  });
});
