import {
  MESSAGE_RATE_LIMITED,
  ZSendMessageBody,
  type TMessage,
} from '../../../contract/messaging.ts';
import { WS_ERRORS } from '../../../contract/realtime.ts';
import { findConversationForMember } from '../../../db/queries/conversations.ts';
import { fieldLabel } from '../../plugins/validation-message.ts';
import type { RealtimeClient } from '../../realtime/hub.ts';
import type { RealtimeParts } from '../../realtime/realtime-modules.ts';
import { markMessageDelivered, markMessageRead, sendMessage } from './messaging.service.ts';

/** A typing frame is relayed at most this often per conversation, unless it changes. */
const TYPING_RELAY_MS = 1_000;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** What one socket remembers of its conversations. */
type SocketState = {
  /** Conversations this member is in, once checked: id → the other member. */
  conversations: Map<string, string>;
  typingSent: Map<string, { at: number; isTyping: boolean }>;
};

/**
 * Messaging over the socket (2-traveller-features §7): sending, delivered and read receipts and
 * typing, in; `new_message`, `message_status`, `typing` and the messages badge, out, with a web
 * push when the recipient has no socket anywhere. Messages go out as the service presented them;
 * the sender's e-mail (bus events carry none) is added back only on the sender's own sockets.
 */
export function registerMessagingRealtime({ hub, push, sendLimiter, unread }: RealtimeParts): void {
  const states = new WeakMap<RealtimeClient, SocketState>();
  const stateOf = (client: RealtimeClient) => {
    let state = states.get(client);
    if (!state) {
      state = { conversations: new Map(), typingSent: new Map() };
      states.set(client, state);
    }
    return state;
  };

  hub.onFrame(
    'send_message',
    async (client, frame) => {
      const { tempId } = frame;
      if (!(await sendLimiter.take(client.user.id))) {
        hub.send(client, { type: 'error', message: MESSAGE_RATE_LIMITED, tempId });
        return;
      }
      const body = ZSendMessageBody.safeParse({
        content: frame.content,
        imageUrl: frame.imageUrl,
        tempId,
      });
      if (!body.success) {
        const issue = body.error.issues[0];
        const field = issue?.path.filter((part) => typeof part === 'string').at(-1) ?? 'content';
        const message = `${fieldLabel(String(field))} ${issue?.message ?? 'is invalid'}`;
        hub.send(client, { type: 'error', message, tempId });
        return;
      }
      if (!UUID.test(frame.conversationId)) {
        hub.send(client, { type: 'error', message: WS_ERRORS.notFound, tempId });
        return;
      }
      try {
        const { message } = await sendMessage(hub.context(client), {
          conversationId: frame.conversationId,
          content: body.data.content,
          imageUrl: body.data.imageUrl,
          tempId,
          socketId: client.id,
          sender: client.user,
        });
        hub.send(client, { type: 'message_sent', tempId, messageId: message.id, message });
      } catch (error) {
        hub.sendError(client, error, tempId);
      }
    },
    {
      // Too many frames waiting on this socket: the sender hears it as the send limit.
      whenBusy: (client, frame) =>
        hub.send(client, { type: 'error', message: MESSAGE_RATE_LIMITED, tempId: frame.tempId }),
    },
  );

  const receipt =
    (mark: typeof markMessageRead) =>
    async (client: RealtimeClient, frame: { messageId: string }) => {
      if (!UUID.test(frame.messageId)) return;
      try {
        await mark(hub.context(client), { messageId: frame.messageId });
      } catch (error) {
        hub.sendError(client, error, null);
      }
    };
  hub.onFrame('message_delivered', receipt(markMessageDelivered));
  hub.onFrame('message_read', receipt(markMessageRead));

  hub.onFrame('typing', async (client, { conversationId, isTyping }) => {
    if (!UUID.test(conversationId)) return;
    const state = stateOf(client);
    const last = state.typingSent.get(conversationId);
    const now = Date.now();
    if (last && last.isTyping === isTyping && now - last.at < TYPING_RELAY_MS) return;
    let otherId = state.conversations.get(conversationId);
    if (!otherId) {
      const conversation = await findConversationForMember(hub.deps.database.db, {
        conversationId,
        userId: client.user.id,
      });
      if (!conversation) return;
      otherId = conversation.otherId;
      state.conversations.set(conversationId, otherId);
    }
    state.typingSent.set(conversationId, { at: now, isTyping });
    await hub.deps.bus.publish({
      type: 'typing',
      conversationId,
      fromUserId: client.user.id,
      toUserId: otherId,
      isTyping,
    });
  });

  hub.on('typing', (event) =>
    hub.toUser(event.toUserId, () => ({
      type: 'typing',
      conversationId: event.conversationId,
      userId: event.fromUserId,
      isTyping: event.isTyping,
    })),
  );

  hub.on('message.created', (event) => {
    const { message, recipientId } = event;
    const forRecipient: TMessage = { ...message, tempId: null };
    hub.toUser(recipientId, () => ({ type: 'new_message', message: forRecipient }));
    unread.update(recipientId, { messages: event.recipientUnread });
    for (const client of hub.clientsOf(message.senderId)) {
      if (client.id === event.socketId) continue;
      const own = { ...message, sender: { ...message.sender, email: client.user.email } };
      hub.send(client, { type: 'new_message', message: own });
    }
    if (hub.isOwn(event) && !hub.isConnected(recipientId)) {
      push.notifyMessage(recipientId, forRecipient).catch((error: unknown) => {
        hub.log.warn({ err: error }, 'a message push failed');
      });
    }
  });

  hub.on('message.removed', (event) => {
    const frame = () => ({
      type: 'message_removed' as const,
      messageId: event.messageId,
      conversationId: event.conversationId,
    });
    hub.toUser(event.senderId, frame);
    hub.toUser(event.recipientId, frame);
    unread.update(event.recipientId, { messages: event.recipientUnread });
  });

  hub.on('message.status', (event) => {
    for (const client of hub.clientsOf(event.senderId)) {
      for (const messageId of event.messageIds) {
        hub.send(client, {
          type: 'message_status',
          messageId,
          conversationId: event.conversationId,
          status: event.status,
          timestamp: event.timestamp,
        });
      }
    }
    if (event.readerUnread !== null)
      unread.update(event.readerId, { messages: event.readerUnread });
  });
}
