import type { Db } from '../client.ts';
import { readViewerRelations, type ViewerRelations } from '../queries/search-reads.ts';
import { memberIds, ViewerCache, type FeedEvent, type FeedEventSource } from './viewer-slots.ts';

/**
 * Whom each viewer follows and who is blocked either way (issue 21: search counts places and
 * lists members against them on every request), in process memory for `RELATIONS_CACHE_TTL_MS`,
 * in a bounded LRU of `RELATIONS_CACHE_VIEWERS` viewers. Follows and blocks change only through
 * the app, whose events every instance hears: `follow.changed` drops the follower's relations,
 * `block.changed` both members' (a block also ends their follows both ways). A load that an event
 * overtakes is dropped with its slot, so nothing read before a block is kept after it.
 */
export const RELATIONS_CACHE_TTL_MS = 120_000;
export const RELATIONS_CACHE_VIEWERS = 20_000;

export class RelationsCache extends ViewerCache<ViewerRelations> {
  constructor(
    private readonly db: Db,
    events: FeedEventSource,
    readonly options = { ttlMs: RELATIONS_CACHE_TTL_MS, maxViewers: RELATIONS_CACHE_VIEWERS },
  ) {
    super(events, options.ttlMs, options.maxViewers);
  }

  /** The viewer's follows and blocks, read (once for concurrent callers) when missing or expired. */
  relationsOf(viewerId: string, now = Date.now()): Promise<ViewerRelations> {
    return this.slots.get(viewerId, () => readViewerRelations(this.db, viewerId), now);
  }

  protected onEvent(event: FeedEvent): void {
    switch (event.type) {
      case 'follow.changed':
        this.invalidate(memberIds(event.followerId));
        return;
      case 'block.changed':
        this.invalidate(memberIds(event.blockerId, event.blockedId));
        return;
      default:
    }
  }
}
