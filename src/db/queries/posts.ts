import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { TPostMedia } from '../../contract/media.ts';
import type { TPostAuthor } from '../../contract/posts.ts';
import type { Db } from '../client.ts';
import type { CardContentCache } from '../feed-engine/card-cache.ts';
import { executePrepared } from '../feed-engine/prepared.ts';
import { bookmarks, likes, posts } from '../schema/index.ts';
import { authorColumns, type RawAuthor } from './card-columns.ts';
import { cardContentsOf, type PostCardContent } from './card-contents.ts';
import { postVisibleTo } from './visibility.ts';

/**
 * One post as every list shows it: the post, its author, its counts and the viewer's flags.
 * Timestamps arrive as ISO strings (formatted in SQL, so no driver-dependent date parsing).
 */
export type PostCardRow = { id: string } & PostCardContent & {
    likesCount: number;
    commentsCount: number;
    isLiked: boolean;
    isBookmarked: boolean;
    /** `showLocation`: the author's Privacy & Safety "show location" (missing means on). */
    author: TPostAuthor & { showLocation: boolean };
    /** The keyset value of this row in its list (see `cursorKey`), or null when not asked for. */
    cursorKey: string | null;
  };

export type PostCardQuery = {
  viewerId: string;
  /**
   * The FROM clause; it must expose `posts` as `p` (default `posts p`), e.g.
   * sql`bookmarks b JOIN posts p ON p.id = b.post_id`. The author (`users a`) is joined here.
   */
  from?: SQL;
  /** Extra conditions; `postVisibleTo(viewerId, 'p', 'a')` is always added. */
  where?: SQL;
  orderBy: SQL;
  limit: number;
  offset?: number;
  /** A text expression selected as each row's `cursorKey` (e.g. the sort column). */
  cursorKey?: SQL;
};

/** created_at as microseconds since the epoch (digits), exact for keyset cursors. */
export const epochMicros = (column: SQL): SQL =>
  sql`(extract(epoch from ${column}) * 1000000)::bigint::text`;

/** The inverse of `epochMicros`, for comparing against a cursor. */
export const fromEpochMicros = (key: string): SQL =>
  sql`(timestamptz 'epoch' + ${key}::bigint * interval '1 microsecond')`;

/**
 * A LIMIT or OFFSET written into the statement as a number, not bound as a parameter: a
 * prepared statement's generic plan cannot see a bound limit and assumes 10 % of the rows
 * (which can turn an index walk into a sort), so the page size stays part of the statement's
 * shape.
 */
export function sqlInt(value: number): SQL {
  if (!Number.isSafeInteger(value) || value < 0) throw new Error(`not a row count: ${value}`);
  return sql.raw(String(value));
}

/**
 * The SQL of a page of post cards: which posts the viewer may see (the one visibility rule),
 * with what changes per viewer or often (counts, the viewer's like/bookmark flags, the author)
 * and the `card_version` of the rest, which `runPostCardsQuery` takes from the shared card
 * contents (`card-contents.ts`). One statement per page (no N+1), and a narrow one: the text,
 * arrays and media of a card are read once per version, not on every page. The flags are
 * scalar subqueries on the primary keys (at most one row each) rather than EXISTS, which the
 * planner may turn into a hash of every like the viewer ever made; these stay one PK probe per
 * row of the page; a post nobody liked (half of them on the bench data) needs no like probe, since
 * likes_count is kept by the likes trigger in the liking transaction itself. Exported so EXPLAIN
 * tests and benches see exactly what the feeds run.
 */
export function postCardsQuery(query: PostCardQuery): SQL {
  const viewer = query.viewerId;
  const conditions = [postVisibleTo(viewer, 'p', 'a')];
  if (query.where) conditions.push(query.where);
  return sql`SELECT
      p.id, p.card_version, p.user_id, p.likes_count, p.comments_count,
      CASE WHEN p.likes_count > 0
        THEN coalesce((SELECT true FROM likes vl WHERE vl.post_id = p.id AND vl.user_id = ${viewer}), false)
        ELSE false END AS is_liked,
      coalesce((SELECT true FROM bookmarks vbm WHERE vbm.user_id = ${viewer} AND vbm.post_id = p.id), false) AS is_bookmarked,
      ${authorColumns('a')},
      coalesce((a.privacy_settings->>'showLocation')::boolean, true) AS author_show_location,
      ${query.cursorKey ?? sql`NULL::text`} AS cursor_key
    FROM ${query.from ?? sql`posts p`}
    JOIN users a ON a.id = p.user_id
    WHERE ${sql.join(conditions, sql` AND `)}
    ORDER BY ${query.orderBy}
    LIMIT ${sqlInt(query.limit)} OFFSET ${sqlInt(query.offset ?? 0)}`;
}

/** A row of `postCardsQuery` as PostgreSQL returns it (see `toCards`). */
export type RawCard = RawAuthor & {
  id: string;
  card_version: number;
  user_id: string;
  likes_count: number;
  comments_count: number;
  is_liked: boolean;
  is_bookmarked: boolean;
  author_show_location: boolean;
  cursor_key: string | null;
};

/**
 * The cards of a page's rows, in their order: each row's content from the app's card contents
 * (`cards`, read in one statement for those not cached at the row's version). A post deleted
 * since the page's statement ran is left out.
 */
export async function toCards(
  db: Db,
  cards: CardContentCache,
  rows: readonly RawCard[],
): Promise<PostCardRow[]> {
  if (rows.length === 0) return [];
  const contents = await cardContentsOf(
    db,
    cards,
    rows.map((row) => ({ id: row.id, version: Number(row.card_version) })),
  );
  const page: PostCardRow[] = [];
  for (const row of rows) {
    const content = contents.get(row.id);
    if (!content) continue;
    // Every field named: a spread after `id` copies the content property by property at run time.
    page.push({
      id: row.id,
      content: content.content,
      location: content.location,
      tags: content.tags,
      travelInsights: content.travelInsights,
      imageUrl: content.imageUrl,
      videoUrl: content.videoUrl,
      aiCaptions: content.aiCaptions,
      aiThumbnails: content.aiThumbnails,
      media: content.media,
      privacy: content.privacy,
      allowComments: content.allowComments,
      sensitive: content.sensitive,
      hidden: content.hidden,
      createdAt: content.createdAt,
      updatedAt: content.updatedAt,
      userId: row.user_id,
      likesCount: Number(row.likes_count),
      commentsCount: Number(row.comments_count),
      isLiked: row.is_liked,
      isBookmarked: row.is_bookmarked,
      // One object, not `authorOf`'s copied by a spread: every card of every page builds it.
      author: {
        id: row.user_id,
        firstName: row.author_first_name,
        lastName: row.author_last_name,
        profileImageUrl: row.author_profile_image_url,
        isPremium: row.author_is_premium,
        showLocation: row.author_show_location,
      },
      cursorKey: row.cursor_key,
    });
  }
  return page;
}

/**
 * Runs a statement built by `postCardsQuery` (directly or through a feed builder) as a named
 * prepared statement (`executePrepared`): the feeds' statements have a few fixed shapes whose
 * generic plans are their index walks (checked by the EXPLAIN test).
 */
export async function runPostCardsQuery(
  db: Db,
  cards: CardContentCache,
  query: SQL,
): Promise<PostCardRow[]> {
  const result = await executePrepared<RawCard>(db, query);
  return toCards(db, cards, result.rows);
}

/** One page of visible post cards in the query's order. */
export async function selectPostCards(
  db: Db,
  cards: CardContentCache,
  query: PostCardQuery,
): Promise<PostCardRow[]> {
  return runPostCardsQuery(db, cards, postCardsQuery(query));
}

/**
 * The cards of the given posts that the viewer may see, in the order of `ids` (invisible or
 * missing ids are left out). One query; for search results and other id lists.
 */
export async function postCardsByIds(
  db: Db,
  cards: CardContentCache,
  viewerId: string,
  ids: readonly string[],
): Promise<PostCardRow[]> {
  if (ids.length === 0) return [];
  return runPostCardsQuery(db, cards, postCardsByIdsQuery(viewerId, ids));
}

/**
 * The statement of `postCardsByIds`: the ids travel as ONE array parameter, so every list
 * length shares one prepared statement (per LIMIT).
 */
export function postCardsByIdsQuery(viewerId: string, ids: readonly string[]): SQL {
  return postCardsQuery({
    viewerId,
    from: sql`unnest(${sql.param([...ids])}::uuid[]) WITH ORDINALITY AS wanted(id, ord) JOIN posts p ON p.id = wanted.id`,
    orderBy: sql`wanted.ord`,
    limit: ids.length,
  });
}

/** One post the viewer may see, or undefined (missing and invisible look the same). */
export async function findVisiblePostCard(
  db: Db,
  cards: CardContentCache,
  params: { viewerId: string; postId: string },
): Promise<PostCardRow | undefined> {
  const [row] = await runPostCardsQuery(
    db,
    cards,
    postCardsQuery({
      viewerId: params.viewerId,
      where: sql`p.id = ${params.postId}`,
      orderBy: sql`p.id`,
      limit: 1,
    }),
  );
  return row;
}

export type NewPostValues = Pick<
  PostCardContent,
  | 'userId'
  | 'content'
  | 'location'
  | 'tags'
  | 'travelInsights'
  | 'imageUrl'
  | 'videoUrl'
  | 'aiCaptions'
  | 'privacy'
  | 'allowComments'
> & {
  /** The create page's fields; the dialog leaves them at their defaults. */
  saveToHighlights?: boolean;
  youtubeConsent?: boolean;
  travelCategories?: string[];
  media?: TPostMedia[];
  /** The catalogue destination (issue 9 §1), when one was chosen or found. */
  destinationCode?: number | null;
};

/** Stores a post; returns its id (the caller reads it back as a card). */
export async function insertPost(db: Db, values: NewPostValues): Promise<{ id: string }> {
  const [row] = await db.insert(posts).values(values).returning({ id: posts.id });
  if (!row) throw new Error('post insert returned nothing');
  return row;
}

/** Replaces a post's content (the service checked the author). */
export async function updatePostContent(
  db: Db,
  params: { postId: string; content: string },
): Promise<void> {
  await db
    .update(posts)
    .set({ content: params.content, updatedAt: sql`now()` })
    .where(eq(posts.id, params.postId));
}

/** Deletes a post; likes, comments, bookmarks, reports and activities go by ON DELETE CASCADE. */
export async function deletePost(db: Db, params: { postId: string }): Promise<boolean> {
  const rows = await db
    .delete(posts)
    .where(eq(posts.id, params.postId))
    .returning({ id: posts.id });
  return rows.length > 0;
}

/**
 * Adds the member's row for the post, or removes it when it was already there; true when it now
 * exists. The insert either adds the row or (conflict) does nothing, and only then the delete
 * runs, so concurrent toggles never double-count (a concurrent removal ends removed too).
 */
async function toggleMemberRow(
  db: Db,
  table: typeof likes | typeof bookmarks,
  params: { postId: string; userId: string },
): Promise<boolean> {
  const inserted = await db
    .insert(table)
    .values(params)
    .onConflictDoNothing()
    .returning({ postId: table.postId });
  if (inserted.length > 0) return true;
  await db
    .delete(table)
    .where(and(eq(table.postId, params.postId), eq(table.userId, params.userId)));
  return false;
}

/** Likes, or unlikes when already liked; the likes_count trigger updates the post. */
export async function toggleLike(
  db: Db,
  params: { postId: string; userId: string },
): Promise<{ isLiked: boolean; likesCount: number }> {
  const isLiked = await toggleMemberRow(db, likes, params);
  const [row] = await db
    .select({ likesCount: posts.likesCount })
    .from(posts)
    .where(eq(posts.id, params.postId));
  return { isLiked, likesCount: row?.likesCount ?? 0 };
}

/** Saves, or unsaves when already saved; the count is read from bookmarks_post_id_idx. */
export async function toggleBookmark(
  db: Db,
  params: { postId: string; userId: string },
): Promise<{ isBookmarked: boolean; bookmarksCount: number }> {
  const isBookmarked = await toggleMemberRow(db, bookmarks, params);
  const bookmarksCount = await db.$count(bookmarks, eq(bookmarks.postId, params.postId));
  return { isBookmarked, bookmarksCount };
}

/**
 * The free-plan bookmark check (premium benefit "unlimited bookmarks"): inside the caller's
 * transaction, takes a per-member advisory lock held to the commit, so two concurrent saves at
 * 99 bookmarks are checked one after the other (the second counts the first's row), then reads
 * whether this post is saved and how many bookmarks the member keeps, counting at most `cap`
 * rows of the (user_id, post_id) primary key.
 */
export async function lockedBookmarkState(
  db: Db,
  params: { userId: string; postId: string; cap: number },
): Promise<{ saved: boolean; total: number }> {
  await db.execute(
    sql`SELECT pg_advisory_xact_lock(hashtextextended(${`bookmarks:${params.userId}`}, 0))`,
  );
  const { rows } = await db.execute<{ saved: boolean; total: number }>(sql`
    SELECT
      EXISTS (SELECT 1 FROM bookmarks WHERE user_id = ${params.userId} AND post_id = ${params.postId}) AS saved,
      (SELECT count(*)::int FROM (
        SELECT 1 FROM bookmarks WHERE user_id = ${params.userId} LIMIT ${sqlInt(params.cap)}
      ) kept) AS total`);
  const row = rows[0];
  return { saved: row?.saved === true, total: row?.total ?? 0 };
}
