import type { Db } from '../client.ts';
import { selectFollowerIds, selectHomeKeys, type HomeKey } from '../queries/feeds.ts';
import { memberIds, ViewerCache, type FeedEvent, type FeedEventSource } from './viewer-slots.ts';

/**
 * The home feed's candidate list, cached per viewer in process memory: the newest
 * `HOME_CACHE_KEYS` (id, created_at) keys of the viewer's home, for `HOME_CACHE_TTL_MS`, in a
 * bounded LRU of `HOME_CACHE_VIEWERS` viewers. Pages inside the cached range are read by id
 * (fresh counts and flags, the full visibility rule applied again); pages beyond it and any
 * doubt (a key that no longer shows) go to the live query.
 *
 * Invalidated through the event bus (every instance hears every event, its own included):
 * `post.created` / `post.deleted` drop the author's entry and those of everyone who follows
 * them; `follow.changed` drops the follower's; `block.changed` both members'. So a new post of
 * a followed member shows at once; should an event be lost, it shows within the TTL at worst.
 * The TTL is only that safety net (what a page shows is re-checked on every read), so it is a
 * minute: reading a member's list costs ~3.6 ms of CPU for 50 follows (docs/performance.md),
 * more than ten page reads. Each entry lives a random 75–100 % of it, so lists filled together
 * (a burst of sign-ins, a restart) do not all expire in the same second.
 */
export const HOME_CACHE_TTL_MS = 60_000;
export const HOME_CACHE_VIEWERS = 20_000;
/** Four pages of ten (and the extra row that tells whether a fourth page has a successor). */
export const HOME_CACHE_KEYS = 41;

export type HomeEntry = {
  keys: HomeKey[];
  /** Fewer keys than asked: the list is the viewer's whole home (no live query past it). */
  complete: boolean;
};

export type { FeedEvent, FeedEventSource } from './viewer-slots.ts';

export class HomeCache extends ViewerCache<HomeEntry> {
  /** Follower look-ups of posts just created or deleted: reads wait for them (usually none). */
  private readonly pending = new Set<Promise<void>>();

  constructor(
    private readonly db: Db,
    events: FeedEventSource,
    readonly options = {
      ttlMs: HOME_CACHE_TTL_MS,
      maxViewers: HOME_CACHE_VIEWERS,
      keys: HOME_CACHE_KEYS,
    },
  ) {
    super(events, options.ttlMs, options.maxViewers);
  }

  /** The viewer's cached keys, read (once for concurrent callers) when missing or expired. */
  async keysOf(viewerId: string, now = Date.now()): Promise<HomeEntry> {
    if (this.pending.size > 0) await Promise.all(this.pending);
    const take = this.options.keys;
    return this.slots.get(
      viewerId,
      () =>
        selectHomeKeys(this.db, viewerId, take).then((keys) => ({
          keys,
          complete: keys.length < take,
        })),
      now,
    );
  }

  protected onEvent(event: FeedEvent): void {
    switch (event.type) {
      case 'post.created':
      case 'post.deleted': {
        const [authorId] = memberIds(event.userId);
        if (!authorId) return;
        this.invalidate([authorId]);
        if (this.slots.size === 0) return;
        // Everyone who follows the author (read once per post, only while anything is cached).
        const lookup = selectFollowerIds(this.db, authorId)
          .then((ids) => this.invalidate(ids))
          .catch(() => this.slots.clear())
          .finally(() => this.pending.delete(lookup));
        this.pending.add(lookup);
        return;
      }
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
