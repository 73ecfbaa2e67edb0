import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  bookmarkPostRoute,
  bookmarksRoute,
  createPostRoute,
  deletePostRoute,
  likePostRoute,
  reportPostRoute,
  updatePostRoute,
  userLikesRoute,
  type TBookmarkResult,
  type TCreatePostBody,
  type TLikeResult,
  type TPost,
  type TReportPostBody,
} from '../../../contract/posts.ts';
import { enhancePostRoute } from '../../../contract/ai.ts';
import { PREMIUM_PATH } from '../../../contract/premium.ts';
import { api, ApiError } from '../../lib/api.ts';
import { optimisticToggle, patchEverywhere } from '../../lib/optimistic.ts';
import { toast } from '../../app/toasts/toast-store.ts';
import { toastFailure } from './failure-toast.ts';
import { invalidateFeeds, invalidatePostCounts, removePostEverywhere } from './feed-queries.ts';
import { trackOutcome } from '../../lib/tracking.ts';

/** Like toggle (spec 1 §4): flips at once everywhere, rolls back with the §8 toast. */
export function useToggleLike() {
  const queryClient = useQueryClient();
  const callbacks = optimisticToggle<TPost, { id: string }, TLikeResult>(queryClient, {
    flip: (post) => ({
      ...post,
      isLiked: !post.isLiked,
      likesCount: Math.max(0, post.likesCount + (post.isLiked ? -1 : 1)),
    }),
    settle: (post, result) => ({ ...post, ...result }),
  });
  return useMutation({
    mutationFn: ({ id }: { id: string }) => api(likePostRoute, { params: { id } }),
    ...callbacks,
    onError: (error, variables, context) => {
      callbacks.onError(error, variables, context);
      toast({ title: 'Failed to update like status', variant: 'destructive' });
    },
    onSuccess: (result, variables) => {
      callbacks.onSuccess(result, variables);
      // The Liked tab is read again next time it shows, not under the member's finger.
      void queryClient.invalidateQueries({ queryKey: [userLikesRoute.path], refetchType: 'none' });
    },
  });
}

/** Bookmark toggle (spec 1 §4), same shape as the like. */
export function useToggleBookmark() {
  const queryClient = useQueryClient();
  const callbacks = optimisticToggle<TPost, { id: string }, TBookmarkResult>(queryClient, {
    flip: (post) => ({ ...post, isBookmarked: !post.isBookmarked }),
    settle: (post, result) => ({ ...post, isBookmarked: result.isBookmarked }),
  });
  return useMutation({
    mutationFn: ({ id }: { id: string }) => api(bookmarkPostRoute, { params: { id } }),
    ...callbacks,
    onError: (error, variables, context) => {
      callbacks.onError(error, variables, context);
      // A free account at its bookmark limit (403): the server's reason and the way to Premium.
      if (error instanceof ApiError && error.status === 403 && error.serverMessage) {
        toast({
          title: 'Bookmark limit reached',
          description: error.serverMessage,
          variant: 'destructive',
          link: { label: 'Go Premium', href: PREMIUM_PATH },
        });
        return;
      }
      toast({ title: 'Failed to update bookmark status', variant: 'destructive' });
    },
    onSuccess: (result, variables) => {
      callbacks.onSuccess(result, variables);
      void queryClient.invalidateQueries({ queryKey: [bookmarksRoute.path], refetchType: 'none' });
    },
  });
}

/** Edits the content (the inline edit and Use Caption); the answer replaces the post everywhere. */
export function useUpdatePost(postId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (content: string) =>
      api(updatePostRoute, { params: { id: postId }, body: { content } }),
    onSuccess: (post: TPost) => {
      patchEverywhere<TPost>(queryClient, postId, (item) => ({ ...item, ...post }));
    },
  });
}

/**
 * POST /api/posts/{id}/enhance (the author only): the answer, with its AI captions and up to three
 * thumbnails, replaces the post in every cached list; a failure toasts 'Enhancement Failed'.
 */
export function useEnhancePost(postId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api(enhancePostRoute, { params: { id: postId } }),
    onSuccess: (post: TPost) => {
      patchEverywhere<TPost>(queryClient, postId, (item) => ({ ...item, ...post }));
    },
    onError: toastFailure('Enhancement Failed'),
  });
}

export function useDeletePost(postId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api(deletePostRoute, { params: { id: postId } }),
    onSuccess: () => {
      removePostEverywhere(queryClient, postId);
      void invalidatePostCounts(queryClient);
      toast({ title: 'Post deleted successfully', variant: 'success' });
    },
    onError: toastFailure('Failed to delete post'),
  });
}

export const ALREADY_REPORTED_MESSAGE = 'You have already reported this post';

export function useReportPost(postId: string) {
  return useMutation({
    mutationFn: (body: TReportPostBody) => api(reportPostRoute, { params: { id: postId }, body }),
    onSuccess: () => {
      toast({
        title: 'Report submitted',
        description: 'Thank you. The Roamly team will review this post.',
        variant: 'success',
      });
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409) {
        toast({ title: ALREADY_REPORTED_MESSAGE });
        return;
      }
      toastFailure('Failed to report post')(error);
    },
  });
}

/** Create-post submit: 'Post Created', feeds read again; 'Failed to create post' or the server's reason. */
export function useCreatePostMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TCreatePostBody) => api(createPostRoute, { body }),
    onSuccess: async () => {
      trackOutcome('posting', 'create');
      toast({ title: 'Post Created', variant: 'success' });
      await invalidateFeeds(queryClient);
    },
    onError: (error) => {
      trackOutcome('posting', 'create', error);
      const server = error instanceof ApiError ? error.serverMessage : undefined;
      toast({
        title: 'Failed to create post',
        description: server,
        variant: 'destructive',
      });
    },
  });
}
