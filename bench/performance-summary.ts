import os from 'node:os';
import { fmt, measureAdminRead, signInDemoAdmin } from './admin-read.ts';
import type { ScenarioResult } from './scenario.ts';

/**
 * ARCHITECTURE "Operator": GET /api/performance/summary answers in < 50 ms (p99). The load is
 * BENCH_PERFORMANCE_CONNECTIONS (2) clients asking back to back: hundreds of times what open
 * dashboards ask (one request per 5 s each), so the figure is the answer time, not a queue.
 * It runs after the other scenarios, so the rollups hold every route template they used.
 */
export const SUMMARY_P99_MS = 50;
const CONNECTIONS = Number(process.env.BENCH_PERFORMANCE_CONNECTIONS ?? 2);

/** Runs the summary scenario on a started server; its markdown block and whether it met the budget. */
export async function benchPerformanceSummary(target: {
  url: string;
  dataDir: string;
  durationSeconds?: number;
  server?: string;
}): Promise<{ markdown: string; met: boolean; result: ScenarioResult }> {
  const durationSeconds = target.durationSeconds ?? Number(process.env.BENCH_DURATION ?? 10);
  const cookie = await signInDemoAdmin(target.url, target.dataDir);
  const probe = await fetch(`${target.url}/api/performance/summary`, { headers: { cookie } });
  const first = (await probe.json()) as { apiMetrics?: unknown[] };
  if (!probe.ok || !Array.isArray(first.apiMetrics))
    throw new Error(`summary probe failed: ${probe.status} ${JSON.stringify(first)}`);
  const scenario = {
    name: 'GET /api/performance/summary (admin)',
    path: '/api/performance/summary',
    headers: { cookie },
  };
  const { result, failed, table } = await measureAdminRead(target.url, scenario, {
    connections: CONNECTIONS,
    durationSeconds,
  });
  const met = result.p99 < SUMMARY_P99_MS && failed === 0;
  const markdown = [
    `Performance summary (issue 22 §5): run ${new Date().toISOString()} on the ${target.server ?? 'production build'}, ${CONNECTIONS} admins polling at once for ${durationSeconds} s, ${first.apiMetrics.length} route templates in the rollups, on ${process.platform} ${process.arch} with ${os.cpus().length} cores shared with the load generator.`,
    '',
    ...table,
    '',
    `- Summary p99 ${fmt(result.p99)} < ${SUMMARY_P99_MS} ms — ${met ? 'met' : 'MISSED'}`,
  ].join('\n');
  return { markdown, met, result };
}
