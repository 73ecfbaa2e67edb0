import path from 'node:path';
import { writeDocsBlock } from './report.ts';
import { startBenchServer } from './server.ts';
import { benchWebVitals } from './web-vitals.ts';

/**
 * `npm run bench:web`: the throttled-phone measurement of the signed-in home (bench/web-vitals.ts)
 * on its own, against the production build (`npm run build` first) on a data directory of its
 * own holding only the demo world (the one Lighthouse measures), so it needs no generated bench
 * database. Writes its block of docs/performance.md unless BENCH_WEB_NO_WRITE is set.
 */
const dataDir = path.resolve(
  process.env.BENCH_WEB_DATA_DIR ?? path.join(import.meta.dirname, '..', '.tmp', 'bench-web-data'),
);
console.log(`Starting the production server on ${dataDir} (seeds the demo world on first run)…`);
const server = await startBenchServer(dataDir);
try {
  const result = await benchWebVitals({ url: server.url, dataDir });
  console.log(`\n${result.markdown}\n`);
  if (!process.env.BENCH_WEB_NO_WRITE) writeDocsBlock('bench-web', result.markdown);
  if (!result.met) process.exitCode = 1;
} finally {
  await server.stop();
}
