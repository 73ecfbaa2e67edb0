import { desc, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { adminDailyRollups } from '../schema/index.ts';
import { postVisibleToEveryone } from './visibility.ts';
import { dayStart, type Day, type DayFigures } from './admin-activity.ts';

/** How many weeks of sign-up cohorts the grid holds (rows and columns). */
export const COHORT_WEEKS = 12;

/** The latest closed day rolled up, with its totals (the base of the days after it). */
export async function latestRollup(db: Db) {
  const [row] = await db
    .select({
      day: adminDailyRollups.day,
      usersTotal: adminDailyRollups.usersTotal,
      postsTotal: adminDailyRollups.postsTotal,
      activePrior6d: adminDailyRollups.activePrior6d,
    })
    .from(adminDailyRollups)
    .orderBy(desc(adminDailyRollups.day))
    .limit(1);
  return row ?? null;
}

/** Writes (or rewrites) the rollup rows of the given days. */
export async function upsertRollups(db: Db, days: DayFigures[]): Promise<void> {
  if (days.length === 0) return;
  await db
    .insert(adminDailyRollups)
    .values(days.map((day) => ({ ...day, mau: day.mau ?? 0, computedAt: new Date() })))
    .onConflictDoUpdate({
      target: adminDailyRollups.day,
      set: {
        usersNew: sql`excluded.users_new`,
        usersTotal: sql`excluded.users_total`,
        postsNew: sql`excluded.posts_new`,
        postsTotal: sql`excluded.posts_total`,
        likes: sql`excluded.likes`,
        comments: sql`excluded.comments`,
        dau: sql`excluded.dau`,
        wau: sql`excluded.wau`,
        mau: sql`excluded.mau`,
        returningWau: sql`excluded.returning_wau`,
        activePrior6d: sql`excluded.active_prior_6d`,
        computedAt: sql`excluded.computed_at`,
      },
    });
}

/**
 * Public posts per destination per day in [from, to] (what anyone may see, as on destination
 * pages); the range is replaced, so a rerun never leaves a count the data no longer has.
 */
export async function rollUpDestinationPosts(db: Db, { from, to }: { from: Day; to: Day }) {
  await db.execute(
    sql`DELETE FROM admin_daily_destination_posts WHERE day BETWEEN ${from}::date AND ${to}::date`,
  );
  await db.execute(sql`
    INSERT INTO admin_daily_destination_posts (day, destination_code, posts)
    SELECT (p.created_at AT TIME ZONE 'UTC')::date, p.destination_code, count(*)::int
    FROM posts p JOIN users a ON a.id = p.user_id
    WHERE p.created_at >= ${dayStart(from)} AND p.created_at < ${dayStart(to)} + interval '1 day'
      AND p.destination_code IS NOT NULL AND ${postVisibleToEveryone('p', 'a')}
    GROUP BY 1, 2`);
}

/**
 * Rewrites the retention grid as of `lastDay`: the cohorts are the Monday-based UTC weeks of the
 * last 12 weeks; a cell counts the cohort's members active in the week `week_offset` after
 * their sign-up week, for every week that had begun by `lastDay` (cohorts without sign-ups keep
 * their cells, at zero members).
 */
export async function rebuildCohorts(db: Db, { lastDay }: { lastDay: Day }): Promise<void> {
  const lastWeek = sql`date_trunc('week', ${lastDay}::date::timestamp)::date`;
  const firstWeek = sql`(${lastWeek} - ${(COHORT_WEEKS - 1) * 7}::int)`;
  await db.execute(sql`DELETE FROM admin_signup_cohorts`);
  await db.execute(sql`
    INSERT INTO admin_signup_cohorts (cohort_week, week_offset, members, active)
    WITH members AS MATERIALIZED (
      SELECT id, date_trunc('week', created_at AT TIME ZONE 'UTC')::date AS cohort_week
      FROM users
      WHERE created_at >= (${firstWeek}::timestamp AT TIME ZONE 'UTC')
        AND created_at < ${dayStart(lastDay)} + interval '1 day'),
    sizes AS (SELECT cohort_week, count(*)::int AS n FROM members GROUP BY 1),
    active AS (
      SELECT m.cohort_week, (a.day - m.cohort_week) / 7 AS week_offset,
        count(DISTINCT m.id)::int AS n
      FROM members m JOIN member_activity_days a
        ON a.user_id = m.id AND a.day >= m.cohort_week AND a.day <= ${lastDay}::date
      GROUP BY 1, 2)
    SELECT w.cohort_week, o.k, coalesce(s.n, 0), coalesce(x.n, 0)
    FROM (SELECT (${firstWeek} + 7 * k) AS cohort_week FROM generate_series(0, ${COHORT_WEEKS - 1}::int) k) w
    CROSS JOIN generate_series(0, ${COHORT_WEEKS - 1}::int) o(k)
    LEFT JOIN sizes s ON s.cohort_week = w.cohort_week
    LEFT JOIN active x ON x.cohort_week = w.cohort_week AND x.week_offset = o.k
    WHERE w.cohort_week + 7 * o.k <= ${lastDay}::date`);
}

/** How many top posts the job keeps as candidates (the dashboard shows the first 5 still public). */
const TOP_POST_CANDIDATES = 20;

/**
 * The public posts made since `from` with the most likes and comments, kept as candidates: one
 * scan of the week's posts an hour, instead of one per dashboard view.
 */
export async function refreshTopPosts(db: Db, { from }: { from: Day }): Promise<void> {
  await db.execute(sql`DELETE FROM admin_top_posts`);
  await db.execute(sql`
    INSERT INTO admin_top_posts (rank, post_id)
    SELECT row_number() OVER (ORDER BY p.likes_count + p.comments_count DESC, p.created_at DESC, p.id), p.id
    FROM posts p JOIN users a ON a.id = p.user_id
    WHERE p.created_at >= ${dayStart(from)} AND ${postVisibleToEveryone('p', 'a')}
    ORDER BY p.likes_count + p.comments_count DESC, p.created_at DESC, p.id
    LIMIT ${TOP_POST_CANDIDATES}`);
}

/** The destinations with the most public posts over the closed days [from, to]. */
export async function refreshTopDestinations(db: Db, { from, to }: { from: Day; to: Day }) {
  await db.execute(sql`DELETE FROM admin_top_destinations`);
  await db.execute(sql`
    INSERT INTO admin_top_destinations (rank, destination_code, posts)
    SELECT row_number() OVER (ORDER BY sum(posts) DESC, destination_code), destination_code, sum(posts)::int
    FROM admin_daily_destination_posts
    WHERE day BETWEEN ${from}::date AND ${to}::date
    GROUP BY destination_code
    ORDER BY sum(posts) DESC, destination_code
    LIMIT 5`);
}

/**
 * Drops per-member and per-destination days older than `before`: nothing reads them any more
 * (the dashboard looks back 45 days, the cohorts 12 weeks, a catch-up 150), and member activity
 * is personal data kept no longer than it serves. Daily rollups (one row a day) stay.
 */
export async function pruneRollupHistory(db: Db, { before }: { before: Day }): Promise<void> {
  await db.execute(sql`DELETE FROM member_activity_days WHERE day < ${before}::date`);
  await db.execute(sql`DELETE FROM admin_daily_destination_posts WHERE day < ${before}::date`);
}

/**
 * Forgets every rollup, for bulk loads that rewrite history (the bench's generated data): the
 * next run rolls the whole horizon up again from the rows as they are now.
 */
export async function clearRollups(db: Db): Promise<void> {
  await db.execute(sql`TRUNCATE admin_daily_rollups, admin_daily_destination_posts,
    admin_signup_cohorts, admin_top_posts, admin_top_destinations`);
}
