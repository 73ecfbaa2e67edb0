import path from 'node:path';
import { benchMessaging, prepareMessagingBench } from './messaging.ts';
import { writeDocsBlock } from './report.ts';
import { startBenchServer } from './server.ts';

/**
 * The messaging budgets on their own: `npx tsx bench/messaging-run.ts` prepares 2,000 members on
 * its own DATA_DIR (BENCH_MESSAGING_DATA_DIR, default .tmp/bench-messaging), starts the
 * production build, runs `bench/messaging.ts` and writes its block of docs/performance.md.
 * `npm run bench` runs the same after its own scenarios. BENCH_SERVER_ENTRY=src/server/main.ts
 * with BENCH_NODE_ARGS='--import tsx' runs it against the sources instead of the build.
 */
const root = path.resolve(import.meta.dirname, '..');
const dataDir = path.resolve(
  process.env.BENCH_MESSAGING_DATA_DIR ?? path.join(root, '.tmp', 'bench-messaging'),
);
const entry = process.env.BENCH_SERVER_ENTRY
  ? path.resolve(root, process.env.BENCH_SERVER_ENTRY)
  : undefined;

console.log(`Preparing the messaging members on ${dataDir}…`);
const members = await prepareMessagingBench(dataDir);
console.log(`Starting the server on ${dataDir}…`);
const server = await startBenchServer(dataDir, entry);
try {
  const result = await benchMessaging({
    url: server.url,
    pid: server.pid,
    dataDir,
    members,
    server: entry ? `sources (${path.relative(root, entry)})` : 'production build',
  });
  console.log(`\n${result.markdown}\n`);
  writeDocsBlock('bench-messaging', result.markdown);
  if (!result.met) process.exitCode = 1;
} finally {
  await server.stop();
}
