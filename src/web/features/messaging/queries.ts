import { useQuery } from '@tanstack/react-query';
import { CONVERSATION_POLL_MS } from '../../../contract/limits.ts';
import type { TConversation } from '../../../contract/messaging.ts';
import { apiGet, isUnauthorizedError } from '../../lib/api.ts';
import { totalUnread } from './unread.ts';

/** Query keys of the messaging feature; the first element is the GET path. */
export const messagingKeys = {
  conversations: ['/api/conversations'] as const,
};

/**
 * Conversations, polled every 5 s only while signed in (spec 1 §7) to keep the unread badge
 * current until the realtime socket lands. A 401 stops the poll: the session is gone, and the
 * query cache has already asked the user query to confirm it.
 */
export function useConversationsQuery(enabled: boolean) {
  return useQuery({
    queryKey: messagingKeys.conversations,
    queryFn: () => apiGet<TConversation[]>(messagingKeys.conversations[0]),
    enabled,
    refetchInterval: (query) =>
      enabled && !isUnauthorizedError(query.state.error) ? CONVERSATION_POLL_MS : false,
    staleTime: 0,
  });
}

/** The unread total for badges; 0 while loading or on error. */
export function useUnreadCount(enabled: boolean): number {
  const { data } = useConversationsQuery(enabled);
  return totalUnread(data);
}
