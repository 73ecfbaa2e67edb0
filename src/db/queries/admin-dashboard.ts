import { asc, gte, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { adminDailyRollups, adminSignupCohorts } from '../schema/index.ts';
import { dayStart, type Day } from './admin-activity.ts';
import { postVisibleToEveryone } from './visibility.ts';

/** How many entries the top lists hold. */
export const TOP_LIST_LIMIT = 5;

/** The rollup rows from `from` on (a primary-key range), oldest first. */
export async function readRollups(db: Db, { from }: { from: Day }) {
  return db
    .select({
      day: adminDailyRollups.day,
      usersNew: adminDailyRollups.usersNew,
      usersTotal: adminDailyRollups.usersTotal,
      postsNew: adminDailyRollups.postsNew,
      postsTotal: adminDailyRollups.postsTotal,
      likes: adminDailyRollups.likes,
      comments: adminDailyRollups.comments,
      dau: adminDailyRollups.dau,
      wau: adminDailyRollups.wau,
      mau: adminDailyRollups.mau,
      returningWau: adminDailyRollups.returningWau,
    })
    .from(adminDailyRollups)
    .where(gte(adminDailyRollups.day, from))
    .orderBy(asc(adminDailyRollups.day));
}

/** The retention grid as the last rollup wrote it (at most 12 × 12 rows). */
export async function readCohorts(db: Db) {
  return db
    .select({
      week: adminSignupCohorts.cohortWeek,
      offset: adminSignupCohorts.weekOffset,
      members: adminSignupCohorts.members,
      active: adminSignupCohorts.active,
    })
    .from(adminSignupCohorts)
    .orderBy(asc(adminSignupCohorts.cohortWeek), asc(adminSignupCohorts.weekOffset));
}

/**
 * Destinations with the most public posts in [from, today]: the rolled-up days up to
 * `rolledThrough`, and the posts made since (`liveFrom`, a few thousand rows at most) counted live.
 */
export async function readTopDestinations(
  db: Db,
  params: { from: Day; rolledThrough: Day | null; liveFrom: Day },
) {
  const rolled = params.rolledThrough
    ? sql`SELECT destination_code, posts FROM admin_daily_destination_posts
          WHERE day >= ${params.from}::date AND day <= ${params.rolledThrough}::date
          UNION ALL`
    : sql``;
  const { rows } = await db.execute<{ code: number; name: string; slug: string; posts: number }>(sql`
    SELECT d.code, d.name, d.slug, sum(x.posts)::int AS posts
    FROM (
      ${rolled}
      SELECT p.destination_code, count(*)::int FROM posts p JOIN users a ON a.id = p.user_id
      WHERE p.created_at >= ${dayStart(params.liveFrom)} AND p.destination_code IS NOT NULL
        AND ${postVisibleToEveryone('p', 'a')}
      GROUP BY 1
    ) x (destination_code, posts)
    JOIN destinations d ON d.code = x.destination_code
    GROUP BY d.code, d.name, d.slug
    ORDER BY posts DESC, d.name
    LIMIT ${TOP_LIST_LIMIT}`);
  return rows;
}

/**
 * The public posts (what anyone may see) made since `from` with the most likes and comments: a
 * range of posts_created_at_idx, the counters kept by triggers.
 */
export async function readTopPosts(db: Db, { from }: { from: Day }) {
  const { rows } = await db.execute<{
    id: string;
    content: string;
    image_url: string | null;
    likes: number;
    comments: number;
    created_at: string;
    author_id: string;
    first_name: string | null;
    last_name: string | null;
  }>(sql`
    SELECT p.id, left(p.content, 200) AS content,
      coalesce(p.image_url, p.media -> 0 ->> 'posterUrl', CASE WHEN p.media -> 0 ->> 'type' = 'image'
        THEN p.media -> 0 ->> 'url' END) AS image_url,
      p.likes_count AS likes, p.comments_count AS comments, p.created_at,
      a.id AS author_id, a.first_name, a.last_name
    FROM posts p JOIN users a ON a.id = p.user_id
    WHERE p.created_at >= ${dayStart(from)} AND ${postVisibleToEveryone('p', 'a')}
    ORDER BY p.likes_count + p.comments_count DESC, p.created_at DESC, p.id
    LIMIT ${TOP_LIST_LIMIT}`);
  return rows;
}
