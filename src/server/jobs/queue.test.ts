import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/database.ts';
import type { JobAttempt, JobHandlers } from './jobs.ts';
import { createJobQueue, drizzleExecutor } from './queue.ts';
import { noopHandlers } from './jobs-test-helpers.ts';

const log = pino({ level: 'silent' });

/** Handlers for the mail queue under test; no job of the other queues is ever sent here. */
const withMail = (mail: JobHandlers['mail-send']): JobHandlers => ({
  ...noopHandlers(),
  'mail-send': mail,
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

  it('runs pg-boss SQL on a Drizzle transaction through public API, a repeated $n bound each time', async () => {
    const executor = drizzleExecutor(database.db);
    const { rows } = await executor.executeSql(
      'SELECT $1::int + $2::int AS sum, $1::int AS first, $3::jsonb AS data',
      [2, 3, { list: [1, 2] }],
    );
    expect(rows).toEqual([{ sum: 5, first: 2, data: { list: [1, 2] } }]);
    await expect(executor.executeSql('SELECT $2::int', [1])).rejects.toThrow(/\$2/);
  });

  it('a job sent in a transaction with a singleton slot is inserted once, with the transaction', async () => {
    const queue = createJobQueue({ pool: database.pool, work: false });
    await queue.start({ handlers: withMail(async () => {}), log });
    afterAll(() => queue.stop());
    const ids = await database.db.transaction(async (tx) => [
      await queue.send('mail-send', { messageId: 'in-tx' }, { db: tx }),
      // pg-boss's insert repeats the singleton seconds parameter; both references are bound.
      await drizzleExecutor(tx)
        .executeSql(
          `SELECT 'epoch'::timestamp + '1 second'::interval * ($1::integer * floor(date_part('epoch', now()) / $1)) AS slot`,
          [60],
        )
        .then(({ rows }) => String(rows[0].slot)),
    ]);
    expect(typeof ids[0]).toBe('string');
    // The minute's slot: both references to $1 carried 60.
    expect(ids[1]).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:00$/);
    const { rows } = await database.pool.query(
      "SELECT id FROM pgboss.job WHERE data->>'messageId' = 'in-tx'",
    );
    expect(rows).toEqual([{ id: ids[0] }]);
  });
});
