import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  activityUnreadRoute,
  listActivityRoute,
  markActivityReadRoute,
  type TActivityList,
} from '../../../contract/activity.ts';
import { api, isUnauthorizedError } from '../../lib/api.ts';
import { routeKey } from '../../lib/route-query.ts';
import { STALE } from '../../lib/staleness.ts';
import { useSocketUp } from '../messaging/realtime.ts';

/** How often the bell asks for its count while the page is visible. */
export const ACTIVITY_POLL_MS = 30_000;

/** Query keys of the activity feature; each starts with the route's path (spec 1 §7). */
export const activityKeys = {
  list: routeKey(listActivityRoute),
  unread: routeKey(activityUnreadRoute),
};

/**
 * The bell's unread count. While the realtime socket is up its `ready`, `unread` and `activity`
 * frames keep it current; otherwise it is polled every 30 s while signed in and the tab is
 * visible (TanStack Query pauses interval polls in a hidden tab). A 401 stops the poll.
 */
export function useActivityUnreadQuery(enabled: boolean) {
  const socketUp = useSocketUp();
  return useQuery({
    queryKey: activityKeys.unread,
    queryFn: () => api(activityUnreadRoute),
    enabled,
    staleTime: STALE.always,
    refetchInterval: (query) =>
      enabled && !socketUp && !isUnauthorizedError(query.state.error) ? ACTIVITY_POLL_MS : false,
    refetchIntervalInBackground: false,
  });
}

/** The grouped list, read each time the panel opens. */
export function useActivityListQuery(enabled: boolean) {
  return useQuery({
    queryKey: activityKeys.list,
    queryFn: () => api(listActivityRoute),
    enabled,
    staleTime: STALE.always,
  });
}

/**
 * POST /api/activity/read once the list is on screen: the badge clears at once; the list keeps
 * its "new" marks until the panel is opened again, so the member still sees what was new.
 */
export function useMarkActivityReadMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api(markActivityReadRoute),
    onMutate: async () => {
      await queryClient.cancelQueries({ queryKey: activityKeys.unread });
      const before = queryClient.getQueryData<{ unreadCount: number }>(activityKeys.unread);
      queryClient.setQueryData(activityKeys.unread, { unreadCount: 0 });
      return { before };
    },
    onError: (_error, _variables, context) => {
      if (context?.before) queryClient.setQueryData(activityKeys.unread, context.before);
    },
    onSuccess: () => {
      queryClient.setQueryData<TActivityList>(activityKeys.list, (list) =>
        list ? { ...list, unreadCount: 0 } : list,
      );
    },
  });
}
