import crypto from 'node:crypto';
import { Redis } from 'ioredis';
import { describe, expect, it, vi } from 'vitest';
import { createMemoryBus, createRedisBus, type BusEvent } from './bus.ts';

const redisUrl = process.env.REDIS_URL;

function nextEvent(subscribe: (handler: (event: BusEvent) => void) => () => void) {
  return new Promise<BusEvent>((resolve) => {
    const off = subscribe((event) => {
      off();
      resolve(event);
    });
  });
}

describe('the in-process bus', () => {
  it('delivers to subscribers until they unsubscribe', async () => {
    const bus = createMemoryBus();
    const seen: BusEvent[] = [];
    const off = bus.subscribe((event) => seen.push(event));
    await bus.publish({ type: 'user.updated', userId: 'a' });
    off();
    await bus.publish({ type: 'user.updated', userId: 'b' });
    expect(seen).toEqual([{ type: 'user.updated', userId: 'a', origin: bus.id }]);
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
      const timer = setInterval(
        () => void sender.publish({ type: 'post.created', postId: 'p1', userId: 'u1' }),
        50,
      );
      const event = await heard;
      clearInterval(timer);
      expect(event).toEqual({
        type: 'post.created',
        postId: 'p1',
        userId: 'u1',
        origin: sender.id,
      });
      expect(receiver.id).not.toBe(sender.id);
    } finally {
      await Promise.all([sender.close(), receiver.close()]);
    }
  });

  it('lets the publishing instance hear its own event at once, and only once', async () => {
    const channel = `roamly-test-${crypto.randomUUID()}`;
    const sender = createRedisBus(redisUrl!, channel);
    const receiver = createRedisBus(redisUrl!, channel);
    const own: BusEvent[] = [];
    sender.subscribe((event) => own.push(event));
    try {
      const heard = nextEvent(receiver.subscribe);
      const timer = setInterval(() => void sender.publish({ type: 'presence.sync' }), 50);
      await heard; // both subscriptions are live: from here on every publish reaches Redis
      clearInterval(timer);
      own.length = 0;
      const there = nextEvent(receiver.subscribe);
      const sent = sender.publish({ type: 'post.created', postId: 'p2', userId: 'u2' });
      // Heard before publish() even reached Redis, in the JSON shape other instances get.
      expect(own).toEqual([
        { type: 'post.created', postId: 'p2', userId: 'u2', origin: sender.id },
      ]);
      await sent;
      await there; // Redis has delivered it elsewhere, so its echo here would have arrived too
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(own.filter((event) => event.type === 'post.created')).toHaveLength(1);
    } finally {
      await Promise.all([sender.close(), receiver.close()]);
    }
  });

  it('drops, with a log, what another process wrote that is not an event it knows', async () => {
    const channel = `roamly-test-${crypto.randomUUID()}`;
    const log = { warn: vi.fn() };
    const receiver = createRedisBus(redisUrl!, channel, log);
    const raw = new Redis(redisUrl!);
    const seen: BusEvent[] = [];
    receiver.subscribe((event) => seen.push(event));
    try {
      const valid = {
        type: 'follow.changed',
        followerId: 'f1',
        followingId: 'f2',
        origin: 'other-instance',
      };
      // The subscription is asynchronous: send until a valid event gets through.
      await vi.waitFor(async () => {
        await raw.publish(channel, JSON.stringify(valid));
        expect(seen.length).toBeGreaterThan(0);
      });
      log.warn.mockClear();
      const malformed = [
        'not json {',
        JSON.stringify({ type: 'user.updated', userId: 'u1' }), // no origin
        JSON.stringify({ type: 'no.such.event', origin: 'other-instance' }),
        JSON.stringify({ type: 'user.updated', userId: 42, origin: 'other-instance' }),
        JSON.stringify({ type: 'typing', conversationId: 'c1', origin: 'other-instance' }),
        JSON.stringify(null),
      ];
      for (const text of malformed) await raw.publish(channel, text);
      // Last, and so heard after all of them (one channel keeps the order): a private field that
      // rode along is not passed on, only the event's own fields are.
      const last = { ...valid, followerId: 'f3' };
      await raw.publish(channel, JSON.stringify({ ...last, passwordHash: 'secret' }));
      await vi.waitFor(() => expect(seen.at(-1)).toEqual(last));
      expect(seen.every((event) => event.type === 'follow.changed')).toBe(true);
      expect(log.warn).toHaveBeenCalledTimes(malformed.length);
      expect(log.warn).toHaveBeenCalledWith(
        expect.objectContaining({ type: 'no.such.event' }),
        'dropped an unknown bus event',
      );
    } finally {
      raw.disconnect();
      await receiver.close();
    }
  });
});
