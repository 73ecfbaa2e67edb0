import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { healthRoute } from '../../../contract/health.ts';
import { getCurrentUserRoute } from '../../../contract/users.ts';
import { openDatabase } from '../../../db/client.ts';
import { createFeedEngine } from '../../../db/feed-engine/feed-engine.ts';
import { buildApp } from '../../app.ts';
import { DATABASE_UNAVAILABLE_MESSAGE } from '../../plugins/database-errors.ts';
import { createTestApp } from '../../test/app.ts';
import { buildMember } from '../../test/factories.ts';
import { injectRoute } from '../../test/inject.ts';

// The app on its own embedded PostgreSQL, whose processes this test freezes with SIGSTOP.
const { app: plainApp } = await createTestApp();
const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'roamly-frozen-db-'));
const database = await openDatabase({ databaseUrl: undefined, dataDir, poolMax: 4 });
const app = await buildApp({
  ...plainApp.deps,
  database,
  feed: createFeedEngine({ db: database.db, events: plainApp.deps.bus }),
});

/** The postmaster and every backend it forked: stopping only the postmaster freezes nothing. */
async function postgresProcesses(): Promise<number[]> {
  const pidFile = path.join(dataDir, 'pg', 'data', 'postmaster.pid');
  const postmaster = Number((await fs.readFile(pidFile, 'utf8')).split('\n')[0]);
  const children: number[] = [];
  for (const entry of await fs.readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = await fs.readFile(`/proc/${entry}/stat`, 'utf8').catch(() => '');
    // Fields after the parenthesised command name: state, ppid, …
    const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    if (ppid === postmaster) children.push(Number(entry));
  }
  return [postmaster, ...children];
}

let frozen: number[] = [];
const signal = (pids: number[], name: NodeJS.Signals) => {
  for (const pid of pids) {
    try {
      process.kill(pid, name);
    } catch {
      // A backend that exited meanwhile.
    }
  }
};

afterAll(async () => {
  signal(frozen, 'SIGCONT');
  await app.close();
  await database.close();
  await fs.rm(dataDir, { recursive: true, force: true });
});

async function timed<T>(run: () => Promise<T>): Promise<{ result: T; ms: number }> {
  const started = Date.now();
  const result = await run();
  return { result, ms: Date.now() - started };
}

describe('a frozen database (SIGSTOP)', () => {
  it(
    'health answers 503 within 2 s, requests answer 503 instead of hanging, and all recovers',
    { timeout: 120_000 },
    async () => {
      const { cookie } = await buildMember(database);
      const me = () => injectRoute(app, getCurrentUserRoute, { cookie });
      expect((await me()).status).toBe(200);
      expect((await injectRoute(app, healthRoute)).status).toBe(200);

      frozen = await postgresProcesses();
      signal(frozen, 'SIGSTOP');

      const health = await timed(() => injectRoute(app, healthRoute));
      expect(health.result.status).toBe(503);
      expect(health.result.body).toMatchObject({ status: 'degraded', database: 'down' });
      expect(health.ms).toBeLessThan(2_000);
      // A second probe while the first one's connection is still stuck.
      const again = await timed(() => injectRoute(app, healthRoute));
      expect(again.result.status).toBe(503);
      expect(again.ms).toBeLessThan(2_000);

      const request = await timed(me);
      expect(request.result.status).toBe(503);
      expect(request.result.body).toEqual({ message: DATABASE_UNAVAILABLE_MESSAGE });
      expect(request.ms).toBeLessThan(25_000);

      signal(frozen, 'SIGCONT');
      frozen = [];
      const thawed = Date.now();
      let healthy = false;
      while (!healthy && Date.now() - thawed < 30_000) {
        healthy = (await injectRoute(app, healthRoute)).status === 200;
        if (!healthy) await new Promise((resolve) => setTimeout(resolve, 200));
      }
      expect(healthy).toBe(true);
      expect((await me()).status).toBe(200);
    },
  );
});
