import {
  EMPTY_POST_MESSAGE,
  type TBookmarkResult,
  type TCreatePostValues,
  type TLikeResult,
  type TPost,
} from '../../../contract/posts.ts';
import type { TOkResponse } from '../../../contract/common.ts';
import { BOOKMARK_LIMIT_MESSAGE, FREE_BOOKMARKS_LIMIT } from '../../../contract/premium.ts';
import {
  deletePost,
  findVisiblePostCard,
  insertPost,
  lockedBookmarkState,
  toggleBookmark,
  toggleLike,
  updatePostContent,
  type PostCardRow,
} from '../../../db/queries/posts.ts';
import type { MemberContext, ServiceContext } from '../../context.ts';
import { badRequest, forbidden, notFound } from '../../http-error.ts';
import { authorize } from '../../policies/authorize.ts';
import {
  attachPostMedia,
  detachPostMedia,
  planPostMedia,
  removeMediaFiles,
} from '../media/media.service.ts';
import { resolvePostDestination } from '../destinations/destinations.service.ts';
import { viewerIsPremium } from '../premium/premium.ts';
import { presentPost } from './posts.presenter.ts';

export const POST_NOT_FOUND_MESSAGE = 'Post not found';

/**
 * The post if the viewer may see it; otherwise 404 (missing and hidden look the same). `ctx` is
 * the request's context or its transaction's (its `db`, and the app's card contents).
 */
export async function loadVisiblePost(
  ctx: Pick<ServiceContext, 'db' | 'feed'>,
  viewerId: string,
  postId: string,
): Promise<PostCardRow> {
  const row = await findVisiblePostCard(ctx.db, ctx.feed.cards, { viewerId, postId });
  if (!row) throw notFound(POST_NOT_FOUND_MESSAGE);
  return row;
}

/**
 * Shares a post. Its media (the dialog's imageUrl / videoUrl, the test pages' mediaUrl, the create
 * page's media list) are checked and the member's uploads attached in the post's transaction;
 * imageUrl and videoUrl become the first image and the first video. A consented video is
 * queued for the operator's YouTube channel when one is configured.
 */
export async function createPost(ctx: MemberContext, input: TCreatePostValues): Promise<TPost> {
  if (input.content === '') throw badRequest(EMPTY_POST_MESSAGE);
  const id = await ctx.tx(async (tx) => {
    const plan = await planPostMedia(tx.db, { userId: ctx.viewer.id, input });
    const geotagged = plan.rows.find(
      (row) => typeof row.exif?.latitude === 'number' && typeof row.exif.longitude === 'number',
    );
    const destinationCode = await resolvePostDestination(tx.db, {
      destinationCode: input.destinationCode,
      location: input.location,
      gps: geotagged?.exif
        ? { latitude: geotagged.exif.latitude!, longitude: geotagged.exif.longitude! }
        : null,
    });
    const { id: postId } = await insertPost(tx.db, {
      userId: ctx.viewer.id,
      content: input.content,
      location: input.location ?? null,
      tags: input.tags ?? [],
      travelInsights: input.travelInsights ?? [],
      imageUrl: plan.imageUrl,
      videoUrl: plan.videoUrl,
      aiCaptions: input.aiCaptions ?? [],
      privacy: input.privacy ?? 'public',
      allowComments: input.allowComments ?? true,
      saveToHighlights: input.saveToHighlights ?? false,
      youtubeConsent: input.youtubeConsent ?? false,
      travelCategories: input.travelCategories ?? [],
      destinationCode,
    });
    await attachPostMedia(tx.db, { postId, userId: ctx.viewer.id, plan });
    const uploadedVideo = plan.rows.some((row) => row.kind === 'video');
    if (input.youtubeConsent && uploadedVideo && ctx.config.youtube) {
      await tx.jobs.send('youtube-publish', { postId }, { db: tx.db });
    }
    tx.emit({ type: 'post.created', postId, userId: ctx.viewer.id });
    return postId;
  });
  ctx.log.info({ postId: id }, 'post created');
  return presentPost(await loadVisiblePost(ctx, ctx.viewer.id, id), ctx.viewer.id);
}

export async function getPost(ctx: MemberContext, postId: string): Promise<TPost> {
  return presentPost(await loadVisiblePost(ctx, ctx.viewer.id, postId), ctx.viewer.id);
}

export async function editPost(
  ctx: MemberContext,
  input: { postId: string; content: string },
): Promise<TPost> {
  if (input.content === '') throw badRequest(EMPTY_POST_MESSAGE);
  const post = await loadVisiblePost(ctx, ctx.viewer.id, input.postId);
  authorize(ctx.viewer, 'post.change', post);
  await updatePostContent(ctx.db, input);
  ctx.emit({ type: 'post.edited', postId: input.postId, userId: post.userId });
  return presentPost(await loadVisiblePost(ctx, ctx.viewer.id, input.postId), ctx.viewer.id);
}

/**
 * Deletes the post; its likes, comments, bookmarks, reports and activity go with it, and so do its
 * uploads: their rows in the same transaction, their files once it has committed.
 */
export async function removePost(ctx: MemberContext, postId: string): Promise<TOkResponse> {
  const files = await ctx.tx(async (tx) => {
    const post = await loadVisiblePost(tx, ctx.viewer.id, postId);
    authorize(ctx.viewer, 'post.change', post);
    const rows = await detachPostMedia(tx.db, { postId });
    await deletePost(tx.db, { postId });
    tx.emit({ type: 'post.deleted', postId, userId: post.userId });
    return { rows, aiThumbnails: post.aiThumbnails };
  });
  await removeMediaFiles(ctx, files);
  return { ok: true };
}

export async function togglePostLike(ctx: MemberContext, postId: string): Promise<TLikeResult> {
  return ctx.tx(async (tx) => {
    const post = await loadVisiblePost(tx, ctx.viewer.id, postId);
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

/**
 * Saves or unsaves. Free members keep at most FREE_BOOKMARKS_LIMIT bookmarks (unlimited is a
 * Premium benefit): saving one more is 403; unsaving always works. The check runs under a
 * per-member lock in the same transaction as the insert, so concurrent saves cannot overshoot.
 */
export async function togglePostBookmark(
  ctx: MemberContext,
  postId: string,
): Promise<TBookmarkResult> {
  return ctx.tx(async (tx) => {
    await loadVisiblePost(tx, ctx.viewer.id, postId);
    if (!(await viewerIsPremium(tx))) {
      const state = await lockedBookmarkState(tx.db, {
        userId: ctx.viewer.id,
        postId,
        cap: FREE_BOOKMARKS_LIMIT,
      });
      if (!state.saved && state.total >= FREE_BOOKMARKS_LIMIT) {
        throw forbidden(BOOKMARK_LIMIT_MESSAGE);
      }
    }
    return toggleBookmark(tx.db, { postId, userId: ctx.viewer.id });
  });
}
