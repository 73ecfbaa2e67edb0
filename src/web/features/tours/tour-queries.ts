import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import {
  popularToursByCodeRoute,
  popularToursRoute,
  SIDEBAR_DESTINATION_CODE,
  SIDEBAR_TOURS,
  tourCategoriesRoute,
  tourDestinationsRoute,
  TOURS_STALE_MS,
  tourSearchRoute,
  type TTourCategory,
  type TTourSort,
} from '../../../contract/tours.ts';
import { api } from '../../lib/api.ts';
import { routeKey, routeQueryOptions } from '../../lib/route-query.ts';

/** What the widget asks for: a destination code (or none yet), the text and the filters. */
export type TourSearchState = {
  destinationCode: number | null;
  query: string;
  category: TTourCategory | '';
  sortBy: TTourSort;
  freeCancellation: boolean;
  currency: string;
};

/** Results per widget page. */
export const WIDGET_TOURS_LIMIT = 24;

/**
 * The widget's tours. With text: GET /api/viator/search (spec 2 §7; it answers only with a
 * destination code and text, spec 2 §5). Without text yet: the destination's tours through
 * GET /api/viator/popular with the same filters, so choosing a place already shows something.
 * Nothing runs without a destination code (spec 2 §4).
 */
export function widgetToursQuery(state: TourSearchState) {
  const filters = {
    ...(state.category ? { category: state.category } : {}),
    sortBy: state.sortBy,
    ...(state.freeCancellation ? { freeCancellation: 'true' as const } : {}),
    currency: state.currency,
    limit: WIDGET_TOURS_LIMIT,
  };
  const text = state.query.trim();
  const code = state.destinationCode ?? '';
  if (text) {
    const input = { query: { destination: code, query: text, ...filters } };
    return queryOptions({
      queryKey: routeKey(tourSearchRoute, input),
      queryFn: () => api(tourSearchRoute, input),
      enabled: state.destinationCode !== null,
      staleTime: TOURS_STALE_MS,
      placeholderData: keepPreviousData,
    });
  }
  const input = { query: { destination: code, ...filters } };
  return queryOptions({
    queryKey: routeKey(popularToursRoute, input),
    queryFn: () => api(popularToursRoute, input),
    enabled: state.destinationCode !== null,
    staleTime: TOURS_STALE_MS,
    placeholderData: keepPreviousData,
  });
}

/** GET /api/viator/destinations: destinations with tours (the dropdown uses the first 20). */
export const tourDestinationsQuery = queryOptions({
  ...routeQueryOptions(tourDestinationsRoute, { query: { limit: 100 } }),
  staleTime: TOURS_STALE_MS,
});

/** GET /api/viator/categories (spec 2 §3: id, name). */
export const tourCategoriesQuery = queryOptions({
  ...routeQueryOptions(tourCategoriesRoute),
  staleTime: TOURS_STALE_MS,
});

/**
 * Spec 1 §2/§7: the sidebars' 'Tours & Excursions' — GET /api/viator/popular/684, cached 10
 * minutes, the first 3 shown, priced in the traveller's currency.
 */
export function sidebarToursQuery(currency: string) {
  return queryOptions({
    ...routeQueryOptions(popularToursByCodeRoute, {
      params: { code: SIDEBAR_DESTINATION_CODE },
      query: { currency, limit: SIDEBAR_TOURS },
    }),
    staleTime: TOURS_STALE_MS,
    placeholderData: keepPreviousData,
  });
}
