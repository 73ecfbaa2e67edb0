import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import * as schema from '../schema/index.ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestDatabase } from '../../server/test/database.ts';
import {
  batchedQuery,
  executeBatched,
  MAX_BATCH_RUNS,
  renderBatched,
  type BatchedStatement,
} from './batched.ts';

const database = await createTestDatabase();

/** Statements the pool sent, by their first words (drizzle runs every query through pool.query). */
function countStatements() {
  const spy = vi.spyOn(database.pool, 'query');
  return () =>
    spy.mock.calls.filter(([config]) =>
      String((config as { text?: string }).text ?? config).startsWith('SELECT r.batch_run'),
    ).length;
}
afterEach(() => vi.restoreAllMocks());

/** Numbers from `start` up to `stop`, then a constant parameter (a bound value that is not a placeholder). */
const series = (start: number, stop: number): BatchedStatement => ({
  key: 'test:series',
  build: () =>
    sql`SELECT n, ${sql.placeholder('label')} || ':' || n AS tag, ${'fixed'}::text AS constant,
        ${'fixed'}::text AS again
      FROM generate_series(${sql.placeholder('start')}::int, ${sql.placeholder('stop')}::int) n
      ORDER BY n DESC`,
  values: { start: String(start), stop: String(stop), label: `from ${start}` },
  types: { start: 'text', stop: 'text', label: 'text' },
});

type Row = { n: number; tag: string; constant: string; x: string };
const run = (statement: BatchedStatement) => executeBatched<Row>(database.db, statement);

describe('renderBatched', () => {
  it("reads each placeholder from the run's column and renumbers the other parameters", () => {
    const { sql: text, names, constants } = renderBatched(series(1, 2).build, series(1, 2).types);
    expect(names).toEqual(['label', 'start', 'stop']);
    expect(constants).toEqual(['fixed', 'fixed']);
    expect(text).toContain(
      'unnest((SELECT $1::text[]), (SELECT $2::text[]), (SELECT $3::text[])) WITH ORDINALITY',
    );
    expect(text).toContain(`r."label" || ':' || n`);
    expect(text).toContain('$4::text AS constant');
    expect(text).toContain('$5::text AS again');
    expect(text).not.toMatch(/\$[6-9]/);
  });

  it('casts array values from their literal and refuses a value without a type', () => {
    const build = () => sql`SELECT x FROM unnest(${sql.placeholder('ids')}) x`;
    expect(renderBatched(build, { ids: 'uuid[]' }).sql).toContain('unnest(r."ids"::uuid[]) x');
    expect(() => renderBatched(build, {})).toThrow(/no batch type for value "ids"/);
  });
});

describe('executeBatched', () => {
  it('answers concurrent runs from one statement, each with its own rows in order', async () => {
    const sent = countStatements();
    const [a, b, none] = await Promise.all([
      run(series(1, 3)),
      run(series(7, 8)),
      run(series(5, 4)),
    ]);
    expect(sent()).toBe(1);
    expect(a.map((row) => [row.n, row.tag, row.constant])).toEqual([
      [3, 'from 1:3', 'fixed'],
      [2, 'from 1:2', 'fixed'],
      [1, 'from 1:1', 'fixed'],
    ]);
    expect(b.map((row) => row.tag)).toEqual(['from 7:8', 'from 7:7']);
    expect(none).toEqual([]);
  });

  it('sends a run alone the same way, and runs of different shapes apart', async () => {
    const sent = countStatements();
    expect((await run(series(2, 2))).map((row) => row.n)).toEqual([2]);
    const other: BatchedStatement = { ...series(1, 1), key: 'test:other' };
    await Promise.all([run(series(1, 1)), run(other)]);
    expect(sent()).toBe(3);
  });

  it(`splits more than ${MAX_BATCH_RUNS} runs into several statements`, async () => {
    const sent = countStatements();
    const runs = Array.from({ length: MAX_BATCH_RUNS * 2 + 1 }, (_, i) => run(series(i, i)));
    const results = await Promise.all(runs);
    expect(sent()).toBe(3);
    results.forEach((rows, i) => expect(rows.map((row) => row.n)).toEqual([i]));
  });

  it('passes array values, quoted, and a missing value as null', async () => {
    const statement = (ids: string[] | undefined): BatchedStatement => ({
      key: 'test:array',
      build: () =>
        sql`SELECT x FROM unnest(coalesce(${sql.placeholder('ids')}, '{}')) WITH ORDINALITY AS t(x, o) ORDER BY o`,
      values: { ids },
      types: { ids: 'uuid[]' },
    });
    const ids = ['5e6f7a8b-9c0d-4e1f-a2b3-c4d5e6f70819', '0b3c9d4e-1f2a-4b5c-8d6e-7f8091a2b3c4'];
    const [given, missing] = await Promise.all([run(statement(ids)), run(statement(undefined))]);
    expect(given.map((row) => row.x)).toEqual(ids);
    expect(missing).toEqual([]);
    // A value that is not a uuid fails the whole statement, whatever quotes it carries.
    await expect(run(statement(['a"b\\c,{d}']))).rejects.toThrow(/uuid/);
  });

  it('fails only the run whose value PostgreSQL refuses: the others are answered alone', async () => {
    const divide = (label: string): BatchedStatement => ({
      key: 'test:divide',
      build: () => sql`SELECT 10 / (length(${sql.placeholder('label')}) - 1) AS n`,
      values: { label },
      types: { label: 'text' },
    });
    const sent = countStatements();
    const outcomes = await Promise.allSettled([
      run(divide('abc')),
      run(divide('a')),
      run(divide('ab')),
    ]);
    expect(outcomes.map((outcome) => outcome.status)).toEqual([
      'fulfilled',
      'rejected',
      'fulfilled',
    ]);
    expect(outcomes[1]).toMatchObject({ reason: { cause: { message: 'division by zero' } } });
    expect(
      outcomes.map((outcome) => (outcome.status === 'fulfilled' ? outcome.value[0]?.n : null)),
    ).toEqual([5, null, 10]);
    expect(sent()).toBe(4);
  });

  it('settles on a generic plan, so it is not planned again on every run', async () => {
    const client = await database.pool.connect();
    try {
      const db = drizzle(client, { schema });
      const probe = (n: number): BatchedStatement => ({
        key: 'test:plans',
        build: () =>
          sql`SELECT n AS plan_probe FROM generate_series(1, ${sql.placeholder('n')}::int) n`,
        values: { n: String(n) },
        types: { n: 'text' },
      });
      for (let i = 1; i <= 8; i += 1) await executeBatched(db, probe(i));
      const { rows } = await client.query<{ generic: string; custom: string }>(
        `SELECT generic_plans AS generic, custom_plans AS custom FROM pg_prepared_statements
         WHERE statement LIKE '%plan_probe%'`,
      );
      expect(rows).toEqual([{ generic: '3', custom: '5' }]);
    } finally {
      client.release();
    }
  });

  it('rejects a run whose array value is not an array, never leaving it waiting', async () => {
    const statement: BatchedStatement = {
      key: 'test:not-an-array',
      build: () => sql`SELECT cardinality(${sql.placeholder('ids')}) AS n`,
      values: { ids: 'not an array' },
      types: { ids: 'uuid[]' },
    };
    await expect(run(statement)).rejects.toThrow(/must be an array/);
  });

  it('sends what batchedQuery shows', () => {
    const { sql: text, params } = batchedQuery(series(1, 2), [
      series(1, 2).values,
      series(3, 4).values,
    ]);
    expect(text).toMatch(/^SELECT r\.batch_run, s\.\* FROM unnest/);
    expect(params).toEqual([['from 1', 'from 3'], ['1', '3'], ['2', '4'], 'fixed', 'fixed']);
  });

  it("writes a frozen array's literal as it writes the same array unfrozen", () => {
    const statement: BatchedStatement = {
      key: 'test:frozen',
      build: () => sql`SELECT x FROM unnest(${sql.placeholder('ids')}) AS t(x)`,
      values: {},
      types: { ids: 'uuid[]' },
    };
    const ids = ['5e6f7a8b-9c0d-4e1f-a2b3-c4d5e6f70819', 'a"b\\c'];
    const frozen = Object.freeze([...ids]);
    const literal = (value: readonly string[]) =>
      batchedQuery(statement, [{ ids: value }]).params[0];
    expect(literal(ids)).toEqual(['{"5e6f7a8b-9c0d-4e1f-a2b3-c4d5e6f70819","a\\"b\\\\c"}']);
    // The second time from the memo of frozen arrays.
    expect(literal(frozen)).toEqual(literal(ids));
    expect(literal(frozen)).toEqual(literal(ids));
  });
});
