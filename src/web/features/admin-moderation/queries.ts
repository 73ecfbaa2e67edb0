import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  moderationCaseRoute,
  moderationQueueRoute,
  type TModerationQueueQuery,
} from '../../../contract/moderation.ts';
import type { RouteDef } from '../../../contract/route.ts';
import { routeQueryOptions } from '../../lib/route-query.ts';
import { MEMBER_VIEWS, OPERATOR_STALE_MS, useOperatorAction } from '../admin/queries.ts';

export function useModerationQueue(query: TModerationQueueQuery) {
  return useQuery({
    ...routeQueryOptions(moderationQueueRoute, { query }),
    staleTime: OPERATOR_STALE_MS,
    placeholderData: keepPreviousData,
  });
}

export function useModerationCase(caseId: string) {
  return useQuery({
    ...routeQueryOptions(moderationCaseRoute, { params: { caseId } }),
    staleTime: OPERATOR_STALE_MS,
  });
}

/**
 * An action on a case (or closing or reopening it): afterwards the queue, the case, the member
 * pages and the audit log are read again, since an action may touch any of them.
 */
export function useCaseMutation<R extends RouteDef>(route: R) {
  return useOperatorAction(route, [moderationQueueRoute, moderationCaseRoute, ...MEMBER_VIEWS]);
}
