import { benchAdminDashboard } from './admin-dashboard.ts';
import { benchDataDir, writeDocsBlock } from './report.ts';
import { startBenchServer } from './server.ts';

/**
 * The admin dashboard budget on its own: `npx tsx bench/admin-dashboard-run.ts` starts the
 * production build on the bench's DATA_DIR (the data and rollups of `npm run bench:data`), runs
 * `bench/admin-dashboard.ts` and writes its block of docs/performance.md. `npm run bench` runs
 * the same scenario (section 'admin').
 */
const dataDir = benchDataDir();
const server = await startBenchServer(dataDir);
try {
  const result = await benchAdminDashboard({ url: server.url, dataDir });
  console.log(`\n${result.markdown}\n`);
  writeDocsBlock('bench-admin-dashboard', result.markdown);
  if (!result.met) process.exitCode = 1;
} finally {
  await server.stop();
}
