import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { createTestDatabase } from '../test/database.ts';
import type { JobHandlers } from './jobs.ts';
import { noopHandlers } from './jobs-test-helpers.ts';
import { createJobQueue, type JobQueue } from './queue.ts';
import { enabledSchedules, type ScheduledJob } from './registry.ts';

const log = pino({ level: 'silent' });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('schedules in the job queue', async () => {
  const database = await createTestDatabase();
  const started: JobQueue[] = [];
  // Working instances of one test must not take the jobs of the next.
  afterEach(() => Promise.all(started.splice(0).map((queue) => queue.stop())));

  /** A working instance (the server's kind) whose scheduler checks the clock every second. */
  async function instance(handlers: JobHandlers, schedules: ScheduledJob[]): Promise<JobQueue> {
    const queue = createJobQueue({ pool: database.pool, work: true, cronCheckSeconds: 1 });
    await queue.start({ handlers, log });
    await queue.schedule(schedules);
    started.push(queue);
    return queue;
  }

  it(
    'runs a scheduled job once per slot with two working instances, and records its last run',
    {
      timeout: 90_000,
    },
    async () => {
      // The test's slot is the current minute: start early enough in it to finish inside it.
      while (new Date().getUTCSeconds() > 30) await sleep(500);
      const runs: string[] = [];
      const handlers: JobHandlers = {
        ...noopHandlers(),
        'uploads-cleanup': async (_data, attempt) => {
          runs.push(attempt.id);
          return { uploads: 0, strays: 0, media: runs.length };
        },
      };
      // Every minute: pg-boss finds the cron due at each check, from both instances.
      const schedules: ScheduledJob[] = [
        { name: 'uploads-cleanup', cron: '* * * * *', everySeconds: 60 },
      ];
      const first = await instance(handlers, schedules);
      await instance(handlers, schedules);

      await expect.poll(() => runs.length, { timeout: 10_000 }).toBe(1);
      // The scheduler itself fired (its forwarding queue got the minute's send)…
      const sent = () =>
        database.pool
          .query("SELECT count(*)::int AS n FROM pgboss.job WHERE name = '__pgboss__send-it'")
          .then(({ rows }) => rows[0].n as number);
      await expect.poll(sent, { timeout: 10_000 }).toBeGreaterThan(0);
      // …and while both instances keep checking every second, nothing else runs this minute.
      await sleep(4_000);
      expect(runs).toHaveLength(1);

      const summary = (await first.lastRuns()).find((run) => run.name === 'uploads-cleanup');
      expect(summary).toMatchObject({
        cron: '* * * * *',
        lastRun: {
          id: runs[0],
          state: 'completed',
          output: { uploads: 0, strays: 0, media: 1 },
        },
      });
      expect(summary?.lastRun?.startedAt).toBeInstanceOf(Date);
      expect(summary?.lastRun?.finishedAt).toBeInstanceOf(Date);
    },
  );

  it('keeps schedules across a restart and removes the ones the configuration turns off', async () => {
    const schedules: ScheduledJob[] = [
      { name: 'tours-sync', cron: '0 * * * *', everySeconds: 3600 },
      { name: 'sessions-prune', cron: '30 */6 * * *', everySeconds: 6 * 3600 },
    ];
    const queue = await instance(noopHandlers(), schedules);
    await queue.stop();
    const stored = () =>
      database.pool
        .query<{ name: string }>('SELECT name FROM pgboss.schedule ORDER BY name')
        .then(({ rows }) => rows.map((row) => row.name));
    expect(await stored()).toEqual(['sessions-prune', 'tours-sync']);

    // Restarted without Viator: the tours schedule goes, the other stays.
    const restarted = await instance(noopHandlers(), schedules.slice(1));
    expect(await stored()).toEqual(['sessions-prune']);
    const crons = Object.fromEntries(
      (await restarted.lastRuns()).map((run) => [run.name, run.cron]),
    );
    expect(crons).toMatchObject({ 'sessions-prune': '30 */6 * * *', 'tours-sync': null });
  });

  it('reads a failed last run with its error', async () => {
    const queue = createJobQueue({ pool: database.pool, work: false });
    await queue.start({
      handlers: {
        ...noopHandlers(),
        'currency-rates-refresh': async () => {
          throw new Error('ECB unreachable');
        },
      },
      log,
    });
    started.push(queue);
    await queue.send('currency-rates-refresh', {});
    await queue.drain();
    const summary = (await queue.lastRuns()).find((run) => run.name === 'currency-rates-refresh');
    expect(summary?.lastRun).toMatchObject({
      state: 'failed',
      output: { message: 'ECB unreachable' },
    });
  });

  it('each configuration schedules what it provides: rates with ECB, tours with Viator, renewals without Stripe', () => {
    const base = loadConfig({});
    const names = (config: typeof base) =>
      enabledSchedules(config).map((schedule) => schedule.name);
    expect(
      names({ ...base, ecbRatesUrl: undefined, viator: undefined, stripe: undefined }),
    ).toEqual([
      'uploads-cleanup',
      'subscriptions-renew',
      'sessions-prune',
      'admin-rollup',
      'performance-prune',
      'suspensions-expire',
      'email-campaigns-resume',
      'blog-publish-due',
      'mappings-taxonomy-refresh',
      'mappings-validate-resume',
      'country-expansion-resume',
      'social-publish-due',
      'social-insights',
    ]);
    expect(
      names({
        ...base,
        ecbRatesUrl: 'https://ecb.example/rates.xml',
        viator: { apiKey: 'k', baseUrl: 'https://viator.example' } as typeof base.viator,
        stripe: {} as typeof base.stripe,
      }),
    ).toEqual([
      'uploads-cleanup',
      'currency-rates-refresh',
      'tours-sync',
      'sessions-prune',
      'admin-rollup',
      'performance-prune',
      'suspensions-expire',
      'email-campaigns-resume',
      'blog-publish-due',
      'mappings-taxonomy-refresh',
      'mappings-validate-resume',
      'country-expansion-resume',
      'social-publish-due',
      'social-insights',
    ]);
  });
});
