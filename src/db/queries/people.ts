import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../client.ts';
import { follows, posts, users } from '../schema/index.ts';
import { profileColumns, type ProfileRow } from './users.ts';
import { visiblePostsCountSql } from './visibility.ts';

const u = alias(users, 'u');

/** The profile columns of `users` aliased as `u`. */
export const profileColumnsOf = (table: typeof u) =>
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

/** The distinct locations the member gave their own posts (served by posts_user_id_created_at_idx). */
export async function listOwnPostLocations(db: Db, { userId }: { userId: string }) {
  const rows = await db
    .selectDistinct({ location: posts.location })
    .from(posts)
    .where(and(eq(posts.userId, userId), isNotNull(posts.location)));
  return rows.flatMap((row) => (row.location ? [row.location] : []));
}
