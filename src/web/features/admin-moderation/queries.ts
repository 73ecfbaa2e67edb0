import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { listAuditRoute, objectAuditRoute } from '../../../contract/audit.ts';
import {
  moderationCaseRoute,
  moderationQueueRoute,
  type TModerationQueueQuery,
} from '../../../contract/moderation.ts';
import type { RouteDef, RouteInput, RouteOutput } from '../../../contract/route.ts';
import { adminMemberRoute, adminMembersRoute } from '../../../contract/admin-users.ts';
import { api } from '../../lib/api.ts';
import { routeKey, routeQueryOptions } from '../../lib/route-query.ts';

/** The queue changes under several moderators' hands: fresh for 10 seconds, like other operator lists. */
const QUEUE_STALE_MS = 10_000;

export function useModerationQueue(query: TModerationQueueQuery) {
  return useQuery({
    ...routeQueryOptions(moderationQueueRoute, { query }),
    staleTime: QUEUE_STALE_MS,
    placeholderData: keepPreviousData,
  });
}

export function useModerationCase(caseId: string) {
  return useQuery({
    ...routeQueryOptions(moderationCaseRoute, { params: { caseId } }),
    staleTime: QUEUE_STALE_MS,
  });
}

/**
 * An action on a case (or closing or reopening it): afterwards the queue, the case, the member
 * pages and the audit log are read again, since an action may touch any of them.
 */
export function useCaseMutation<R extends RouteDef>(route: R) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: RouteInput<R>) =>
      (api as (r: R, i: RouteInput<R>) => Promise<RouteOutput<R>>)(route, input),
    onSettled: async () => {
      await Promise.all(
        [
          moderationQueueRoute,
          moderationCaseRoute,
          adminMemberRoute,
          adminMembersRoute,
          listAuditRoute,
          objectAuditRoute,
        ].map((r) => client.invalidateQueries({ queryKey: routeKey(r) })),
      );
    },
  });
}
