import crypto from 'node:crypto';
import { EventEmitter } from 'node:events';
import { Redis } from 'ioredis';
import { parseBusEvent, type BusEvent, type DomainEvent } from './events.ts';

export type { BusEvent, DomainEvent } from './events.ts';

/**
 * Hears every domain event (events.ts), published after commit, stamped with `origin`: the
 * publishing bus's id, so a subscriber can act once per event (on the instance that published it)
 * while every instance hears it.
 */
export type EventHandler = (event: BusEvent) => void;

/** Where the Redis bus reports what it drops (the bus exists before the app's logger). */
export type BusLog = { warn(details: object, message: string): void };

const consoleLog: BusLog = {
  warn: (details, message) =>
    console.warn(JSON.stringify({ level: 40, time: Date.now(), ...details, msg: message })),
};

/** Fan-out of domain events: in-process by default, across instances through Redis pub/sub. */
export type EventBus = {
  kind: 'memory' | 'redis';
  /** This instance's bus; the `origin` of the events it publishes. */
  id: string;
  publish(event: DomainEvent): Promise<void>;
  /** Returns the unsubscribe function. */
  subscribe(handler: EventHandler): () => void;
  /** Round trip to the shared broker (Redis PING); absent on the in-process bus. */
  ping?(): Promise<void>;
  close(): Promise<void>;
};

const CHANNEL = 'roamly:events';

export function createMemoryBus(): EventBus {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  const id = crypto.randomUUID();
  return {
    kind: 'memory',
    id,
    async publish(event) {
      emitter.emit(CHANNEL, { ...event, origin: id } satisfies BusEvent);
    },
    subscribe(handler) {
      emitter.on(CHANNEL, handler);
      return () => emitter.off(CHANNEL, handler);
    },
    async close() {
      emitter.removeAllListeners();
    },
  };
}

/**
 * Every instance publishes to one Redis channel and hears every event, its own included, so
 * subscribers behave the same with one instance or many. An instance hears its own events at
 * publish time, as with the memory bus, and skips their copy from Redis: otherwise the round trip
 * would let the next request on this instance run before, say, the home cache heard the post it
 * must show.
 */
export function createRedisBus(url: string, channel = CHANNEL, log = consoleLog): EventBus {
  const publisher = new Redis(url, { maxRetriesPerRequest: 2, lazyConnect: false });
  const subscriber = new Redis(url, { lazyConnect: false });
  const local = new EventEmitter();
  local.setMaxListeners(0);
  const id = crypto.randomUUID();
  void subscriber.subscribe(channel);
  subscriber.on('message', (_channel: string, text: string) => {
    // What another process wrote (perhaps another version of the app) reaches handlers only in a
    // shape they know; anything else is dropped and logged, never thrown into a handler.
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      log.warn({ bytes: text.length }, 'dropped a bus message that is not JSON');
      return;
    }
    // This instance's own events were handled at publish time (below).
    if ((value as { origin?: unknown } | null)?.origin === id) return;
    const { event, error } = parseBusEvent(value);
    if (!event) {
      const type = (value as { type?: unknown } | null)?.type;
      log.warn(
        { type: typeof type === 'string' ? type : null, error },
        'dropped an unknown bus event',
      );
      return;
    }
    local.emit(channel, event);
  });
  return {
    kind: 'redis',
    id,
    async publish(event) {
      const text = JSON.stringify({ ...event, origin: id });
      // Handlers get the same JSON shape here as on every other instance.
      local.emit(channel, JSON.parse(text) as BusEvent);
      await publisher.publish(channel, text);
    },
    subscribe(handler) {
      local.on(channel, handler);
      return () => local.off(channel, handler);
    },
    async ping() {
      await publisher.ping();
    },
    async close() {
      local.removeAllListeners();
      await Promise.allSettled([publisher.quit(), subscriber.quit()]);
    },
  };
}

/** The bus the configuration asks for. */
export function createBus(redisUrl: string | undefined, log?: BusLog): EventBus {
  return redisUrl ? createRedisBus(redisUrl, CHANNEL, log) : createMemoryBus();
}
