import crypto from 'node:crypto';
import { fillPlaceholders, sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from './client.ts';

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
 * Works with the pool-backed client (the pool picks a connection; node-postgres remembers per
 * connection which names it has prepared) and inside a transaction (its own connection).
 */
const dialect = new PgDialect();

/** Statement text → name. Bounded: beyond it a shape runs unnamed (planned each time). */
const names = new Map<string, string>();
export const MAX_PREPARED_SHAPES = 500;

function nameOf(text: string): string | undefined {
  const known = names.get(text);
  if (known !== undefined || names.size >= MAX_PREPARED_SHAPES) return known;
  const name = `r_${crypto.createHash('sha1').update(text).digest('base64url').slice(0, 22)}`;
  names.set(text, name);
  return name;
}

export async function executePrepared<T extends Record<string, unknown>>(
  db: Db,
  statement: SQL,
): Promise<{ rows: T[] }> {
  const query = dialect.sqlToQuery(statement);
  const prepared = db._.session.prepareQuery<{
    execute: { rows: T[] };
    all: unknown;
    values: unknown;
  }>(query, undefined, nameOf(query.sql), false);
  return prepared.execute();
}

/**
 * A statement of a fixed shape, built and turned into text once per process: `build` makes it
 * with `sql.placeholder(name)` wherever a value goes, `values` fills them for this run. For the
 * hot feed statements, whose drizzle SQL otherwise is rebuilt and rendered on every request
 * (~25 µs each). `key` must name everything that changes the text (page size, offset, which
 * optional conditions are present); the values must not. Beyond `MAX_PREPARED_SHAPES` keys a
 * shape is rendered each time (still correct).
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
  const prepared = db._.session.prepareQuery<{
    execute: { rows: T[] };
    all: unknown;
    values: unknown;
  }>(shape.query, undefined, shape.name, false);
  return prepared.execute(values);
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
  const prepared = db._.session.prepareQuery<{
    execute: { rows: T[] };
    all: unknown;
    values: unknown;
  }>({ sql: text, params }, undefined, nameOf(text), false);
  return prepared.execute();
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
