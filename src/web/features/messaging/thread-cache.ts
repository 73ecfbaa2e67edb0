import type { InfiniteData, QueryClient, QueryKey } from '@tanstack/react-query';
import {
  messagesUnreadRoute,
  type TConversation,
  type TLastMessage,
  type TMessage,
  type TMessagePage,
  type TStoredMessageStatus,
} from '../../../contract/messaging.ts';
import { routeKey } from '../../lib/route-query.ts';
import { FAMILIES } from './families.ts';

/**
 * Changes to the cached threads and conversation lists of both screens at once, so a message that
 * arrives over the socket (or an HTTP answer) shows on whichever screen is open, without a refetch.
 */

export type ThreadData = InfiniteData<TMessagePage, string | null>;

export const unreadKey = routeKey(messagesUnreadRoute);

const STATUS_RANK: Record<TStoredMessageStatus, number> = { sent: 0, delivered: 1, read: 2 };

function isThreadOf(conversationId: string) {
  return (query: { queryKey: QueryKey }) => {
    const [path, input] = query.queryKey as [unknown, { params?: { id?: string } } | undefined];
    return (
      FAMILIES.some((family) => family.messagesPath === path) &&
      input?.params?.id === conversationId
    );
  };
}

function updateThreads(
  queryClient: QueryClient,
  conversationId: string,
  change: (data: ThreadData) => ThreadData,
) {
  queryClient.setQueriesData<ThreadData>({ predicate: isThreadOf(conversationId) }, (data) =>
    data ? change(data) : data,
  );
}

function updateLists(queryClient: QueryClient, change: (list: TConversation[]) => TConversation[]) {
  for (const family of FAMILIES) {
    queryClient.setQueryData<TConversation[]>([family.conversationsPath], (list) =>
      list ? change(list) : list,
    );
  }
}

function hasMessage(data: ThreadData, id: string) {
  return data.pages.some((page) => page.items.some((item) => item.id === id));
}

/** Adds a message to the newest page of its thread (once: a message it has is left alone). */
export function insertMessage(queryClient: QueryClient, message: TMessage) {
  updateThreads(queryClient, message.conversationId, (data) => {
    if (hasMessage(data, message.id) || data.pages.length === 0) return data;
    const [newest, ...older] = data.pages;
    const items = [...newest!.items, message].sort(
      (a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt),
    );
    return { ...data, pages: [{ ...newest!, items }, ...older] };
  });
}

/** True when any cached thread of that conversation holds the message. */
export function threadHasMessage(queryClient: QueryClient, conversationId: string, id: string) {
  return queryClient
    .getQueriesData<ThreadData>({ predicate: isThreadOf(conversationId) })
    .some(([, data]) => (data ? hasMessage(data, id) : false));
}

/**
 * A message a moderator deleted leaves every cached thread; a list that previewed it is read
 * again (its new last message is the server's to say).
 */
export function removeMessage(
  queryClient: QueryClient,
  { conversationId, messageId }: { conversationId: string; messageId: string },
) {
  updateThreads(queryClient, conversationId, (data) =>
    hasMessage(data, messageId)
      ? {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            items: page.items.filter((item) => item.id !== messageId),
          })),
        }
      : data,
  );
  const previewed = FAMILIES.some((family) =>
    queryClient
      .getQueryData<TConversation[]>([family.conversationsPath])
      ?.some((item) => item.lastMessage?.id === messageId),
  );
  if (previewed) {
    for (const family of FAMILIES) {
      void queryClient.invalidateQueries({ queryKey: [family.conversationsPath] });
    }
  }
}

/** A delivery or read receipt; a status never goes backwards (read stays read). */
export function applyMessageStatus(
  queryClient: QueryClient,
  receipt: {
    conversationId: string;
    messageId: string;
    status: TStoredMessageStatus;
    timestamp: string;
  },
) {
  const patch = (message: TMessage): TMessage => {
    if (STATUS_RANK[receipt.status] <= STATUS_RANK[message.status]) return message;
    return {
      ...message,
      status: receipt.status,
      deliveredAt: message.deliveredAt ?? receipt.timestamp,
      readAt: receipt.status === 'read' ? (message.readAt ?? receipt.timestamp) : message.readAt,
    };
  };
  updateThreads(queryClient, receipt.conversationId, (data) => ({
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      items: page.items.map((item) => (item.id === receipt.messageId ? patch(item) : item)),
    })),
  }));
  updateLists(queryClient, (list) =>
    list.map((conversation) =>
      conversation.lastMessage?.id === receipt.messageId &&
      STATUS_RANK[receipt.status] > STATUS_RANK[conversation.lastMessage.status]
        ? { ...conversation, lastMessage: { ...conversation.lastMessage, status: receipt.status } }
        : conversation,
    ),
  );
}

/**
 * A new message in the conversation lists: preview, time, order (newest activity first) and,
 * for a message to the viewer that is not on screen, one more unread. False when no cached list
 * knows the conversation (the caller refetches).
 */
export function applyMessageToLists(
  queryClient: QueryClient,
  message: TMessage,
  { countsAsUnread }: { countsAsUnread: boolean },
): boolean {
  let known = true;
  let sawList = false;
  updateLists(queryClient, (list) => {
    sawList = true;
    const index = list.findIndex((item) => item.id === message.conversationId);
    if (index === -1) {
      known = false;
      return list;
    }
    const current = list[index]!;
    if (current.lastMessage?.id === message.id) return list;
    const lastMessage: TLastMessage = {
      id: message.id,
      content: message.content,
      imageUrl: message.imageUrl,
      senderId: message.senderId,
      createdAt: message.createdAt,
      status: message.status,
    };
    const updated: TConversation = {
      ...current,
      lastMessage,
      lastMessageAt: message.createdAt,
      unreadCount: current.unreadCount + (countsAsUnread ? 1 : 0),
    };
    return [updated, ...list.filter((_, position) => position !== index)];
  });
  return known || !sawList;
}

/** Every message to the viewer in the conversation is read (the thread is open). */
export function markThreadReadLocally(
  queryClient: QueryClient,
  conversationId: string,
  viewerId: string,
) {
  const now = new Date().toISOString();
  updateThreads(queryClient, conversationId, (data) => ({
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      items: page.items.map((item) =>
        item.senderId !== viewerId && !item.readAt
          ? { ...item, status: 'read' as const, readAt: now, deliveredAt: item.deliveredAt ?? now }
          : item,
      ),
    })),
  }));
  updateLists(queryClient, (list) =>
    list.map((item) =>
      item.id === conversationId && item.unreadCount !== 0 ? { ...item, unreadCount: 0 } : item,
    ),
  );
}

/** The badge total (messages to the viewer not yet read, over every conversation). */
export function setUnreadTotal(queryClient: QueryClient, unreadCount: number) {
  queryClient.setQueryData(unreadKey, { unreadCount: Math.max(0, unreadCount) });
}

/** The unread total the cached lists add up to, or null when no list is cached. */
export function listedUnread(queryClient: QueryClient): number | null {
  for (const family of FAMILIES) {
    const list = queryClient.getQueryData<TConversation[]>([family.conversationsPath]);
    if (list) return list.reduce((sum, item) => sum + Math.max(0, item.unreadCount), 0);
  }
  return null;
}

/** Re-reads the conversation lists (and open threads) after a gap in the socket. */
export function refreshMessaging(queryClient: QueryClient) {
  for (const family of FAMILIES) {
    void queryClient.invalidateQueries({ queryKey: [family.conversationsPath] });
    void queryClient.invalidateQueries({ queryKey: [family.messagesPath] });
  }
}
