import { LRUCache } from 'lru-cache';
import type { Db } from '../client.ts';
import { rankSuggestions, type SuggestionCandidate } from '../queries/suggestions.ts';
import type { FeedEvent, FeedEventSource } from './home-cache.ts';

/**
 * Each viewer's ranked suggestions (issue 21: the home sidebar asks on every view, and ranking
 * reads every friend of a friend), in process memory: the ranked ids for
 * `SUGGESTION_CACHE_TTL_MS`, in a bounded LRU of `SUGGESTION_CACHE_VIEWERS` viewers. Only the
 * ranking is kept: every request reads the members afresh and applies the rules again
 * (`readSuggestedUsers`), so a member suspended or hidden since is never shown.
 *
 * Dropped through the event bus (every instance hears every event): `follow.changed` drops the
 * follower's ranking (whom they follow is what it ranks by), `block.changed` both members', and
 * `user.updated` the member's own (their favourite destinations and interests rank the rest).
 * What others do moves a ranking only a little; that waits for the TTL. Each entry lives a
 * random 75–100 % of it, so rankings filled together do not all expire in the same second.
 */
export const SUGGESTION_CACHE_TTL_MS = 120_000;
export const SUGGESTION_CACHE_VIEWERS = 20_000;

type Slot = { until: number; value: Promise<SuggestionCandidate[]> };

export class SuggestionCache {
  private readonly slots: LRUCache<string, Slot>;
  private readonly unsubscribe: () => void;

  constructor(
    private readonly db: Db,
    events: FeedEventSource,
    readonly options = { ttlMs: SUGGESTION_CACHE_TTL_MS, maxViewers: SUGGESTION_CACHE_VIEWERS },
  ) {
    // Expiry stays in each slot (`until`, randomised per entry); the LRU only bounds the count.
    this.slots = new LRUCache({ max: options.maxViewers });
    this.unsubscribe = events.subscribe((event) => this.onEvent(event));
  }

  /** The viewer's ranking, computed (once for concurrent callers) when missing or expired. */
  rankingOf(viewerId: string, now = Date.now()): Promise<SuggestionCandidate[]> {
    const slot = this.slots.get(viewerId);
    if (slot && now < slot.until) return slot.value;
    const fresh: Slot = {
      until: now + this.options.ttlMs * (0.75 + 0.25 * Math.random()),
      value: rankSuggestions(this.db, viewerId),
    };
    this.slots.set(viewerId, fresh);
    fresh.value.catch(() => {
      if (this.slots.peek(viewerId) === fresh) this.slots.delete(viewerId);
    });
    return fresh.value;
  }

  /** Whether a live ranking is cached for the viewer. */
  has(viewerId: string, now = Date.now()): boolean {
    const slot = this.slots.peek(viewerId);
    return slot !== undefined && now < slot.until;
  }

  invalidate(viewerIds: Iterable<string>): void {
    for (const id of viewerIds) this.slots.delete(id);
  }

  get size(): number {
    return this.slots.size;
  }

  close(): void {
    this.unsubscribe();
    this.slots.clear();
  }

  private onEvent(event: FeedEvent): void {
    const str = (value: unknown) => (typeof value === 'string' ? [value] : []);
    switch (event.type) {
      case 'follow.changed':
        this.invalidate(str(event.followerId));
        return;
      case 'block.changed':
        this.invalidate([...str(event.blockerId), ...str(event.blockedId)]);
        return;
      case 'user.updated':
        this.invalidate(str(event.userId));
        return;
      default:
    }
  }
}
