import { describe, expect, it } from 'vitest';
import type { ServiceContext } from '../context.ts';
import type { EventBus } from './bus.ts';
import { parseBusEvent, type BusEvent, type DomainEvent } from './events.ts';
import type { RealtimeHub } from './hub.ts';

/**
 * The compiler's half of this file: `tsc` (npm run typecheck) fails if a line marked
 * `@ts-expect-error` compiles, that is if an unknown event or a wrong payload could be emitted,
 * or a handler could read a field its event does not have. The functions are never called.
 */
export function emittingIsTyped(ctx: ServiceContext, bus: EventBus): void {
  ctx.emit({ type: 'user.updated', userId: 'u1' });
  ctx.emit({ type: 'follow.changed', followerId: 'a', followingId: 'b' });
  // @ts-expect-error an event the list does not declare
  ctx.emit({ type: 'user.renamed', userId: 'u1' });
  // @ts-expect-error a payload field missing
  ctx.emit({ type: 'post.created', userId: 'u1' });
  const poke = { recipientId: 'r', actorId: 'a', activityType: 'poke', postId: null };
  // @ts-expect-error a payload field of the wrong type
  ctx.emit({ type: 'activity.created', ...poke });
  // @ts-expect-error a field the event does not have (nothing extra rides along)
  ctx.emit({ type: 'session.ended', userId: 'u1', email: 'ana@example.com' });
  // @ts-expect-error a job name the queue does not know
  ctx.emit({ type: 'job.queued', name: 'no-such-job' });
  // @ts-expect-error `origin` is the bus's to stamp
  void bus.publish({ type: 'presence.sync', origin: 'forged' });
}

export function handlersNarrow(hub: RealtimeHub, bus: EventBus): void {
  hub.on('message.status', (event) => {
    const ids: string[] = event.messageIds;
    const origin: string = event.origin;
    void [ids, origin];
    // @ts-expect-error `message.status` has no `message`
    void event.message;
  });
  hub.onFrame('typing', (_client, frame) => {
    const typing: boolean = frame.isTyping;
    void typing;
    // @ts-expect-error a typing frame has no content
    void frame.content;
  });
  // @ts-expect-error not an event type
  hub.on('message.deleted', () => {});
  bus.subscribe((event) => {
    if (event.type === 'block.changed') {
      const pair: [string, string] = [event.blockerId, event.blockedId];
      void pair;
    }
    // @ts-expect-error not narrowed: most events have no `blockerId`
    void event.blockerId;
  });
}

describe('parseBusEvent (what the Redis bus reads from another process)', () => {
  const origin = 'another-instance';

  it('passes an event it knows, keeping only its own fields', () => {
    const event: DomainEvent = {
      type: 'message.status',
      senderId: 's',
      readerId: 'r',
      conversationId: 'c',
      status: 'read',
      timestamp: '2026-01-01T00:00:00.000Z',
      messageIds: ['m1'],
      readerUnread: 0,
    };
    const expected: BusEvent = { ...event, origin };
    expect(parseBusEvent({ ...event, origin, secret: 'x' })).toEqual({ event: expected });
  });

  it('refuses unknown types, missing or mistyped fields and a missing origin', () => {
    const refused = [
      null,
      'user.updated',
      { type: 'user.updated', userId: 'u1' },
      { type: 'user.renamed', userId: 'u1', origin },
      { type: 'post.created', userId: 'u1', origin },
      { type: 'presence.snapshot', users: [['u1', 'yes']], origin },
      { type: 'job.queued', name: 'no-such-job', origin },
    ];
    for (const value of refused) expect(parseBusEvent(value).event).toBeUndefined();
    expect(parseBusEvent({ type: 'post.created', userId: 'u1', origin }).error).toContain('postId');
  });
});
