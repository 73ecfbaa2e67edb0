import { describe, expect, it, vi } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../deps.ts';
import { createMemoryBus } from './bus.ts';
import type { BusEventOf } from './events.ts';
import { RealtimeHub } from './hub.ts';

/** A hub on an in-process bus; no socket and no database is needed to dispatch events. */
function hubOnBus() {
  const bus = createMemoryBus();
  const log = { warn: vi.fn() };
  const hub = new RealtimeHub({ bus } as unknown as AppDeps, log as unknown as FastifyBaseLogger);
  return { bus, log, hub };
}

describe('the hub’s registries', () => {
  it('hands each event to the handlers of its type only; a failing handler is logged, not fatal', async () => {
    const { bus, log, hub } = hubOnBus();
    const heard: BusEventOf<'block.changed'>[] = [];
    hub.on('block.changed', () => {
      throw new Error('boom');
    });
    hub.on('block.changed', async () => Promise.reject(new Error('later boom')));
    hub.on('block.changed', (event) => void heard.push(event));
    hub.on('follow.changed', () => expect.unreachable('another type'));
    await bus.publish({ type: 'block.changed', blockerId: 'a', blockedId: 'b' });
    expect(heard).toEqual([
      { type: 'block.changed', blockerId: 'a', blockedId: 'b', origin: bus.id },
    ]);
    expect(hub.isOwn(heard[0]!)).toBe(true);
    await vi.waitFor(() => expect(log.warn).toHaveBeenCalledTimes(2));
    await hub.close();
    await bus.close();
  });

  it('gives each frame type one owner', async () => {
    const { bus, hub } = hubOnBus();
    hub.onFrame('typing', () => {});
    expect(() => hub.onFrame('typing', () => {})).toThrow('Frame typing already has a handler');
    await hub.close();
    await bus.close();
  });
});
