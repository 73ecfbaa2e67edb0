import type {
  TChatUser,
  TConversation,
  TMessage,
  TStoredMessageStatus,
} from '../../../contract/messaging.ts';
import type {
  ChatUserRow,
  ConversationListRow,
  MessageRow,
} from '../../../db/queries/conversations.ts';

/** A member as the viewer may see them: another member's e-mail never leaves the server. */
export function presentChatUser(user: ChatUserRow, viewerId: string): TChatUser {
  return {
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    profileImageUrl: user.profileImageUrl,
    email: user.id === viewerId ? user.email : null,
  };
}

/** §3: with no status given, readAt means read, deliveredAt delivered, otherwise sent. */
export function messageStatus(row: {
  deliveredAt: Date | null;
  readAt: Date | null;
}): TStoredMessageStatus {
  if (row.readAt) return 'read';
  if (row.deliveredAt) return 'delivered';
  return 'sent';
}

/** A message as `viewerId` sees it: the tempId is the sender's own. */
export function presentMessage(row: MessageRow, sender: ChatUserRow, viewerId: string): TMessage {
  return {
    id: row.id,
    conversationId: row.conversationId,
    senderId: row.senderId,
    sender: presentChatUser(sender, viewerId),
    content: row.content,
    imageUrl: row.imageUrl,
    createdAt: row.createdAt.toISOString(),
    status: messageStatus(row),
    deliveredAt: row.deliveredAt?.toISOString() ?? null,
    readAt: row.readAt?.toISOString() ?? null,
    tempId: row.senderId === viewerId ? row.clientId : null,
  };
}

export function presentConversation(row: ConversationListRow, viewerId: string): TConversation {
  const last = row.lastMessage;
  return {
    id: row.id,
    participant1: presentChatUser(row.participant1, viewerId),
    participant2: presentChatUser(row.participant2, viewerId),
    lastMessage:
      last && last.id !== null && last.content !== null && last.createdAt && last.senderId
        ? {
            id: last.id,
            content: last.content,
            imageUrl: last.imageUrl,
            senderId: last.senderId,
            createdAt: last.createdAt.toISOString(),
            status: messageStatus(last),
          }
        : null,
    unreadCount: row.unreadCount ?? 0,
    lastMessageAt: row.lastMessageAt.toISOString(),
  };
}
