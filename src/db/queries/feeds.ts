import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../client.ts';
import type { CardContentCache } from '../feed-engine/card-cache.ts';
import { executeBatched, type BatchedStatement, type BatchTypes } from '../feed-engine/batched.ts';
import { executePrepared, executeShape, placeholder } from '../feed-engine/prepared.ts';
import {
  epochMicros,
  fromEpochMicros,
  postCardsQuery,
  sqlInt,
  toCards,
  type PostCardRow,
  type RawCard,
} from './posts.ts';
import { userVisibleTo } from './visibility.ts';

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
 * The newest keys (id, created_at) of the viewer's home: their own posts and those of the
 * members they follow. One lateral probe per followed member on posts_user_id_created_at_idx
 * (index-only: the index carries privacy) takes at most `take` of their newest posts, so the
 * cost follows the size of the follow list and the page, not the table (1M posts stay fast).
 *
 * The probe needs only part of the visibility rule: the viewer follows every one of these
 * authors by definition and a block removes follows both ways, so a followed member's post is
 * visible unless it is private or its author is suspended (checked once per followed member,
 * on the join, not per post). Whoever runs these keys still applies the full `postVisibleTo`
 * to the rows it shows (the authority); the probe only keeps hidden posts from taking places.
 */
function homeKeys(viewer: string, take: number, after: FeedPage['after']): SQL {
  const before = timeKeyBefore('p.created_at', 'p.id', after);
  return sql`SELECT x.id, x.created_at FROM follows f
      JOIN users fa ON fa.id = f.following_id AND fa.suspended_at IS NULL
      CROSS JOIN LATERAL (
        SELECT p.id, p.created_at FROM posts p
        WHERE p.user_id = f.following_id AND p.privacy <> 'private' AND ${before}
        ORDER BY p.created_at DESC NULLS LAST, p.id DESC NULLS LAST
        LIMIT ${sqlInt(take)}
      ) x
      WHERE f.follower_id = ${viewer}
      UNION ALL
      (SELECT p.id, p.created_at FROM posts p
        WHERE p.user_id = ${viewer} AND ${before}
        ORDER BY p.created_at DESC NULLS LAST, p.id DESC NULLS LAST
        LIMIT ${sqlInt(take)})`;
}

/** Home, one page of cards in one statement (the keys above, then cards by id). */
export function homeFeedQuery(page: FeedPage): SQL {
  const { limit, offset } = pageOf(page);
  const candidates = sql`(
    SELECT c.id FROM (${homeKeys(page.viewerId, limit + offset, page.after)}) c
    ORDER BY c.created_at DESC NULLS LAST, c.id DESC NULLS LAST
    LIMIT ${sqlInt(limit)} OFFSET ${sqlInt(offset)}
  ) home JOIN posts p ON p.id = home.id`;
  return postCardsQuery({
    viewerId: page.viewerId,
    from: candidates,
    orderBy: sql`p.created_at DESC NULLS LAST, p.id DESC NULLS LAST`,
    limit,
    cursorKey: epochMicros(sql`p.created_at`),
  });
}

/**
 * The newest `take` keys of the viewer's home (for the home cache: pages inside them are read
 * by id), each with its keyset value (epoch microseconds), newest first.
 */
export function homeKeysQuery(viewerId: string, take: number): SQL {
  return sql`SELECT c.id, ${epochMicros(sql`c.created_at`)} AS key
    FROM (${homeKeys(viewerId, take, undefined)}) c
    ORDER BY c.created_at DESC NULLS LAST, c.id DESC NULLS LAST
    LIMIT ${sqlInt(take)}`;
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

/**
 * One member's posts that the viewer may see, newest first, in ONE statement with the member
 * check: the member's row (`userVisibleTo`: exists, not suspended, no block either way) LEFT
 * JOINs the page, so no row at all means "no such member" (404) and one row of nulls means a
 * member without posts the viewer may see (see `runUserPostsQuery`).
 *
 * The page's keys come from an index-only walk of posts_user_id_created_at_idx (it carries
 * privacy) that keeps the privacy levels the viewer could see of this author: all for the
 * author, else public ones and, for a follower, followers-only ones (the follow is looked up
 * once, not per post). The rest of the rule depends on the author alone (suspension, blocks,
 * private profile), so the full `postVisibleTo` on the page's rows keeps either all of them or
 * none: the LIMIT inside is exact. Being index-only also keeps the prepared statement's generic
 * plan (the planner sees ~10 posts per member) on the ordered walk rather than a bitmap scan
 * and a sort.
 */
export function userPostsQuery(page: FeedPage & { userId: string }): SQL {
  const { limit, offset } = pageOf(page);
  const viewer = page.viewerId;
  const keys = sql`(
    SELECT k.id FROM posts k
    WHERE k.user_id = m.id AND ${timeKeyBefore('k.created_at', 'k.id', page.after)}
      AND (k.user_id = ${viewer} OR k.privacy = 'public' OR (k.privacy = 'followers' AND EXISTS (
        SELECT 1 FROM follows kf WHERE kf.follower_id = ${viewer} AND kf.following_id = m.id)))
    ORDER BY k.created_at DESC NULLS LAST, k.id DESC NULLS LAST
    LIMIT ${sqlInt(limit)} OFFSET ${sqlInt(offset)}
  ) page JOIN posts p ON p.id = page.id`;
  const cards = postCardsQuery({
    viewerId: viewer,
    from: keys,
    orderBy: sql`p.created_at DESC NULLS LAST, p.id DESC NULLS LAST`,
    limit,
    cursorKey: epochMicros(sql`p.created_at`),
  });
  // cursor_key is created_at in epoch microseconds: the same order as the page's.
  return sql`SELECT cards.* FROM users m
    LEFT JOIN LATERAL (${cards}) cards ON TRUE
    WHERE m.id = ${page.userId} AND ${userVisibleTo(viewer, 'm')}
    ORDER BY cards.cursor_key::bigint DESC NULLS LAST, cards.id DESC NULLS LAST`;
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

/** A post of the home feed: its id and keyset value (created_at in epoch microseconds). */
export type HomeKey = { id: string; key: string };

/** Runs `homeKeysQuery`: the keys newest first. */
export async function selectHomeKeys(db: Db, viewerId: string, take: number): Promise<HomeKey[]> {
  const result = await executePrepared<HomeKey>(db, homeKeysQuery(viewerId, take));
  return result.rows;
}

/**
 * The cards of home posts by id (from the home cache), in the given order, with the full
 * visibility rule and their keyset values; posts gone or out of sight are left out.
 */
export function homeCardsByIdsQuery(viewerId: string, ids: readonly string[]): SQL {
  return homeCardsStatement(viewerId, sql.param([...ids]), ids.length);
}

/** `homeCardsByIdsQuery` with the id array as any SQL value (a parameter or a placeholder). */
function homeCardsStatement(viewerId: string, ids: SQLWrapper, count: number): SQL {
  return postCardsQuery({
    viewerId,
    from: sql`unnest(${ids}::uuid[]) WITH ORDINALITY AS wanted(id, ord) JOIN posts p ON p.id = wanted.id`,
    orderBy: sql`wanted.ord`,
    limit: count,
    cursorKey: epochMicros(sql`p.created_at`),
  });
}

/** Who follows the member (follows_following_id_idx), e.g. whose home a new post changes. */
export async function selectFollowerIds(db: Db, userId: string): Promise<string[]> {
  const result = await executePrepared<{ id: string }>(
    db,
    sql`SELECT follower_id AS id FROM follows WHERE following_id = ${userId}`,
  );
  return result.rows.map((row) => row.id);
}

/**
 * The feed statements as fixed shapes (`executeShape`): built and rendered once per shape, then
 * only their values change. `key` names what changes the text: the page size, the offset (or
 * that a cursor is used) and which optional conditions are present.
 */
export type ShapedStatement = BatchedStatement;

/** The PostgreSQL type of every value the shapes below use (for `executeBatched`). */
const FEED_VALUE_TYPES: BatchTypes = {
  viewer: 'uuid',
  userId: 'uuid',
  afterKey: 'text',
  afterId: 'uuid',
  tag: 'text',
  ids: 'uuid[]',
};

function shapedPage(page: FeedPage) {
  const shape: FeedPage = {
    viewerId: placeholder('viewer'),
    limit: page.limit,
    offset: page.offset,
    after: page.after && { key: placeholder('afterKey'), id: placeholder('afterId') },
  };
  return {
    shape,
    key: `${page.limit}:${page.after ? 'after' : page.offset}`,
    values: { viewer: page.viewerId, afterKey: page.after?.key, afterId: page.after?.id },
  };
}

export function homeFeedShape(page: FeedPage): ShapedStatement {
  const { shape, key, values } = shapedPage(page);
  return { key: `home:${key}`, build: () => homeFeedQuery(shape), values, types: FEED_VALUE_TYPES };
}

export function exploreFeedShape(page: FeedPage & { tag?: string }): ShapedStatement {
  const { shape, key, values } = shapedPage(page);
  const tag = page.tag ? placeholder('tag') : undefined;
  return {
    key: `explore:${key}:${tag ? 'tag' : ''}`,
    build: () => exploreFeedQuery({ ...shape, tag }),
    values: { ...values, tag: page.tag },
    types: FEED_VALUE_TYPES,
  };
}

export function userPostsShape(page: FeedPage & { userId: string }): ShapedStatement {
  const { shape, key, values } = shapedPage(page);
  return {
    key: `userPosts:${key}`,
    build: () => userPostsQuery({ ...shape, userId: placeholder('userId') }),
    values: { ...values, userId: page.userId },
    types: FEED_VALUE_TYPES,
  };
}

export function bookmarksFeedShape(page: FeedPage): ShapedStatement {
  const { shape, key, values } = shapedPage(page);
  return {
    key: `bookmarks:${key}`,
    build: () => bookmarksFeedQuery(shape),
    values,
    types: FEED_VALUE_TYPES,
  };
}

export function homeCardsShape(viewerId: string, ids: readonly string[]): ShapedStatement {
  return {
    key: `homeCards:${ids.length}`,
    build: () => homeCardsStatement(placeholder('viewer'), sql.placeholder('ids'), ids.length),
    values: { viewer: viewerId, ids: [...ids] },
    types: FEED_VALUE_TYPES,
  };
}

const runBatchedCards = (db: Db, statement: ShapedStatement) =>
  executeBatched<RawCard>(db, statement);

/**
 * Runs a shaped card statement (explore, bookmarks, home cards by id), batched with the
 * concurrent runs of the same shape: the cards in the statement's order.
 */
export async function runShapedCards(
  db: Db,
  cards: CardContentCache,
  statement: ShapedStatement,
): Promise<PostCardRow[]> {
  return toCards(db, cards, await runBatchedCards(db, statement));
}

/**
 * Runs `homeFeedShape` on its own: the live home statement probes every followed member (up to
 * ~50 ms for a large follow list), too heavy to queue behind other runs on one backend.
 */
export async function runHomeFeedShape(
  db: Db,
  cards: CardContentCache,
  statement: ShapedStatement,
): Promise<PostCardRow[]> {
  const result = await executeShape<RawCard>(db, statement.key, statement.build, statement.values);
  return toCards(db, cards, result.rows);
}

/** Runs `userPostsShape` (batched): undefined when the viewer may not find the member, else the cards. */
export async function runUserPostsShape(
  db: Db,
  cards: CardContentCache,
  statement: ShapedStatement,
): Promise<PostCardRow[] | undefined> {
  const rows = await runBatchedCards(db, statement);
  if (rows.length === 0) return undefined;
  return toCards(
    db,
    cards,
    rows.filter((row) => row.id !== null),
  );
}
