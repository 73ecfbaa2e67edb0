import { LRUCache } from 'lru-cache';
import type { Db } from '../client.ts';
import { readSearchCandidates, type SearchCandidates } from '../queries/search-candidates.ts';
import type { FeedEvent, FeedEventSource } from './viewer-slots.ts';

/**
 * The candidates of each search text (issue 21: a text many members type is matched, ranked
 * and grouped once, not once per member), in process memory for `SEARCH_CACHE_TTL_MS`, in an
 * LRU bounded by texts and by an estimate of their bytes. Only what is the same for every viewer
 * is kept (`search-candidates.ts`); each search applies the viewer's visibility afresh
 * (`search-reads.ts`), so a post or member hidden since is never shown.
 *
 * Kept in step: new posts are noticed by the search itself (`hasNewerMatches`, which drops the
 * entry), and the bus drops every text when a member changes their profile or privacy settings,
 * is suspended, registers or is renamed, or a post is deleted (the places count candidates'
 * authors' settings as read, and the members are shown as read). Each entry lives a random 75–100 % of the TTL, so texts read together do not all
 * expire together.
 */
export const SEARCH_CACHE_TTL_MS = 120_000;
export const SEARCH_CACHE_TEXTS = 2_000;
export const SEARCH_CACHE_BYTES = 64 * 1024 * 1024;

type Entry = { until: number; value: SearchCandidates };

/** A rough size of an entry: post ids, member rows and place candidates dominate. */
export function candidatesBytes(value: SearchCandidates): number {
  return (
    200 + 48 * value.posts.ids.length + 900 * value.people.rows.length + 220 * value.places.length
  );
}

/** Events after which any text may find something else than its candidates say. */
const DROPS_EVERY_TEXT = new Set([
  'user.updated',
  'user.renamed',
  'user.registered',
  'post.deleted',
]);

export class SearchCache {
  private readonly entries: LRUCache<string, Entry>;
  private readonly pending = new Map<string, Promise<SearchCandidates>>();
  private readonly unsubscribe: () => void;

  constructor(
    private readonly db: Db,
    events: FeedEventSource,
    readonly options = {
      ttlMs: SEARCH_CACHE_TTL_MS,
      maxTexts: SEARCH_CACHE_TEXTS,
      maxBytes: SEARCH_CACHE_BYTES,
    },
  ) {
    this.entries = new LRUCache({
      max: options.maxTexts,
      maxSize: options.maxBytes,
      sizeCalculation: (entry) => candidatesBytes(entry.value),
    });
    this.unsubscribe = events.subscribe((event) => this.onEvent(event));
  }

  /** The candidates of the text, read (once for concurrent callers) when missing or expired. */
  candidatesOf(q: string, now = Date.now()): Promise<SearchCandidates> {
    const entry = this.entries.get(q);
    if (entry && now < entry.until) return Promise.resolve(entry.value);
    const loading = this.pending.get(q);
    if (loading) return loading;
    const load = readSearchCandidates(this.db, q).then(
      (value) => {
        if (this.pending.get(q) === load) {
          this.pending.delete(q);
          const until = now + this.options.ttlMs * (0.75 + 0.25 * Math.random());
          this.entries.set(q, { until, value });
        }
        return value;
      },
      (error: unknown) => {
        if (this.pending.get(q) === load) this.pending.delete(q);
        throw error;
      },
    );
    this.pending.set(q, load);
    return load;
  }

  /** Forgets the text's candidates (newer posts match it). */
  drop(q: string): void {
    this.entries.delete(q);
    this.pending.delete(q);
  }

  get size(): number {
    return this.entries.size;
  }

  clear(): void {
    this.entries.clear();
    this.pending.clear();
  }

  close(): void {
    this.unsubscribe();
    this.clear();
  }

  private onEvent(event: FeedEvent): void {
    if (DROPS_EVERY_TEXT.has(event.type)) this.clear();
  }
}
