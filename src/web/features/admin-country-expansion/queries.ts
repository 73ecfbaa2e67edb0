import { useQuery } from '@tanstack/react-query';
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
import { mappingHistoryRoute, mappingOverviewRoute } from '../../../contract/mappings.ts';
import { routeQueryOptions } from '../../lib/route-query.ts';
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

export const useStartExpansion = () =>
  useOperatorAction(startExpansionRoute, [expansionProgressRoute]);
export const useTestCountry = () => useOperatorAction(testCountryRoute, []);
export const useApplyResults = () => useOperatorAction(applyResultsRoute, COVERAGE_VIEWS);
export const useApplyTestResults = () => useOperatorAction(applyTestResultsRoute, COVERAGE_VIEWS);
