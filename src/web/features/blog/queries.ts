import { queryOptions } from '@tanstack/react-query';
import { blogPostViewRoute, publicBlogPostRoute } from '../../../contract/blog.ts';
import { api } from '../../lib/api.ts';
import { routeKey } from '../../lib/route-query.ts';

export function publicBlogPostQuery(slug: string, preview: string | null) {
  const input = { params: { slug }, query: preview ? { preview } : {} };
  return queryOptions({
    queryKey: routeKey(publicBlogPostRoute, input),
    queryFn: () => api(publicBlogPostRoute, input),
    staleTime: 60_000,
    retry: false,
  });
}

/** Counts this visit (the server counts a visitor once a day, so a reload adds nothing). */
export function countBlogView(slug: string) {
  return api(blogPostViewRoute, { params: { slug } });
}
