import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { createLocalStorage } from '../providers/storage/local.ts';
import { createBus } from '../realtime/bus.ts';
import { createFeedEngine } from '../../db/feed-engine/feed-engine.ts';
import { createTestDatabase } from '../test/database.ts';
import { createBackground } from './background.ts';

describe('the jobs plugin on a working server', async () => {
  const database = await createTestDatabase();
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'roamly-jobs-plugin-'));
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir });
  const bus = createBus(undefined);
  const app = await buildApp({
    config,
    database,
    storage: createLocalStorage(path.join(dataDir, 'uploads')),
    bus,
    feed: createFeedEngine({ db: database.db, events: bus }),
    ...createBackground({ pool: database.pool, config, work: true }),
    testLoginKey: undefined,
    webRoot: undefined,
  });
  afterAll(async () => {
    await app.close();
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  it("schedules this configuration's periodic jobs once it listens and runs the current slot's run", async () => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const schedules = () =>
      database.pool
        .query<{ name: string; cron: string }>(
          'SELECT name, cron FROM pgboss.schedule ORDER BY name',
        )
        .then(({ rows }) => rows);
    // No ECB address, no Viator, no Stripe in the test configuration.
    await expect.poll(schedules, { timeout: 10_000 }).toEqual([
      { name: 'admin-rollup', cron: '1 * * * *' },
      { name: 'blog-publish-due', cron: '* * * * *' },
      { name: 'country-expansion-resume', cron: '* * * * *' },
      { name: 'email-campaigns-resume', cron: '* * * * *' },
      { name: 'mappings-taxonomy-refresh', cron: '30 3 * * 1' },
      { name: 'mappings-validate-resume', cron: '* * * * *' },
      { name: 'performance-prune', cron: '*/10 * * * *' },
      { name: 'sessions-prune', cron: '30 */6 * * *' },
      { name: 'social-insights', cron: '*/30 * * * *' },
      { name: 'social-publish-due', cron: '* * * * *' },
      { name: 'subscriptions-renew', cron: '*/15 * * * *' },
      { name: 'suspensions-expire', cron: '* * * * *' },
      { name: 'uploads-cleanup', cron: '0 * * * *' },
    ]);
    const lastRun = async () =>
      (await app.deps.jobs.lastRuns()).find((run) => run.name === 'sessions-prune')?.lastRun;
    await expect.poll(async () => (await lastRun())?.state, { timeout: 15_000 }).toBe('completed');
    expect((await lastRun())?.output).toEqual({ sessions: 0, accountTokens: 0 });
  });
});
