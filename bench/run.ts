import fs from 'node:fs';
import path from 'node:path';
import { DEMO_MEMBER_EMAIL } from '../src/server/modules/auth/demo-accounts.ts';
import { readDemoPasswords } from '../src/server/modules/auth/demo-passwords.ts';
import { runScenario, type ScenarioResult } from './scenario.ts';
import { startBenchServer } from './server.ts';

/**
 * `npm run bench`: the production server on a seeded database, autocannon scenarios beside a bare
 * GET /api/health baseline measured in the same run, budgets checked, figures written to
 * docs/performance.md. BENCH_DURATION (seconds) and BENCH_CONNECTIONS tune the run.
 */
const root = path.resolve(import.meta.dirname, '..');
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const durationSeconds = Number(process.env.BENCH_DURATION ?? 10);
const dataDir = path.resolve(process.env.BENCH_DATA_DIR ?? path.join(root, '.tmp', 'bench-data'));

const fmt = (ms: number) => `${ms.toFixed(ms < 10 ? 2 : 1)} ms`;

/** Signs in as the demo member with the password the server generated into its DATA_DIR. */
async function signIn(url: string): Promise<string> {
  const passwords = await readDemoPasswords(dataDir);
  if (!passwords) throw new Error(`no demo passwords in ${dataDir}: the server did not seed`);
  const response = await fetch(`${url}/api/auth/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.9.9.9' },
    body: JSON.stringify({ email: DEMO_MEMBER_EMAIL, password: passwords.member }),
  });
  // Both cookies, as a browser sends them (the session and its readable hint).
  const cookies = response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0] ?? '')
    .filter((c) => c.startsWith('roamly_'));
  if (!response.ok || !cookies.some((c) => c.startsWith('roamly_session='))) {
    throw new Error(`demo sign-in failed: ${response.status}`);
  }
  return cookies.join('; ');
}

function table(results: ScenarioResult[], baseline: ScenarioResult): string {
  const rows = results.map(
    (r) =>
      `| ${r.name} | ${r.requestsPerSecond} | ${Math.round((r.requestsPerSecond / baseline.requestsPerSecond) * 100)} % | ${fmt(r.p50)} | ${fmt(r.p95)} | ${fmt(r.p99)} | ${r.non2xx + r.errors} |`,
  );
  return [
    '| scenario | req/s | of health | p50 | p95 | p99 | failed |',
    '|---|---|---|---|---|---|---|',
    ...rows,
  ].join('\n');
}

function writeReport(markdown: string): void {
  const file = path.join(root, 'docs', 'performance.md');
  const current = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '# Performance\n';
  const block = `<!-- bench:start -->\n${markdown}\n<!-- bench:end -->`;
  const next = current.includes('<!-- bench:start -->')
    ? current.replace(/<!-- bench:start -->[\s\S]*<!-- bench:end -->/, block)
    : `${current.trimEnd()}\n\n${block}\n`;
  fs.writeFileSync(file, next);
}

async function main() {
  console.log(`Starting the production server on ${dataDir} (seeds the demo world on first run)…`);
  const server = await startBenchServer(dataDir);
  try {
    const cookie = await signIn(server.url);
    const options = { connections, durationSeconds };
    const scenarios = [
      { name: 'GET /api/health (baseline)', path: '/api/health' },
      { name: 'GET /api/auth/user (signed in)', path: '/api/auth/user', headers: { cookie } },
      {
        name: 'POST /api/track-interaction',
        method: 'POST' as const,
        path: '/api/track-interaction',
        body: JSON.stringify({
          feature: 'posting',
          action: 'click',
          sessionId: 'bench',
          additionalData: { deviceType: 'web', timestamp: Date.now() },
        }),
      },
    ];
    const results: ScenarioResult[] = [];
    for (const scenario of scenarios) {
      await runScenario(server.url, scenario, { connections, durationSeconds: 2 }); // warm-up
      const result = await runScenario(server.url, scenario, options);
      results.push(result);
      console.log(
        `${result.name}: ${result.requestsPerSecond} req/s, p50 ${fmt(result.p50)}, p95 ${fmt(result.p95)}, p99 ${fmt(result.p99)}, failed ${result.non2xx + result.errors}`,
      );
    }
    const [baseline, user] = results as [ScenarioResult, ScenarioResult, ScenarioResult];
    const share = user.requestsPerSecond / baseline.requestsPerSecond;
    const budgets = [
      `GET /api/auth/user keeps ≥ 50 % of health throughput: ${Math.round(share * 100)} % — ${share >= 0.5 ? 'met' : 'MISSED'}`,
      `GET /api/auth/user p99 < 20 ms: ${fmt(user.p99)} — ${user.p99 < 20 ? 'met' : 'MISSED'}`,
    ];
    const markdown = [
      `Run ${new Date().toISOString()}, ${connections} connections, ${durationSeconds} s per scenario, on ${process.platform} ${process.arch} with ${(await import('node:os')).cpus().length} cores (server and load generator share them).`,
      '',
      table(results, baseline),
      '',
      ...budgets.map((line) => `- ${line}`),
    ].join('\n');
    console.log(`\n${markdown}\n`);
    writeReport(markdown);
    if (results.some((r) => r.non2xx + r.errors > 0)) process.exitCode = 1;
  } finally {
    await server.stop();
  }
}

await main();
