import fs from 'node:fs';
import path from 'node:path';
import type pg from 'pg';
import { batchedQuery } from '../src/db/feed-engine/batched.ts';
import { openDatabase } from '../src/db/client.ts';
import { SEARCH_PREVIEW_LIMIT } from '../src/contract/search.ts';
import { readSearchCandidates } from '../src/db/queries/search-candidates.ts';
import { candidatePostsShape } from '../src/db/queries/search-reads.ts';
import { BENCH_EMAIL_DOMAIN } from './data-load.ts';
import { benchDataDir } from './report.ts';

/**
 * `npx tsx bench/search-walk.ts [runs]`: PostgreSQL's CPU for the search overview's post walk
 * alone (issue 21), on the generated data with the server stopped. Eight searches (eight sampled
 * members, eight texts) go as one batched statement (`executeBatched`, as under load), run
 * `runs` times on one connection as a named prepared statement; the backend's own CPU time
 * (/proc, so other load on the host does not count) per search is printed, with how many
 * generic and custom plans PostgreSQL made and the buffers of one EXPLAIN ANALYZE (PLAN=1: the
 * whole plan). WALK_SAVE=<label> keeps this build's statement in .tmp/; WALK_COMPARE=a,b runs
 * saved statements in turns (a, b, a, b…) on the same values, for a before/after on one host.
 */
const runs = Number(process.argv[2] ?? 400);
const TEXTS = [
  'golden hour',
  'lisbon',
  'hidden',
  'market',
  'street food',
  'beach',
  'temple',
  'sunset',
];
const saved = (label: string) => path.join(import.meta.dirname, '..', '.tmp', `walk-${label}.json`);

function backendCpuMs(pid: number): number {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10; // utime + stime, USER_HZ 100
}

const database = await openDatabase({
  databaseUrl: process.env.DATABASE_URL,
  dataDir: benchDataDir(),
  poolMax: 1,
});
try {
  const { rows: viewers } = await database.pool.query<{ id: string }>(
    `SELECT id FROM users WHERE email LIKE '%@${BENCH_EMAIL_DOMAIN}' AND following_count BETWEEN 20 AND 200
     ORDER BY md5(id::text) LIMIT 8`,
  );
  const wanted = SEARCH_PREVIEW_LIMIT;
  const values = [];
  for (const [i, viewer] of viewers.entries()) {
    const candidates = await readSearchCandidates(database.db, TEXTS[i]!);
    values.push({
      viewerId: viewer.id,
      ids: candidates.posts.ids.slice(0, wanted * 2 + 5),
      since: candidates.readAt,
      typos: candidates.terms.typos ?? '',
    });
  }
  const { sql: current, params } = batchedQuery(candidatePostsShape(wanted, values[0]!), values);
  if (process.env.WALK_SAVE) {
    fs.writeFileSync(saved(process.env.WALK_SAVE), JSON.stringify({ sql: current, params }));
  }
  const labels = process.env.WALK_COMPARE?.split(',') ?? ['current'];
  const statements = labels.map((label): { sql: string; params: unknown[] } =>
    label === 'current'
      ? { sql: current, params }
      : JSON.parse(fs.readFileSync(saved(label), 'utf8')),
  );
  const texts = statements.map((statement) => statement.sql);
  const client = await database.pool.connect();
  try {
    const { rows } = await client.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
    const pid = rows[0]!.pid;
    // WALK_PID_FILE: where to write the backend's pid (for `perf record -p`), 2 s before the runs.
    if (process.env.WALK_PID_FILE) {
      fs.writeFileSync(process.env.WALK_PID_FILE, String(pid));
      await new Promise((resolve) => setTimeout(resolve, 2000));
    }
    const cpu = texts.map(() => 0);
    const resultRows = texts.map(() => 0);
    for (const [i, text] of texts.entries()) {
      const found = await client.query({ name: `walk_${i}`, text }, statements[i]!.params);
      resultRows[i] = found.rows.length;
      for (let k = 0; k < 10; k += 1)
        await client.query({ name: `walk_${i}`, text }, statements[i]!.params);
    }
    const rounds = 10;
    for (let round = 0; round < rounds; round += 1) {
      for (const [i, text] of texts.entries()) {
        const before = backendCpuMs(pid);
        for (let k = 0; k < runs / rounds; k += 1) {
          await client.query({ name: `walk_${i}`, text }, statements[i]!.params);
        }
        cpu[i]! += backendCpuMs(pid) - before;
      }
    }
    const plans = await client.query<{
      statement: string;
      generic_plans: string;
      custom_plans: string;
    }>(
      `SELECT name AS statement, generic_plans, custom_plans FROM pg_prepared_statements ORDER BY name`,
    );
    for (const [i, label] of labels.entries()) {
      const perSearch = (cpu[i]! / runs / values.length) * 1000;
      const plan = plans.rows.find((row) => row.statement === `walk_${i}`);
      console.log(
        `${label}: ${resultRows[i]} rows, ${perSearch.toFixed(0)} µs of PostgreSQL CPU per search (${runs} batches of ${values.length}); plans: ${plan?.generic_plans} generic, ${plan?.custom_plans} custom`,
      );
      await explain(client, text(i), statements[i]!.params);
    }
  } finally {
    client.release();
  }
  function text(i: number) {
    return texts[i]!;
  }
} finally {
  await database.close();
}

async function explain(client: pg.PoolClient, text: string, params: unknown[]) {
  const literal = (value: unknown) =>
    client.escapeLiteral(
      Array.isArray(value)
        ? `{${value.map((v) => (v === null ? 'NULL' : `"${String(v).replace(/["\\]/g, '\\$&')}"`)).join(',')}}`
        : String(value),
    );
  await client.query('DEALLOCATE ALL');
  await client.query(`PREPARE walk_explain AS ${text}`);
  await client.query('SET plan_cache_mode = force_generic_plan');
  const plan = await client.query<{ 'QUERY PLAN': string }>(
    `EXPLAIN (ANALYZE, BUFFERS) EXECUTE walk_explain(${params.map(literal).join(', ')})`,
  );
  await client.query('RESET plan_cache_mode');
  const lines = plan.rows.map((row) => row['QUERY PLAN']);
  console.log(process.env.PLAN ? lines.join('\n') : `  ${lines[4]?.trim()}; ${lines.at(-1)}`);
}
