import path from 'node:path';
import { openDatabase } from '../src/db/client.ts';
import { seedDemoWorld } from '../src/db/seed/seed.ts';
import { resolveDemoPasswords } from '../src/server/modules/auth/demo-passwords.ts';
import { createLocalStorage } from '../src/server/providers/storage/local.ts';
import {
  createIndexes,
  deleteBenchData,
  disableTriggers,
  dropSecondaryIndexes,
  enableTriggers,
  LOADED_TABLES,
  MARKER_SQL,
  readMarker,
} from './data-db.ts';
import { checkCounters, countRows, helperSql, loadSteps, type Sizes } from './data-load.ts';
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
const sizes: Sizes = { users: Math.round(100_000 * scale), posts: Math.round(1_000_000 * scale) };
const dataDir = benchDataDir();

const seconds = (since: number) => (Date.now() - since) / 1000;
const timings: Array<[string, number]> = [];
async function timed<T>(name: string, run: () => Promise<T>): Promise<T> {
  const started = Date.now();
  const result = await run();
  timings.push([name, seconds(started)]);
  console.log(`  ${name}: ${seconds(started).toFixed(1)} s`);
  return result;
}

async function main() {
  const started = Date.now();
  const database = await timed('open database and migrate', () =>
    openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir, poolMax: 2, log: console.log }),
  );
  const client = await database.pool.connect();
  try {
    // The demo world first: it is only created in an empty database, and the bench signs in with it.
    const demo = await resolveDemoPasswords(dataDir);
    await seedDemoWorld({
      db: database.db,
      storage: createLocalStorage(path.join(dataDir, 'uploads')),
      passwords: demo.passwords,
      log: (message) => console.log(`  ${message}`),
    });
    const existing = await readMarker(client);
    if (reset) {
      await timed('reset (delete generated rows)', async () => {
        await client.query('BEGIN');
        const mode = await disableTriggers(client);
        await deleteBenchData(client, mode);
        await client.query('DROP TABLE IF EXISTS bench_dataset');
        await enableTriggers(client, mode);
        await client.query('COMMIT');
      });
    } else if (existing) {
      console.log(
        `Bench data already present (generated ${existing.generated_at.toISOString()} in ${existing.seconds.toFixed(0)} s): ${JSON.stringify(existing.counts)}. Use --reset to regenerate.`,
      );
      return;
    }

    console.log(
      `Generating ${sizes.users} members and ${sizes.posts} posts in ${database.mode} PostgreSQL…`,
    );
    const loadStarted = Date.now();
    const now = new Date();
    await client.query('BEGIN');
    await client.query(`SET LOCAL work_mem = '512MB'; SET LOCAL maintenance_work_mem = '1GB';
      SET LOCAL synchronous_commit = off; SELECT setseed(0.2026)`);
    await client.query(MARKER_SQL);
    const mode = await disableTriggers(client);
    await client.query(helperSql(sizes, now));
    const indexes = await dropSecondaryIndexes(client);
    for (const step of loadSteps(sizes, now)) {
      await timed(step.name, () => client.query(step.sql, step.params));
    }
    await timed('check counters', () => checkCounters(client));
    await timed(`rebuild ${indexes.length} indexes`, () => createIndexes(client, indexes));
    await enableTriggers(client, mode);
    const counts = await countRows(client);
    const loadSeconds = seconds(loadStarted);
    await client.query('INSERT INTO bench_dataset (scale, counts, seconds) VALUES ($1, $2, $3)', [
      scale,
      JSON.stringify(counts),
      loadSeconds,
    ]);
    await timed('commit', () => client.query('COMMIT'));
    await timed('vacuum analyze', async () => {
      for (const table of [...LOADED_TABLES, 'blocks'])
        await client.query(`VACUUM (ANALYZE) ${table}`);
    });
    const { rows } = await client.query<{ size: string }>(
      'SELECT pg_size_pretty(pg_database_size(current_database())) AS size',
    );
    const total = seconds(started);
    console.log(
      `\nGenerated ${JSON.stringify(counts)} in ${total.toFixed(1)} s; database ${rows[0]?.size}`,
    );
    writeDocsBlock(
      'bench-data',
      [
        `Generated ${now.toISOString()} by \`npm run bench:data\` (scale ${scale}, ${database.mode} PostgreSQL, triggers off via ${mode === 'replica' ? 'session_replication_role' : 'DISABLE TRIGGER USER'}; counters and explore_score written set-based):`,
        '',
        '| members | posts | follows | likes | comments | bookmarks | blocks | database |',
        '|---|---|---|---|---|---|---|---|',
        `| ${[counts.users, counts.posts, counts.follows, counts.likes, counts.comments, counts.bookmarks, counts.blocks].map((n) => n.toLocaleString('en-US')).join(' | ')} | ${rows[0]?.size} |`,
        '',
        `Total ${total.toFixed(0)} s: ${timings.map(([name, s]) => `${name} ${s.toFixed(1)} s`).join(', ')}.`,
      ].join('\n'),
    );
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {});
    throw error;
  } finally {
    client.release();
    await database.close();
  }
}

await main();
