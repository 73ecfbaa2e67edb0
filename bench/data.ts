import path from 'node:path';
import { openDatabase } from '../src/db/client.ts';
import { seedDemoWorld } from '../src/db/seed/seed.ts';
import { resolveDemoPasswords } from '../src/server/modules/auth/demo-passwords.ts';
import {
  ensureCatalogue,
  linkUnlinkedPosts,
} from '../src/server/modules/destinations/catalogue-store.ts';
import { createLocalStorage } from '../src/server/providers/storage/local.ts';
import { clearRollups } from '../src/db/queries/admin-rollups.ts';
import { runAdminRollup } from '../src/server/modules/admin/dashboard-rollup.ts';
import { readMarker } from './data-db.ts';
import { generateBenchData, resetBenchData, sizesAt } from './data-generate.ts';
import { benchDataDir, writeDocsBlock } from './report.ts';

/**
 * `npm run bench:data [-- --reset] [-- --scale=0.01]`: fills the bench database (the bench's own
 * embedded PostgreSQL in BENCH_DATA_DIR, or DATABASE_URL) with 100k members, 1M posts, a power-law
 * follow graph and likes, comments, bookmarks and blocks in realistic proportions (see
 * data-load.ts), in one transaction, after the app's migrations and the demo world (so the demo
 * sign-in of the other scenarios works). A marker row makes a second run a no-op; --reset deletes
 * the generated rows first.
 */
const args = process.argv.slice(2);
const reset = args.includes('--reset');
const scaleArg = args.find((a) => a.startsWith('--scale='))?.split('=')[1];
const scale = Number(scaleArg ?? process.env.BENCH_DATA_SCALE ?? 1);
if (!(scale > 0 && scale <= 10)) throw new Error(`--scale must be in (0, 10], got ${scaleArg}`);
const dataDir = benchDataDir();
const log = (line: string) => console.log(line);

/**
 * The admin dashboard reads daily rollups: the job the server runs hourly rolls up the generated
 * history now (its horizon), so the bench measures the dashboard as production serves it.
 */
async function rollUp(db: Parameters<typeof runAdminRollup>[0]): Promise<number> {
  const started = Date.now();
  const result = await runAdminRollup(db);
  const seconds = (Date.now() - started) / 1000;
  log(`  admin rollup: ${result.rolled} days in ${seconds.toFixed(1)} s`);
  return seconds;
}

async function main() {
  const started = Date.now();
  const database = await openDatabase({
    databaseUrl: process.env.DATABASE_URL,
    dataDir,
    poolMax: 2,
    timeouts: 'maintenance',
    log,
  });
  const client = await database.pool.connect();
  try {
    log(`  open database and migrate: ${((Date.now() - started) / 1000).toFixed(1)} s`);
    // The demo world first: it is only created in an empty database, and the bench signs in with it.
    const demo = await resolveDemoPasswords(dataDir);
    await seedDemoWorld({
      db: database.db,
      storage: createLocalStorage(path.join(dataDir, 'uploads')),
      passwords: demo.passwords,
      log: (message) => log(`  ${message}`),
    });
    const existing = await readMarker(client);
    if (reset) {
      const resetStarted = Date.now();
      await resetBenchData(client);
      log(`  reset (generated rows deleted): ${((Date.now() - resetStarted) / 1000).toFixed(1)} s`);
    } else if (existing) {
      log(
        `Bench data already present (generated ${existing.generated_at.toISOString()} in ${existing.seconds.toFixed(0)} s): ${JSON.stringify(existing.counts)}. Use --reset to regenerate.`,
      );
      await rollUp(database.db);
      return;
    }
    const sizes = sizesAt(scale);
    log(
      `Generating ${sizes.users} members and ${sizes.posts} posts in ${database.mode} PostgreSQL…`,
    );
    const { counts, mode, timings, now } = await generateBenchData(client, { scale, log });
    // What the server's first start would otherwise do for minutes on a million posts (and the
    // bench's server start would time out on): the destination catalogue, and the posts linked
    // to it by their location, as posts made through the app are.
    const linkStarted = Date.now();
    const catalogue = await ensureCatalogue(database.db);
    const linked = catalogue.built ? catalogue.linkedPosts : await linkUnlinkedPosts(database.db);
    timings.push(['destination links', (Date.now() - linkStarted) / 1000]);
    log(`  destination links: ${linked} posts in ${timings.at(-1)![1].toFixed(1)} s`);
    // The generated history replaces whatever an earlier run rolled up.
    await clearRollups(database.db);
    timings.push(['admin rollup', await rollUp(database.db)]);
    const { rows } = await client.query<{ size: string }>(
      'SELECT pg_size_pretty(pg_database_size(current_database())) AS size',
    );
    const total = (Date.now() - started) / 1000;
    log(
      `\nGenerated ${JSON.stringify(counts)} in ${total.toFixed(1)} s; database ${rows[0]?.size}`,
    );
    const figures = [counts.users, counts.posts, counts.follows, counts.likes, counts.comments]
      .concat([counts.bookmarks, counts.blocks])
      .map((n) => n.toLocaleString('en-US'));
    writeDocsBlock(
      'bench-data',
      [
        `Generated ${now.toISOString()} by \`npm run bench:data\` (scale ${scale}, ${database.mode} PostgreSQL, triggers off via ${mode === 'replica' ? 'session_replication_role' : 'DISABLE TRIGGER USER'}; counters and explore_score written set-based):`,
        '',
        '| members | posts | follows | likes | comments | bookmarks | blocks | database |',
        '|---|---|---|---|---|---|---|---|',
        `| ${figures.join(' | ')} | ${rows[0]?.size} |`,
        '',
        `Total ${total.toFixed(0)} s: ${timings.map(([name, s]) => `${name} ${s.toFixed(1)} s`).join(', ')}.`,
      ].join('\n'),
    );
  } finally {
    client.release();
    await database.close();
  }
}

await main();
