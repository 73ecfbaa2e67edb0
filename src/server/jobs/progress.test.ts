import crypto from 'node:crypto';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/database.ts';
import type { JobHandlers } from './jobs.ts';
import { noopHandlers } from './jobs-test-helpers.ts';
import { cancelJob, JobSupersededError, readJobProgress, withProgress } from './progress.ts';
import { createJobQueue } from './queue.ts';

const log = pino({ level: 'silent' });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const ITEMS = ['lisbon', 'porto', 'faro', 'braga', 'coimbra', 'evora', 'sintra', 'aveiro'];

/**
 * A long job over ITEMS, run on the `media-process` queue (its policy retries twice): it resumes
 * from the stored index, records what each attempt did, and reports after every item.
 */
function itemsJob(
  db: Parameters<typeof withProgress>[0],
  { worked, crashAt, pauseMs = 0 }: { worked: string[][]; crashAt?: string; pauseMs?: number },
): JobHandlers['media-process'] {
  return withProgress<'media-process', { next: number }, { visited: string[] }>(
    db,
    'media-process',
    async (_data, progress) => {
      const mine: string[] = [];
      worked.push(mine);
      const visited = [...(progress.result?.visited ?? [])];
      for (let index = progress.checkpoint?.next ?? 0; index < ITEMS.length; index += 1) {
        const item = ITEMS[index]!;
        if (item === crashAt && progress.attempt.retryCount === 0) throw new Error('worker died');
        await sleep(pauseMs);
        mine.push(item);
        visited.push(item);
        await progress.report({
          done: index + 1,
          total: ITEMS.length,
          current: ITEMS[index + 1] ?? null,
          checkpoint: { next: index + 1 },
          result: { visited },
        });
      }
      return { visited };
    },
  );
}

describe('long jobs with progress', async () => {
  const database = await createTestDatabase();
  const { db, pool } = database;

  it('resumes after a crashed attempt from its checkpoint instead of redoing finished items', async () => {
    const worked: string[][] = [];
    const queue = createJobQueue({ pool, work: false });
    await queue.start({
      handlers: { ...noopHandlers(), 'media-process': itemsJob(db, { worked, crashAt: 'braga' }) },
      log,
    });
    afterAll(() => queue.stop());
    const jobId = (await queue.send('media-process', { mediaId: 'long' }))!;

    await queue.drain();
    expect(worked).toEqual([['lisbon', 'porto', 'faro']]);
    expect(await readJobProgress(db, jobId)).toMatchObject({
      state: 'running',
      isRunning: true,
      done: 3,
      total: ITEMS.length,
      current: 'braga',
      error: 'worker died',
      attempts: 1,
    });

    // The retry waits for the policy's delay; let that time pass.
    await pool.query('UPDATE pgboss.job SET start_after = now() WHERE id = $1', [jobId]);
    await queue.drain();
    expect(worked[1]).toEqual(['braga', 'coimbra', 'evora', 'sintra', 'aveiro']);
    expect(await readJobProgress(db, jobId)).toMatchObject({
      state: 'completed',
      isRunning: false,
      done: ITEMS.length,
      result: { visited: ITEMS },
      error: null,
      attempts: 2,
    });
    const { rows } = await pool.query('SELECT state, output FROM pgboss.job WHERE id = $1', [
      jobId,
    ]);
    expect(rows).toEqual([{ state: 'completed', output: { visited: ITEMS } }]);
  });

  it('shows progress while running, and a cancel stops the run at its next report', async () => {
    const worked: string[][] = [];
    const queue = createJobQueue({ pool, work: true });
    await queue.start({
      handlers: { ...noopHandlers(), 'media-process': itemsJob(db, { worked, pauseMs: 250 }) },
      log,
    });
    afterAll(() => queue.stop());
    const jobId = (await queue.send('media-process', { mediaId: 'cancelled' }))!;

    await expect
      .poll(async () => (await readJobProgress(db, jobId))?.done ?? 0, { timeout: 10_000 })
      .toBeGreaterThanOrEqual(2);
    const midway = await readJobProgress(db, jobId);
    expect(midway).toMatchObject({ state: 'running', isRunning: true, total: ITEMS.length });
    expect(midway!.done).toBeLessThan(ITEMS.length);
    expect(midway!.current).toBe(ITEMS[midway!.done]);
    expect(midway!.result).toEqual({ visited: ITEMS.slice(0, midway!.done) });

    expect(await cancelJob({ db, jobs: queue }, 'media-process', jobId)).toMatchObject({
      cancelRequested: true,
    });
    await expect
      .poll(async () => (await readJobProgress(db, jobId))?.state, { timeout: 5_000 })
      .toBe('cancelled');
    const final = await readJobProgress(db, jobId);
    expect(final!.done).toBeLessThan(ITEMS.length);
    expect(final!.finishedAt).toBeInstanceOf(Date);
    // Nothing ran after the cancel was seen, and the queue does not retry a cancelled run.
    await sleep(600);
    expect(worked.flat()).toHaveLength(final!.done);
    expect(worked).toHaveLength(1);
  });

  it('a job cancelled before it starts never runs', async () => {
    const worked: string[][] = [];
    const queue = createJobQueue({ pool, work: false });
    await queue.start({
      handlers: { ...noopHandlers(), 'media-process': itemsJob(db, { worked }) },
      log,
    });
    afterAll(() => queue.stop());
    const jobId = (await queue.send('media-process', { mediaId: 'never' }))!;
    expect(await cancelJob({ db, jobs: queue }, 'media-process', jobId)).toMatchObject({
      state: 'cancelled',
      isRunning: false,
      done: 0,
    });
    expect(await queue.drain()).toBe(0);
    expect(worked).toEqual([]);
  });

  it('an attempt that outlived its expiry stops at its next report once the retry took over', async () => {
    const jobId = crypto.randomUUID();
    let release = () => {};
    const hung = new Promise<void>((resolve) => (release = resolve));
    const seen: string[] = [];
    const handler = withProgress<'media-process', { next: number }, { visited: string[] }>(
      db,
      'media-process',
      async (_data, progress) => {
        const visited = [...(progress.result?.visited ?? [])];
        for (let index = progress.checkpoint?.next ?? 0; index < ITEMS.length; index += 1) {
          // The first attempt hangs on its third item, past its expiry.
          if (progress.attempt.retryCount === 0 && index === 2) await hung;
          seen.push(`${progress.attempt.retryCount}:${ITEMS[index]}`);
          visited.push(ITEMS[index]!);
          await progress.report({
            done: index + 1,
            total: ITEMS.length,
            checkpoint: { next: index + 1 },
            result: { visited },
          });
        }
        return { visited };
      },
    );
    const first = handler({ mediaId: 'x' }, { id: jobId, retryCount: 0, retryLimit: 2 });
    await expect.poll(async () => (await readJobProgress(db, jobId))?.done).toBe(2);

    // pg-boss expired the first attempt and started the retry, which resumes at the third item.
    await handler({ mediaId: 'x' }, { id: jobId, retryCount: 1, retryLimit: 2 });
    release();
    await expect(first).rejects.toBeInstanceOf(JobSupersededError);
    expect(seen.filter((entry) => entry.startsWith('1:'))).toEqual(
      ITEMS.slice(2).map((item) => `1:${item}`),
    );
    // The old attempt's last item wrote nothing over the finished run.
    expect(await readJobProgress(db, jobId)).toMatchObject({
      state: 'completed',
      attempts: 2,
      done: ITEMS.length,
      result: { visited: ITEMS },
    });
  });
});
