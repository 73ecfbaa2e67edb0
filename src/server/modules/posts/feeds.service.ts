import type { SQL } from 'drizzle-orm';
import type { TExploreQuery, TFeedQueryValues, TPostPage } from '../../../contract/posts.ts';
import {
  bookmarksFeedShape,
  exploreFeedShape,
  homeCardsShape,
  homeFeedShape,
  likedFeedQuery,
  runHomeFeedShape,
  runShapedCards,
  runUserPostsShape,
  userPostsShape,
  type FeedPage,
} from '../../../db/queries/feeds.ts';
import { runPostCardsQuery, type PostCardRow } from '../../../db/queries/posts.ts';
import type { MemberContext } from '../../context.ts';
import { notFound } from '../../http-error.ts';
import { authorize } from '../../policies/authorize.ts';
import { decodeFeedCursor, nextCursorOf, type CursorKind } from './posts-cursor.ts';
import { presentPost } from './posts.presenter.ts';

export const USER_NOT_FOUND_MESSAGE = 'User not found';

type ExploreValues = TFeedQueryValues & { tag?: TExploreQuery['tag'] };

function pageFor(ctx: MemberContext, input: TFeedQueryValues, kind: CursorKind): FeedPage {
  return {
    viewerId: ctx.viewer.id,
    limit: input.limit,
    offset: input.offset,
    after: input.cursor ? decodeFeedCursor(input.cursor, kind) : undefined,
  };
}

/** Runs one feed statement and turns its `limit + 1` rows into a page. */
async function pageOf(ctx: MemberContext, query: SQL, limit: number): Promise<TPostPage> {
  return pageFrom(ctx, await runPostCardsQuery(ctx.db, ctx.feed.cards, query), limit);
}

function pageFrom(ctx: MemberContext, rows: PostCardRow[], limit: number): TPostPage {
  return {
    items: rows.slice(0, limit).map((row) => presentPost(row, ctx.viewer.id)),
    nextCursor: nextCursorOf(rows, limit),
  };
}

/**
 * Home. Pages inside the viewer's cached candidate list (`ctx.feed.home`, the app's
 * `HomeCache`: the newest keys, up to a minute) are read by id in one statement (batched with other viewers' pages), fresh counts
 * and flags and the full visibility rule included; when a cached post no longer shows (deleted,
 * hidden) or the page lies beyond the list, the live query answers.
 */
export async function homeFeed(ctx: MemberContext, input: TFeedQueryValues): Promise<TPostPage> {
  const page = pageFor(ctx, input, 'time');
  const cached = await cachedHomePage(ctx, page);
  if (cached) return cached;
  const rows = await runHomeFeedShape(ctx.db, ctx.feed.cards, homeFeedShape(page));
  return pageFrom(ctx, rows, input.limit);
}

async function cachedHomePage(ctx: MemberContext, page: FeedPage): Promise<TPostPage | undefined> {
  const cache = ctx.feed.home;
  const firstPage = !page.after && page.offset === 0;
  // Later pages use the list only while it is cached; a first page reads it.
  if (!firstPage && !cache.has(page.viewerId)) return undefined;
  const { keys, complete } = await cache.keysOf(page.viewerId);
  let start = page.offset;
  if (page.after) {
    const { key, id } = page.after;
    start = keys.findIndex((k) => k.id === id && k.key === key) + 1;
    if (start === 0) return undefined;
  }
  const wanted = keys.slice(start, start + page.limit + 1);
  if (wanted.length < page.limit + 1 && !complete) return undefined;
  if (wanted.length === 0) return { items: [], nextCursor: null };
  const rows = await runShapedCards(
    ctx.db,
    ctx.feed.cards,
    homeCardsShape(
      page.viewerId,
      wanted.map((k) => k.id),
    ),
  );
  if (rows.length !== wanted.length) return undefined;
  return pageFrom(ctx, rows, page.limit);
}

export async function exploreFeed(ctx: MemberContext, input: ExploreValues): Promise<TPostPage> {
  const statement = exploreFeedShape({
    ...pageFor(ctx, input, 'score'),
    tag: input.tag || undefined,
  });
  return pageFrom(ctx, await runShapedCards(ctx.db, ctx.feed.cards, statement), input.limit);
}

/** A member's posts; 404 for a member the viewer cannot find (missing, suspended, blocked). */
export async function userPostsFeed(
  ctx: MemberContext,
  input: TFeedQueryValues & { userId: string },
): Promise<TPostPage> {
  const statement = userPostsShape({ ...pageFor(ctx, input, 'time'), userId: input.userId });
  const rows = await runUserPostsShape(ctx.db, ctx.feed.cards, statement);
  if (!rows) throw notFound(USER_NOT_FOUND_MESSAGE);
  return pageFrom(ctx, rows, input.limit);
}

/** The Liked tab: the member's own liked posts (403 for anyone else). */
export async function likedPostsFeed(
  ctx: MemberContext,
  input: TFeedQueryValues & { userId: string },
): Promise<TPostPage> {
  authorize(ctx.viewer, 'post.likedList', { id: input.userId });
  const query = likedFeedQuery({ ...pageFor(ctx, input, 'time'), userId: input.userId });
  return pageOf(ctx, query, input.limit);
}

export async function bookmarksFeed(
  ctx: MemberContext,
  input: TFeedQueryValues,
): Promise<TPostPage> {
  const statement = bookmarksFeedShape(pageFor(ctx, input, 'time'));
  return pageFrom(ctx, await runShapedCards(ctx.db, ctx.feed.cards, statement), input.limit);
}
