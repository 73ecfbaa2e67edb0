import type { QueryClient } from '@tanstack/react-query';
import {
  bookmarksRoute,
  exploreFeedRoute,
  getPostRoute,
  homeFeedRoute,
  listCommentsRoute,
  userLikesRoute,
  userPostsRoute,
  type TPostPage,
} from '../../../contract/posts.ts';
import { FEED_PAGE_SIZE } from '../../../contract/limits.ts';
import { getUserRoute, journeyStatsRoute } from '../../../contract/people.ts';
import { USER_QUERY_KEY } from '../../lib/query-client.ts';
import { cursorQueryOptions, routeKey, routeQueryOptions } from '../../lib/route-query.ts';
import { commentsSource } from './comment-queries.ts';

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

/** Takes a post out of every cached list (feeds, profile, bookmarks…). */
export function removePostFromLists(queryClient: QueryClient, id: string) {
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
}

/** Takes a deleted post out of every cached list and forgets its permalink query. */
export function removePostEverywhere(queryClient: QueryClient, id: string) {
  removePostFromLists(queryClient, id);
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

export function invalidatePostCounts(queryClient: QueryClient) {
  return Promise.all(
    [USER_QUERY_KEY[0], getUserRoute.path, journeyStatsRoute.path].map((path) =>
      queryClient.invalidateQueries({ queryKey: [path] }),
    ),
  );
}

/** A post's or a profile's UUID in its address, as public/boot.js reads it. */
const SUBJECT =
  /^\/(?:posts|profile)\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\/?$/i;

/**
 * The answer a screen the server drew (modules/first-paint: explore's tiles, a post's top, a
 * profile's) shows, which boot.js asked for with the page: the app's first render waits for it
 * (at most `maxWaitMs`), so it lands on the drawn photos instead of skeletons that flash back to
 * the same photos a moment later.
 */
export function prefetchDrawnScreen(
  queryClient: QueryClient,
  screen: string,
  { pathname, search }: { pathname: string; search: string },
  maxWaitMs = 1500,
): Promise<unknown> {
  const id = SUBJECT.exec(pathname)?.[1];
  let answer: Promise<unknown> | undefined;
  if (screen === 'explore' && !search) {
    const { route, input, select } = feedSource({ type: 'explore' });
    answer = queryClient.prefetchInfiniteQuery(cursorQueryOptions(route, input, select));
  } else if (screen === 'post' && id) {
    answer = queryClient.prefetchQuery(routeQueryOptions(getPostRoute, { params: { id } }));
  } else if (screen === 'profile' && id) {
    answer = queryClient.prefetchQuery(routeQueryOptions(getUserRoute, { params: { id } }));
  }
  if (!answer) return Promise.resolve();
  return Promise.race([answer, new Promise((resolve) => setTimeout(resolve, maxWaitMs))]);
}
