import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import {
  SEARCH_PREVIEW_LIMIT,
  SEARCH_QUERY_MAX_LENGTH,
  SEARCH_TYPES,
  searchRoute,
  type TSearchResults,
  type TSearchType,
} from '../../../contract/search.ts';
import { api } from '../../lib/api.ts';
import { routeQueryOptions } from '../../lib/route-query.ts';
import { STALE } from '../../lib/staleness.ts';

/** Results per 'Load more'. */
export const SEARCH_PAGE_SIZE = 10;

/** The tabs of /search, in order, with their labels. */
export const SEARCH_TABS: readonly { type: TSearchType; label: string }[] = [
  { type: 'posts', label: 'Posts' },
  { type: 'people', label: 'People' },
  { type: 'destinations', label: 'Destinations' },
];

/** `?q=` as the server takes it: trimmed, at most SEARCH_QUERY_MAX_LENGTH characters. */
export function readSearchText(value: string | null): string {
  return (value ?? '').trim().slice(0, SEARCH_QUERY_MAX_LENGTH).trim();
}

/** `?type=`: one of the tabs, posts when missing or unknown. */
export function readSearchType(value: string | null): TSearchType {
  return (SEARCH_TYPES as readonly string[]).includes(value ?? '')
    ? (value as TSearchType)
    : 'posts';
}

/** Every tab's first SEARCH_PREVIEW_LIMIT results in one call (the tab counts). */
export function useSearchOverview(q: string) {
  return useQuery({
    ...routeQueryOptions(searchRoute, { query: { q } }),
    enabled: q.length > 0,
    staleTime: STALE.shared,
  });
}

type Item<T extends TSearchType> = TSearchResults[T][number];

/**
 * One tab's results: the overview's first page, then pages of SEARCH_PAGE_SIZE from offset
 * SEARCH_PREVIEW_LIMIT on, fetched only when 'Load more' is pressed. A full page means there may
 * be more.
 */
export function useSearchTab<T extends TSearchType>(
  q: string,
  type: T,
  overview: TSearchResults | undefined,
) {
  const more = useInfiniteQuery({
    queryKey: [searchRoute.path, { q, type, more: true }] as const,
    initialPageParam: SEARCH_PREVIEW_LIMIT,
    queryFn: async ({ pageParam }) => {
      const results = await api(searchRoute, {
        query: { q, type, offset: pageParam, limit: SEARCH_PAGE_SIZE },
      });
      return results[type] as Item<T>[];
    },
    getNextPageParam: (last, pages) =>
      last.length === SEARCH_PAGE_SIZE
        ? SEARCH_PREVIEW_LIMIT + pages.length * SEARCH_PAGE_SIZE
        : undefined,
    // The first extra page waits for the first 'Load more'.
    enabled: false,
    staleTime: STALE.shared,
  });
  const first = (overview?.[type] ?? []) as Item<T>[];
  const extra = more.data?.pages.flat() ?? [];
  const hasMore = more.data ? more.hasNextPage : first.length === SEARCH_PREVIEW_LIMIT;
  const loadMore = () => {
    if (more.data) void more.fetchNextPage();
    else void more.refetch();
  };
  return {
    items: [...first, ...extra],
    hasMore,
    loadMore,
    isLoadingMore: more.isFetching,
    loadMoreError: more.isError ? more.error : null,
  };
}
