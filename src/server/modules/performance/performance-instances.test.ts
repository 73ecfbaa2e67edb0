import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { performanceSummaryRoute } from '../../../contract/performance.ts';
import { createFeedEngine } from '../../../db/feed-engine/feed-engine.ts';
import { buildApp } from '../../app.ts';
import { createBackground } from '../../jobs/background.ts';
import { createBus } from '../../realtime/bus.ts';
import { createTestApp } from '../../test/app.ts';
import { buildMember } from '../../test/factories.ts';
import { injectRoute } from '../../test/inject.ts';

// Instance A is the usual test app; B and C are further instances on the same database.
const { app: first, database } = await createTestApp();
const extra: FastifyInstance[] = [];
afterAll(() => Promise.all(extra.map((app) => app.close())));

async function anotherInstance(): Promise<FastifyInstance> {
  const { config, storage, webRoot, testLoginKey } = first.deps;
  const bus = createBus(config.redisUrl);
  const app = await buildApp({
    config,
    database,
    storage,
    bus,
    feed: createFeedEngine({ db: database.db, events: bus }),
    ...createBackground({ pool: database.pool, config, work: false }),
    testLoginKey,
    webRoot,
  });
  extra.push(app);
  await app.ready();
  return app;
}

const ROUTE = '/api/recommendations/destination';
const endpoint = `GET ${ROUTE}`;

describe('rollups shared by instances', () => {
  it('sums what each instance flushed, and a new instance reads the same figures', async () => {
    const admin = await buildMember(database, { role: 'admin' });
    const second = await anotherInstance();
    const at = Date.now();
    // A: 3 fast requests; B: 2 slow ones and a server error, in the same minute and route.
    for (const durationMs of [2, 4, 8])
      first.performance.recorder.record({
        method: 'GET',
        route: ROUTE,
        statusCode: 200,
        durationMs,
        at,
      });
    for (const [statusCode, durationMs] of [
      [200, 300],
      [200, 400],
      [500, 30],
    ] as const)
      second.performance.recorder.record({
        method: 'GET',
        route: ROUTE,
        statusCode,
        durationMs,
        at,
      });
    await Promise.all([first.performance.flush(), second.performance.flush()]);

    const read = async (app: FastifyInstance) => {
      const response = await injectRoute(app, performanceSummaryRoute, { cookie: admin.cookie });
      expect(response.status).toBe(200);
      return response.body;
    };
    const fromFirst = await read(first);
    const fromSecond = await read(second);
    const metric = (body: typeof fromFirst) =>
      body.apiMetrics.find((m) => m.endpoint === endpoint)!;
    // The same figures from either instance (the rate moves with the clock between the reads).
    const counts = (body: typeof fromFirst) => {
      const { requestRate: _rate, ...rest } = metric(body).windows['5m'];
      return rest;
    };
    expect(counts(fromFirst)).toEqual(counts(fromSecond));
    expect(metric(fromFirst).windows['5m']).toMatchObject({
      requests: 6,
      errors5xx: 1,
      errorRate5xx: 16.67,
      // Buckets (0–5] 2, (5–10] 1, (25–50] 1, (250–500] 2: rank 3 ends (5, 10]; rank 5.7 is
      // 1.7 into the 2 of (250, 500].
      p50: 10,
      p95: 462.5,
      responseTime: 124,
    });
    // Both instances report their own probes.
    const ids = fromSecond.systemHealth.map((i) => i.instanceId);
    expect(ids).toEqual(
      expect.arrayContaining([first.performance.instanceId, second.performance.instanceId]),
    );

    // B stops (its close flushes what it still held); a fresh instance C reads it all.
    second.performance.recorder.record({
      method: 'GET',
      route: ROUTE,
      statusCode: 200,
      durationMs: 3,
      at,
    });
    await second.close();
    extra.splice(extra.indexOf(second), 1);
    const third = await anotherInstance();
    expect(metric(await read(third)).windows['5m'].requests).toBe(7);
  });
});
