import type { SessionWithUser } from '../../db/queries/sessions.ts';
import type { DomainEvent, EventBus } from '../realtime/bus.ts';

/**
 * A short-lived, per-process cache of live sessions, keyed by the token's hash, so most signed-in
 * reads skip the session round trip (on the feed pages it was one of two statements per request).
 *
 * What may be served from it, and for how long:
 * - only GET/HEAD requests, and never the routes in `FRESH_SESSION_PATHS` (GET /api/auth/user
 *   returns the whole user row, counts included, so it always reads the session and the user
 *   afresh). Every write reads the live session, so a revoked session can change nothing;
 * - an entry lives `SESSION_CACHE_TTL_MS` at most, and never past the session's own expiry;
 * - every change that ends sessions or changes the user (`sessions.ts` reports every deletion
 *   of sessions; `user.updated` on the bus: profile, settings, password, verification, role)
 *   drops the user's entries here and, through the bus (`session.ended`), on every instance;
 *   for `SESSION_CACHE_TTL_MS` after that the user's sessions are not cached at all, which also
 *   covers a lookup that was already running, and an event heard before its transaction commits.
 * So a signed-out or revoked session may still read feed pages on another instance only if the
 * bus loses the event, and then for 5 s at most.
 */
export const SESSION_CACHE_TTL_MS = 5_000;
export const SESSION_CACHE_MAX = 10_000;
/** The routes whose handlers read more of `request.auth.user` than its id and role. */
export const FRESH_SESSION_PATHS: ReadonlySet<string> = new Set(['/api/auth/user']);

export type CachedSession = SessionWithUser;

type Entry = { session: CachedSession; until: number };

export class SessionCache {
  private readonly entries = new Map<string, Entry>();
  /** userId → time until which that user's sessions are not cached. */
  private readonly holds = new Map<string, number>();
  private readonly unsubscribe: () => void;

  constructor(
    bus: EventBus,
    private readonly options = { ttlMs: SESSION_CACHE_TTL_MS, max: SESSION_CACHE_MAX },
  ) {
    this.unsubscribe = bus.subscribe((event) => this.onEvent(event));
  }

  get(tokenHash: string, now = Date.now()): CachedSession | undefined {
    const entry = this.entries.get(tokenHash);
    if (!entry) return undefined;
    if (now >= entry.until || this.isHeld(entry.session.user.id, now)) {
      this.entries.delete(tokenHash);
      return undefined;
    }
    return entry.session;
  }

  set(tokenHash: string, session: CachedSession, now = Date.now()): void {
    if (this.isHeld(session.user.id, now)) return;
    const until = Math.min(now + this.options.ttlMs, session.liveUntil.getTime());
    if (until <= now) return;
    this.entries.delete(tokenHash);
    this.entries.set(tokenHash, { session, until });
    while (this.entries.size > this.options.max) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }

  /** Drops the user's sessions and caches none of them for the TTL. */
  invalidateUser(userId: string, now = Date.now()): void {
    this.holds.set(userId, now + this.options.ttlMs);
    for (const [hash, entry] of this.entries) {
      if (entry.session.user.id === userId) this.entries.delete(hash);
    }
    if (this.holds.size > 1_000) {
      for (const [id, until] of this.holds) if (until <= now) this.holds.delete(id);
    }
  }

  get size(): number {
    return this.entries.size;
  }

  close(): void {
    this.unsubscribe();
    this.entries.clear();
    this.holds.clear();
  }

  private isHeld(userId: string, now: number): boolean {
    const until = this.holds.get(userId);
    if (until === undefined) return false;
    if (until > now) return true;
    this.holds.delete(userId);
    return false;
  }

  private onEvent(event: DomainEvent): void {
    if (event.type !== 'user.updated' && event.type !== 'session.ended') return;
    if (typeof event.userId === 'string') this.invalidateUser(event.userId);
  }
}
