import { LRUCache } from 'lru-cache';

type Slot<T> = { until: number; value: Promise<T> };

/**
 * One cached promise per viewer, the shape the home and suggestion caches share: a bounded LRU of
 * `maxViewers` entries, each living a random 75–100 % of `ttlMs` (so entries filled together, by a
 * burst of sign-ins or a restart, do not all expire in the same second), one load for concurrent
 * callers, and a failed load dropped so that the next caller tries again.
 */
export class ViewerSlots<T> {
  // Expiry stays in each slot (`until`, randomised per entry); the LRU only bounds the count.
  private readonly slots: LRUCache<string, Slot<T>>;

  constructor(
    private readonly ttlMs: number,
    maxViewers: number,
  ) {
    this.slots = new LRUCache({ max: maxViewers });
  }

  /** The viewer's value, loaded when missing or expired. */
  get(viewerId: string, load: () => Promise<T>, now = Date.now()): Promise<T> {
    const slot = this.slots.get(viewerId);
    if (slot && now < slot.until) return slot.value;
    const fresh: Slot<T> = {
      until: now + this.ttlMs * (0.75 + 0.25 * Math.random()),
      value: load(),
    };
    this.slots.set(viewerId, fresh);
    fresh.value.catch(() => {
      if (this.slots.peek(viewerId) === fresh) this.slots.delete(viewerId);
    });
    return fresh.value;
  }

  /** Whether a live entry is cached for the viewer. */
  has(viewerId: string, now = Date.now()): boolean {
    const slot = this.slots.peek(viewerId);
    return slot !== undefined && now < slot.until;
  }

  invalidate(viewerIds: Iterable<string>): void {
    for (const id of viewerIds) this.slots.delete(id);
  }

  clear(): void {
    this.slots.clear();
  }

  get size(): number {
    return this.slots.size;
  }
}

/** An event field that names a member, as a list (empty when the field is missing). */
export const memberIds = (...values: unknown[]): string[] =>
  values.filter((value): value is string => typeof value === 'string');

/**
 * A domain event as the caches hear it (the app's event bus, `server/realtime/bus.ts`, fits this
 * shape; the database layer does not import the server's event schema, so fields are read as
 * unknown and checked).
 */
export type FeedEvent = { type: string } & Record<string, unknown>;

/** Where a cache hears the app's events (its event bus); returns the unsubscribe function. */
export type FeedEventSource = { subscribe(handler: (event: FeedEvent) => void): () => void };

/**
 * A per-viewer cache kept in step by the event bus (every instance hears every event, its own
 * included): the home and suggestion caches say what they load and which events drop whom.
 */
export abstract class ViewerCache<T> {
  protected readonly slots: ViewerSlots<T>;
  private readonly unsubscribe: () => void;

  constructor(events: FeedEventSource, ttlMs: number, maxViewers: number) {
    this.slots = new ViewerSlots(ttlMs, maxViewers);
    this.unsubscribe = events.subscribe((event) => this.onEvent(event));
  }

  /** Whether a live entry is cached for the viewer. */
  has(viewerId: string, now = Date.now()): boolean {
    return this.slots.has(viewerId, now);
  }

  invalidate(viewerIds: Iterable<string>): void {
    this.slots.invalidate(viewerIds);
  }

  get size(): number {
    return this.slots.size;
  }

  close(): void {
    this.unsubscribe();
    this.slots.clear();
  }

  protected abstract onEvent(event: FeedEvent): void;
}
