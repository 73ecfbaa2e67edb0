import type { SQL } from 'drizzle-orm';
import type { TExploreQuery, TFeedQueryValues, TPostPage } from '../../../contract/posts.ts';
import {
  bookmarksFeedQuery,
  exploreFeedQuery,
  homeFeedQuery,
  likedFeedQuery,
  memberIsVisible,
  userPostsQuery,
  type FeedPage,
} from '../../../db/queries/feeds.ts';
import { runPostCardsQuery } from '../../../db/queries/posts.ts';
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
  const rows = await runPostCardsQuery(ctx.db, query);
  return {
    items: rows.slice(0, limit).map((row) => presentPost(row, ctx.viewer.id)),
    nextCursor: nextCursorOf(rows, limit),
  };
}

export async function homeFeed(ctx: MemberContext, input: TFeedQueryValues): Promise<TPostPage> {
  return pageOf(ctx, homeFeedQuery(pageFor(ctx, input, 'time')), input.limit);
}

export async function exploreFeed(ctx: MemberContext, input: ExploreValues): Promise<TPostPage> {
  const tag = input.tag ? input.tag : undefined;
  return pageOf(ctx, exploreFeedQuery({ ...pageFor(ctx, input, 'score'), tag }), input.limit);
}

/** A member's posts; 404 for a member the viewer cannot find (missing, suspended, blocked). */
export async function userPostsFeed(
  ctx: MemberContext,
  input: TFeedQueryValues & { userId: string },
): Promise<TPostPage> {
  const visible = await memberIsVisible(ctx.db, { viewerId: ctx.viewer.id, userId: input.userId });
  if (!visible) throw notFound(USER_NOT_FOUND_MESSAGE);
  const query = userPostsQuery({ ...pageFor(ctx, input, 'time'), userId: input.userId });
  return pageOf(ctx, query, input.limit);
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
  return pageOf(ctx, bookmarksFeedQuery(pageFor(ctx, input, 'time')), input.limit);
}
