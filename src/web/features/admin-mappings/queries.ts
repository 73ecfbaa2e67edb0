import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  applyVerifiedRoute,
  latestRunRoute,
  mappingHistoryRoute,
  mappingOverviewRoute,
  refreshTaxonomyRoute,
  restartRunRoute,
  rollbackDiffRoute,
  runResultsRoute,
  validateAllRoute,
  validateSampleRoute,
} from '../../../contract/mappings.ts';
import { listAuditRoute } from '../../../contract/audit.ts';
import { routeQueryOptions } from '../../lib/route-query.ts';
import { OPERATOR_STALE_MS, useOperatorAction } from '../admin/queries.ts';

/** A running validation's progress is read again this often. */
export const RUN_POLL_MS = 1_500;

/** What a change to the mappings (apply, rollback) or a new run may change on screen. */
const MAPPING_VIEWS = [
  mappingOverviewRoute,
  latestRunRoute,
  runResultsRoute,
  mappingHistoryRoute,
  listAuditRoute,
];

export function useMappingOverview() {
  return useQuery({ ...routeQueryOptions(mappingOverviewRoute), staleTime: OPERATOR_STALE_MS });
}

export function useLatestRun() {
  return useQuery({
    ...routeQueryOptions(latestRunRoute),
    staleTime: OPERATOR_STALE_MS,
    refetchInterval: (query) => (query.state.data?.run?.isRunning ? RUN_POLL_MS : false),
  });
}

export function useRunResults(runId: string, status: 'valid' | 'invalid', page: number) {
  return useQuery({
    ...routeQueryOptions(runResultsRoute, { params: { runId }, query: { status, page } }),
    staleTime: OPERATOR_STALE_MS,
    placeholderData: keepPreviousData,
  });
}

export function useMappingHistory(page: number) {
  return useQuery({
    ...routeQueryOptions(mappingHistoryRoute, { query: { page } }),
    staleTime: OPERATOR_STALE_MS,
    placeholderData: keepPreviousData,
  });
}

export const useValidateSample = () => useOperatorAction(validateSampleRoute, MAPPING_VIEWS);
export const useValidateAll = () => useOperatorAction(validateAllRoute, MAPPING_VIEWS);
export const useApplyVerified = () => useOperatorAction(applyVerifiedRoute, MAPPING_VIEWS);
export const useRestartRun = () => useOperatorAction(restartRunRoute, MAPPING_VIEWS);
export const useRollbackDiff = () => useOperatorAction(rollbackDiffRoute, MAPPING_VIEWS);
export const useRefreshTaxonomy = () =>
  useOperatorAction(refreshTaxonomyRoute, [mappingOverviewRoute]);
