import type pg from 'pg';
import {
  createIndexes,
  deleteBenchData,
  disableTriggers,
  dropSecondaryIndexes,
  enableTriggers,
  LOADED_TABLES,
  MARKER_SQL,
} from './data-db.ts';
import { checkCounters, countRows, helperSql, loadSteps } from './data-load.ts';

export type Timings = Array<[string, number]>;

/** 100k members and 1M posts at scale 1. */
export const sizesAt = (scale: number) => ({
  users: Math.round(100_000 * scale),
  posts: Math.round(1_000_000 * scale),
});

async function timed<T>(
  timings: Timings,
  log: (line: string) => void,
  name: string,
  run: () => Promise<T>,
) {
  const started = Date.now();
  const result = await run();
  const seconds = (Date.now() - started) / 1000;
  timings.push([name, seconds]);
  log(`  ${name}: ${seconds.toFixed(1)} s`);
  return result;
}

/**
 * The whole load in one transaction (a failure leaves the database as it was): triggers off,
 * secondary indexes dropped, the set-based steps, counters checked, indexes rebuilt, the marker
 * row written; then VACUUM ANALYZE outside it. Callers check the marker first.
 */
export async function generateBenchData(
  client: pg.PoolClient,
  options: { scale: number; now?: Date; log?: (line: string) => void },
) {
  const log = options.log ?? (() => {});
  const now = options.now ?? new Date();
  const sizes = sizesAt(options.scale);
  const timings: Timings = [];
  const started = Date.now();
  await client.query('BEGIN');
  try {
    await client.query(`SET LOCAL work_mem = '512MB'; SET LOCAL maintenance_work_mem = '1GB';
      SET LOCAL synchronous_commit = off; SELECT setseed(0.2026)`);
    await client.query(MARKER_SQL);
    const mode = await disableTriggers(client);
    await client.query(helperSql(sizes, now));
    const indexes = await dropSecondaryIndexes(client);
    for (const step of loadSteps(sizes, now)) {
      await timed(timings, log, step.name, () => client.query(step.sql, step.params));
    }
    await timed(timings, log, 'check counters', () => checkCounters(client));
    await timed(timings, log, `rebuild ${indexes.length} indexes`, () =>
      createIndexes(client, indexes),
    );
    // The typo lexicon (migration 0033) is kept by triggers, which were off for the load.
    await timed(timings, log, 'search words', () =>
      client.query('SELECT roamly_search_words_refill()'),
    );
    await enableTriggers(client, mode);
    const counts = await countRows(client);
    await client.query('INSERT INTO bench_dataset (scale, counts, seconds) VALUES ($1, $2, $3)', [
      options.scale,
      JSON.stringify(counts),
      (Date.now() - started) / 1000,
    ]);
    await timed(timings, log, 'commit', () => client.query('COMMIT'));
    await timed(timings, log, 'vacuum analyze', async () => {
      for (const table of [...LOADED_TABLES, 'blocks'])
        await client.query(`VACUUM (ANALYZE) ${table}`);
    });
    return { counts, mode, timings, now };
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {});
    throw error;
  }
}

/** --reset: the generated rows and the marker go, in one transaction; the rest stays. */
export async function resetBenchData(client: pg.PoolClient): Promise<void> {
  await client.query('BEGIN');
  try {
    const mode = await disableTriggers(client);
    await deleteBenchData(client, mode);
    await client.query('DROP TABLE IF EXISTS bench_dataset');
    await enableTriggers(client, mode);
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {});
    throw error;
  }
}
