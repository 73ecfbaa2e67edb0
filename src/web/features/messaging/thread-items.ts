import type { TMessage, TMessageStatus } from '../../../contract/messaging.ts';
import type { PendingMessage } from './pending.ts';

/** One bubble of a thread: a stored message, or a pending one still on its way. */
export type ThreadItem = {
  key: string;
  /** The stored id; null while pending. */
  id: string | null;
  tempId: string | null;
  content: string;
  imageUrl: string | null;
  createdAt: string;
  senderId: string;
  mine: boolean;
  /** §3: sending and failed exist only on the sender's screen. */
  status: TMessageStatus;
  error?: string;
};

/**
 * §3: with no status given, readAt means read, deliveredAt delivered, otherwise sent.
 */
export function storedStatus(message: Pick<TMessage, 'status' | 'readAt' | 'deliveredAt'>) {
  if (message.status) return message.status;
  if (message.readAt) return 'read';
  if (message.deliveredAt) return 'delivered';
  return 'sent';
}

/**
 * The thread as shown: stored messages oldest first, then the pending ones the server has not
 * confirmed yet (a pending message whose tempId came back stored is shown once, as stored).
 */
export function buildThreadItems(
  messages: readonly TMessage[],
  pending: readonly PendingMessage[],
  viewerId: string,
): ThreadItem[] {
  const seen = new Set<string>();
  const storedTempIds = new Set<string>();
  const items: ThreadItem[] = [];
  for (const message of messages) {
    if (seen.has(message.id)) continue;
    seen.add(message.id);
    if (message.tempId) storedTempIds.add(message.tempId);
    items.push({
      key: message.tempId && message.senderId === viewerId ? message.tempId : message.id,
      id: message.id,
      tempId: message.tempId,
      content: message.content,
      imageUrl: message.imageUrl,
      createdAt: message.createdAt,
      senderId: message.senderId,
      mine: message.senderId === viewerId,
      status: storedStatus(message),
    });
  }
  for (const item of pending) {
    if (storedTempIds.has(item.tempId)) continue;
    items.push({
      key: item.tempId,
      id: null,
      tempId: item.tempId,
      content: item.content,
      imageUrl: item.imageUrl ?? null,
      createdAt: new Date(item.timestamp).toISOString(),
      senderId: viewerId,
      mine: true,
      status: item.status,
      error: item.error,
    });
  }
  return items;
}

/** The newest message to the viewer not yet read, if any (what opening the thread reads). */
export function newestUnreadIncoming(messages: readonly TMessage[], viewerId: string) {
  for (let index = messages.length - 1; index >= 0; index -= 1) {
    const message = messages[index]!;
    if (message.senderId !== viewerId && !message.readAt) return message;
  }
  return null;
}
