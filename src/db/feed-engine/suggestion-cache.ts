import type { Db } from '../client.ts';
import { rankSuggestions, type SuggestionCandidate } from '../queries/suggestions.ts';
import { memberIds, ViewerCache, type FeedEvent, type FeedEventSource } from './viewer-slots.ts';

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

export class SuggestionCache extends ViewerCache<SuggestionCandidate[]> {
  constructor(
    private readonly db: Db,
    events: FeedEventSource,
    readonly options = { ttlMs: SUGGESTION_CACHE_TTL_MS, maxViewers: SUGGESTION_CACHE_VIEWERS },
  ) {
    super(events, options.ttlMs, options.maxViewers);
  }

  /** The viewer's ranking, computed (once for concurrent callers) when missing or expired. */
  rankingOf(viewerId: string, now = Date.now()): Promise<SuggestionCandidate[]> {
    return this.slots.get(viewerId, () => rankSuggestions(this.db, viewerId), now);
  }

  protected onEvent(event: FeedEvent): void {
    switch (event.type) {
      case 'follow.changed':
        this.invalidate(memberIds(event.followerId));
        return;
      case 'block.changed':
        this.invalidate(memberIds(event.blockerId, event.blockedId));
        return;
      case 'user.updated':
        this.invalidate(memberIds(event.userId));
        return;
      default:
    }
  }
}
