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
});
