import type { TChatUser, TConversation } from '../../../contract/messaging.ts';
import type { listConversationsForUser } from '../../../db/queries/conversations.ts';

type ConversationRow = Awaited<ReturnType<typeof listConversationsForUser>>[number];

/** A participant as the viewer may see them: another member's e-mail never leaves the server. */
function presentChatUser(user: ConversationRow['participant1'], viewerId: string): TChatUser {
  return { ...user, email: user.id === viewerId ? user.email : null };
}

export function presentConversation(row: ConversationRow, viewerId: string): TConversation {
  return {
    id: row.id,
    participant1: presentChatUser(row.participant1, viewerId),
    participant2: presentChatUser(row.participant2, viewerId),
    lastMessage:
      row.lastMessageContent !== null && row.lastMessageAt !== null
        ? { content: row.lastMessageContent, createdAt: row.lastMessageAt.toISOString() }
        : null,
    unreadCount: row.unreadCount ?? 0,
  };
}
