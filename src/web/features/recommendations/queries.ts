import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import {
  accommodationRecommendationsRoute,
  activityRecommendationsRoute,
  destinationRecommendationsRoute,
  travelInsightsRoute,
  type TRecommendationFilters,
} from '../../../contract/recommendations.ts';
import { api } from '../../lib/api.ts';
import { routeKey } from '../../lib/route-query.ts';

/** Recommendations depend only on the profile and the filters: kept while the member browses. */
const STALE_MS = 5 * 60 * 1000;

export function destinationRecommendationsQuery(
  filters: TRecommendationFilters,
  profileKey: string,
) {
  const input = { query: filters };
  return queryOptions({
    queryKey: [...routeKey(destinationRecommendationsRoute, input), profileKey],
    queryFn: () => api(destinationRecommendationsRoute, input),
    staleTime: STALE_MS,
    placeholderData: keepPreviousData,
  });
}

export function activityRecommendationsQuery(filters: TRecommendationFilters, profileKey: string) {
  const input = { query: filters };
  return queryOptions({
    queryKey: [...routeKey(activityRecommendationsRoute, input), profileKey],
    queryFn: () => api(activityRecommendationsRoute, input),
    staleTime: STALE_MS,
    placeholderData: keepPreviousData,
  });
}

export function accommodationRecommendationsQuery(
  filters: TRecommendationFilters,
  profileKey: string,
) {
  const input = { query: filters };
  return queryOptions({
    queryKey: [...routeKey(accommodationRecommendationsRoute, input), profileKey],
    queryFn: () => api(accommodationRecommendationsRoute, input),
    staleTime: STALE_MS,
    placeholderData: keepPreviousData,
  });
}

export function travelInsightsQuery(profileKey: string) {
  return queryOptions({
    queryKey: [...routeKey(travelInsightsRoute), profileKey],
    queryFn: () => api(travelInsightsRoute),
    staleTime: STALE_MS,
  });
}

/**
 * The travel profile the server ranks from, as part of every key: editing it in settings makes
 * the page ask again instead of showing answers for the old profile.
 */
export function profileKeyOf(user: {
  travelStyle: string | null;
  travelInterests: readonly string[];
  favoriteDestinations: readonly string[];
  languages: readonly string[];
}): string {
  return [
    user.travelStyle ?? '',
    user.travelInterests.join(','),
    user.favoriteDestinations.join(','),
    user.languages.join(','),
  ].join('|');
}
