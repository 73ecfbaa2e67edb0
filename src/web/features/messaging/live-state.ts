import { useSyncExternalStore } from 'react';
import { TYPING_TIMEOUT_MS } from '../../../contract/realtime.ts';

/**
 * Small realtime states the screens read and the socket writes: which thread is open on screen,
 * who is typing where, and who is online. Each is an external store (useSyncExternalStore).
 */

function createStore<T>(initial: T) {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set(next: T) {
      if (Object.is(next, value)) return;
      value = next;
      for (const listener of [...listeners]) listener();
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/* ----- the open thread ----- */

const active = createStore<string | null>(null);

/** The conversation whose thread is on screen (null when none); messages there count as read. */
export function setActiveConversation(id: string | null) {
  active.set(id);
}

export function getActiveConversation(): string | null {
  return active.get();
}

/* ----- typing ----- */

type TypingMap = ReadonlyMap<string, { userId: string; until: number }>;
const typing = createStore<TypingMap>(new Map());
const typingTimers = new Map<string, ReturnType<typeof setTimeout>>();

/** A `typing` frame: the indicator shows until `isTyping: false` or TYPING_TIMEOUT_MS of silence. */
export function setTyping(conversationId: string, userId: string, isTyping: boolean) {
  const next = new Map(typing.get());
  clearTimeout(typingTimers.get(conversationId));
  typingTimers.delete(conversationId);
  if (isTyping) {
    next.set(conversationId, { userId, until: Date.now() + TYPING_TIMEOUT_MS });
    typingTimers.set(
      conversationId,
      setTimeout(() => setTyping(conversationId, userId, false), TYPING_TIMEOUT_MS),
    );
  } else {
    if (!next.has(conversationId)) return;
    next.delete(conversationId);
  }
  typing.set(next);
}

/** True while the other member is typing in this conversation. */
export function useIsTyping(conversationId: string | null): boolean {
  return useSyncExternalStore(
    typing.subscribe,
    () => (conversationId ? typing.get().has(conversationId) : false),
    () => false,
  );
}

/* ----- presence ----- */

const presence = createStore<ReadonlyMap<string, boolean>>(new Map());

export function setPresence(userId: string, online: boolean) {
  if (presence.get().get(userId) === online) return;
  const next = new Map(presence.get());
  next.set(userId, online);
  presence.set(next);
}

/** Presence is unknown while the socket is down. */
export function clearPresence() {
  if (presence.get().size > 0) presence.set(new Map());
}

/** true online, false offline, undefined unknown (hidden, or no socket). */
export function useIsOnline(userId: string | null | undefined): boolean | undefined {
  return useSyncExternalStore(
    presence.subscribe,
    () => (userId ? presence.get().get(userId) : undefined),
    () => undefined,
  );
}

/** Everything forgotten (sign-out, tests). */
export function resetLiveState() {
  active.set(null);
  for (const timer of typingTimers.values()) clearTimeout(timer);
  typingTimers.clear();
  typing.set(new Map());
  presence.set(new Map());
}
