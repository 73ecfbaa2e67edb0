import type { TLiveChatEntry } from '../../../contract/streaming.ts';
import type { ChatEntry } from './sample-chat.ts';

/** Longest chat the screen keeps (older messages scroll away for good). */
export const CHAT_KEEP = 200;

/** A relay chat entry for the list; the member's own are marked so they read "(you)". */
export function toChatEntry(entry: TLiveChatEntry, myId: string | null): ChatEntry {
  return { ...entry, mine: entry.user.id === myId };
}

/**
 * Adds entries to the chat, skipping ids already there (history after a reconnect repeats
 * what was seen), keeping time order and at most CHAT_KEEP entries. Samples stay first.
 */
export function mergeChat(
  current: readonly ChatEntry[],
  incoming: readonly ChatEntry[],
): ChatEntry[] {
  const seen = new Set(current.map((entry) => entry.id));
  const fresh = incoming.filter((entry) => !seen.has(entry.id));
  if (fresh.length === 0) return current as ChatEntry[];
  const samples = current.filter((entry) => entry.sample);
  const real = [...current.filter((entry) => !entry.sample), ...fresh].sort((a, b) =>
    a.timestamp.localeCompare(b.timestamp),
  );
  return [...samples, ...real.slice(-CHAT_KEEP)];
}
