import { sql } from 'drizzle-orm';
import type { TRole } from '../../contract/limits.ts';
import type { Db } from '../client.ts';

export type AdminMemberDetailRow = {
  id: string;
  firstName: string | null;
  lastName: string | null;
  email: string;
  profileImageUrl: string | null;
  bio: string | null;
  location: string | null;
  role: TRole;
  emailVerifiedAt: Date | null;
  premium: boolean;
  suspendedAt: Date | null;
  suspendedUntil: Date | null;
  limitedAt: Date | null;
  deletionRequestedAt: Date | null;
  createdAt: Date;
  lastActiveAt: Date;
  postsCount: number;
  followersCount: number;
  followingCount: number;
  commentsCount: number;
  likesGiven: number;
  reportsAgainst: number;
  warnings: number;
};

const date = (value: string | Date | null) => (value === null ? null : new Date(value));

/**
 * The member page's row in one statement: profile, trigger-kept counts, and counts read through
 * the member's own indexes (comments_user_id_idx, likes_user_id_created_at_idx, reports of their
 * posts via posts_user_id_created_at_idx + post_reports_post_id_reporter_id_key, warnings via
 * activities_recipient_id_created_at_idx).
 */
export async function findAdminMemberDetail(
  db: Db,
  { id }: { id: string },
): Promise<AdminMemberDetailRow | undefined> {
  const result = await db.execute<Record<string, unknown>>(sql`
    SELECT u.id, u.first_name, u.last_name, u.email, u.profile_image_url, u.bio, u.location, u.role,
      u.email_verified_at, coalesce(u.premium_until > now(), false) AS premium,
      u.suspended_at, u.suspended_until, u.limited_at, u.deletion_requested_at,
      u.created_at, u.last_active_at, u.posts_count, u.followers_count, u.following_count,
      (SELECT count(*)::int FROM comments c WHERE c.user_id = u.id) AS comments_count,
      (SELECT count(*)::int FROM likes l WHERE l.user_id = u.id) AS likes_given,
      (SELECT count(*)::int FROM posts p JOIN post_reports r ON r.post_id = p.id
        WHERE p.user_id = u.id) AS reports_against,
      (SELECT count(*)::int FROM activities w WHERE w.recipient_id = u.id AND w.type = 'warning') AS warnings
    FROM users u WHERE u.id = ${id}`);
  const row = result.rows[0];
  if (!row) return undefined;
  return {
    id: row.id as string,
    firstName: row.first_name as string | null,
    lastName: row.last_name as string | null,
    email: row.email as string,
    profileImageUrl: row.profile_image_url as string | null,
    bio: row.bio as string | null,
    location: row.location as string | null,
    role: row.role as TRole,
    emailVerifiedAt: date(row.email_verified_at as string | null),
    premium: Boolean(row.premium),
    suspendedAt: date(row.suspended_at as string | null),
    suspendedUntil: date(row.suspended_until as string | null),
    limitedAt: date(row.limited_at as string | null),
    deletionRequestedAt: date(row.deletion_requested_at as string | null),
    createdAt: new Date(row.created_at as string),
    lastActiveAt: new Date(row.last_active_at as string),
    postsCount: Number(row.posts_count),
    followersCount: Number(row.followers_count),
    followingCount: Number(row.following_count),
    commentsCount: Number(row.comments_count),
    likesGiven: Number(row.likes_given),
    reportsAgainst: Number(row.reports_against),
    warnings: Number(row.warnings),
  };
}

export type AdminMemberReportRow = {
  id: string;
  postId: string;
  postContent: string;
  reason: string;
  details: string | null;
  reporterId: string;
  reporterName: string;
  createdAt: Date;
};

/** The newest reports of the member's posts, with the post's text and the reporter's name. */
export async function listReportsAgainst(
  db: Db,
  { userId, limit }: { userId: string; limit: number },
): Promise<AdminMemberReportRow[]> {
  const result = await db.execute<{
    id: string;
    post_id: string;
    content: string | null;
    reason: string;
    details: string | null;
    reporter_id: string;
    reporter_name: string;
    created_at: string | Date;
  }>(sql`
    SELECT r.id, r.post_id, p.content, r.reason, r.details, r.reporter_id, r.created_at,
      coalesce(nullif(concat_ws(' ', ru.first_name, ru.last_name), ''), 'A member') AS reporter_name
    FROM posts p
    JOIN post_reports r ON r.post_id = p.id
    JOIN users ru ON ru.id = r.reporter_id
    WHERE p.user_id = ${userId}
    ORDER BY r.created_at DESC, r.id DESC
    LIMIT ${limit}`);
  return result.rows.map((row) => ({
    id: row.id,
    postId: row.post_id,
    postContent: row.content ?? '',
    reason: row.reason,
    details: row.details,
    reporterId: row.reporter_id,
    reporterName: row.reporter_name,
    createdAt: new Date(row.created_at),
  }));
}

export type WeeklyActivityRow = { weekStart: Date; posts: number; comments: number };

/**
 * Posts and comments per week (weeks start Monday, UTC) over the last `weeks` weeks, empty weeks
 * included: one grouped pass over the member's posts (posts_user_id_created_at_idx) and comments
 * (comments_user_id_idx).
 */
export async function listWeeklyActivity(
  db: Db,
  { userId, weeks }: { userId: string; weeks: number },
): Promise<WeeklyActivityRow[]> {
  const result = await db.execute<{
    week_start: string | Date;
    posts: number;
    comments: number;
  }>(sql`
    WITH span AS (
      SELECT date_trunc('week', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC' AS this_week
    ), series AS (
      SELECT generate_series(this_week - make_interval(weeks => ${weeks - 1}), this_week, interval '1 week') AS week_start
      FROM span
    ), p AS (
      SELECT date_trunc('week', created_at AT TIME ZONE 'UTC') AT TIME ZONE 'UTC' AS week_start, count(*)::int AS n
      FROM posts WHERE user_id = ${userId}
        AND created_at >= (SELECT this_week - make_interval(weeks => ${weeks - 1}) FROM span)
      GROUP BY 1
    ), c AS (
      SELECT date_trunc('week', created_at AT TIME ZONE 'UTC') AT TIME ZONE 'UTC' AS week_start, count(*)::int AS n
      FROM comments WHERE user_id = ${userId}
        AND created_at >= (SELECT this_week - make_interval(weeks => ${weeks - 1}) FROM span)
      GROUP BY 1
    )
    SELECT s.week_start, coalesce(p.n, 0) AS posts, coalesce(c.n, 0) AS comments
    FROM series s LEFT JOIN p ON p.week_start = s.week_start LEFT JOIN c ON c.week_start = s.week_start
    ORDER BY s.week_start`);
  return result.rows.map((row) => ({
    weekStart: new Date(row.week_start),
    posts: Number(row.posts),
    comments: Number(row.comments),
  }));
}
