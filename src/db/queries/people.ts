import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../client.ts';
import { follows, posts, users } from '../schema/index.ts';
import { profileColumns, type ProfileRow } from './users.ts';
import { notBlockedSql, profileIsPublicSql, visiblePostsCountSql } from './visibility.ts';

const u = alias(users, 'u');

const profileColumnsOf = (table: typeof u) =>
  Object.fromEntries(
    Object.keys(profileColumns).map((key) => [key, table[key as keyof ProfileRow]]),
  ) as { [K in keyof ProfileRow]: (typeof u)[K] };

/** A member as the viewer relates to them: follow and block in both directions. */
export type ProfileWithRelation = ProfileRow & {
  lastActiveAt: Date;
  isFollowing: boolean;
  /** The viewer blocked this member. */
  viewerBlocked: boolean;
  /** This member blocked the viewer. */
  blockedViewer: boolean;
};

/** One primary-key read of the member plus three primary-key probes (follows, blocks both ways). */
export async function findProfileForViewer(
  db: Db,
  { id, viewerId }: { id: string; viewerId: string },
): Promise<ProfileWithRelation | undefined> {
  const [row] = await db
    .select({
      ...profileColumnsOf(u),
      // Only the posts this viewer may see: the profile feed's rule, not the stored total.
      postsCount: visiblePostsCountSql(viewerId, 'u'),
      lastActiveAt: u.lastActiveAt,
      isFollowing: sql<boolean>`EXISTS (SELECT 1 FROM follows f WHERE f.follower_id = ${viewerId} AND f.following_id = ${u.id})`,
      viewerBlocked: sql<boolean>`EXISTS (SELECT 1 FROM blocks b WHERE b.blocker_id = ${viewerId} AND b.blocked_id = ${u.id})`,
      blockedViewer: sql<boolean>`EXISTS (SELECT 1 FROM blocks b WHERE b.blocker_id = ${u.id} AND b.blocked_id = ${viewerId})`,
    })
    .from(u)
    .where(eq(u.id, id))
    .limit(1);
  return row;
}

/**
 * Serialises the follow toggles and blocks of one pair of members until the transaction ends, so
 * a toggle always flips what the previous one left and no follow slips in beside a block.
 */
export async function lockMemberPair(
  db: Db,
  { userId, otherId }: { userId: string; otherId: string },
): Promise<void> {
  const [first, second] = [userId, otherId].sort();
  await db.execute(
    sql`SELECT pg_advisory_xact_lock(hashtextextended(${`follow-pair:${first}:${second}`}, 0))`,
  );
}

/** Adds the follow; false when it already existed (the primary key decides, so races are safe). */
export async function insertFollow(
  db: Db,
  { followerId, followingId }: { followerId: string; followingId: string },
): Promise<boolean> {
  const rows = await db
    .insert(follows)
    .values({ followerId, followingId })
    .onConflictDoNothing()
    .returning({ followerId: follows.followerId });
  return rows.length > 0;
}

export async function deleteFollow(
  db: Db,
  { followerId, followingId }: { followerId: string; followingId: string },
): Promise<boolean> {
  const rows = await db
    .delete(follows)
    .where(and(eq(follows.followerId, followerId), eq(follows.followingId, followingId)))
    .returning({ followerId: follows.followerId });
  return rows.length > 0;
}

/** Removes follows in both directions between two members (a block ends them). */
export async function deleteFollowsBetween(
  db: Db,
  { userId, otherId }: { userId: string; otherId: string },
): Promise<void> {
  await db.execute(sql`DELETE FROM follows
    WHERE (follower_id = ${userId} AND following_id = ${otherId})
       OR (follower_id = ${otherId} AND following_id = ${userId})`);
}

/** The trigger-kept counts after a follow change: the member's followers, the viewer's following. */
export async function followCounts(
  db: Db,
  { targetId, viewerId }: { targetId: string; viewerId: string },
): Promise<{ followersCount: number; followingCount: number }> {
  const result = await db.execute<{ followers_count: number; following_count: number }>(sql`
    SELECT (SELECT followers_count FROM users WHERE id = ${targetId}) AS followers_count,
           (SELECT following_count FROM users WHERE id = ${viewerId}) AS following_count`);
  const row = result.rows[0];
  return { followersCount: row?.followers_count ?? 0, followingCount: row?.following_count ?? 0 };
}

/** How many of the most recently active members are considered besides friends of friends. */
export const SUGGESTION_POOL_ACTIVE = 1000;

export type SuggestedRow = ProfileRow & {
  mutualCount: number;
  /** The name of the person the viewer follows who followed them most recently. */
  viaFirstName: string | null;
  viaLastName: string | null;
  sharedDestinations: string[];
  sharedInterests: string[];
};

/**
 * People to follow, in one query: among friends of friends and the most recently active members,
 * those the viewer can find (not themselves, not suspended, no block either way) and does not
 * follow yet, ranked by follows in common (people the viewer follows who follow them: two hops
 * along the follows primary key), then by sharing favourite destinations and travel interests,
 * then by followers. A private profile's destinations and interests are not compared (they are
 * hidden from non-followers). Returns the query (awaitable; `.toSQL()` for EXPLAIN checks).
 */
export function listSuggestedUsers(
  db: Db,
  { viewerId, limit }: { viewerId: string; limit: number },
): PromiseLike<SuggestedRow[]> & { toSQL(): { sql: string; params: unknown[] } } {
  const mutual = sql`(
    SELECT f2.following_id AS id, count(*)::int AS mutual_count,
           (array_agg(f2.follower_id ORDER BY f2.created_at DESC, f2.follower_id))[1] AS via_id
    FROM follows f1
    JOIN users mid ON mid.id = f1.following_id AND mid.suspended_at IS NULL
    JOIN follows f2 ON f2.follower_id = f1.following_id
    WHERE f1.follower_id = ${viewerId} AND f2.following_id <> ${viewerId}
    GROUP BY f2.following_id
  ) m`;
  // Who is ranked: the people followed by those the viewer follows, and the most recently active
  // members (users_last_active_at_idx), so the query never scans every member.
  const pool = sql`(
    SELECT f2.following_id AS id FROM follows f1 JOIN follows f2 ON f2.follower_id = f1.following_id
    WHERE f1.follower_id = ${viewerId}
    UNION
    (SELECT id FROM users ORDER BY last_active_at DESC LIMIT ${SUGGESTION_POOL_ACTIVE})
  ) pool`;
  const publicProfile = profileIsPublicSql('u');
  // The viewer's own lists ("other" is no destination) are uncorrelated subqueries that
  // PostgreSQL evaluates once (InitPlan).
  const mine = (column: 'favorite_destinations' | 'travel_interests') =>
    sql`(SELECT array_remove(me.${sql.raw(column)}::text[], 'other') FROM users me WHERE me.id = ${viewerId})`;
  // Ranking uses cheap overlap tests; the lists in common are built only for the returned rows
  // (PostgreSQL evaluates non-key output columns after Sort + Limit).
  const overlaps = (column: 'favorite_destinations' | 'travel_interests') =>
    sql`(${publicProfile} AND u.${sql.raw(column)}::text[] && ${mine(column)})::int`;
  const inCommon = (column: 'favorite_destinations' | 'travel_interests') =>
    sql<string[]>`CASE WHEN ${publicProfile} THEN ARRAY(
      SELECT x FROM unnest(u.${sql.raw(column)}::text[]) x WHERE x = ANY(${mine(column)}::text[])
    ) ELSE '{}'::text[] END`;
  const sharedDestinations = inCommon('favorite_destinations');
  const sharedInterests = inCommon('travel_interests');
  return db
    .select({
      ...profileColumnsOf(u),
      mutualCount: sql<number>`coalesce(m.mutual_count, 0)`.mapWith(Number),
      viaFirstName: sql<string | null>`via.first_name`,
      viaLastName: sql<string | null>`via.last_name`,
      sharedDestinations,
      sharedInterests,
    })
    .from(u)
    .innerJoin(pool, sql`pool.id = ${u.id}`)
    .leftJoin(mutual, sql`m.id = ${u.id}`)
    .leftJoin(sql`users via`, sql`via.id = m.via_id`)
    .where(
      sql`${u.id} <> ${viewerId}
        AND ${u.suspendedAt} IS NULL
        AND ${notBlockedSql(viewerId, sql`${u.id}`)}
        AND NOT EXISTS (SELECT 1 FROM follows vf WHERE vf.follower_id = ${viewerId} AND vf.following_id = ${u.id})`,
    )
    .orderBy(
      sql`coalesce(m.mutual_count, 0) DESC`,
      sql`${overlaps('favorite_destinations')} + ${overlaps('travel_interests')} DESC`,
      sql`${u.followersCount} DESC`,
      sql`${u.createdAt} DESC`,
      u.id,
    )
    .limit(limit);
}

/** The distinct locations the member gave their own posts (served by posts_user_id_created_at_idx). */
export async function listOwnPostLocations(db: Db, { userId }: { userId: string }) {
  const rows = await db
    .selectDistinct({ location: posts.location })
    .from(posts)
    .where(and(eq(posts.userId, userId), isNotNull(posts.location)));
  return rows.flatMap((row) => (row.location ? [row.location] : []));
}
