import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { epochMicros, fromEpochMicros, postCardsQuery } from './posts.ts';
import { postVisibleTo, userVisibleTo } from './visibility.ts';

/**
 * The feeds' SQL. Each builder returns the one statement a page runs (exported so the EXPLAIN
 * test and the bench check exactly these plans). Every page reads `limit + 1` rows so the caller
 * knows whether another page exists; `after` is the keyset of the previous page's last row
 * (then `offset` is not used).
 */
export type FeedPage = {
  viewerId: string;
  limit: number;
  offset: number;
  after?: { key: string; id: string };
};

const timeKeyBefore = (column: string, idColumn: string, after: FeedPage['after']): SQL =>
  after
    ? sql`(${sql.raw(column)}, ${sql.raw(idColumn)}) < (${fromEpochMicros(after.key)}, ${after.id}::uuid)`
    : sql`TRUE`;

const pageOf = (page: FeedPage) => ({
  limit: page.limit + 1,
  offset: page.after ? 0 : page.offset,
});

/**
 * Home: the viewer's own posts and those of the members they follow, newest first. One lateral
 * index probe per followed member on posts_user_id_created_at_idx takes at most a page of their
 * newest visible posts, so the cost follows the size of the follow list and the page, not the
 * table (1M posts stay fast).
 */
export function homeFeedQuery(page: FeedPage): SQL {
  const viewer = page.viewerId;
  const { limit, offset } = pageOf(page);
  const take = limit + offset;
  const before = timeKeyBefore('p.created_at', 'p.id', page.after);
  const candidates = sql`(
    SELECT c.id FROM (
      SELECT x.id, x.created_at FROM follows f
      CROSS JOIN LATERAL (
        SELECT p.id, p.created_at FROM posts p JOIN users a ON a.id = p.user_id
        WHERE p.user_id = f.following_id AND ${before} AND ${postVisibleTo(viewer, 'p', 'a')}
        ORDER BY p.created_at DESC NULLS LAST, p.id DESC NULLS LAST
        LIMIT ${take}
      ) x
      WHERE f.follower_id = ${viewer}
      UNION ALL
      (SELECT p.id, p.created_at FROM posts p
        WHERE p.user_id = ${viewer} AND ${before}
        ORDER BY p.created_at DESC NULLS LAST, p.id DESC NULLS LAST
        LIMIT ${take})
    ) c
    ORDER BY c.created_at DESC NULLS LAST, c.id DESC NULLS LAST
    LIMIT ${limit} OFFSET ${offset}
  ) home JOIN posts p ON p.id = home.id`;
  return postCardsQuery({
    viewerId: viewer,
    from: candidates,
    orderBy: sql`p.created_at DESC NULLS LAST, p.id DESC NULLS LAST`,
    limit,
    cursorKey: epochMicros(sql`p.created_at`),
  });
}

/**
 * Explore: public posts by explore_score (recency and engagement, kept by triggers), walked
 * down the partial index posts_explore_idx; optionally one tag (`tags @> ARRAY[tag]`).
 */
export function exploreFeedQuery(page: FeedPage & { tag?: string }): SQL {
  const conditions = [sql`p.privacy = 'public'`];
  if (page.tag) conditions.push(sql`p.tags @> ARRAY[${page.tag}]::text[]`);
  if (page.after) {
    conditions.push(
      sql`(p.explore_score, p.id) < (${page.after.key}::double precision, ${page.after.id}::uuid)`,
    );
  }
  return postCardsQuery({
    viewerId: page.viewerId,
    where: sql.join(conditions, sql` AND `),
    orderBy: sql`p.explore_score DESC NULLS LAST, p.id DESC NULLS LAST`,
    ...pageOf(page),
    cursorKey: sql`p.explore_score::text`,
  });
}

/** One member's posts that the viewer may see, newest first (posts_user_id_created_at_idx). */
export function userPostsQuery(page: FeedPage & { userId: string }): SQL {
  return postCardsQuery({
    viewerId: page.viewerId,
    where: sql`p.user_id = ${page.userId} AND ${timeKeyBefore('p.created_at', 'p.id', page.after)}`,
    orderBy: sql`p.created_at DESC NULLS LAST, p.id DESC NULLS LAST`,
    ...pageOf(page),
    cursorKey: epochMicros(sql`p.created_at`),
  });
}

/**
 * The viewer's saved posts, most recently saved first (bookmarks_user_id_created_at_idx). A
 * saved post that the viewer may no longer see is left out by the visibility rule.
 */
export function bookmarksFeedQuery(page: FeedPage): SQL {
  return postCardsQuery({
    viewerId: page.viewerId,
    from: sql`bookmarks b JOIN posts p ON p.id = b.post_id`,
    where: sql`b.user_id = ${page.viewerId} AND ${timeKeyBefore('b.created_at', 'b.post_id', page.after)}`,
    orderBy: sql`b.created_at DESC NULLS LAST, b.post_id DESC`,
    ...pageOf(page),
    cursorKey: epochMicros(sql`b.created_at`),
  });
}

/** Posts a member liked, most recent like first (likes_user_id_created_at_idx). */
export function likedFeedQuery(page: FeedPage & { userId: string }): SQL {
  return postCardsQuery({
    viewerId: page.viewerId,
    from: sql`likes l JOIN posts p ON p.id = l.post_id`,
    where: sql`l.user_id = ${page.userId} AND ${timeKeyBefore('l.created_at', 'l.post_id', page.after)}`,
    orderBy: sql`l.created_at DESC NULLS LAST, l.post_id DESC`,
    ...pageOf(page),
    cursorKey: epochMicros(sql`l.created_at`),
  });
}

/** Whether the viewer may find the member at all (exists, not suspended, no block either way). */
export async function memberIsVisible(
  db: Db,
  params: { viewerId: string; userId: string },
): Promise<boolean> {
  const result = await db.execute(
    sql`SELECT 1 FROM users u WHERE u.id = ${params.userId} AND ${userVisibleTo(params.viewerId, 'u')}`,
  );
  return result.rows.length > 0;
}
