import { benchFeeds } from './feeds.ts';
import { benchOnly } from './only.ts';
import { benchDataDir, writeDocsBlock } from './report.ts';
import { prepareSamples } from './samples.ts';
import { startBenchServer } from './server.ts';
import { signInDemoMember } from './uploads-run.ts';

/**
 * The feed budgets (issue 6) on their own: `npx tsx bench/feeds-run.ts` starts the production
 * build on the bench's DATA_DIR (the data of `npm run bench:data`), runs `bench/feeds.ts` and
 * writes its block of docs/performance.md. `npm run bench` runs the same scenarios first.
 * BENCH_CONNECTIONS, BENCH_DURATION and BENCH_ONLY tune the run as for the whole bench.
 */
const dataDir = benchDataDir();
console.log(`Preparing sample members on ${dataDir}…`);
const samples = await prepareSamples(dataDir);
const server = await startBenchServer(dataDir);
try {
  const result = await benchFeeds({
    url: server.url,
    cookie: await signInDemoMember(server.url, dataDir),
    samples,
    connections: Number(process.env.BENCH_CONNECTIONS ?? 50),
    durationSeconds: Number(process.env.BENCH_DURATION ?? 10),
    only: benchOnly(),
  });
  console.log(`\n${result.markdown}\n`);
  if (!process.env.BENCH_ONLY) writeDocsBlock('bench', result.markdown);
  if (!result.met) process.exitCode = 1;
} finally {
  await server.stop();
}
