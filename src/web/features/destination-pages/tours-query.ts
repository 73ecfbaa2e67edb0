import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { popularToursRoute, TOURS_STALE_MS } from '../../../contract/tours.ts';
import { api } from '../../lib/api.ts';
import { routeKey } from '../../lib/route-query.ts';
import { priceBound, priceRangeError, type TourFilters } from './tour-filters-state.ts';

/** Tours per page of the destination grid. */
export const DESTINATION_TOURS_LIMIT = 24;

/** GET /api/viator/popular for the page's destination code and filters (spec 2 §7). */
export function destinationToursQuery(code: number | null, filters: TourFilters, currency: string) {
  const validPrices = priceRangeError(filters) === null;
  const input = {
    query: {
      destination: code ?? '',
      ...(filters.searchQuery.trim() ? { searchQuery: filters.searchQuery.trim() } : {}),
      ...(filters.category ? { category: filters.category } : {}),
      sortBy: filters.sortBy,
      ...(filters.freeCancellation ? { freeCancellation: 'true' as const } : {}),
      ...(validPrices && priceBound(filters.minPrice) !== undefined
        ? { minPrice: priceBound(filters.minPrice) }
        : {}),
      ...(validPrices && priceBound(filters.maxPrice) !== undefined
        ? { maxPrice: priceBound(filters.maxPrice) }
        : {}),
      currency,
      limit: DESTINATION_TOURS_LIMIT,
    },
  };
  return queryOptions({
    queryKey: routeKey(popularToursRoute, input),
    queryFn: () => api(popularToursRoute, input),
    // Spec 2 §2: the tour query runs only when a destination is set.
    enabled: code !== null,
    staleTime: TOURS_STALE_MS,
    placeholderData: keepPreviousData,
  });
}
