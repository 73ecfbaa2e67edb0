import type { Db } from '../client.ts';
import {
  rankSuggestions,
  readSuggestedUsers,
  SUGGESTED_USERS_MAX,
  type SuggestedRow,
} from '../queries/suggestions.ts';
import { memberIds, ViewerCache, type FeedEvent, type FeedEventSource } from './viewer-slots.ts';

/**
 * Each viewer's suggested members (issue 21: the home sidebar asks on every view; spec 1 caches
 * the list), in process memory: the ranking and the read of the `SUGGESTED_USERS_MAX` best
 * members the viewer may be suggested, for `SUGGESTION_CACHE_TTL_MS`, in a bounded LRU of
 * `SUGGESTION_CACHE_VIEWERS` viewers. A cached request sends no statement.
 *
 * What the rules read (a suspension, a block either way, a follow, a private profile, the name
 * shown in the reason) changes only through the app's events, heard by every instance:
 * `follow.changed` drops the follower's list, `block.changed` both members', `user.updated`
 * (profile, privacy settings, suspension and its end) the member's own list and every list that
 * shows them, or names them in a reason. The last is checked when a list is read: each member's
 * latest `user.updated` is numbered, and a list loaded before a number of one of its members is
 * loaded again. What others do moves a list only a little (counts, new members); that waits for
 * the TTL. Each entry lives a random 75–100 % of it, so lists filled together do not all expire
 * in the same second.
 */
export const SUGGESTION_CACHE_TTL_MS = 120_000;
export const SUGGESTION_CACHE_VIEWERS = 20_000;
/** Members whose change numbers are kept; past it they are forgotten and every list reloads. */
const CHANGED_MEMBERS_MAX = 100_000;

type Suggestions = {
  /** The change number when the load started: a member changed after it makes it stale. */
  loadedAt: number;
  rows: SuggestedRow[];
  /** Who the rows show or name: the members and the followed member of each reason. */
  members: string[];
};

export class SuggestionCache extends ViewerCache<Suggestions> {
  private changes = 0;
  /** Lists loaded before this change number are stale (the member numbers were forgotten). */
  private floor = 0;
  private readonly changedAt = new Map<string, number>();

  constructor(
    private readonly db: Db,
    events: FeedEventSource,
    readonly options = { ttlMs: SUGGESTION_CACHE_TTL_MS, maxViewers: SUGGESTION_CACHE_VIEWERS },
  ) {
    super(events, options.ttlMs, options.maxViewers);
  }

  /** The viewer's best suggestions (up to `SUGGESTED_USERS_MAX`), loaded when missing or stale. */
  async suggestionsOf(viewerId: string, now = Date.now()): Promise<SuggestedRow[]> {
    const cached = await this.slots.get(viewerId, () => this.load(viewerId), now);
    if (this.fresh(cached)) return cached.rows;
    this.slots.invalidate([viewerId]);
    return (await this.slots.get(viewerId, () => this.load(viewerId), now)).rows;
  }

  private async load(viewerId: string): Promise<Suggestions> {
    const loadedAt = this.changes;
    const candidates = await rankSuggestions(this.db, viewerId);
    const rows = await readSuggestedUsers(this.db, {
      viewerId,
      candidates,
      limit: SUGGESTED_USERS_MAX,
    });
    const members = rows.flatMap((row) => (row.viaId ? [row.id, row.viaId] : [row.id]));
    return { loadedAt, rows, members };
  }

  private fresh(list: Suggestions): boolean {
    if (list.loadedAt < this.floor) return false;
    for (const id of list.members) {
      const changed = this.changedAt.get(id);
      if (changed !== undefined && changed > list.loadedAt) return false;
    }
    return true;
  }

  /** A member changed: every list loaded before now that shows or names them is stale. */
  private memberChanged(userId: string): void {
    this.changes += 1;
    if (this.changedAt.size >= CHANGED_MEMBERS_MAX) {
      this.changedAt.clear();
      this.floor = this.changes;
    }
    this.changedAt.delete(userId);
    this.changedAt.set(userId, this.changes);
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
        for (const id of memberIds(event.userId)) this.memberChanged(id);
        return;
      default:
    }
  }
}
