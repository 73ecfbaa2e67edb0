import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  bookmarkPostRoute,
  bookmarksRoute,
  createCommentRoute,
  createPostRoute,
  deleteCommentRoute,
  deletePostRoute,
  exploreFeedRoute,
  getPostRoute,
  homeFeedRoute,
  likePostRoute,
  listCommentsRoute,
  reportPostRoute,
  updatePostRoute,
  userLikesRoute,
  userPostsRoute,
  type TBookmarkResult,
  type TComment,
  type TCommentPage,
  type TCreatePostBody,
  type TLikeResult,
  type TPost,
  type TPostPage,
  type TReportPostBody,
} from '../../../contract/posts.ts';
import { FEED_PAGE_SIZE } from '../../../contract/limits.ts';
import { getUserRoute, journeyStatsRoute } from '../../../contract/people.ts';
import { USER_QUERY_KEY } from '../../lib/query-client.ts';
import { api, ApiError, errorMessage } from '../../lib/api.ts';
import { optimisticToggle, patchEverywhere } from '../../lib/optimistic.ts';
import { routeKey } from '../../lib/route-query.ts';
import { toast } from '../../app/toasts/toast-store.ts';

/** The five feeds of spec 1 §2 'Feed lists' (plus the profile's Liked tab). */
export type FeedType = 'home' | 'explore' | 'user' | 'bookmarked' | 'liked';

export type FeedListProps = {
  type: FeedType;
  /** The member whose posts (type user) or likes (type liked) are listed. */
  userId?: string;
  /** Explore only: narrow to one tag (the category grid). */
  tag?: string;
};

const identity = (page: TPostPage) => page;

/** The route and input of a feed, so keys and fetches come from one place. */
export function feedSource({ type, userId, tag }: FeedListProps) {
  const query = { limit: FEED_PAGE_SIZE };
  switch (type) {
    case 'home':
      return { route: homeFeedRoute, input: { query }, select: identity } as const;
    case 'explore':
      return {
        route: exploreFeedRoute,
        input: { query: tag ? { ...query, tag } : query },
        select: identity,
      } as const;
    case 'bookmarked':
      return { route: bookmarksRoute, input: { query }, select: identity } as const;
    case 'user':
      return {
        route: userPostsRoute,
        input: { params: { id: userId ?? '' }, query },
        select: identity,
      } as const;
    case 'liked':
      return {
        route: userLikesRoute,
        input: { params: { id: userId ?? '' }, query },
        select: identity,
      } as const;
  }
}

/** Every list of posts: a new or deleted post may belong to any of them. */
const POST_LIST_ROUTES = [
  homeFeedRoute,
  exploreFeedRoute,
  userPostsRoute,
  bookmarksRoute,
  userLikesRoute,
] as const;

type PagedPosts = { pages: TPostPage[]; pageParams: unknown[] };

function isPagedPosts(data: unknown): data is PagedPosts {
  return (
    typeof data === 'object' &&
    data !== null &&
    Array.isArray((data as PagedPosts).pages) &&
    (data as PagedPosts).pages.every((page) => Array.isArray(page?.items))
  );
}

/** Takes a deleted post out of every cached list and forgets its permalink query. */
export function removePostEverywhere(queryClient: QueryClient, id: string) {
  for (const route of POST_LIST_ROUTES) {
    queryClient.setQueriesData<unknown>({ queryKey: [route.path] }, (data: unknown) => {
      if (!isPagedPosts(data)) return data;
      if (!data.pages.some((page) => page.items.some((post) => post.id === id))) return data;
      return {
        ...data,
        pages: data.pages.map((page) => ({
          ...page,
          items: page.items.filter((post) => post.id !== id),
        })),
      };
    });
  }
  queryClient.removeQueries({ queryKey: routeKey(getPostRoute, { params: { id } }) });
  queryClient.removeQueries({ queryKey: routeKey(listCommentsRoute, commentsSource(id).input) });
}

/**
 * After a new or deleted post: every feed that could show it is read again, and so are the counts
 * built on the member's posts (Posts Created, the profile's Posts, Countries Visited).
 */
export function invalidateFeeds(queryClient: QueryClient) {
  return Promise.all([
    ...POST_LIST_ROUTES.map((route) => queryClient.invalidateQueries({ queryKey: [route.path] })),
    invalidatePostCounts(queryClient),
  ]);
}

function invalidatePostCounts(queryClient: QueryClient) {
  return Promise.all(
    [USER_QUERY_KEY[0], getUserRoute.path, journeyStatsRoute.path].map((path) =>
      queryClient.invalidateQueries({ queryKey: [path] }),
    ),
  );
}

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
      toast({ title: 'Failed to update bookmark status', variant: 'destructive' });
    },
    onSuccess: (result, variables) => {
      callbacks.onSuccess(result, variables);
      void queryClient.invalidateQueries({ queryKey: [bookmarksRoute.path], refetchType: 'none' });
    },
  });
}

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
    onError: (error) => {
      toast({
        title: 'Failed to add comment',
        description: errorMessage(error, 'Please try again.'),
        variant: 'destructive',
      });
    },
  });
}

export function useDeleteComment(postId: string) {
  const queryClient = useQueryClient();
  const key = routeKey(listCommentsRoute, commentsSource(postId).input);
  return useMutation({
    mutationFn: (commentId: string) =>
      api(deleteCommentRoute, { params: { id: postId, commentId } }),
    onSuccess: (_result, commentId) => {
      queryClient.setQueryData<CommentPages>(key, (data) =>
        data
          ? {
              ...data,
              pages: data.pages.map((page) => ({
                ...page,
                items: page.items.filter((comment) => comment.id !== commentId),
              })),
            }
          : data,
      );
      patchCommentsCount(queryClient, postId, -1);
      toast({ title: 'Comment deleted', variant: 'success' });
    },
    onError: (error) => {
      toast({
        title: 'Failed to delete comment',
        description: errorMessage(error, 'Please try again.'),
        variant: 'destructive',
      });
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

export function useDeletePost(postId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api(deletePostRoute, { params: { id: postId } }),
    onSuccess: () => {
      removePostEverywhere(queryClient, postId);
      void invalidatePostCounts(queryClient);
      toast({ title: 'Post deleted successfully', variant: 'success' });
    },
    onError: (error) => {
      toast({
        title: 'Failed to delete post',
        description: errorMessage(error, 'Please try again.'),
        variant: 'destructive',
      });
    },
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
      toast({
        title: 'Failed to report post',
        description: errorMessage(error, 'Please try again.'),
        variant: 'destructive',
      });
    },
  });
}

/** Create-post submit: 'Post Created', feeds read again; 'Failed to create post' or the server's reason. */
export function useCreatePostMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TCreatePostBody) => api(createPostRoute, { body }),
    onSuccess: async () => {
      toast({ title: 'Post Created', variant: 'success' });
      await invalidateFeeds(queryClient);
    },
    onError: (error) => {
      const server = error instanceof ApiError ? error.serverMessage : undefined;
      toast({
        title: 'Failed to create post',
        description: server,
        variant: 'destructive',
      });
    },
  });
}
