import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createMemoryBus, createRedisBus, type DomainEvent } from './bus.ts';

const redisUrl = process.env.REDIS_URL;

function nextEvent(subscribe: (handler: (event: DomainEvent) => void) => () => void) {
  return new Promise<DomainEvent>((resolve) => {
    const off = subscribe((event) => {
      off();
      resolve(event);
    });
  });
}

describe('the in-process bus', () => {
  it('delivers to subscribers until they unsubscribe', async () => {
    const bus = createMemoryBus();
    const seen: DomainEvent[] = [];
    const off = bus.subscribe((event) => seen.push(event));
    await bus.publish({ type: 'a' });
    off();
    await bus.publish({ type: 'b' });
    expect(seen).toEqual([{ type: 'a', origin: bus.id }]);
    await bus.close();
  });
});

describe.runIf(redisUrl)('the Redis bus (REDIS_URL)', () => {
  it('carries an event from one instance to another', async () => {
    const channel = `roamly-test-${crypto.randomUUID()}`;
    const sender = createRedisBus(redisUrl!, channel);
    const receiver = createRedisBus(redisUrl!, channel);
    try {
      // Subscriptions are asynchronous: publish until the other instance hears one.
      const heard = nextEvent(receiver.subscribe);
      const timer = setInterval(() => void sender.publish({ type: 'post.created', id: 'p1' }), 50);
      const event = await heard;
      clearInterval(timer);
      expect(event).toEqual({ type: 'post.created', id: 'p1', origin: sender.id });
      expect(receiver.id).not.toBe(sender.id);
    } finally {
      await Promise.all([sender.close(), receiver.close()]);
    }
  });

  it('lets the publishing instance hear its own event at once, and only once', async () => {
    const channel = `roamly-test-${crypto.randomUUID()}`;
    const sender = createRedisBus(redisUrl!, channel);
    const receiver = createRedisBus(redisUrl!, channel);
    const own: DomainEvent[] = [];
    sender.subscribe((event) => own.push(event));
    try {
      const heard = nextEvent(receiver.subscribe);
      const timer = setInterval(() => void sender.publish({ type: 'ping' }), 50);
      await heard; // both subscriptions are live: from here on every publish reaches Redis
      clearInterval(timer);
      own.length = 0;
      const there = nextEvent(receiver.subscribe);
      const sent = sender.publish({ type: 'post.created', id: 'p2', at: new Date(0) });
      // Heard before publish() even reached Redis, in the JSON shape other instances get.
      expect(own).toEqual([
        { type: 'post.created', id: 'p2', at: '1970-01-01T00:00:00.000Z', origin: sender.id },
      ]);
      await sent;
      await there; // Redis has delivered it elsewhere, so its echo here would have arrived too
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(own.filter((event) => event.type === 'post.created')).toHaveLength(1);
    } finally {
      await Promise.all([sender.close(), receiver.close()]);
    }
  });
});
