import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  blogPostBySlugRoute,
  blogPostsRoute,
  blogPreviewLinkRoute,
  createBlogPostRoute,
  updateBlogPostRoute,
} from '../../../contract/blog.ts';
import type { RouteInput } from '../../../contract/route.ts';
import { api } from '../../lib/api.ts';
import { routeKey, routeQueryOptions } from '../../lib/route-query.ts';

/** The list is fresh for 10 s and re-read every minute, so the missed-schedule alarm is live. */
const BLOG_STALE_MS = 10_000;
const BLOG_POLL_MS = 60_000;

export function useBlogPosts() {
  return useQuery({
    ...routeQueryOptions(blogPostsRoute),
    staleTime: BLOG_STALE_MS,
    refetchInterval: BLOG_POLL_MS,
  });
}

export function useBlogPost(slug: string) {
  return useQuery({
    ...routeQueryOptions(blogPostBySlugRoute, { params: { slug } }),
    staleTime: BLOG_STALE_MS,
    retry: false,
  });
}

function useInvalidateBlog() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: routeKey(blogPostsRoute) });
}

export function useCreateBlogPost() {
  const invalidate = useInvalidateBlog();
  return useMutation({
    mutationFn: (body: RouteInput<typeof createBlogPostRoute>['body']) =>
      api(createBlogPostRoute, { body }),
    onSuccess: invalidate,
  });
}

export function useUpdateBlogPost() {
  const invalidate = useInvalidateBlog();
  return useMutation({
    mutationFn: (input: RouteInput<typeof updateBlogPostRoute>) => api(updateBlogPostRoute, input),
    onSuccess: invalidate,
  });
}

export function usePreviewLink() {
  return useMutation({
    mutationFn: (id: string) => api(blogPreviewLinkRoute, { params: { id } }),
  });
}
