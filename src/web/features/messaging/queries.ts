import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  CONVERSATIONS_POLL_MS,
  THREAD_POLL_MS,
  markConversationReadCleanRoute,
  messagesUnreadRoute,
  type TConversation,
} from '../../../contract/messaging.ts';
import { api, isUnauthorizedError } from '../../lib/api.ts';
import { STALE } from '../../lib/staleness.ts';
import { conversationsKey, threadKey, usersKey, type MessagingFamily } from './families.ts';
import { useSocketUp } from './realtime.ts';
import { setUnreadTotal, unreadKey, type ThreadData } from './thread-cache.ts';

/** Polls only while the socket is down (§4), and never after a 401. */
function pollEvery(ms: number, socketUp: boolean) {
  return (query: { state: { error: unknown } }) =>
    socketUp || isUnauthorizedError(query.state.error) ? false : ms;
}

/**
 * The unread badge (spec 1 §2): one fetch when the shell first shows, then kept current by the
 * socket (`ready` and `unread` frames). While the socket is down it is re-read every 30 s.
 */
export function useUnreadCount(enabled: boolean): number {
  const socketUp = useSocketUp();
  const { data } = useQuery({
    queryKey: unreadKey,
    queryFn: () => api(messagesUnreadRoute),
    enabled,
    staleTime: STALE.never,
    refetchInterval: enabled ? pollEvery(CONVERSATIONS_POLL_MS, socketUp) : false,
  });
  return data?.unreadCount ?? 0;
}

/** The conversation list: read on open, then live; every 30 s over HTTP while the socket is down. */
export function useConversations(family: MessagingFamily, enabled = true) {
  const socketUp = useSocketUp();
  return useQuery({
    queryKey: conversationsKey(family),
    queryFn: family.listConversations,
    enabled,
    staleTime: STALE.always,
    refetchInterval: pollEvery(CONVERSATIONS_POLL_MS, socketUp),
  });
}

/** One thread, newest page first; every 2 s over HTTP while the socket is down (§9). */
export function useThread(family: MessagingFamily, conversationId: string | null) {
  const socketUp = useSocketUp();
  return useInfiniteQuery({
    queryKey: threadKey(family, conversationId ?? ''),
    queryFn: ({ pageParam }) => family.listMessages(conversationId!, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    enabled: Boolean(conversationId),
    staleTime: STALE.always,
    refetchInterval: pollEvery(THREAD_POLL_MS, socketUp),
  });
}

/** The messages of a thread oldest first, ready to render top to bottom. */
export function threadMessages(data: Pick<ThreadData, 'pages'> | undefined) {
  if (!data) return [];
  return [...data.pages].reverse().flatMap((page) => page.items);
}

/** Members to start a chat with, narrowed on the server by name or e-mail (never yourself). */
export function useChatUsers(family: MessagingFamily, q: string, enabled: boolean) {
  return useQuery({
    queryKey: usersKey(family, q),
    queryFn: () => family.listUsers(q),
    enabled,
    staleTime: STALE.shared,
  });
}

/** Starts (or finds) the conversation with a member and puts it at the top of the list. */
export function useStartConversation(family: MessagingFamily) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (participantId: string) => family.start(participantId),
    onSuccess: async (conversation) => {
      // A list read that started before the conversation existed must not overwrite it.
      await queryClient.cancelQueries({ queryKey: conversationsKey(family) });
      queryClient.setQueryData<TConversation[]>(conversationsKey(family), (list) =>
        list?.some((item) => item.id === conversation.id) ? list : [conversation, ...(list ?? [])],
      );
      void queryClient.invalidateQueries({ queryKey: conversationsKey(family) });
    },
  });
}

/** POST …/mark-read: the thread is open; the answer carries the new badge total. */
export async function markReadOverHttp(
  queryClient: ReturnType<typeof useQueryClient>,
  conversationId: string,
) {
  const result = await api(markConversationReadCleanRoute, { params: { id: conversationId } });
  setUnreadTotal(queryClient, result.unreadCount);
  return result;
}
