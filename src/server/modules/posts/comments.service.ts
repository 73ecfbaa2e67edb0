import type { TOkResponse } from '../../../contract/common.ts';
import {
  EMPTY_COMMENT_MESSAGE,
  type TComment,
  type TCommentPage,
} from '../../../contract/posts.ts';
import {
  deleteComment,
  findComment,
  insertComment,
  listPostComments,
  type CommentRow,
} from '../../../db/queries/comments.ts';
import type { MemberContext } from '../../context.ts';
import { badRequest, forbidden, notFound } from '../../http-error.ts';
import { authorize } from '../../policies/authorize.ts';
import { decodeFeedCursor, nextCursorOf } from './posts-cursor.ts';
import { presentPostAuthor } from './posts.presenter.ts';
import { loadVisiblePost, POST_NOT_FOUND_MESSAGE } from './posts.service.ts';

export const COMMENTS_OFF_MESSAGE = 'Comments are turned off for this post';
export const COMMENT_NOT_FOUND_MESSAGE = 'Comment not found';

function presentComment(row: CommentRow, viewerId: string, postUserId: string): TComment {
  return {
    id: row.id,
    postId: row.postId,
    content: row.content,
    createdAt: row.createdAt,
    user: presentPostAuthor(row.author),
    canDelete: row.userId === viewerId || postUserId === viewerId,
  };
}

/** A post's comments, oldest first, one keyset page at a time (404 for posts out of sight). */
export async function listComments(
  ctx: MemberContext,
  input: { postId: string; limit: number; cursor?: string },
): Promise<TCommentPage> {
  const page = await listPostComments(ctx.db, {
    viewerId: ctx.viewer.id,
    postId: input.postId,
    limit: input.limit,
    after: input.cursor ? decodeFeedCursor(input.cursor, 'time') : undefined,
  });
  // One statement: the post's visibility and the page (no row: missing or out of sight).
  if (!page) throw notFound(POST_NOT_FOUND_MESSAGE);
  const { rows, postUserId } = page;
  return {
    items: rows.slice(0, input.limit).map((row) => presentComment(row, ctx.viewer.id, postUserId)),
    nextCursor: nextCursorOf(rows, input.limit),
  };
}

export async function addComment(
  ctx: MemberContext,
  input: { postId: string; content: string },
): Promise<TComment> {
  if (input.content === '') throw badRequest(EMPTY_COMMENT_MESSAGE);
  const post = await loadVisiblePost(ctx, ctx.viewer.id, input.postId);
  if (!post.allowComments) throw forbidden(COMMENTS_OFF_MESSAGE);
  const row = await insertComment(ctx.db, { ...input, userId: ctx.viewer.id });
  if (post.userId !== ctx.viewer.id) {
    ctx.emit({
      type: 'activity.created',
      recipientId: post.userId,
      actorId: ctx.viewer.id,
      activityType: 'comment',
      postId: input.postId,
    });
  }
  return presentComment(row, ctx.viewer.id, post.userId);
}

/** Removes a comment: its author, or the author of the post. */
export async function removeComment(
  ctx: MemberContext,
  input: { postId: string; commentId: string },
): Promise<TOkResponse> {
  return ctx.tx(async (tx) => {
    const post = await loadVisiblePost(tx, ctx.viewer.id, input.postId);
    const comment = await findComment(tx.db, input);
    if (!comment) throw notFound(COMMENT_NOT_FOUND_MESSAGE);
    authorize(ctx.viewer, 'comment.delete', {
      commentUserId: comment.userId,
      postUserId: post.userId,
    });
    await deleteComment(tx.db, { commentId: comment.id });
    return { ok: true };
  });
}
