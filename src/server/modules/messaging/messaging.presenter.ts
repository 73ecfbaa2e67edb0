import type { TConversation } from '../../../contract/messaging.ts';
import type { listConversationsForUser } from '../../../db/queries/conversations.ts';

type ConversationRow = Awaited<ReturnType<typeof listConversationsForUser>>[number];

export function presentConversation(row: ConversationRow): TConversation {
  return {
    id: row.id,
    participant1: row.participant1,
    participant2: row.participant2,
    lastMessage:
      row.lastMessageContent !== null && row.lastMessageAt !== null
        ? { content: row.lastMessageContent, createdAt: row.lastMessageAt.toISOString() }
        : null,
    unreadCount: row.unreadCount ?? 0,
  };
}
