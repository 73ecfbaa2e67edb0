import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  type InfiniteData,
} from '@tanstack/react-query';
import type { RouteDef, RouteInput, RouteOutput } from '../../contract/route.ts';
import { api } from './api.ts';

/**
 * Query key of a route call: the route's path first (spec 1 §7: keys start with the API path, so
 * `invalidateQueries({ queryKey: [route.path] })` reaches every call of that route), then the
 * input when there is one.
 */
export function routeKey<R extends RouteDef>(route: R, input?: RouteInput<R>) {
  return input === undefined ? ([route.path] as const) : ([route.path, input] as const);
}

/** Query options for a GET route: key and fetch from the one declaration. */
export function routeQueryOptions<R extends RouteDef>(route: R, input?: RouteInput<R>) {
  return queryOptions({
    queryKey: routeKey(route, input),
    queryFn: () => (api as (r: R, i?: RouteInput<R>) => Promise<RouteOutput<R>>)(route, input),
  });
}

/** A page of a cursor-paginated list: the items and the cursor of the next page, if any. */
export type CursorPage<T> = { items: T[]; nextCursor: string | null };

type CursorRoute = RouteDef & { query: NonNullable<RouteDef['query']> };

/**
 * Infinite list over a cursor route: every page passes the previous page's `nextCursor` as the
 * `cursor` query parameter; the list ends when the server says there is no next cursor.
 */
export function cursorQueryOptions<R extends CursorRoute, T>(
  route: R,
  input: RouteInput<R>,
  select: (page: RouteOutput<R>) => CursorPage<T>,
) {
  return infiniteQueryOptions({
    queryKey: routeKey(route, input),
    initialPageParam: null as string | null,
    queryFn: async ({ pageParam }) => {
      const query = { ...(input.query as object), ...(pageParam ? { cursor: pageParam } : {}) };
      const call = api as (r: R, i: RouteInput<R>) => Promise<RouteOutput<R>>;
      return select(await call(route, { ...input, query } as RouteInput<R>));
    },
    getNextPageParam: (last: CursorPage<T>) => last.nextCursor,
  });
}

/** The cursor list as one flat array plus the usual infinite-query controls. */
export function useCursorQuery<R extends CursorRoute, T>(
  route: R,
  input: RouteInput<R>,
  select: (page: RouteOutput<R>) => CursorPage<T>,
) {
  const query = useInfiniteQuery(cursorQueryOptions(route, input, select));
  const items = flattenPages(query.data);
  return { ...query, items };
}

export function flattenPages<T>(data: InfiniteData<CursorPage<T>> | undefined): T[] {
  return data?.pages.flatMap((page) => page.items) ?? [];
}
