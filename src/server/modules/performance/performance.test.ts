import { describe, expect, it } from 'vitest';
import { listAuditRoute } from '../../../contract/audit.ts';
import {
  performanceSummaryRoute,
  resetTrackingRoute,
  type TPerformanceSummary,
} from '../../../contract/performance.ts';
import { trackInteractionRoute } from '../../../contract/tracking.ts';
import { addProviderRollups, addRequestRollups } from '../../../db/queries/performance.ts';
import { requestRollups } from '../../../db/schema/index.ts';
import { clientAddress, createTestApp } from '../../test/app.ts';
import { buildMember } from '../../test/factories.ts';
import { injectRoute } from '../../test/inject.ts';
import { emptyBuckets } from './histogram.ts';
import { RequestRecorder } from './request-recorder.ts';
import { ProviderRecorder } from './provider-recorder.ts';

const { app, database } = await createTestApp();
const admin = await buildMember(database, { role: 'admin' });

const summary = async (cookie = admin.cookie): Promise<TPerformanceSummary> => {
  const response = await injectRoute(app, performanceSummaryRoute, { cookie });
  expect(response.status, response.message).toBe(200);
  return response.body;
};

const series = (count: number, ms: number) => new Array<number>(count).fill(ms);

describe('who may read the summary and reset the usage figures', () => {
  it.each([
    ['anonymous', undefined, 401],
    ['a member', 'member', 403],
    ['a moderator', 'moderator', 403],
    ['an admin', 'admin', 200],
  ] as const)('%s (role %s) gets %i on both endpoints', async (_who, role, status) => {
    const cookie = role ? (await buildMember(database, { role })).cookie : undefined;
    const read = await injectRoute(app, performanceSummaryRoute, { cookie });
    expect(read.status).toBe(status);
    const reset = await injectRoute(app, resetTrackingRoute, { cookie });
    expect(reset.status).toBe(status);
    if (status === 403) expect(read.message).toBe('Only admins can see the performance dashboard');
  });
});

describe('request figures', () => {
  it('answers percentiles, mean, rate and error rates from a known series of durations', async () => {
    const { recorder } = app.performance;
    const now = Date.now();
    const durations = [
      ...series(50, 3),
      ...series(40, 20),
      ...series(9, 200),
      ...series(1, 20_000),
    ];
    for (const durationMs of durations)
      recorder.record({
        method: 'GET',
        route: '/api/posts/feed',
        statusCode: 200,
        durationMs,
        at: now,
      });
    // Another route: 7 successes, 2 client errors and a server error, half an hour ago.
    for (const statusCode of [200, 200, 200, 200, 200, 304, 204, 404, 401, 503])
      recorder.record({
        method: 'GET',
        route: '/api/conversations/:id/messages',
        statusCode,
        durationMs: 40,
        at: now - 30 * 60_000,
      });
    await app.performance.flush();

    const body = await summary();
    const feed = body.apiMetrics.find((m) => m.endpoint === 'GET /api/posts/feed')!;
    expect(feed.windows['5m']).toMatchObject({
      requests: 100,
      responseTime: 227.5,
      p50: 5,
      p95: 183.33,
      p99: 250,
      errors4xx: 0,
      errors5xx: 0,
      successRate: 100,
    });
    expect(feed.windows['5m'].requestRate).toBeGreaterThan(0);
    expect(feed.windows['1h'].requests).toBe(100);
    expect(feed.windows['24h'].p95).toBe(183.33);
    expect(feed.success).toBe(true);

    const messages = body.apiMetrics.find(
      (m) => m.endpoint === 'GET /api/conversations/:id/messages',
    )!;
    // Half an hour ago: in the hour and the day, not the last 5 minutes.
    expect(messages.windows['5m'].requests).toBe(0);
    expect(messages.windows['1h']).toMatchObject({
      requests: 10,
      errors4xx: 2,
      errors5xx: 1,
      errorRate4xx: 20,
      errorRate5xx: 10,
      successRate: 70,
      p50: 37.5,
    });
    expect(messages.success).toBe(false);
    // statusCode and timestamp are the route's latest request (the 503, recorded last).
    expect(messages.statusCode).toBe(503);
    expect(messages.timestamp).toBe(new Date(now - 30 * 60_000).toISOString());
    expect(feed.statusCode).toBe(200);
    // Spec groups: the feed is a posts endpoint, the thread a messages one.
    const group = (name: string) => body.endpoints.find((e) => e.group === name)!;
    expect(group('posts').windows['5m'].requests).toBeGreaterThanOrEqual(100);
    expect(group('messages').windows['1h'].requests).toBe(10);
    expect(body.traffic['1h'].requests).toBeGreaterThanOrEqual(110);
    // The chart's twelve five-minute slots hold the hour (other requests of this file may flush
    // between the two reads); the feed's 100 are in the last.
    expect(body.series).toHaveLength(12);
    expect(body.series.reduce((sum, p) => sum + p.requests, 0)).toBeGreaterThanOrEqual(110);
    expect(body.series.at(-1)!.requests).toBeGreaterThanOrEqual(100);
    expect(body.series.some((p) => p.errors5xx === 1)).toBe(true);
  });

  it('records real requests by route template and status class, never by raw URL', async () => {
    const member = await buildMember(database);
    for (let i = 0; i < 3; i += 1)
      await app.inject({
        url: `/api/users/${member.user.id}/posts`,
        headers: { cookie: member.cookie },
      });
    await app.inject({ url: '/api/posts/not-a-post', headers: { cookie: member.cookie } });
    await app.performance.flush();
    const body = await summary();
    const userPosts = body.apiMetrics.find((m) => m.endpoint === 'GET /api/users/:id/posts');
    expect(userPosts?.windows['5m'].requests).toBe(3);
    expect(body.apiMetrics.some((m) => m.route.includes(member.user.id))).toBe(false);
    expect(body.apiMetrics.some((m) => m.route.includes('not-a-post'))).toBe(false);
  });

  it("keeps the status code of a route's latest request across instances and flushes", async () => {
    const route = '/api/status-code-test';
    const record = (statusCode: number, at: number) =>
      app.performance.recorder.record({ method: 'GET', route, statusCode, durationMs: 5, at });
    const now = Date.now();
    record(201, now - 2_000);
    record(404, now - 1_000);
    await app.performance.flush();
    // Another instance's earlier request arrives later: the latest (404) stays.
    const other = new RequestRecorder();
    other.record({ method: 'GET', route, statusCode: 500, durationMs: 5, at: now - 1_500 });
    await addRequestRollups(database.db, other.take().rows);
    const metric = (await summary()).apiMetrics.find((m) => m.route === route)!;
    expect(metric.statusCode).toBe(404);
    expect(metric.timestamp).toBe(new Date(now - 1_000).toISOString());
    expect(metric.windows['5m']).toMatchObject({ requests: 3, errors4xx: 1, errors5xx: 1 });

    record(200, now);
    await app.performance.flush();
    expect((await summary()).apiMetrics.find((m) => m.route === route)!.statusCode).toBe(200);
  });

  it('reports probes: database, Redis only when configured, live instances and uptime', async () => {
    const body = await summary();
    expect(body.probes.database.status).toBe('ok');
    expect(body.probes.redis.status).toBe(process.env.REDIS_URL ? 'ok' : 'off');
    const self = body.systemHealth.find((i) => i.instanceId === app.performance.instanceId);
    expect(self).toBeDefined();
    expect(self!.memoryUsage).toBeGreaterThan(0);
    expect(self!.rssMb).toBeGreaterThan(self!.memoryUsage);
    expect(body.uptime).toBeGreaterThan(0);
    expect(body.providers.map((p) => p.name)).toContain('E-mail delivery');
  });

  it('keeps /metrics working with the same bucket bounds', async () => {
    const response = await app.inject({ url: '/metrics', remoteAddress: '127.0.0.1' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('http_request_duration_seconds_bucket{le="10"');
  });
});

describe('providers called during requests', () => {
  const storage = async () => (await summary()).providers.find((p) => p.name === 'Media storage')!;

  it("gives each provider's calls, error rate, last success and last error, every instance's", async () => {
    const before = await storage();
    expect(before.kind).toBe('calls');
    // The app's storage is the recorded one: a write and a refused key, as requests make them.
    await app.deps.storage.put('perf-test/a.txt', Buffer.from('a'), 'text/plain');
    await expect(app.deps.storage.stat('../escape')).rejects.toThrow('Unsafe storage key');
    await app.performance.flush();
    const mine = await storage();
    expect(mine.runs).toBe(before.runs + 2);
    expect(mine.failures).toBe(before.failures + 1);
    expect(mine.lastError).toBe('Unsafe storage key: ../escape');
    expect(Date.now() - Date.parse(mine.lastSuccessAt!)).toBeLessThan(60_000);
    expect(Date.parse(mine.lastFailureAt!)).toBeGreaterThanOrEqual(Date.parse(mine.lastSuccessAt!));

    // Another instance's later failure adds to the same hour and becomes the last error.
    const other = new ProviderRecorder();
    other.record('storage', { ok: false, error: new Error('S3 answered 503') }, Date.now() + 1);
    other.record('storage', { ok: true }, Date.now() - 600_000);
    await addProviderRollups(database.db, other.take().rows);
    const both = await storage();
    expect(both).toMatchObject({
      runs: before.runs + 4,
      failures: before.failures + 2,
      lastError: 'S3 answered 503',
      lastSuccessAt: mine.lastSuccessAt,
    });
    expect(both.errorRate).toBe(Number(((100 * both.failures) / both.runs).toFixed(2)));
    // Providers nobody called are listed, idle; job providers say they are jobs.
    const payments = (await summary()).providers.find((p) => p.name === 'Stripe payments')!;
    expect(payments).toMatchObject({ runs: 0, errorRate: null, lastSuccessAt: null });
    expect((await summary()).providers.find((p) => p.name === 'E-mail delivery')!.kind).toBe('job');
  });

  it("gives a provider job's runs, error rate and its latest failure's message", async () => {
    // pg-boss keeps a failed run's thrown error in `output` (serialize-error: name, message).
    await database.pool.query(
      `INSERT INTO pgboss.job (name, data, state, output, created_on, completed_on) VALUES
         ('mail-send', '{}', 'completed', NULL, now() - interval '3 minutes', now() - interval '3 minutes'),
         ('mail-send', '{}', 'failed', '{"name":"Error","message":"SMTP answered 451"}', now() - interval '2 minutes', now() - interval '2 minutes'),
         ('mail-send', '{}', 'failed', '{"name":"Error","message":"SMTP answered 554"}', now() - interval '1 minute', now() - interval '1 minute')`,
    );
    const mail = (await summary()).providers.find((p) => p.name === 'E-mail delivery')!;
    expect(mail).toMatchObject({ kind: 'job', lastError: 'SMTP answered 554' });
    expect(mail.runs).toBeGreaterThanOrEqual(3);
    expect(mail.failures).toBeGreaterThanOrEqual(2);
    expect(Date.now() - Date.parse(mail.lastFailureAt!)).toBeLessThan(5 * 60_000);
  });
});

describe('feature usage and its reset', () => {
  it('counts uses per feature and action, and starts again from zero after a reset', async () => {
    const member = await buildMember(database);
    const track = (feature: string, action: string, additionalData?: Record<string, unknown>) =>
      injectRoute(app, trackInteractionRoute, {
        cookie: member.cookie,
        body: { feature, action, ...(additionalData ? { additionalData } : {}) },
        remoteAddress: clientAddress(),
      });
    for (let i = 0; i < 3; i += 1) await track('posting', 'create', { success: true });
    await track('messaging', 'send', { success: false, deviceType: 'web' });
    for (let i = 0; i < 19; i += 1) await track('profile', 'view');
    await track('profile', 'view', { success: false });

    const before = await summary();
    expect(before.featureUsage).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          ...{ feature: 'posting', action: 'create', uses: 3, failures: 0 },
          ...{ successRate: 100, success: true },
        }),
        expect.objectContaining({
          ...{ feature: 'messaging', action: 'send', uses: 1, failures: 1 },
          ...{ successRate: 0, success: false },
        }),
        // 19 of 20: exactly the healthy 95 %.
        expect.objectContaining({
          ...{ feature: 'profile', action: 'view', uses: 20, failures: 1 },
          ...{ successRate: 95, success: true },
        }),
      ]),
    );

    const reset = await injectRoute(app, resetTrackingRoute, { cookie: admin.cookie });
    expect(reset.status).toBe(200);
    const after = await summary();
    expect(after.featureUsage).toEqual([]);
    expect(after.lastResetAt).toBe(reset.body.resetAt);
    const audit = await injectRoute(app, listAuditRoute, {
      query: { objectType: 'analytics' },
      cookie: admin.cookie,
    });
    // Newest first; the access test above reset once too.
    expect(audit.body.items[0]).toMatchObject({
      action: 'analytics.reset',
      actor: { id: admin.user.id },
      before: { uses: 24 },
      after: { uses: 0 },
    });

    await track('posting', 'create');
    const later = await summary();
    expect(later.featureUsage).toEqual([
      expect.objectContaining({ feature: 'posting', action: 'create', uses: 1 }),
    ]);
  });
});

describe('the prune job', () => {
  it('deletes rollups older than the summary reads and keeps the rest', async () => {
    const row = (resolution: 'minute' | 'hour', ageMs: number, route: string) => ({
      resolution,
      bucketStart: new Date(Math.floor((Date.now() - ageMs) / 60_000) * 60_000),
      method: 'GET',
      route,
      statusClass: 2,
      count: 1,
      sumMs: 1,
      buckets: emptyBuckets(),
      lastStatus: null,
      lastAt: null,
    });
    await addRequestRollups(database.db, [
      row('minute', 3 * 3_600_000, '/old-minute'),
      row('minute', 10 * 60_000, '/recent-minute'),
      row('hour', 50 * 3_600_000, '/old-hour'),
      row('hour', 20 * 3_600_000, '/recent-hour'),
    ]);
    await database.pool.query(
      `INSERT INTO feature_usage_hourly (hour, feature, action, uses, last_at)
       VALUES (now() - interval '3 days', 'prune-test', 'old', 1, now() - interval '3 days'),
              (now() - interval '2 hours', 'prune-test', 'recent', 1, now() - interval '2 hours')`,
    );
    await app.deps.jobs.send('performance-prune', {});
    await app.deps.jobs.drain();
    const routes = (await database.db.select({ route: requestRollups.route }).from(requestRollups))
      .map((r) => r.route)
      .filter((r) => r.endsWith('-minute') || r.endsWith('-hour'));
    expect(routes.sort()).toEqual(['/recent-hour', '/recent-minute']);
    const usage = await database.pool.query(
      "SELECT action FROM feature_usage_hourly WHERE feature = 'prune-test'",
    );
    expect(usage.rows).toEqual([{ action: 'recent' }]);
  });
});
