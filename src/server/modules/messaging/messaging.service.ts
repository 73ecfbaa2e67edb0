import {
  CHAT_USERS_LIMIT,
  MESSAGE_IMAGE_FAILED,
  MESSAGE_IMAGE_NOT_OWN,
  type TChatUser,
  type TConversation,
  type TMarkReadResult,
  type TMessage,
  type TMessagePage,
  type TStoredMessageStatus,
} from '../../../contract/messaging.ts';
import {
  countUnreadMessages,
  findConversation,
  findMessageByClientId,
  findMessageForMember,
  findMessageRecipient,
  findOrCreateConversation,
  findSendContext,
  insertMessage,
  attachMessageImage,
  listChatUsers as listChatUserRows,
  listConversationsForUser,
  listMessagesPage,
  markMessagesDelivered,
  markMessagesRead,
  type ChatUserRow,
  type StatusChange,
} from '../../../db/queries/conversations.ts';
import type { MemberContext } from '../../context.ts';
import type { EventOf } from '../../realtime/events.ts';
import { badRequest, forbidden, notFound } from '../../http-error.ts';
import { actions } from '../../policies/actions.ts';
import { authorize } from '../../policies/authorize.ts';
import { decodeFeedCursor, nextCursorOf } from '../posts/posts-cursor.ts';
import { presentChatUser, presentConversation, presentMessage } from './messaging.presenter.ts';

/** The viewer's conversations: the query is scoped to them, so no other member's chat can leak. */
export async function listConversations(ctx: MemberContext): Promise<TConversation[]> {
  const rows = await listConversationsForUser(ctx.db, { userId: ctx.viewer.id });
  return rows.map((row) => presentConversation(row, ctx.viewer.id));
}

export async function unreadMessagesCount(ctx: MemberContext): Promise<{ unreadCount: number }> {
  return { unreadCount: await countUnreadMessages(ctx.db, { userId: ctx.viewer.id }) };
}

/** The conversation, for its two participants only (404 for anyone else, as for a missing one). */
async function conversationOf(ctx: MemberContext, conversationId: string) {
  const conversation = await findConversation(ctx.db, { conversationId });
  if (!conversation) throw notFound('Conversation not found');
  authorize(ctx.viewer, 'conversation.read', conversation);
  const otherId = conversation.participantIds.find((id) => id !== ctx.viewer.id);
  return { id: conversation.id, otherId: otherId ?? ctx.viewer.id };
}

/** The recipient, if the viewer may message them (403 otherwise; 404 for an unknown member). */
async function recipientFor(
  ctx: MemberContext,
  recipientId: string,
  action: 'conversation.start' | 'message.send',
) {
  const recipient = await findMessageRecipient(ctx.db, {
    senderId: ctx.viewer.id,
    recipientId,
  });
  if (!recipient) {
    if (action === 'conversation.start') throw notFound('User not found');
    // A participant who was suspended: the conversation stays readable, but closed.
    throw forbidden(actions[action].message);
  }
  authorize(ctx.viewer, action, recipient);
  return recipient;
}

/** Opens (or finds) the one conversation of the pair. Yourself: 400; unknown member: 404. */
export async function startConversation(
  ctx: MemberContext,
  { participantId }: { participantId: string },
): Promise<TConversation> {
  if (participantId === ctx.viewer.id)
    throw badRequest('You cannot start a conversation with yourself');
  await recipientFor(ctx, participantId, 'conversation.start');
  const { id } = await findOrCreateConversation(ctx.db, {
    userId: ctx.viewer.id,
    otherId: participantId,
  });
  const [row] = await listConversationsForUser(ctx.db, {
    userId: ctx.viewer.id,
    conversationId: id,
  });
  if (!row) throw notFound('Conversation not found');
  return presentConversation(row, ctx.viewer.id);
}

/**
 * A page of the thread, newest page first (items oldest first inside it). Reading the thread
 * means the messages to the viewer reached their device: they become delivered.
 */
export async function listMessages(
  ctx: MemberContext,
  input: { conversationId: string; limit: number; cursor?: string },
): Promise<TMessagePage> {
  const conversation = await conversationOf(ctx, input.conversationId);
  const before = input.cursor ? decodeFeedCursor(input.cursor, 'time') : undefined;
  const delivered = await markMessagesDelivered(ctx.db, {
    recipientId: ctx.viewer.id,
    conversationId: conversation.id,
  });
  emitStatus(ctx, delivered, 'delivered', null);
  const rows = await listMessagesPage(ctx.db, {
    conversationId: conversation.id,
    limit: input.limit,
    before,
  });
  const items = rows
    .slice(0, input.limit)
    .map((row) => presentMessage(row, row.sender, ctx.viewer.id))
    .reverse();
  return { items, nextCursor: nextCursorOf(rows, input.limit) };
}

export type SendInput = {
  conversationId: string;
  content: string;
  imageUrl?: string | null;
  tempId?: string;
  /** The socket that sent it (it gets `message_sent`, not `new_message`). */
  socketId?: string | null;
  /** The viewer's own row (the session loaded it): the message's sender. */
  sender: ChatUserRow;
};

/**
 * Stores a message from the viewer and announces it (`message.created`). With a tempId used
 * before by the viewer the stored message is returned and nothing is stored or announced again.
 */
export async function sendMessage(
  ctx: MemberContext,
  input: SendInput,
): Promise<{ message: TMessage; created: boolean }> {
  const sender = ctx.viewer.id;
  // One round trip for the conversation, its members and the policy's view of the recipient.
  const context = await findSendContext(ctx.db, {
    conversationId: input.conversationId,
    senderId: sender,
  });
  if (!context) throw notFound('Conversation not found');
  authorize(ctx.viewer, 'conversation.read', context);
  if (!context.recipient) throw forbidden(actions['message.send'].message);
  authorize(ctx.viewer, 'message.send', context.recipient);
  const imageUrl = input.imageUrl ?? null;
  const store = async (db: MemberContext['db']) => {
    const stored = await insertMessage(db, {
      conversationId: input.conversationId,
      senderId: sender,
      recipientId: context.otherId,
      content: input.content,
      imageUrl,
      clientId: input.tempId ?? null,
    });
    if (stored) return stored;
    // This tempId was stored before (a retry, or a race with one): answer that message.
    const earlier = input.tempId
      ? await findMessageByClientId(db, { senderId: sender, clientId: input.tempId })
      : undefined;
    if (!earlier || earlier.conversationId !== input.conversationId) {
      throw badRequest('This tempId was already used for another conversation');
    }
    return { earlier };
  };
  // A picture is marked attached in the transaction of the message, so a refused or failed send
  // leaves the upload to the cleanup job as before.
  const stored = imageUrl
    ? await ctx.tx(async (tx) => {
        const image = await attachMessageImage(tx.db, { url: imageUrl, userId: sender });
        if (image === 'missing') throw badRequest(MESSAGE_IMAGE_NOT_OWN);
        if (image === 'failed') throw badRequest(MESSAGE_IMAGE_FAILED);
        return store(tx.db);
      })
    : await store(ctx.db);
  if ('earlier' in stored) {
    return { message: presentMessage(stored.earlier, input.sender, sender), created: false };
  }
  const message = presentMessage(stored.message, input.sender, sender);
  const event: EventOf<'message.created'> = {
    type: 'message.created',
    message: { ...message, sender: { ...message.sender, email: null } },
    recipientId: context.otherId,
    recipientUnread: stored.recipientUnread,
    socketId: input.socketId ?? null,
  };
  ctx.emit(event);
  return { message, created: true };
}

function emitStatus(
  ctx: MemberContext,
  changes: StatusChange[],
  status: TStoredMessageStatus,
  readerUnread: number | null,
): void {
  const groups = new Map<string, StatusChange[]>();
  for (const change of changes) {
    const key = `${change.senderId}|${change.conversationId}`;
    groups.set(key, [...(groups.get(key) ?? []), change]);
  }
  for (const group of groups.values()) {
    const first = group[0]!;
    const event: EventOf<'message.status'> = {
      type: 'message.status',
      senderId: first.senderId,
      readerId: ctx.viewer.id,
      conversationId: first.conversationId,
      status,
      timestamp: first.at.toISOString(),
      messageIds: group.map((change) => change.id),
      readerUnread,
    };
    ctx.emit(event);
  }
}

/** Every message to the viewer in the conversation is read (the thread is open). */
export async function markConversationRead(
  ctx: MemberContext,
  { conversationId }: { conversationId: string },
): Promise<TMarkReadResult> {
  const conversation = await conversationOf(ctx, conversationId);
  const changed = await markMessagesRead(ctx.db, {
    readerId: ctx.viewer.id,
    conversationId: conversation.id,
  });
  const unreadCount = await countUnreadMessages(ctx.db, { userId: ctx.viewer.id });
  if (changed.length > 0) emitStatus(ctx, changed, 'read', unreadCount);
  return { markedCount: changed.length, unreadCount };
}

/**
 * The viewer's device got a message (`message_delivered`). Only the recipient can say so; for the
 * sender, or a message already delivered, nothing changes. A message of neither: 404.
 */
export async function markMessageDelivered(
  ctx: MemberContext,
  { messageId }: { messageId: string },
): Promise<void> {
  const changed = await markMessagesDelivered(ctx.db, { recipientId: ctx.viewer.id, messageId });
  if (changed.length > 0) return emitStatus(ctx, changed, 'delivered', null);
  await assertMessageOfViewer(ctx, messageId);
}

/** The viewer saw a message (`message_read`): it and the earlier ones to them become read. */
export async function markMessageRead(
  ctx: MemberContext,
  { messageId }: { messageId: string },
): Promise<void> {
  const changed = await markMessagesRead(ctx.db, {
    readerId: ctx.viewer.id,
    upToMessageId: messageId,
  });
  if (changed.length === 0) return assertMessageOfViewer(ctx, messageId);
  const unreadCount = await countUnreadMessages(ctx.db, { userId: ctx.viewer.id });
  emitStatus(ctx, changed, 'read', unreadCount);
}

/** Nothing changed: fine for the viewer's own messages, a 404 for anyone else's. */
async function assertMessageOfViewer(ctx: MemberContext, messageId: string): Promise<void> {
  const message = await findMessageForMember(ctx.db, { messageId, userId: ctx.viewer.id });
  if (!message) throw notFound('Message not found');
}

/** Members the viewer can start a chat with (never themselves). */
export async function listChatUsers(
  ctx: MemberContext,
  { q }: { q?: string },
): Promise<TChatUser[]> {
  const rows = await listChatUserRows(ctx.db, {
    viewerId: ctx.viewer.id,
    q,
    limit: CHAT_USERS_LIMIT,
  });
  return rows.map((row) => presentChatUser(row, ctx.viewer.id));
}
