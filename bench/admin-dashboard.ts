import os from 'node:os';
import { DEMO_ADMIN_EMAIL } from '../src/server/modules/auth/demo-accounts.ts';
import { readDemoPasswords } from '../src/server/modules/auth/demo-passwords.ts';
import { runScenario, type ScenarioResult } from './scenario.ts';

/**
 * Issue 22 §2: GET /api/admin/dashboard p95 < 300 ms on the bench database (100k members, 1M
 * posts), with its daily rollups written by `npm run bench:data` (the job the server runs hourly).
 * The load is a few operators refreshing at once (BENCH_ADMIN_CONNECTIONS, default 5).
 */
export const ADMIN_DASHBOARD_P95_MS = 300;
const CONNECTIONS = Number(process.env.BENCH_ADMIN_CONNECTIONS ?? 5);

/** The demo admin's cookies (the account test login grants), signed in with its password. */
export async function signInDemoAdmin(url: string, dir: string): Promise<string> {
  const passwords = await readDemoPasswords(dir);
  if (!passwords) throw new Error(`no demo passwords in ${dir}: the server did not seed`);
  const response = await fetch(`${url}/api/auth/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.9.9.7' },
    body: JSON.stringify({ email: DEMO_ADMIN_EMAIL, password: passwords.admin }),
  });
  if (!response.ok) throw new Error(`demo admin sign-in failed: ${response.status}`);
  return response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0] ?? '')
    .filter((c) => c.startsWith('roamly_'))
    .join('; ');
}

const fmt = (ms: number) => `${ms.toFixed(ms < 10 ? 2 : 1)} ms`;

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
  const options = { connections: CONNECTIONS, durationSeconds };
  await runScenario(target.url, scenario, { ...options, durationSeconds: 2 }); // warm-up
  const result = await runScenario(target.url, scenario, options);
  const failed = result.non2xx + result.errors;
  const met = result.p95 < ADMIN_DASHBOARD_P95_MS && failed === 0;
  console.log(
    `${result.name}: ${result.requestsPerSecond} req/s, p50 ${fmt(result.p50)}, p95 ${fmt(result.p95)}, p99 ${fmt(result.p99)}, failed ${failed}`,
  );
  const markdown = [
    `Admin dashboard (issue 22): run ${new Date().toISOString()} on the ${target.server ?? 'production build'}, ${body.users.total.toLocaleString('en-US')} members and ${body.posts?.total.toLocaleString('en-US')} posts, rollups through ${body.rolledUpThrough ?? 'none'}, ${CONNECTIONS} operators at once, ${durationSeconds} s, on ${process.platform} ${process.arch} with ${os.cpus().length} cores shared with the load generator.`,
    '',
    '| scenario | req/s | p50 | p95 | p99 | failed |',
    '|---|---|---|---|---|---|',
    `| ${result.name} | ${result.requestsPerSecond} | ${fmt(result.p50)} | ${fmt(result.p95)} | ${fmt(result.p99)} | ${failed} |`,
    '',
    `- p95 ${fmt(result.p95)} < ${ADMIN_DASHBOARD_P95_MS} ms — ${met ? 'met' : 'MISSED'}`,
  ].join('\n');
  return { markdown, met, result };
}
