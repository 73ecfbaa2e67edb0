import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  createCommentRoute,
  deleteCommentRoute,
  listCommentsRoute,
  type TComment,
  type TCommentPage,
  type TPost,
} from '../../../contract/posts.ts';
import { api } from '../../lib/api.ts';
import { patchEverywhere } from '../../lib/optimistic.ts';
import { routeKey } from '../../lib/route-query.ts';
import { toast } from '../../app/toasts/toast-store.ts';
import { toastFailure } from './failure-toast.ts';

/** The comments query of one post (oldest first), keyed by the route path. */
export function commentsSource(postId: string) {
  return {
    route: listCommentsRoute,
    input: { params: { id: postId }, query: {} },
    select: (page: TCommentPage) => page,
  } as const;
}

function patchCommentsCount(queryClient: QueryClient, postId: string, delta: number) {
  patchEverywhere<TPost>(queryClient, postId, (post) => ({
    ...post,
    commentsCount: Math.max(0, post.commentsCount + delta),
  }));
}

type CommentPages = { pages: TCommentPage[]; pageParams: unknown[] };

/** Posting a comment: appended to the open list, the count follows; §8 toasts. */
export function useAddComment(postId: string) {
  const queryClient = useQueryClient();
  const key = routeKey(listCommentsRoute, commentsSource(postId).input);
  return useMutation({
    mutationFn: (content: string) =>
      api(createCommentRoute, { params: { id: postId }, body: { content } }),
    onSuccess: (comment: TComment) => {
      queryClient.setQueryData<CommentPages>(key, (data) => {
        if (!data || data.pages.length === 0) return data;
        const last = data.pages[data.pages.length - 1]!;
        // More pages to come: the new comment arrives with the last page, not twice.
        if (last.nextCursor) return data;
        return {
          ...data,
          pages: [...data.pages.slice(0, -1), { ...last, items: [...last.items, comment] }],
        };
      });
      patchCommentsCount(queryClient, postId, 1);
      toast({ title: 'Comment added successfully', variant: 'success' });
    },
    onError: toastFailure('Failed to add comment'),
  });
}

/**
 * Takes a comment out of its post's cached list and the post's count (deleted by its author, or
 * hidden or deleted by a moderator); false when the list did not hold it.
 */
export function removeCommentLocally(queryClient: QueryClient, postId: string, commentId: string) {
  const key = routeKey(listCommentsRoute, commentsSource(postId).input);
  const data = queryClient.getQueryData<CommentPages>(key);
  if (!data?.pages.some((page) => page.items.some((comment) => comment.id === commentId))) {
    return false;
  }
  queryClient.setQueryData<CommentPages>(key, {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      items: page.items.filter((comment) => comment.id !== commentId),
    })),
  });
  patchCommentsCount(queryClient, postId, -1);
  return true;
}

export function useDeleteComment(postId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (commentId: string) =>
      api(deleteCommentRoute, { params: { id: postId, commentId } }),
    onSuccess: (_result, commentId) => {
      removeCommentLocally(queryClient, postId, commentId);
      toast({ title: 'Comment deleted', variant: 'success' });
    },
    onError: toastFailure('Failed to delete comment'),
  });
}
