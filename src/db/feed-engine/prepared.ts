import crypto from 'node:crypto';
import { fillPlaceholders, sql, type SQL } from 'drizzle-orm';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { Db } from '../client.ts';

/**
 * Hot read statements (feed pages, cards, comments) sent as NAMED prepared statements: each
 * statement shape is parsed and planned once per pooled connection, then only bound and run.
 * Sent unnamed, PostgreSQL plans them on every request, and planning (0.3–1.4 ms for a feed
 * page with the visibility rule) costs more than executing them on the index.
 *
 * After five executions PostgreSQL may switch a prepared statement to its generic plan (one
 * plan for any parameter values). The statements that use this helper keep every value that
 * steers the plan's shape out of the parameters (LIMIT and OFFSET are written into the text as
 * numbers, see `sqlInt`), so their generic plan is the same index walk as the custom one; the
 * EXPLAIN test checks the generic plans too.
 *
 * Sent through node-postgres itself (a `{ name, text }` query config and the values, on the
 * pool behind the public `db.$client`: the pool picks a connection, and node-postgres remembers
 * per connection which names it has prepared), not through Drizzle's private session. Inside a
 * transaction, whose connection Drizzle does not expose, the statement goes through the public
 * `db.execute`, unnamed (correct, planned each time; the hot reads do not run in transactions).
 */
const dialect = new PgDialect();

/**
 * Statement text → name. Bounded: beyond it a shape runs unnamed (planned each time), which also
 * bounds the statements each PostgreSQL connection keeps prepared.
 *
 * This and the two shape memos below (`shapes` here, `rendered` in batched.ts) are the only
 * module-level state of the feed engine, on purpose: they hold no rows and nothing a viewer or
 * an app could tell apart, only what the code's own builders render (text, a hash of it), the
 * same in every app of the process; each is capped at `MAX_PREPARED_SHAPES`. Everything that
 * holds data (card contents, home lists) is made per app by `createFeedEngine`.
 */
const names = new Map<string, string>();
export const MAX_PREPARED_SHAPES = 500;

function nameOf(text: string): string | undefined {
  const known = names.get(text);
  if (known !== undefined || names.size >= MAX_PREPARED_SHAPES) return known;
  const name = `r_${crypto.createHash('sha1').update(text).digest('base64url').slice(0, 22)}`;
  names.set(text, name);
  return name;
}

/**
 * Timestamps, dates and intervals come back as PostgreSQL's text, as Drizzle's own raw queries
 * return them (the statements format what they show with `isoTime`; rows are parsed as before).
 */
const KEEP_AS_TEXT = new Set<number>([
  pg.types.builtins.TIMESTAMPTZ,
  pg.types.builtins.TIMESTAMP,
  pg.types.builtins.DATE,
  pg.types.builtins.INTERVAL,
  1231, // numeric[]
  1115, // timestamp[]
  1185, // timestamptz[]
  1187, // interval[]
  1182, // date[]
]);
const rowTypes = {
  getTypeParser: (oid: number, format?: 'text' | 'binary') =>
    KEEP_AS_TEXT.has(oid) ? (value: string) => value : pg.types.getTypeParser(oid, format),
} as pg.CustomTypesConfig;

/** Runs rendered text and values: named on the pool, unnamed in a transaction. */
async function run<T extends Record<string, unknown>>(
  db: Db,
  text: string,
  values: unknown[],
  name: string | undefined,
): Promise<{ rows: T[] }> {
  if ('$client' in db) {
    // The pool (or a client) Drizzle was made with: public, though its type does not name it.
    const client = db.$client as pg.Pool;
    try {
      const result = await client.query<T>({ name, text, types: rowTypes }, values);
      return { rows: result.rows };
    } catch (error) {
      // Wrapped as Drizzle wraps a failed query, so callers read PostgreSQL's error as `cause`.
      throw new DrizzleQueryError(text, values, error as Error);
    }
  }
  const result = await db.execute<T>(sqlOfText(text, values));
  return { rows: result.rows as T[] };
}

/** Text with `$n` parameters as a Drizzle statement (for `db.execute` in a transaction). */
function sqlOfText(text: string, values: unknown[]): SQL {
  const parts = text.split(/\$(\d+)/);
  const chunks: SQL[] = [];
  for (let i = 0; i < parts.length; i += 1) {
    chunks.push(
      i % 2 === 0 ? sql.raw(parts[i] ?? '') : sql`${sql.param(values[Number(parts[i]) - 1])}`,
    );
  }
  return sql.join(chunks);
}

export async function executePrepared<T extends Record<string, unknown>>(
  db: Db,
  statement: SQL,
): Promise<{ rows: T[] }> {
  const query = dialect.sqlToQuery(statement);
  return run<T>(db, query.sql, query.params, nameOf(query.sql));
}

/**
 * A statement of a fixed shape, built and turned into text once per process (a value-free memo,
 * see `names`): `build` makes it with `sql.placeholder(name)` wherever a value goes, `values`
 * fills them for this run. For the hot feed statements, whose drizzle SQL otherwise is rebuilt
 * and rendered on every request (~25 µs each). `key` must name everything that changes the text
 * (page size, offset, which optional conditions are present); the values must not. Beyond
 * `MAX_PREPARED_SHAPES` keys a shape is rendered each time (still correct).
 */
const shapes = new Map<string, { query: { sql: string; params: unknown[] }; name?: string }>();

export async function executeShape<T extends Record<string, unknown>>(
  db: Db,
  key: string,
  build: () => SQL,
  values: Record<string, unknown>,
): Promise<{ rows: T[] }> {
  let shape = shapes.get(key);
  if (!shape) {
    const query = dialect.sqlToQuery(build());
    shape = { query, name: nameOf(query.sql) };
    if (shapes.size < MAX_PREPARED_SHAPES) shapes.set(key, shape);
  }
  return run<T>(db, shape.query.sql, fillPlaceholders(shape.query.params, values), shape.name);
}

/** A statement's text and parameters as drizzle renders them (placeholders left in `params`). */
export function renderShape(statement: SQL): { sql: string; params: unknown[] } {
  return dialect.sqlToQuery(statement);
}

/** Runs ready text and values as a named prepared statement (named by its text, as above). */
export async function executeQuery<T extends Record<string, unknown>>(
  db: Db,
  text: string,
  params: unknown[],
): Promise<{ rows: T[] }> {
  return run<T>(db, text, params, nameOf(text));
}

/** The text and filled parameters `executeShape` sends (for tests comparing it with the builder). */
export function shapeText(build: () => SQL, values: Record<string, unknown>) {
  const query = dialect.sqlToQuery(build());
  return { sql: query.sql, params: fillPlaceholders(query.params, values) };
}

/** A placeholder where a builder expects a value (for `executeShape`). */
export const placeholder = <T = string>(name: string): T => sql.placeholder(name) as unknown as T;

/** The statement's text and parameters as `executePrepared` sends them (for EXPLAIN tests). */
export function preparedText(statement: SQL): { sql: string; params: unknown[] } {
  return dialect.sqlToQuery(statement);
}
