import { useSyncExternalStore } from 'react';

/**
 * Pending outgoing messages (2-traveller-features §3: tempId, conversationId, content, timestamp,
 * status; plus the photo's URL). They live beside the query cache, not in it, so a thread refetch (polling while the
 * socket is down) never wipes a message that is still on its way; the thread merges the two.
 */
export type PendingStatus = 'sending' | 'failed';

export type PendingMessage = {
  tempId: string;
  conversationId: string;
  content: string;
  /** The uploaded photo it carries (/uploads/…, already served), if any. */
  imageUrl?: string | null;
  /** When it was written (ms since epoch). */
  timestamp: number;
  status: PendingStatus;
  /** Why it failed, when it did. */
  error?: string;
};

const EMPTY: readonly PendingMessage[] = [];
let byConversation = new Map<string, readonly PendingMessage[]>();
const listeners = new Set<() => void>();

function emit() {
  for (const listener of [...listeners]) listener();
}

function replace(conversationId: string, next: readonly PendingMessage[]) {
  const copy = new Map(byConversation);
  if (next.length === 0) copy.delete(conversationId);
  else copy.set(conversationId, next);
  byConversation = copy;
  emit();
}

export function newTempId(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') {
    return `tmp-${crypto.randomUUID()}`;
  }
  return `tmp-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
}

export function addPending(message: Omit<PendingMessage, 'status' | 'timestamp'>): PendingMessage {
  const pending: PendingMessage = { ...message, status: 'sending', timestamp: Date.now() };
  replace(message.conversationId, [...pendingIn(message.conversationId), pending]);
  return pending;
}

export function pendingIn(conversationId: string): readonly PendingMessage[] {
  return byConversation.get(conversationId) ?? EMPTY;
}

export function findPending(tempId: string): PendingMessage | undefined {
  for (const list of byConversation.values()) {
    const found = list.find((item) => item.tempId === tempId);
    if (found) return found;
  }
  return undefined;
}

function update(tempId: string, change: (item: PendingMessage) => PendingMessage | null) {
  for (const [conversationId, list] of byConversation) {
    const index = list.findIndex((item) => item.tempId === tempId);
    if (index === -1) continue;
    const changed = change(list[index]!);
    const next = [...list];
    if (changed) next[index] = changed;
    else next.splice(index, 1);
    replace(conversationId, next);
    return true;
  }
  return false;
}

/** The server stored it (or it was given up): the pending copy goes. */
export function removePending(tempId: string): boolean {
  return update(tempId, () => null);
}

export function markPendingFailed(tempId: string, error: string): boolean {
  return update(tempId, (item) => ({ ...item, status: 'failed', error }));
}

export function markPendingSending(tempId: string): boolean {
  return update(tempId, (item) => ({ ...item, status: 'sending', error: undefined }));
}

/** Everything pending is dropped (sign-out, tests). */
export function clearPending() {
  byConversation = new Map();
  emit();
}

/** Called after every change to any pending message. */
export function subscribePending(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
const subscribe = subscribePending;

/** The pending messages of one conversation, as React state. */
export function usePending(conversationId: string | null): readonly PendingMessage[] {
  return useSyncExternalStore(
    subscribe,
    () => (conversationId ? pendingIn(conversationId) : EMPTY),
    () => EMPTY,
  );
}
