import crypto from 'node:crypto';
import { EventEmitter } from 'node:events';
import { Redis } from 'ioredis';

/**
 * A domain event (`user.updated`, `post.created`, `message.created`…), published after commit.
 * The bus stamps `origin` with the publishing bus's id, so a subscriber can act once per event
 * (on the instance that published it) while every instance hears it.
 */
export type DomainEvent = { type: string; origin?: string; [key: string]: unknown };
export type EventHandler = (event: DomainEvent) => void;

/** Fan-out of domain events: in-process by default, across instances through Redis pub/sub. */
export type EventBus = {
  kind: 'memory' | 'redis';
  /** This instance's bus; the `origin` of the events it publishes. */
  id: string;
  publish(event: DomainEvent): Promise<void>;
  /** Returns the unsubscribe function. */
  subscribe(handler: EventHandler): () => void;
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
      emitter.emit(CHANNEL, { ...event, origin: id });
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
export function createRedisBus(url: string, channel = CHANNEL): EventBus {
  const publisher = new Redis(url, { maxRetriesPerRequest: 2, lazyConnect: false });
  const subscriber = new Redis(url, { lazyConnect: false });
  const local = new EventEmitter();
  local.setMaxListeners(0);
  const id = crypto.randomUUID();
  void subscriber.subscribe(channel);
  subscriber.on('message', (_channel: string, text: string) => {
    try {
      const event = JSON.parse(text) as DomainEvent;
      if (event.origin !== id) local.emit(channel, event);
    } catch {
      // A malformed frame from another process is dropped, never thrown into a handler.
    }
  });
  return {
    kind: 'redis',
    id,
    async publish(event) {
      const text = JSON.stringify({ ...event, origin: id });
      // Handlers get the same JSON shape here as on every other instance.
      local.emit(channel, JSON.parse(text) as DomainEvent);
      await publisher.publish(channel, text);
    },
    subscribe(handler) {
      local.on(channel, handler);
      return () => local.off(channel, handler);
    },
    async close() {
      local.removeAllListeners();
      await Promise.allSettled([publisher.quit(), subscriber.quit()]);
    },
  };
}

/** The bus the configuration asks for. */
export function createBus(redisUrl: string | undefined): EventBus {
  return redisUrl ? createRedisBus(redisUrl) : createMemoryBus();
}
