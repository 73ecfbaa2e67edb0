import path from 'node:path';
import { DEMO_MEMBER_EMAIL } from '../src/server/modules/auth/demo-accounts.ts';
import { readDemoPasswords } from '../src/server/modules/auth/demo-passwords.ts';
import { writeDocsBlock } from './report.ts';
import { startBenchServer } from './server.ts';
import { runUploadBench, type UploadBudget } from './uploads.ts';

/**
 * The upload budgets on their own: `npx tsx bench/uploads-run.ts` starts the production build on
 * its own DATA_DIR (BENCH_UPLOAD_DATA_DIR, default .tmp/bench-uploads), runs the scenarios of
 * `bench/uploads.ts` and writes their block of docs/performance.md. `npm run bench` runs the same
 * scenarios after its own. BENCH_SERVER_ENTRY=src/server/main.ts with BENCH_NODE_ARGS='--import
 * tsx' runs them against the sources instead of the build.
 */
const root = path.resolve(import.meta.dirname, '..');
const dataDir = path.resolve(
  process.env.BENCH_UPLOAD_DATA_DIR ?? path.join(root, '.tmp', 'bench-uploads'),
);

/** The demo member's cookies, as a browser sends them. */
export async function signInDemoMember(url: string, dir: string): Promise<string> {
  const passwords = await readDemoPasswords(dir);
  if (!passwords) throw new Error(`no demo passwords in ${dir}: the server did not seed`);
  const response = await fetch(`${url}/api/auth/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.9.9.8' },
    body: JSON.stringify({ email: DEMO_MEMBER_EMAIL, password: passwords.member }),
  });
  const cookies = response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0] ?? '')
    .filter((c) => c.startsWith('roamly_'));
  if (!response.ok) throw new Error(`demo sign-in failed: ${response.status}`);
  return cookies.join('; ');
}

/** Runs the upload scenarios, prints and records them; true when every enforced budget is met. */
export async function benchUploads(target: {
  url: string;
  cookie: string;
  pid: number;
  dataDir: string;
  server?: string;
}): Promise<{ budgets: UploadBudget[]; ok: boolean }> {
  console.log('Uploads: three 1 GiB chunked uploads at once, then a resume after a drop…');
  const result = await runUploadBench(target);
  console.log(`\n${result.markdown}\n`);
  writeDocsBlock('bench-uploads', result.markdown);
  return { budgets: result.budgets, ok: result.budgets.every((b) => !b.enforced || b.met) };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const entry = process.env.BENCH_SERVER_ENTRY
    ? path.resolve(root, process.env.BENCH_SERVER_ENTRY)
    : undefined;
  console.log(`Starting the server on ${dataDir}…`);
  const server = await startBenchServer(dataDir, entry);
  try {
    const cookie = await signInDemoMember(server.url, dataDir);
    const { ok } = await benchUploads({
      url: server.url,
      cookie,
      pid: server.pid,
      dataDir,
      server: entry ? `sources (${path.relative(root, entry)})` : 'production build',
    });
    if (!ok) process.exitCode = 1;
  } finally {
    await server.stop();
  }
}
