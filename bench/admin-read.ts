import { DEMO_ADMIN_EMAIL } from '../src/server/modules/auth/demo-accounts.ts';
import { readDemoPasswords } from '../src/server/modules/auth/demo-passwords.ts';
import { runScenario, type ScenarioResult } from './scenario.ts';

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

export const fmt = (ms: number) => `${ms.toFixed(ms < 10 ? 2 : 1)} ms`;

/**
 * One operator read under load, as the admin benches measure it: a 2 s warm-up, then the
 * measured run; with its failures and its row of the markdown table (the header included).
 */
export async function measureAdminRead(
  url: string,
  scenario: { name: string; path: string; headers: Record<string, string> },
  options: { connections: number; durationSeconds: number },
): Promise<{ result: ScenarioResult; failed: number; table: string[] }> {
  await runScenario(url, scenario, { ...options, durationSeconds: 2 }); // warm-up
  const result = await runScenario(url, scenario, options);
  const failed = result.non2xx + result.errors;
  const table = [
    '| scenario | req/s | p50 | p95 | p99 | failed |',
    '|---|---|---|---|---|---|',
    `| ${result.name} | ${result.requestsPerSecond} | ${fmt(result.p50)} | ${fmt(result.p95)} | ${fmt(result.p99)} | ${failed} |`,
  ];
  return { result, failed, table };
}
