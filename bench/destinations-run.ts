import path from 'node:path';
import { benchDestinations } from './destinations.ts';
import { writeDocsBlock } from './report.ts';
import { startBenchServer } from './server.ts';
import { signInDemoMember } from './uploads-run.ts';

/**
 * The destination budgets on their own: `npx tsx bench/destinations-run.ts` starts the production
 * build (or the sources with BENCH_SERVER_ENTRY=src/server/main.ts BENCH_NODE_ARGS='--import
 * tsx') on its own DATA_DIR (BENCH_DESTINATIONS_DATA_DIR, default .tmp/bench-destinations),
 * where the first start builds the catalogue, runs `bench/destinations.ts` and writes its block of
 * docs/performance.md. `npm run bench` runs the same scenarios.
 */
const root = path.resolve(import.meta.dirname, '..');
const dataDir = path.resolve(
  process.env.BENCH_DESTINATIONS_DATA_DIR ?? path.join(root, '.tmp', 'bench-destinations'),
);
const entry = process.env.BENCH_SERVER_ENTRY
  ? path.resolve(root, process.env.BENCH_SERVER_ENTRY)
  : undefined;
console.log(`Starting the server on ${dataDir}…`);
const server = await startBenchServer(dataDir, entry);
try {
  const cookie = await signInDemoMember(server.url, dataDir);
  const result = await benchDestinations({
    url: server.url,
    cookie,
    server: entry ? `sources (${path.relative(root, entry)})` : 'production build',
  });
  console.log(`\n${result.markdown}\n`);
  writeDocsBlock('bench-destinations', result.markdown);
  if (!result.met) process.exitCode = 1;
} finally {
  await server.stop();
}
