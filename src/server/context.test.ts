import crypto from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { findUserByEmail, insertUser } from '../db/queries/users.ts';
import { createServiceContext } from './context.ts';
import type { BusEvent } from './realtime/events.ts';
import { createTestApp } from './test/app.ts';

const { app } = await createTestApp();
const ctx = () => createServiceContext(app.deps, { viewer: null, log: app.log });

/**
 * Collects the bus's `user.*` events naming `key`, noting whether the row of `email` was visible
 * then. With REDIS_URL delivery is asynchronous, so `settle` publishes a marker (`session.ended`
 * for `key`) and waits for it: events arrive in order, so anything the test caused has arrived.
 */
function listen(key: string, email: string) {
  const seen: { event: BusEvent; rowVisible: boolean }[] = [];
  let markerSeen: () => void = () => undefined;
  const marker = new Promise<void>((resolve) => (markerSeen = resolve));
  const unsubscribe = app.deps.bus.subscribe((event) => {
    if (event.type === 'session.ended' && event.userId === key) return markerSeen();
    if (event.type !== 'user.registered' && event.type !== 'user.updated') return;
    if (event.userId !== key) return;
    void findUserByEmail(app.deps.database.db, { email }).then((row) => {
      seen.push({ event, rowVisible: Boolean(row) });
    });
  });
  return {
    seen,
    async settle() {
      await app.deps.bus.publish({ type: 'session.ended', userId: key });
      await marker;
      unsubscribe();
    },
  };
}

describe('ctx.tx', () => {
  it('publishes the events of a transaction after it commits, when its rows are visible', async () => {
    const email = `tx-commit-${Date.now()}@example.com`;
    const key = crypto.randomUUID();
    const events = listen(key, email);
    await ctx().tx(async (tx) => {
      await insertUser(tx.db, { email, firstName: 'A', lastName: 'B' });
      tx.emit({ type: 'user.registered', userId: key });
      await tx.tx(async (inner) => inner.emit({ type: 'user.updated', userId: key }));
      expect(events.seen).toEqual([]);
    });
    await events.settle();
    await vi.waitFor(() => expect(events.seen).toHaveLength(2));
    expect(events.seen.map((s) => s.event.type).sort()).toEqual([
      'user.registered',
      'user.updated',
    ]);
    expect(events.seen.every((s) => s.rowVisible)).toBe(true);
  });

  it('publishes nothing and keeps no row when the transaction fails', async () => {
    const email = `tx-rollback-${Date.now()}@example.com`;
    const key = crypto.randomUUID();
    const events = listen(key, email);
    await expect(
      ctx().tx(async (tx) => {
        await insertUser(tx.db, { email, firstName: 'A', lastName: 'B' });
        tx.emit({ type: 'user.registered', userId: key });
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    await events.settle();
    expect(events.seen).toEqual([]);
    expect(await findUserByEmail(app.deps.database.db, { email })).toBeUndefined();
  });

  it("wakes a queue's worker when a job sent in the transaction is committed, never before", async () => {
    await app.ready(); // the job queue starts with the app
    const wake = vi.spyOn(app.deps.jobs, 'wake');
    try {
      await expect(
        ctx().tx(async (tx) => {
          await tx.jobs.send('mail-send', { messageId: 'rolled-back' }, { db: tx.db });
          throw new Error('boom');
        }),
      ).rejects.toThrow('boom');
      await ctx().tx(async (tx) => {
        await tx.jobs.send('mail-send', { messageId: 'committed' }, { db: tx.db });
        expect(wake).not.toHaveBeenCalled();
      });
      await vi.waitFor(() => expect(wake).toHaveBeenCalledWith('mail-send'));
      expect(wake).toHaveBeenCalledTimes(1);
    } finally {
      wake.mockRestore();
    }
  });
});
