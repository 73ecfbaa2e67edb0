import { useQuery } from '@tanstack/react-query';
import { CONVERSATION_POLL_MS } from '../../../contract/limits.ts';
import { listConversationsRoute } from '../../../contract/messaging.ts';
import { api, isUnauthorizedError } from '../../lib/api.ts';
import { routeKey } from '../../lib/route-query.ts';
import { STALE } from '../../lib/staleness.ts';
import { totalUnread } from './unread.ts';

/** Query keys of the messaging feature; each starts with the route's path. */
export const messagingKeys = {
  conversations: routeKey(listConversationsRoute),
};

/**
 * Conversations, polled every 5 s only while signed in (spec 1 §7) to keep the unread badge
 * current until the realtime socket lands. A 401 stops the poll: the session is gone, and the
 * query cache has already asked the user query to confirm it.
 */
export function useConversationsQuery(enabled: boolean) {
  return useQuery({
    queryKey: messagingKeys.conversations,
    queryFn: () => api(listConversationsRoute),
    enabled,
    refetchInterval: (query) =>
      enabled && !isUnauthorizedError(query.state.error) ? CONVERSATION_POLL_MS : false,
    staleTime: STALE.always,
  });
}

/** The unread total for badges; 0 while loading or on error. */
export function useUnreadCount(enabled: boolean): number {
  const { data } = useConversationsQuery(enabled);
  return totalUnread(data);
}
