import path from 'node:path';
import { benchPerformanceSummary } from './performance-summary.ts';
import { writeDocsBlock } from './report.ts';
import { startBenchServer } from './server.ts';

/**
 * The summary budget on its own: `npx tsx bench/performance-summary-run.ts` starts the production
 * build on its own DATA_DIR (BENCH_PERFORMANCE_DATA_DIR, default .tmp/bench-performance), browses
 * a few API routes so the rollups hold something, then runs `bench/performance-summary.ts`.
 * `npm run bench` runs the same scenario after its other loads (section 'performance').
 */
const root = path.resolve(import.meta.dirname, '..');
const dataDir = path.resolve(
  process.env.BENCH_PERFORMANCE_DATA_DIR ?? path.join(root, '.tmp', 'bench-performance'),
);
console.log(`Starting the server on ${dataDir}…`);
const server = await startBenchServer(dataDir);
try {
  for (const route of [
    '/api/health',
    '/api/auth/user',
    '/api/posts/explore',
    '/api/destinations/popular',
  ])
    for (let i = 0; i < 20; i += 1) await fetch(`${server.url}${route}`);
  // One flush interval, so the requests above are in the rollups.
  await new Promise((resolve) => setTimeout(resolve, 6_000));
  const result = await benchPerformanceSummary({ url: server.url, dataDir });
  console.log(`\n${result.markdown}\n`);
  writeDocsBlock('bench-performance-summary', result.markdown);
  if (!result.met) process.exitCode = 1;
} finally {
  await server.stop();
}
