import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { TActivityType } from '../../contract/activity.ts';
import type { Db } from '../client.ts';
import { activities, users } from '../schema/index.ts';
import { notBlockedSql } from './visibility.ts';

/**
 * How many of the newest activity rows the list groups. The bell shows recent groups; reading a
 * bounded slice keeps the list one index range scan however popular the member is (a group's
 * count then covers that slice).
 */
export const ACTIVITY_SCAN_LIMIT = 2000;

/**
 * The rows a recipient may be shown: of the listed types, by actors who are not suspended and with
 * no block either way, and for likes and comments on a post that still exists and is theirs.
 * `act` is the activities row.
 */
function shownActivities(recipientId: string, types: readonly TActivityType[]): SQL {
  return sql`activities act
    JOIN users actor ON actor.id = act.actor_id AND actor.suspended_at IS NULL
    LEFT JOIN posts p ON p.id = act.post_id
    WHERE act.recipient_id = ${recipientId}
      AND act.type = ANY(${sql.param(types)}::text[])
      AND (act.type IN ('follow', 'warning', 'report_outcome') OR p.user_id = ${recipientId})
      AND (act.type IN ('warning', 'report_outcome') OR ${notBlockedSql(recipientId, sql`act.actor_id`)})`;
}

/** The newest rows the recipient may be shown, with their group (one index range scan). */
function recentShownRows(recipientId: string, types: readonly TActivityType[]): SQL {
  return sql`SELECT act.type, act.actor_id, act.post_id, act.comment_id, act.created_at,
           act.read_at, act.message, ${groupKey} AS group_key
    FROM ${shownActivities(recipientId, types)}
    ORDER BY act.created_at DESC
    LIMIT ${ACTIVITY_SCAN_LIMIT}`;
}

/** Likes and comments group per post, follows per (UTC) day; each team notice stands alone. */
const groupKey = sql`CASE act.type
  WHEN 'warning' THEN 'warning:' || act.id::text
  WHEN 'report_outcome' THEN 'report_outcome:' || act.id::text
  WHEN 'follow' THEN 'follow:' || to_char(act.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD')
  ELSE act.type || ':' || act.post_id::text END`;

export type ActivityActorRow = {
  id: string;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
  isPremium: boolean;
};

export type ActivityGroupRow = {
  groupKey: string;
  type: TActivityType;
  actorsCount: number;
  latestAt: Date;
  unread: boolean;
  actors: ActivityActorRow[];
  postId: string | null;
  postContent: string | null;
  postImageUrl: string | null;
  commentContent: string | null;
  message: string | null;
};

/** The SQL of `listActivityGroups` (exported for EXPLAIN checks). */
export function activityGroupsSql({
  recipientId,
  types,
  limit,
  actorsShown,
}: {
  recipientId: string;
  types: readonly TActivityType[];
  limit: number;
  actorsShown: number;
}): SQL {
  return sql`
    WITH recent AS (${recentShownRows(recipientId, types)}), groups AS (
      SELECT group_key,
             (array_agg(type))[1] AS type,
             (array_agg(post_id))[1] AS post_id,
             (array_agg(message))[1] AS message,
             count(DISTINCT actor_id)::int AS actors_count,
             max(created_at) AS latest_at,
             bool_or(read_at IS NULL) AS unread,
             (array_agg(comment_id ORDER BY created_at DESC) FILTER (WHERE comment_id IS NOT NULL))[1] AS comment_id
      FROM recent
      GROUP BY group_key
      ORDER BY max(created_at) DESC, group_key
      LIMIT ${limit}
    ), actor_last AS (
      SELECT r.group_key, r.actor_id, max(r.created_at) AS last_at,
             row_number() OVER (PARTITION BY r.group_key ORDER BY max(r.created_at) DESC, r.actor_id) AS rank
      FROM recent r JOIN groups g ON g.group_key = r.group_key
      GROUP BY r.group_key, r.actor_id
    ), actors AS (
      SELECT a.group_key,
             json_agg(json_build_object(
               'id', au.id, 'firstName', au.first_name, 'lastName', au.last_name,
               'profileImageUrl', au.profile_image_url,
               'isPremium', coalesce(au.premium_until > now(), false))
             ORDER BY a.rank) AS actors
      FROM actor_last a JOIN users au ON au.id = a.actor_id
      WHERE a.rank <= ${actorsShown}
      GROUP BY a.group_key
    )
    SELECT g.group_key, g.type, g.actors_count, g.latest_at, g.unread, g.post_id, g.message,
           p.content AS post_content, p.image_url AS post_image_url, c.content AS comment_content,
           ac.actors
    FROM groups g
    LEFT JOIN actors ac ON ac.group_key = g.group_key
    LEFT JOIN posts p ON p.id = g.post_id
    LEFT JOIN comments c ON c.id = g.comment_id
    ORDER BY g.latest_at DESC, g.group_key`;
}

/**
 * The newest groups, newest first, each with its distinct-actor count, its most recent actors and
 * its post and latest comment: one query over `activities_recipient_id_created_at_idx`.
 */
export async function listActivityGroups(
  db: Db,
  {
    recipientId,
    types,
    limit,
    actorsShown,
  }: { recipientId: string; types: readonly TActivityType[]; limit: number; actorsShown: number },
): Promise<ActivityGroupRow[]> {
  if (types.length === 0) return [];
  const result = await db.execute<{
    group_key: string;
    type: TActivityType;
    actors_count: number;
    latest_at: string | Date;
    unread: boolean;
    actors: ActivityActorRow[] | null;
    post_id: string | null;
    post_content: string | null;
    post_image_url: string | null;
    comment_content: string | null;
    message: string | null;
  }>(activityGroupsSql({ recipientId, types, limit, actorsShown }));
  return result.rows.map((row) => ({
    groupKey: row.group_key,
    type: row.type,
    actorsCount: Number(row.actors_count),
    latestAt: new Date(row.latest_at),
    unread: row.unread,
    actors: row.actors ?? [],
    postId: row.post_id,
    postContent: row.post_content,
    postImageUrl: row.post_image_url,
    commentContent: row.comment_content,
    message: row.message,
  }));
}

/**
 * Unread groups among the rows the list reads (the newest ACTIVITY_SCAN_LIMIT shown rows), so the
 * badge agrees with the list and costs a bounded scan. A member with nothing unread costs one probe
 * of `activities_unread_idx`.
 */
export async function countUnreadActivityGroups(
  db: Db,
  { recipientId, types }: { recipientId: string; types: readonly TActivityType[] },
): Promise<number> {
  if (types.length === 0) return 0;
  const result = await db.execute<{ count: number }>(sql`
    SELECT CASE WHEN NOT EXISTS (
      SELECT 1 FROM activities WHERE recipient_id = ${recipientId} AND read_at IS NULL
    ) THEN 0 ELSE (
      SELECT count(DISTINCT group_key) FILTER (WHERE read_at IS NULL)::int FROM (
        ${recentShownRows(recipientId, types)}
      ) recent
    ) END AS count`);
  return Number(result.rows[0]?.count ?? 0);
}

export async function markAllActivityRead(
  db: Db,
  { recipientId }: { recipientId: string },
): Promise<void> {
  await db
    .update(activities)
    .set({ readAt: sql`now()` })
    .where(and(eq(activities.recipientId, recipientId), isNull(activities.readAt)));
}

/** The recipient's Notifications toggles. */
export async function findNotificationSettings(db: Db, { userId }: { userId: string }) {
  const [row] = await db
    .select({ notificationSettings: users.notificationSettings })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row?.notificationSettings;
}
