import crypto from 'node:crypto';
import type { SQL } from 'drizzle-orm';
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

/** The statement's text and parameters as `executePrepared` sends them (for EXPLAIN tests). */
export function preparedText(statement: SQL): { sql: string; params: unknown[] } {
  return dialect.sqlToQuery(statement);
}
