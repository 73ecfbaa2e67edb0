import path from 'node:path';
import { writeDocsBlock } from './report.ts';
import { startBenchServer } from './server.ts';
import { benchTours, prepareToursBench } from './tours.ts';

/**
 * The tour budget on its own: `npx tsx bench/tours-run.ts` generates 100,000 tours into its own
 * DATA_DIR (BENCH_TOURS_DATA_DIR, default .tmp/bench-tours; kept between runs), starts the
 * production build (or the sources with BENCH_SERVER_ENTRY=src/server/main.ts
 * BENCH_NODE_ARGS='--import tsx') on it, runs `bench/tours.ts` and writes its block of
 * docs/performance.md. `npm run bench` runs the same scenarios.
 */
const root = path.resolve(import.meta.dirname, '..');
const dataDir = path.resolve(
  process.env.BENCH_TOURS_DATA_DIR ?? path.join(root, '.tmp', 'bench-tours'),
);
const entry = process.env.BENCH_SERVER_ENTRY
  ? path.resolve(root, process.env.BENCH_SERVER_ENTRY)
  : undefined;
console.log(`Generating tours on ${dataDir} (once)…`);
const prepared = await prepareToursBench(dataDir);
console.log(`${prepared.tours} tours ready (${prepared.seconds.toFixed(1)} s)`);
const server = await startBenchServer(dataDir, entry);
try {
  const result = await benchTours({
    url: server.url,
    places: prepared.places,
    tours: prepared.tours,
    server: entry ? `sources (${path.relative(root, entry)})` : 'production build',
  });
  console.log(`\n${result.markdown}\n`);
  writeDocsBlock('bench-tours', result.markdown);
  if (!result.met) process.exitCode = 1;
} finally {
  await server.stop();
}
