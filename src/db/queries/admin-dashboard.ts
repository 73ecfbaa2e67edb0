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
      activePrior6d: adminDailyRollups.activePrior6d,
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

/** The destinations the last rollup ranked (5 rows). */
export async function readTopDestinations(db: Db) {
  const { rows } = await db.execute<{
    code: number;
    name: string;
    slug: string;
    posts: number;
  }>(sql`
    SELECT d.code, d.name, d.slug, t.posts
    FROM admin_top_destinations t JOIN destinations d ON d.code = t.destination_code
    ORDER BY t.rank
    LIMIT ${TOP_LIST_LIMIT}`);
  return rows;
}

/**
 * The job's candidates (at most 20 posts), re-read now: current counters, and only those anyone
 * may still see (a post made private, or whose author was suspended, drops out at once).
 */
export async function readTopPosts(db: Db) {
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
    FROM admin_top_posts t JOIN posts p ON p.id = t.post_id JOIN users a ON a.id = p.user_id
    WHERE ${postVisibleToEveryone('p', 'a')}
    ORDER BY p.likes_count + p.comments_count DESC, p.created_at DESC, p.id
    LIMIT ${TOP_LIST_LIMIT}`);
  return rows;
}

/**
 * Today so far, after a rollup of yesterday: new rows from the created_at indexes, and today's
 * active members from what sessions recorded (every signed-in request, so every post, like or
 * comment, moves last_active_at) and today's sign-ups. WAU is yesterday's six-day count plus
 * today's members not active in those six days: one primary-key probe each.
 */
export async function readTodayFigures(db: Db, { today }: { today: Day }) {
  const start = dayStart(today);
  const since = (table: string) =>
    sql`(SELECT count(*)::int FROM ${sql.raw(table)} WHERE created_at >= ${start})`;
  const { rows } = await db.execute<{
    usersNew: number;
    postsNew: number;
    likes: number;
    comments: number;
    dau: number;
    unseen: number;
    newIn7: number;
  }>(sql`
    WITH t AS MATERIALIZED (
      SELECT user_id FROM member_activity_days WHERE day = ${today}::date
      UNION SELECT id FROM users WHERE last_active_at >= ${start}
      UNION SELECT id FROM users WHERE created_at >= ${start})
    SELECT ${since('users')} AS "usersNew", ${since('posts')} AS "postsNew",
      ${since('likes')} AS likes, ${since('comments')} AS comments,
      (SELECT count(*)::int FROM t) AS dau,
      (SELECT count(*)::int FROM t WHERE NOT EXISTS (
        SELECT 1 FROM member_activity_days m
        WHERE m.user_id = t.user_id AND m.day >= ${today}::date - 6 AND m.day < ${today}::date)) AS unseen,
      (SELECT count(*)::int FROM users WHERE created_at >= ${start} - interval '6 days') AS "newIn7"`);
  const row = rows[0];
  if (!row) throw new Error('today figures returned no row');
  return row;
}
