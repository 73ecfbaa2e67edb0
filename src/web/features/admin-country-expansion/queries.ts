import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { listAuditRoute } from '../../../contract/audit.ts';
import {
  applyResultsRoute,
  applyTestResultsRoute,
  availableCountriesRoute,
  coverageCountsRoute,
  destinationBreakdownRoute,
  expansionProgressRoute,
  startExpansionRoute,
  testCountryRoute,
} from '../../../contract/country-expansion.ts';
import type { RouteInput } from '../../../contract/route.ts';
import { mappingHistoryRoute, mappingOverviewRoute } from '../../../contract/mappings.ts';
import { api } from '../../lib/api.ts';
import { routeKey, routeQueryOptions } from '../../lib/route-query.ts';
import { OPERATOR_STALE_MS, useOperatorAction } from '../admin/queries.ts';

/** A running expansion's progress is read again this often. */
export const PROGRESS_POLL_MS = 1_500;

/** What adding mappings may change: the counts, the checklist, the breakdowns, the history. */
const COVERAGE_VIEWS = [
  coverageCountsRoute,
  availableCountriesRoute,
  destinationBreakdownRoute,
  expansionProgressRoute,
  mappingOverviewRoute,
  mappingHistoryRoute,
  listAuditRoute,
];

export function useAvailableCountries() {
  return useQuery({ ...routeQueryOptions(availableCountriesRoute), staleTime: OPERATOR_STALE_MS });
}

/** Spec 3 §7: coverage counts are read on demand, never from a cache. */
export function useCoverageCounts() {
  return useQuery({ ...routeQueryOptions(coverageCountsRoute), staleTime: 0, gcTime: 0 });
}

export function useExpansionProgress() {
  return useQuery({
    ...routeQueryOptions(expansionProgressRoute),
    staleTime: 0,
    refetchInterval: (query) => (query.state.data?.isRunning ? PROGRESS_POLL_MS : false),
  });
}

export function useBreakdown(country: string | null) {
  return useQuery({
    ...routeQueryOptions(destinationBreakdownRoute, { params: { country: country ?? '' } }),
    enabled: !!country,
    staleTime: 0,
    retry: false,
  });
}

/** Start: the run's first progress is the answer itself, so the progress card shows at once. */
export function useStartExpansion() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: RouteInput<typeof startExpansionRoute>) => api(startExpansionRoute, input),
    onSuccess: (progress) => client.setQueryData(routeKey(expansionProgressRoute), progress),
  });
}
export const useTestCountry = () => useOperatorAction(testCountryRoute, []);
export const useApplyResults = () => useOperatorAction(applyResultsRoute, COVERAGE_VIEWS);
export const useApplyTestResults = () => useOperatorAction(applyTestResultsRoute, COVERAGE_VIEWS);
