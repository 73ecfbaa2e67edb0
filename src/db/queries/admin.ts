import { sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { comments, likes, posts, users } from '../schema/index.ts';

/** Admin stats in one round trip; every count is served by an index on its timestamp. */
export async function getPlatformStats(db: Db) {
  const weekAgo = sql`now() - interval '7 days'`;
  const [row] = await db
    .select({
      usersTotal: sql<number>`(SELECT count(*)::int FROM ${users})`,
      usersNewThisWeek: sql<number>`(SELECT count(*)::int FROM ${users} WHERE ${users.createdAt} >= ${weekAgo})`,
      usersActive: sql<number>`(SELECT count(*)::int FROM ${users} WHERE ${users.lastActiveAt} >= ${weekAgo})`,
      postsTotal: sql<number>`(SELECT count(*)::int FROM ${posts})`,
      postsThisWeek: sql<number>`(SELECT count(*)::int FROM ${posts} WHERE ${posts.createdAt} >= ${weekAgo})`,
      likesThisWeek: sql<number>`(SELECT count(*)::int FROM ${likes} WHERE ${likes.createdAt} >= ${weekAgo})`,
      commentsThisWeek: sql<number>`(SELECT count(*)::int FROM ${comments} WHERE ${comments.createdAt} >= ${weekAgo})`,
    })
    .from(sql`(SELECT 1) AS one`);
  if (!row) throw new Error('stats query returned no row');
  return row;
}
