import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  PERFORMANCE_POLL_MS,
  performanceSummaryRoute,
  resetTrackingRoute,
} from '../../../contract/performance.ts';
import { api } from '../../lib/api.ts';
import { routeKey } from '../../lib/route-query.ts';

/**
 * The summary, asked for every 5 s (spec 3 §9) while the tab is visible: TanStack Query skips
 * interval refetches of a hidden document unless told otherwise, and refetches on focus.
 */
export function performanceSummaryQuery() {
  return queryOptions({
    queryKey: routeKey(performanceSummaryRoute),
    queryFn: () => api(performanceSummaryRoute),
    staleTime: 0,
    refetchInterval: PERFORMANCE_POLL_MS,
    refetchIntervalInBackground: false,
  });
}

export function usePerformanceSummary(enabled: boolean) {
  return useQuery({ ...performanceSummaryQuery(), enabled });
}

/** Reset Analytics: the usage figures start from zero; the summary is read again at once. */
export function useResetTrackingMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api(resetTrackingRoute),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: routeKey(performanceSummaryRoute) }),
  });
}
