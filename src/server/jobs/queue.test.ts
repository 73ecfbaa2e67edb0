import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/database.ts';
import type { JobAttempt, JobHandlers } from './jobs.ts';
import { createJobQueue } from './queue.ts';

const log = pino({ level: 'silent' });

/** Handlers for the mail queue under test; no job of the other queues is ever sent here. */
const withMail = (mail: JobHandlers['mail-send']): JobHandlers => ({
  'mail-send': mail,
  'media-process': async () => {},
  'uploads-cleanup': async () => {},
  'youtube-publish': async () => {},
  'currency-rates-refresh': async () => {},
  'tours-sync': async () => {},
  'subscriptions-renew': async () => {},
});

describe('job queue (pg-boss on the app pool)', async () => {
  const database = await createTestDatabase();

  it('runs a queued job through drain, once', async () => {
    const queue = createJobQueue({ pool: database.pool, work: false });
    const seen: string[] = [];
    const handlers = withMail(async ({ messageId }) => void seen.push(messageId));
    await queue.start({ handlers, log });
    afterAll(() => queue.stop());

    await queue.send('mail-send', { messageId: 'a' });
    await queue.send('mail-send', { messageId: 'b' });
    expect(await queue.drain()).toBe(2);
    expect(seen.sort()).toEqual(['a', 'b']);
    expect(await queue.drain()).toBe(0);
  });

  it('enqueues inside a transaction: a rolled-back job never runs', async () => {
    const queue = createJobQueue({ pool: database.pool, work: false });
    const seen: string[] = [];
    await queue.start({
      handlers: withMail(async ({ messageId }) => void seen.push(messageId)),
      log,
    });
    afterAll(() => queue.stop());

    await database.db
      .transaction(async (tx) => {
        await queue.send('mail-send', { messageId: 'rolled-back' }, { db: tx });
        throw new Error('roll back');
      })
      .catch(() => {});
    await database.db.transaction(async (tx) => {
      await queue.send('mail-send', { messageId: 'committed' }, { db: tx });
    });
    await queue.drain();
    expect(seen).toEqual(['committed']);
  });

  it('workers poll by themselves and hand the handler its attempt', async () => {
    const queue = createJobQueue({ pool: database.pool, work: true });
    const attempts: JobAttempt[] = [];
    await queue.start({
      handlers: withMail(async (_data, attempt) => void attempts.push(attempt)),
      log,
    });
    await queue.send('mail-send', { messageId: 'polled' });
    await expect.poll(() => attempts.length, { timeout: 5_000 }).toBe(1);
    expect(attempts[0]).toMatchObject({ retryCount: 0, retryLimit: 5 });
    await queue.stop();
  });

  it('a failed attempt is retried later, not at once', async () => {
    const queue = createJobQueue({ pool: database.pool, work: false });
    let calls = 0;
    await queue.start({
      handlers: withMail(async () => {
        calls += 1;
        throw new Error('transient');
      }),
      log,
    });
    afterAll(() => queue.stop());
    await queue.send('mail-send', { messageId: 'fails' });
    expect(await queue.drain()).toBe(1);
    expect(calls).toBe(1);
    // The retry waits for the policy's delay (10 s), so a second drain finds nothing due.
    expect(await queue.drain()).toBe(0);
    const { rows } = await database.pool.query<{ state: string; later: boolean }>(
      "SELECT state, start_after > now() AS later FROM pgboss.job WHERE data->>'messageId' = 'fails'",
    );
    expect(rows).toEqual([{ state: 'retry', later: true }]);
  });
});
