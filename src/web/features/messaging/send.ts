import type { QueryClient } from '@tanstack/react-query';
import type { TMessage } from '../../../contract/messaging.ts';
import { errorMessage } from '../../lib/api.ts';
import { conversationsKey, threadKey, type MessagingFamily } from './families.ts';
import {
  addPending,
  findPending,
  markPendingSending,
  removePending,
  subscribePending,
} from './pending.ts';
import type { Realtime } from './realtime.ts';
import { playSound } from './sounds.ts';
import { applyMessageToLists, insertMessage } from './thread-cache.ts';

/** How long a socket send may wait for `message_sent` before it is retried over HTTP. */
export const SOCKET_ACK_TIMEOUT_MS = 10_000;

export type SendOutcome =
  /** Stored: the message is in the thread. */
  | { kind: 'sent' }
  /** Refused over the socket: it stays in the thread marked failed, with a retry. */
  | { kind: 'failed'; message: string }
  /** The HTTP send failed: the message is gone and its text goes back into the input. */
  | { kind: 'restore'; content: string; imageUrl: string | null; message: string };

/** Puts a stored message into the caches (thread and both conversation lists). */
export function acceptMessage(queryClient: QueryClient, message: TMessage) {
  insertMessage(queryClient, message);
  applyMessageToLists(queryClient, message, { countsAsUnread: false });
}

/**
 * Waits for the socket's answer to a `send_message`: `message_sent` removes the pending copy
 * (ok), `error` marks it failed. A socket that closes first, or no answer in time, resolves
 * 'fallback' so the caller retries over HTTP with the same tempId (stored once either way).
 */
function awaitSocketAnswer(
  tempId: string,
  client: Realtime,
): Promise<'ok' | 'failed' | 'fallback'> {
  return new Promise((resolve) => {
    const finish = (result: 'ok' | 'failed' | 'fallback') => {
      offPending();
      offStatus();
      clearTimeout(timer);
      resolve(result);
    };
    const check = () => {
      const pending = findPending(tempId);
      if (!pending) finish('ok');
      else if (pending.status === 'failed') finish('failed');
    };
    const offPending = subscribePending(check);
    const offStatus = client.onStatus((status) => {
      if (status !== 'open') finish('fallback');
    });
    const timer = setTimeout(() => finish('fallback'), SOCKET_ACK_TIMEOUT_MS);
  });
}

async function sendOverHttp(
  queryClient: QueryClient,
  family: MessagingFamily,
  conversationId: string,
  tempId: string,
  content: string,
  imageUrl: string | null,
): Promise<SendOutcome> {
  try {
    const message = await family.send(conversationId, {
      content,
      tempId,
      ...(imageUrl ? { imageUrl } : {}),
    });
    removePending(tempId);
    acceptMessage(queryClient, message);
    playSound('sent');
    // §4: on success the thread and the conversation list reload.
    void queryClient.invalidateQueries({ queryKey: threadKey(family, conversationId) });
    void queryClient.invalidateQueries({ queryKey: conversationsKey(family) });
    return { kind: 'sent' };
  } catch (error) {
    removePending(tempId);
    playSound('error');
    return {
      kind: 'restore',
      content,
      imageUrl,
      message: errorMessage(error, 'Check your connection and try again.'),
    };
  }
}

/**
 * The newer screen's optimistic send (2-traveller-features §4): the message shows at once as
 * "sending"; it goes over the socket when it is up (HTTP otherwise, or when the socket does not
 * answer). Resolves once the message is stored, failed or given back.
 */
export async function sendOptimistic({
  queryClient,
  family,
  client,
  conversationId,
  content,
  imageUrl = null,
  tempId,
}: {
  queryClient: QueryClient;
  family: MessagingFamily;
  client: Realtime | null;
  conversationId: string;
  content: string;
  /** An uploaded photo (/uploads/…) the message carries; the text may then be empty. */
  imageUrl?: string | null;
  tempId: string;
}): Promise<SendOutcome> {
  if (findPending(tempId)) markPendingSending(tempId);
  else addPending({ tempId, conversationId, content, imageUrl });

  const frame = {
    type: 'send_message' as const,
    conversationId,
    content,
    tempId,
    ...(imageUrl ? { imageUrl } : {}),
  };
  if (client?.isUp() && client.send(frame)) {
    // Answers arrive as later events, so listening after the send misses none.
    const answer = await awaitSocketAnswer(tempId, client);
    if (answer === 'ok') return { kind: 'sent' };
    if (answer === 'failed') {
      return { kind: 'failed', message: findPending(tempId)?.error ?? 'Message not sent' };
    }
  }
  return sendOverHttp(queryClient, family, conversationId, tempId, content, imageUrl);
}
