import type { EventBus } from './bus.ts';
import type { BusEventOf, DomainEvent } from './events.ts';

export type PresenceEvent = BusEventOf<
  'presence.changed' | 'presence.snapshot' | 'presence.sync' | 'presence.down'
>;

/** How often each instance re-announces who is connected to it, and when silence means gone. */
export const PRESENCE_SNAPSHOT_MS = 30_000;
export const PRESENCE_STALE_MS = 75_000;

type Entry = { visible: boolean; seenAt: number };

/**
 * Who has an open socket anywhere, and who of them shows as online (their "Show online status"
 * is on). Each instance counts its own sockets and announces a member's first socket and last
 * close on the bus (`presence.changed`); every 30 s it announces all of them
 * (`presence.snapshot`), and a starting instance asks the others for theirs (`presence.sync`).
 * Entries of an instance that stops announcing (killed) expire after 75 s; one that shuts down
 * says so (`presence.down`).
 */
export class PresenceRegistry {
  private readonly local = new Map<string, { count: number; visible: boolean }>();
  private readonly remote = new Map<string, Map<string, Entry>>();
  private readonly timer: NodeJS.Timeout;

  constructor(
    private readonly bus: EventBus,
    /** Called with each member whose shown-online state may have changed. */
    private readonly onChange: (userId: string) => void,
  ) {
    this.timer = setInterval(() => {
      this.prune();
      this.publishSnapshot();
    }, PRESENCE_SNAPSHOT_MS);
    this.timer.unref();
    this.publish({ type: 'presence.sync' });
  }

  /** A socket of the member opened on this instance. */
  connect(userId: string, visible: boolean): void {
    const entry = this.local.get(userId);
    if (entry) {
      entry.count += 1;
      if (entry.visible !== visible) this.setVisible(userId, visible);
      return;
    }
    this.local.set(userId, { count: 1, visible });
    this.publish({ type: 'presence.changed', userId, online: true, visible });
    this.onChange(userId);
  }

  /** A socket of the member closed on this instance. */
  disconnect(userId: string): void {
    const entry = this.local.get(userId);
    if (!entry) return;
    entry.count -= 1;
    if (entry.count > 0) return;
    this.local.delete(userId);
    this.publish({ type: 'presence.changed', userId, online: false, visible: false });
    this.onChange(userId);
  }

  /** The member changed "Show online status" while connected here. */
  setVisible(userId: string, visible: boolean): void {
    const entry = this.local.get(userId);
    if (!entry || entry.visible === visible) return;
    entry.visible = visible;
    this.publish({ type: 'presence.changed', userId, online: true, visible });
    this.onChange(userId);
  }

  /** Has an open socket on some instance (shown online or not): no web push needed. */
  isConnected(userId: string): boolean {
    if (this.local.has(userId)) return true;
    return this.freshEntries(userId).length > 0;
  }

  /** Shown as online to the members allowed to see it. */
  isOnline(userId: string): boolean {
    if (this.local.get(userId)?.visible) return true;
    return this.freshEntries(userId).some((entry) => entry.visible);
  }

  /** Feeds the registry from the bus (every instance hears every event, its own included). */
  handle(event: PresenceEvent): void {
    const origin = event.origin;
    if (origin === this.bus.id) return;
    switch (event.type) {
      case 'presence.changed': {
        const { userId } = event;
        const instances = this.remote.get(userId) ?? new Map<string, Entry>();
        if (event.online) instances.set(origin, { visible: event.visible, seenAt: Date.now() });
        else instances.delete(origin);
        if (instances.size > 0) this.remote.set(userId, instances);
        else this.remote.delete(userId);
        this.onChange(userId);
        return;
      }
      case 'presence.snapshot': {
        const now = Date.now();
        for (const [userId, visible] of event.users) {
          const instances = this.remote.get(userId) ?? new Map<string, Entry>();
          const before = instances.get(origin);
          instances.set(origin, { visible, seenAt: now });
          this.remote.set(userId, instances);
          if (!before || before.visible !== visible) this.onChange(userId);
        }
        return;
      }
      case 'presence.sync':
        this.publishSnapshot();
        return;
      case 'presence.down':
        for (const [userId, instances] of this.remote) {
          if (instances.delete(origin)) {
            if (instances.size === 0) this.remote.delete(userId);
            this.onChange(userId);
          }
        }
        return;
      default:
    }
  }

  /** This instance stops: the others forget its sockets at once. */
  async close(): Promise<void> {
    clearInterval(this.timer);
    await this.bus.publish({ type: 'presence.down' }).catch(() => {});
  }

  private freshEntries(userId: string): Entry[] {
    const instances = this.remote.get(userId);
    if (!instances) return [];
    const cutoff = Date.now() - PRESENCE_STALE_MS;
    return [...instances.values()].filter((entry) => entry.seenAt >= cutoff);
  }

  private prune(): void {
    const cutoff = Date.now() - PRESENCE_STALE_MS;
    for (const [userId, instances] of this.remote) {
      let changed = false;
      for (const [origin, entry] of instances) {
        if (entry.seenAt < cutoff) {
          instances.delete(origin);
          changed = true;
        }
      }
      if (instances.size === 0) this.remote.delete(userId);
      if (changed) this.onChange(userId);
    }
  }

  private publishSnapshot(): void {
    if (this.local.size === 0) return;
    const users = [...this.local].map(([userId, entry]): [string, boolean] => [
      userId,
      entry.visible,
    ]);
    this.publish({ type: 'presence.snapshot', users });
  }

  private publish(event: DomainEvent): void {
    this.bus.publish(event).catch(() => {});
  }
}
