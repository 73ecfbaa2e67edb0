import { sql, type SQL } from 'drizzle-orm';
import type { TRole } from '../../contract/limits.ts';
import type { TCaseStatus, TReportTargetType } from '../../contract/moderation.ts';
import type { TPostReportReason } from '../../contract/posts.ts';
import type { Db } from '../client.ts';
import { epochMicros, fromEpochMicros, sqlInt } from './posts.ts';

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
 * the member's own indexes (comments_user_id_idx, likes_user_id_created_at_idx, reports of every
 * type against them via moderation_cases_subject_idx + post_reports_case_id_idx, warnings via
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
      (SELECT count(*)::int FROM moderation_cases mc JOIN post_reports r ON r.case_id = mc.id
        WHERE mc.subject_id = u.id) AS reports_against,
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

/** Whether a member (any state) has this id. */
export async function memberExists(db: Db, { id }: { id: string }): Promise<boolean> {
  const result = await db.execute(sql`SELECT 1 FROM users WHERE id = ${id}`);
  return result.rows.length > 0;
}

export type AdminMemberReportRow = {
  id: string;
  caseId: string;
  caseStatus: TCaseStatus;
  targetType: TReportTargetType;
  targetId: string;
  /** The reported text (the first 200 characters); null for a member or deleted content. */
  excerpt: string | null;
  reason: TPostReportReason;
  details: string | null;
  reporterId: string;
  reporterName: string;
  createdAt: Date;
  cursorKey: string;
};

/** How much of the reported text the member page shows. */
const EXCERPT_CHARS = 200;

/**
 * Reports of every type against a member, newest first: through their cases
 * (moderation_cases_subject_idx: posts, comments and messages they wrote, and their account),
 * then each case's reports (post_reports_case_id_idx). `limit + 1` rows for the keyset page.
 */
export function reportsAgainstStatement(params: {
  userId: string;
  after?: { key: string; id: string };
  limit: number;
}): SQL {
  const after = params.after
    ? sql`AND (r.created_at, r.id) < (${fromEpochMicros(params.after.key)}, ${params.after.id}::uuid)`
    : sql``;
  return sql`
    SELECT r.id, r.case_id, mc.status AS case_status, r.target_type, r.target_id, r.reason,
      r.details, r.reporter_id, r.created_at, ${epochMicros(sql`r.created_at`)} AS cursor_key,
      left(coalesce(tp.content, tc.content, tm.content), ${EXCERPT_CHARS}) AS excerpt,
      coalesce(nullif(concat_ws(' ', ru.first_name, ru.last_name), ''), 'A member') AS reporter_name
    FROM moderation_cases mc
    JOIN post_reports r ON r.case_id = mc.id
    JOIN users ru ON ru.id = r.reporter_id
    LEFT JOIN posts tp ON r.target_type = 'post' AND tp.id = r.target_id
    LEFT JOIN comments tc ON r.target_type = 'comment' AND tc.id = r.target_id
    LEFT JOIN messages tm ON r.target_type = 'message' AND tm.id = r.target_id
    WHERE mc.subject_id = ${params.userId} ${after}
    ORDER BY r.created_at DESC, r.id DESC
    LIMIT ${sqlInt(params.limit + 1)}`;
}

export async function listReportsAgainst(
  db: Db,
  params: Parameters<typeof reportsAgainstStatement>[0],
): Promise<AdminMemberReportRow[]> {
  const result = await db.execute<Record<string, unknown>>(reportsAgainstStatement(params));
  return result.rows.map((row) => ({
    id: row.id as string,
    caseId: row.case_id as string,
    caseStatus: row.case_status as TCaseStatus,
    targetType: row.target_type as TReportTargetType,
    targetId: row.target_id as string,
    excerpt: (row.excerpt as string | null) ?? null,
    reason: row.reason as TPostReportReason,
    details: row.details as string | null,
    reporterId: row.reporter_id as string,
    reporterName: row.reporter_name as string,
    createdAt: new Date(row.created_at as string),
    cursorKey: row.cursor_key as string,
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
