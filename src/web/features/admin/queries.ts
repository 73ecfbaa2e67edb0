import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  adminMemberReportsRoute,
  adminMemberRoute,
  adminMembersRoute,
  type TAdminMembersQuery,
} from '../../../contract/admin-users.ts';
import { listAuditRoute, objectAuditRoute, type TAuditQuery } from '../../../contract/audit.ts';
import type { RouteDef, RouteInput, RouteOutput } from '../../../contract/route.ts';
import { api } from '../../lib/api.ts';
import { routeKey, routeQueryOptions } from '../../lib/route-query.ts';

/** Operator lists change under the operator's own hands: a page is fresh for 10 seconds. */
export const OPERATOR_STALE_MS = 10_000;

export function useAdminMembers(query: TAdminMembersQuery) {
  return useQuery({
    ...routeQueryOptions(adminMembersRoute, { query }),
    staleTime: OPERATOR_STALE_MS,
    placeholderData: keepPreviousData,
  });
}

export function useAdminMember(userId: string) {
  return useQuery({
    ...routeQueryOptions(adminMemberRoute, { params: { userId } }),
    staleTime: OPERATOR_STALE_MS,
  });
}

export function useAdminMemberReports(userId: string, cursor?: string) {
  return useQuery({
    ...routeQueryOptions(adminMemberReportsRoute, {
      params: { userId },
      query: cursor ? { cursor } : {},
    }),
    staleTime: OPERATOR_STALE_MS,
    placeholderData: keepPreviousData,
  });
}

export function useAuditLog(query: TAuditQuery) {
  return useQuery({
    ...routeQueryOptions(listAuditRoute, { query }),
    staleTime: OPERATOR_STALE_MS,
    placeholderData: keepPreviousData,
  });
}

export function useObjectAudit(objectType: string, objectId: string, cursor?: string) {
  return useQuery({
    ...routeQueryOptions(objectAuditRoute, {
      params: { objectType, objectId },
      query: cursor ? { cursor } : {},
    }),
    staleTime: OPERATOR_STALE_MS,
    placeholderData: keepPreviousData,
  });
}

/** What any action on a member may change: the member page, the member list, the audit log. */
export const MEMBER_VIEWS: readonly RouteDef[] = [
  adminMemberRoute,
  adminMembersRoute,
  listAuditRoute,
  objectAuditRoute,
];

/**
 * An operator action: afterwards the screens it may change (`refreshes`) are read again (each
 * key starts with its route's path).
 */
export function useOperatorAction<R extends RouteDef>(route: R, refreshes: readonly RouteDef[]) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: RouteInput<R>) =>
      (api as (r: R, i: RouteInput<R>) => Promise<RouteOutput<R>>)(route, input),
    onSettled: async () => {
      await Promise.all(refreshes.map((r) => client.invalidateQueries({ queryKey: routeKey(r) })));
    },
  });
}

/** An operator action on a member (role, warn, limit, suspend, delete). */
export function useMemberAction<R extends RouteDef>(route: R) {
  return useOperatorAction(route, MEMBER_VIEWS);
}
