import os from 'node:os';
import { fmt, measureAdminRead, signInDemoAdmin } from './admin-read.ts';
import type { ScenarioResult } from './scenario.ts';

/**
 * Issue 22 §2: GET /api/admin/dashboard p95 < 300 ms on the bench database (100k members, 1M
 * posts), with its daily rollups written by `npm run bench:data` (the job the server runs hourly).
 * The load is a few operators refreshing at once (BENCH_ADMIN_CONNECTIONS, default 5).
 */
export const ADMIN_DASHBOARD_P95_MS = 300;
const CONNECTIONS = Number(process.env.BENCH_ADMIN_CONNECTIONS ?? 5);

/** Runs the scenario on a started server; the markdown block and whether the budget was met. */
export async function benchAdminDashboard(target: {
  url: string;
  dataDir: string;
  durationSeconds?: number;
  server?: string;
}): Promise<{ markdown: string; met: boolean; result: ScenarioResult }> {
  const durationSeconds = target.durationSeconds ?? Number(process.env.BENCH_DURATION ?? 10);
  const cookie = await signInDemoAdmin(target.url, target.dataDir);
  const probe = await fetch(`${target.url}/api/admin/dashboard`, { headers: { cookie } });
  const body = (await probe.json()) as {
    users?: { total: number };
    posts?: { total: number };
    rolledUpThrough?: string | null;
  };
  if (!probe.ok || !body.users) {
    throw new Error(`dashboard probe failed: ${probe.status} ${JSON.stringify(body)}`);
  }
  const scenario = {
    name: 'GET /api/admin/dashboard (admin)',
    path: '/api/admin/dashboard',
    headers: { cookie },
  };
  const { result, failed, table } = await measureAdminRead(target.url, scenario, {
    connections: CONNECTIONS,
    durationSeconds,
  });
  const met = result.p95 < ADMIN_DASHBOARD_P95_MS && failed === 0;
  console.log(
    `${result.name}: ${result.requestsPerSecond} req/s, p50 ${fmt(result.p50)}, p95 ${fmt(result.p95)}, p99 ${fmt(result.p99)}, failed ${failed}`,
  );
  const markdown = [
    `Admin dashboard (issue 22): run ${new Date().toISOString()} on the ${target.server ?? 'production build'}, ${body.users.total.toLocaleString('en-US')} members and ${body.posts?.total.toLocaleString('en-US')} posts, rollups through ${body.rolledUpThrough ?? 'none'}, ${CONNECTIONS} operators at once, ${durationSeconds} s, on ${process.platform} ${process.arch} with ${os.cpus().length} cores shared with the load generator.`,
    '',
    ...table,
    '',
    `- p95 ${fmt(result.p95)} < ${ADMIN_DASHBOARD_P95_MS} ms — ${met ? 'met' : 'MISSED'}`,
  ].join('\n');
  return { markdown, met, result };
}
