import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { isCountryCode } from '../../../contract/country-codes.ts';
import {
  SEARCH_MEDIA_TYPES,
  SEARCH_MIN_LIKES_MAX,
  SEARCH_PREVIEW_LIMIT,
  SEARCH_QUERY_MAX_LENGTH,
  SEARCH_TYPES,
  searchRoute,
  type TSearchFilters,
  type TSearchMediaType,
  type TSearchResults,
  type TSearchSort,
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

/** The advanced filters (Premium) and the order (Most liked is early access) of a search. */
export type SearchOptions = TSearchFilters & { sort?: TSearchSort };

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The filters and order in the URL (`country`, `from`, `to`, `media`, `minLikes`, `sort`), only
 * those well formed and set, so a plain search asks for `{ q }` alone.
 */
export function readSearchOptions(params: URLSearchParams): SearchOptions {
  const options: SearchOptions = {};
  const country = params.get('country')?.trim().toUpperCase();
  if (country && isCountryCode(country)) options.country = country;
  const from = params.get('from');
  if (from && DAY.test(from)) options.from = from;
  const to = params.get('to');
  if (to && DAY.test(to)) options.to = to;
  const media = params.get('media');
  if ((SEARCH_MEDIA_TYPES as readonly string[]).includes(media ?? '')) {
    options.media = media as TSearchMediaType;
  }
  const minLikes = Number(params.get('minLikes') ?? '');
  if (params.get('minLikes') && Number.isInteger(minLikes) && minLikes >= 0) {
    options.minLikes = Math.min(minLikes, SEARCH_MIN_LIKES_MAX);
  }
  if (params.get('sort') === 'most-liked') options.sort = 'most-liked';
  return options;
}

/** Every tab's first SEARCH_PREVIEW_LIMIT results in one call (the tab counts). */
export function useSearchOverview(q: string, options: SearchOptions = {}) {
  return useQuery({
    ...routeQueryOptions(searchRoute, { query: { q, ...options } }),
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
  options: SearchOptions = {},
) {
  const more = useInfiniteQuery({
    queryKey: [searchRoute.path, { q, type, ...options, more: true }] as const,
    initialPageParam: SEARCH_PREVIEW_LIMIT,
    queryFn: async ({ pageParam }) => {
      const results = await api(searchRoute, {
        query: { q, type, ...options, offset: pageParam, limit: SEARCH_PAGE_SIZE },
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
