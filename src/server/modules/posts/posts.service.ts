import {
  EMPTY_POST_MESSAGE,
  type TBookmarkResult,
  type TCreatePostValues,
  type TLikeResult,
  type TPost,
} from '../../../contract/posts.ts';
import type { TOkResponse } from '../../../contract/common.ts';
import {
  deletePost,
  findVisiblePostCard,
  insertPost,
  insertPostReport,
  toggleBookmark,
  toggleLike,
  updatePostContent,
  type PostCardRow,
} from '../../../db/queries/posts.ts';
import type { Db } from '../../../db/client.ts';
import type { MemberContext } from '../../context.ts';
import { badRequest, conflict, notFound } from '../../http-error.ts';
import { authorize } from '../../policies/authorize.ts';
import { presentPost } from './posts.presenter.ts';

export const POST_NOT_FOUND_MESSAGE = 'Post not found';
export const ALREADY_REPORTED_MESSAGE = 'You have already reported this post';

/** The post if the viewer may see it; otherwise 404 (missing and hidden look the same). */
export async function loadVisiblePost(
  db: Db,
  viewerId: string,
  postId: string,
): Promise<PostCardRow> {
  const row = await findVisiblePostCard(db, { viewerId, postId });
  if (!row) throw notFound(POST_NOT_FOUND_MESSAGE);
  return row;
}

/** The image or video of a post from any of the three body shapes. */
function mediaOf(input: TCreatePostValues): { imageUrl: string | null; videoUrl: string | null } {
  if (input.mediaUrl) {
    if (input.imageUrl || input.videoUrl) {
      throw badRequest('Send the media either as mediaUrl or as imageUrl / videoUrl, not both');
    }
    return input.mediaType === 'video'
      ? { imageUrl: null, videoUrl: input.mediaUrl }
      : { imageUrl: input.mediaUrl, videoUrl: null };
  }
  return { imageUrl: input.imageUrl ?? null, videoUrl: input.videoUrl ?? null };
}

export async function createPost(ctx: MemberContext, input: TCreatePostValues): Promise<TPost> {
  if (input.content === '') throw badRequest(EMPTY_POST_MESSAGE);
  const { id } = await insertPost(ctx.db, {
    userId: ctx.viewer.id,
    content: input.content,
    location: input.location ?? null,
    tags: input.tags ?? [],
    travelInsights: input.travelInsights ?? [],
    ...mediaOf(input),
    aiCaptions: input.aiCaptions ?? [],
    privacy: input.privacy ?? 'public',
    allowComments: input.allowComments ?? true,
  });
  ctx.log.info({ postId: id }, 'post created');
  ctx.emit({ type: 'post.created', postId: id, userId: ctx.viewer.id });
  return presentPost(await loadVisiblePost(ctx.db, ctx.viewer.id, id), ctx.viewer.id);
}

export async function getPost(ctx: MemberContext, postId: string): Promise<TPost> {
  return presentPost(await loadVisiblePost(ctx.db, ctx.viewer.id, postId), ctx.viewer.id);
}

export async function editPost(
  ctx: MemberContext,
  input: { postId: string; content: string },
): Promise<TPost> {
  if (input.content === '') throw badRequest(EMPTY_POST_MESSAGE);
  const post = await loadVisiblePost(ctx.db, ctx.viewer.id, input.postId);
  authorize(ctx.viewer, 'post.change', post);
  await updatePostContent(ctx.db, input);
  return presentPost(await loadVisiblePost(ctx.db, ctx.viewer.id, input.postId), ctx.viewer.id);
}

/** Deletes the post; its likes, comments, bookmarks, reports and activity go with it. */
export async function removePost(ctx: MemberContext, postId: string): Promise<TOkResponse> {
  return ctx.tx(async (tx) => {
    const post = await loadVisiblePost(tx.db, ctx.viewer.id, postId);
    authorize(ctx.viewer, 'post.change', post);
    await deletePost(tx.db, { postId });
    tx.emit({ type: 'post.deleted', postId, userId: post.userId });
    return { ok: true };
  });
}

export async function togglePostLike(ctx: MemberContext, postId: string): Promise<TLikeResult> {
  return ctx.tx(async (tx) => {
    const post = await loadVisiblePost(tx.db, ctx.viewer.id, postId);
    const result = await toggleLike(tx.db, { postId, userId: ctx.viewer.id });
    if (result.isLiked && post.userId !== ctx.viewer.id) {
      // The realtime hub tells the author (socket, or web push when they allow it).
      tx.emit({
        type: 'activity.created',
        recipientId: post.userId,
        actorId: ctx.viewer.id,
        activityType: 'like',
        postId,
      });
    }
    return result;
  });
}

export async function togglePostBookmark(
  ctx: MemberContext,
  postId: string,
): Promise<TBookmarkResult> {
  return ctx.tx(async (tx) => {
    await loadVisiblePost(tx.db, ctx.viewer.id, postId);
    return toggleBookmark(tx.db, { postId, userId: ctx.viewer.id });
  });
}

export async function reportPost(
  ctx: MemberContext,
  input: {
    postId: string;
    reason: Parameters<typeof insertPostReport>[1]['reason'];
    details?: string;
  },
): Promise<TOkResponse> {
  const post = await loadVisiblePost(ctx.db, ctx.viewer.id, input.postId);
  authorize(ctx.viewer, 'post.report', post);
  const stored = await insertPostReport(ctx.db, {
    postId: input.postId,
    reporterId: ctx.viewer.id,
    reason: input.reason,
    details: input.details ? input.details : null,
  });
  if (!stored) throw conflict(ALREADY_REPORTED_MESSAGE);
  ctx.log.info({ postId: input.postId, reason: input.reason }, 'post reported');
  return { ok: true };
}
