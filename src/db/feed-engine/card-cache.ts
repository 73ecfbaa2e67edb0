import { LRUCache } from 'lru-cache';
import type { PostCardContent } from '../queries/card-contents.ts';

/** Contents kept per app (a feed page of 10 cards holds about 10 KB of them). */
export const CARD_CONTENT_CACHE_MAX = 5_000;

type Entry = { version: number; content: PostCardContent };

/**
 * Card contents shared by every viewer of one app, keyed by post id and checked against the
 * `card_version` each page's statement reads from the live row: an entry whose version differs
 * is never used, so an edit, a media job or an AI caption shows at once on every instance
 * without any event. Who may see a post is decided by each page's statement (the visibility rule
 * runs on the live rows every time); the cache only supplies the text and media of posts that
 * statement returned. One per app (`createFeedEngine`), so two apps in a process never share it.
 */
export class CardContentCache {
  private readonly entries: LRUCache<string, Entry>;

  constructor(readonly max = CARD_CONTENT_CACHE_MAX) {
    this.entries = new LRUCache({ max });
  }

  get(id: string, version: number): PostCardContent | undefined {
    const entry = this.entries.get(id);
    return entry && entry.version === version ? entry.content : undefined;
  }

  set(id: string, version: number, content: PostCardContent): void {
    // A slower reader must not put back an older version than one already stored.
    const current = this.entries.peek(id);
    if (current && current.version > version) return;
    this.entries.set(id, { version, content });
  }

  get size(): number {
    return this.entries.size;
  }

  clear(): void {
    this.entries.clear();
  }
}
