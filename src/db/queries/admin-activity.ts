import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../client.ts';

/** A UTC calendar day, 'YYYY-MM-DD'. */
export type Day = string;

/** Midnight UTC at the start of `day`, as a timestamptz expression. */
export const dayStart = (day: Day): SQL => sql`((${day}::date)::timestamp AT TIME ZONE 'UTC')`;
/** The UTC day of a timestamptz column. */
const utcDay = (column: string): SQL => sql.raw(`(${column} AT TIME ZONE 'UTC')::date`);

/**
 * What the product records of a member's activity between two instants, as (user_id, day) rows:
 * sign-ups, the last signed-in request (`users.last_active_at`; earlier ones are in
 * member_activity_days already, by trigger), posts, likes, comments and signed-in page visits or
 * interactions (tracking). Each branch is a range scan of its table's created_at index.
 */
export function activitySourcesSql(from: SQL, to: SQL): SQL {
  const between = (column: string) =>
    sql`${sql.raw(column)} >= ${from} AND ${sql.raw(column)} < ${to}`;
  return sql`
    SELECT id AS user_id, ${utcDay('created_at')} AS day FROM users WHERE ${between('created_at')}
    UNION SELECT id, ${utcDay('last_active_at')} FROM users WHERE ${between('last_active_at')}
    UNION SELECT user_id, ${utcDay('created_at')} FROM posts WHERE ${between('created_at')}
    UNION SELECT user_id, ${utcDay('created_at')} FROM likes WHERE ${between('created_at')}
    UNION SELECT user_id, ${utcDay('created_at')} FROM comments WHERE ${between('created_at')}
    UNION SELECT user_id, ${utcDay('created_at')} FROM tracking_events
      WHERE user_id IS NOT NULL AND ${between('created_at')}`;
}

/** Records the activity of the closed days [from, to] (idempotent: rows already there stay). */
export async function foldActivity(db: Db, { from, to }: { from: Day; to: Day }): Promise<number> {
  const result = await db.execute(sql`
    INSERT INTO member_activity_days (user_id, day)
    SELECT user_id, day FROM (${activitySourcesSql(dayStart(from), sql`(${dayStart(to)} + interval '1 day')`)}) s
    ON CONFLICT DO NOTHING`);
  return result.rowCount ?? 0;
}

export type DayFigures = {
  day: Day;
  usersNew: number;
  usersTotal: number;
  postsNew: number;
  postsTotal: number;
  likes: number;
  comments: number;
  dau: number;
  wau: number;
  /** Null when only the 7-day window was read (today's partial figures). */
  mau: number | null;
  returningWau: number;
  activePrior6d: number;
};

type FiguresOptions = {
  from: Day;
  to: Day;
  /** Users and posts existing before `from` (the previous rollup's totals); counted when absent. */
  base?: { usersTotal: number; postsTotal: number };
  /**
   * `stored`: activity is member_activity_days alone (the job folded the days first).
   * `live`: days not rolled up yet: the table plus what the sources recorded since `from`.
   */
  activity: 'stored' | 'live';
  /** 30 reads MAU too; 7 is enough for DAU, WAU and returning (today's partial figures). */
  windowDays: 7 | 30;
};

/**
 * The figures of each day in [from, to], set-based: new rows per day from the created_at indexes,
 * totals as the base plus a running sum, and the active counts in one pass over the activity
 * rows in (user, day) order. A member active on day a, next active on day n, is "last seen on a"
 * for the days a … n − 1, so they count in WAU for the days a … min(n, a + 7) − 1 (MAU: a + 30,
 * the six-day count: a + 6): +1 at a and −1 at the end, summed per day and then along the days.
 * Returning actives are WAU less the members who signed up in the 7 days (each sign-up is an
 * active day, so all of them are in WAU).
 */
export async function computeDayFigures(db: Db, options: FiguresOptions): Promise<DayFigures[]> {
  const { from, to, windowDays } = options;
  const start = dayStart(from);
  const end = sql`(${dayStart(to)} + interval '1 day')`;
  const windowStart = sql`(${from}::date - ${windowDays - 1}::int)`;
  const activity =
    options.activity === 'stored'
      ? sql`SELECT user_id, day FROM member_activity_days WHERE day >= ${windowStart} AND day <= ${to}::date`
      : sql`SELECT user_id, day FROM member_activity_days WHERE day >= ${windowStart} AND day <= ${to}::date
            UNION ${activitySourcesSql(start, end)}`;
  const perDay = (table: string) => sql`
    SELECT ${utcDay('created_at')} AS day, count(*)::int AS n FROM ${sql.raw(table)}
    WHERE created_at >= ${start} AND created_at < ${end} GROUP BY 1`;
  const base = options.base
    ? sql`SELECT ${options.base.usersTotal}::int AS users, ${options.base.postsTotal}::int AS posts`
    : sql`SELECT (SELECT count(*)::int FROM users WHERE created_at < ${start}) AS users,
                 (SELECT count(*)::int FROM posts WHERE created_at < ${start}) AS posts`;
  const { rows } = await db.execute<DayFigures>(sql`
    WITH act AS MATERIALIZED (${activity}),
    spans AS (
      SELECT day, coalesce(lead(day) OVER (PARTITION BY user_id ORDER BY day), 'infinity'::date) AS next
      FROM act),
    events AS (
      SELECT day AS d, 1 AS dw, 1 AS dm, 1 AS dp, 1 AS dd FROM spans
      UNION ALL SELECT least(next, day + 7), -1, 0, 0, 0 FROM spans
      UNION ALL SELECT least(next, day + 30), 0, -1, 0, 0 FROM spans
      UNION ALL SELECT least(next, day + 6), 0, 0, -1, 0 FROM spans),
    per_day AS (
      SELECT d, sum(dw) AS dw, sum(dm) AS dm, sum(dp) AS dp, sum(dd) AS dd FROM events
      WHERE d <= ${to}::date GROUP BY d),
    w AS (
      SELECT g::date AS day, coalesce(p.dd, 0)::int AS dau,
        sum(coalesce(p.dw, 0)) OVER (ORDER BY g)::int AS wau,
        sum(coalesce(p.dm, 0)) OVER (ORDER BY g)::int AS mau,
        sum(coalesce(p.dp, 0)) OVER (ORDER BY g)::int AS prior
      FROM generate_series(${windowStart}, ${to}::date, interval '1 day') g
      LEFT JOIN per_day p ON p.d = g::date),
    days AS (SELECT d::date AS day FROM generate_series(${from}::date, ${to}::date, interval '1 day') d),
    base AS (${base}),
    nu AS (${perDay('users')}), np AS (${perDay('posts')}),
    nl AS (${perDay('likes')}), nc AS (${perDay('comments')})
    SELECT to_char(d.day, 'YYYY-MM-DD') AS day,
      coalesce(nu.n, 0) AS "usersNew",
      (base.users + sum(coalesce(nu.n, 0)) OVER (ORDER BY d.day))::int AS "usersTotal",
      coalesce(np.n, 0) AS "postsNew",
      (base.posts + sum(coalesce(np.n, 0)) OVER (ORDER BY d.day))::int AS "postsTotal",
      coalesce(nl.n, 0) AS likes, coalesce(nc.n, 0) AS comments,
      w.dau, w.wau, ${windowDays === 30 ? sql`w.mau` : sql`NULL::int`} AS mau,
      (w.wau - (SELECT count(*) FROM users u
        WHERE u.created_at >= ${dayStart(from)} + (d.day - ${from}::date - 6) * interval '1 day'
          AND u.created_at < ${dayStart(from)} + (d.day - ${from}::date + 1) * interval '1 day'))::int
        AS "returningWau",
      w.prior AS "activePrior6d"
    FROM days d CROSS JOIN base
    JOIN w ON w.day = d.day
    LEFT JOIN nu ON nu.day = d.day LEFT JOIN np ON np.day = d.day
    LEFT JOIN nl ON nl.day = d.day LEFT JOIN nc ON nc.day = d.day
    ORDER BY d.day`);
  return rows.map((row) => ({ ...row, mau: row.mau === null ? null : Number(row.mau) }));
}
