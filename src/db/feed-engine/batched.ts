import { is, Placeholder, type SQL } from 'drizzle-orm';
import pg from 'pg';
import type { Db } from '../client.ts';
import { executeQuery, MAX_PREPARED_SHAPES, renderShape } from './prepared.ts';

/**
 * Concurrent runs of one read statement, coalesced into one round trip.
 *
 * A feed page's statement costs PostgreSQL ~0.25 ms to execute, but every statement also pays a
 * fixed price around it: a pooled connection taken and given back, Bind/Describe/Execute/Sync,
 * waking a backend and waking the server again, the row description parsed. Under load that
 * price was most of a page's cost (docs/performance.md, "Feed budgets, fourth round"). So the
 * runs of a shape that arrive while the event loop handles one batch of I/O are sent together:
 *
 *   SELECT r.batch_run, s.* FROM unnest($1::uuid[], $2::text[]) WITH ORDINALITY AS r(viewer, …, batch_run)
 *   CROSS JOIN LATERAL (SELECT q.*, row_number() OVER () AS batch_row FROM (<the statement>) q) s
 *   ORDER BY r.batch_run, s.batch_row
 *
 * where the statement reads each run's values from `r` instead of bound parameters: the same
 * plan, executed once per run inside one statement, each run with its own values (the viewer
 * included, so every row still passes that viewer's visibility rule). `row_number()` numbers a
 * run's rows in the order its statement returns them (its ORDER BY), so each run gets its rows
 * in that order. A run alone is sent the same way (a batch of one): one path, which every test
 * exercises. When PostgreSQL refuses a batch, its runs are retried alone, so one request's value
 * never fails another's.
 *
 * Only for cheap reads: the runs of a batch execute one after another on one backend. Batches
 * are kept per `db` object, so a transaction's runs are only batched with each other.
 */

/** The PostgreSQL type of each value name a batched shape uses (arrays travel as their literal). */
export type BatchTypes = Record<string, 'uuid' | 'text' | 'uuid[]'>;

/**
 * A statement of a fixed shape, as for `executeShape`: `build` makes it with
 * `sql.placeholder(name)` wherever a value goes, `key` names everything that changes its text,
 * `values` are this run's; `types` gives the PostgreSQL type of each value name.
 */
export type BatchedStatement = {
  key: string;
  build: () => SQL;
  values: Record<string, unknown>;
  types: BatchTypes;
};

/** At most this many runs share a statement; more start another batch. */
export const MAX_BATCH_RUNS = 32;

type Rendered = { sql: string; names: string[]; constants: unknown[] };
type Pending = {
  values: Record<string, unknown>;
  resolve: (rows: Record<string, unknown>[]) => void;
  reject: (error: unknown) => void;
};
type Batch = { rendered: Rendered; types: BatchTypes; runs: Pending[] };

/** Batched text per shape key: a value-free memo like prepared.ts's (see `names` there). */
const rendered = new Map<string, Rendered>();
/**
 * The batches waiting for this turn of the event loop, per `db` object: not a cache (each is
 * sent and dropped at the next `setImmediate`, at most `MAX_BATCH_RUNS` runs each), and keyed by
 * the database object, so two apps (or a transaction and its pool) never share a batch.
 */
const open = new WeakMap<Db, Map<string, Batch>>();

const identifier = (name: string) => {
  if (!/^[A-Za-z][A-Za-z0-9]*$/.test(name)) throw new Error(`not a batch value name: ${name}`);
  return `"${name}"`;
};

/**
 * The batched text of a shape: every placeholder `$n` of the rendered statement becomes the
 * run's column `r."name"`; any other bound value stays a parameter, numbered after the arrays.
 */
export function renderBatched(build: () => SQL, types: BatchTypes): Rendered {
  const query = renderShape(build());
  const names: string[] = [];
  for (const param of query.params) {
    if (is(param, Placeholder) && !names.includes(param.name)) names.push(param.name);
  }
  // Each bound value that is not a placeholder keeps its own parameter, after the arrays.
  const constants: unknown[] = [];
  const constantNumber = new Map<number, number>();
  query.params.forEach((param, i) => {
    if (is(param, Placeholder)) return;
    constants.push(param);
    constantNumber.set(i, names.length + constants.length);
  });
  const inner = query.sql.replace(/\$(\d+)\b/g, (_, digits: string) => {
    const index = Number(digits) - 1;
    const param = query.params[index];
    if (is(param, Placeholder)) {
      const type = types[param.name];
      if (!type) throw new Error(`no batch type for value "${param.name}"`);
      const column = `r.${identifier(param.name)}`;
      return type.endsWith('[]') ? `${column}::${type}` : column;
    }
    return `$${constantNumber.get(index)}`;
  });
  // Each array behind a scalar subquery: the planner then cannot count a custom plan's runs, so
  // custom and generic plans cost the same and PostgreSQL settles on the generic plan after five
  // runs. Given the arrays, it prices every custom plan by its batch size and never does, and
  // planning this statement each time cost several times its execution.
  const arrays = names.map((name, i) => {
    const type = types[name]!.endsWith('[]') ? 'text' : types[name];
    return `(SELECT $${i + 1}::${type}[])`;
  });
  const columns = [...names.map(identifier), 'batch_run'];
  const sql = `SELECT r.batch_run, s.* FROM unnest(${arrays.join(', ')}) WITH ORDINALITY AS r(${columns.join(', ')})
    CROSS JOIN LATERAL (SELECT q.*, row_number() OVER () AS batch_row FROM (${inner}) q) s
    ORDER BY r.batch_run, s.batch_row`;
  return { sql, names, constants };
}

/** A string no array literal needs to escape (a UUID, the usual element): quoted as it is. */
const PLAIN_ELEMENT = /^[0-9A-Za-z-]*$/;

/**
 * The literals of frozen arrays: a frozen array never changes, so its literal is written once.
 * Search passes each slice of a text's cached candidates frozen, and every viewer walking that
 * text sends the same first slice (25 ids quoted and checked on every search otherwise).
 */
const frozenLiterals = new WeakMap<readonly unknown[], string>();

/** A PostgreSQL array literal of strings (each element quoted), for a `uuid[]` value. */
function arrayLiteral(items: unknown): string {
  if (!Array.isArray(items)) throw new Error('an array value must be an array');
  if (!Object.isFrozen(items)) return writeArrayLiteral(items);
  let literal = frozenLiterals.get(items);
  if (literal === undefined) {
    literal = writeArrayLiteral(items);
    frozenLiterals.set(items, literal);
  }
  return literal;
}

function writeArrayLiteral(items: readonly unknown[]): string {
  // One string built in a loop: a search's walk sends 25 ids per run, each batch up to 32 runs.
  let literal = '{';
  for (let i = 0; i < items.length; i += 1) {
    const text = String(items[i]);
    const element = PLAIN_ELEMENT.test(text) ? text : text.replace(/["\\]/g, '\\$&');
    literal += i === 0 ? `"${element}"` : `,"${element}"`;
  }
  return `${literal}}`;
}

/** The parameters of a batch: one array per value name (a run's value at its index), then the constants. */
function batchParams(shape: Rendered, types: BatchTypes, runs: Record<string, unknown>[]) {
  const columns = shape.names.map((name) =>
    runs.map((values) => {
      const value = values[name];
      if (value === undefined || value === null) return null;
      return types[name]!.endsWith('[]') ? arrayLiteral(value) : value;
    }),
  );
  return [...columns, ...shape.constants];
}

/** What `executeBatched` sends for these runs of a statement (for EXPLAIN tests and benches). */
export function batchedQuery(
  statement: BatchedStatement,
  runs: Record<string, unknown>[] = [statement.values],
): { sql: string; params: unknown[] } {
  const shape = renderBatched(statement.build, statement.types);
  return { sql: shape.sql, params: batchParams(shape, statement.types, runs) };
}

async function flush(db: Db, batch: Batch): Promise<void> {
  const { rendered: shape, types, runs } = batch;
  try {
    const values = runs.map((run) => run.values);
    const params = batchParams(shape, types, values);
    const { rows } = await executeQuery<Record<string, unknown>>(db, shape.sql, params);
    const byRun: Record<string, unknown>[][] = runs.map(() => []);
    for (const row of rows) byRun[Number(row.batch_run) - 1]?.push(row);
    runs.forEach((run, i) => run.resolve(byRun[i]!));
  } catch (error) {
    // PostgreSQL refused the statement (a value it cannot take, say): run each alone, so that
    // one request's value never fails the others'. A lost connection fails them all as it is.
    const cause = error instanceof Error && error.cause ? error.cause : error; // drizzle wraps it
    if (runs.length > 1 && cause instanceof pg.DatabaseError) {
      await Promise.all(runs.map((run) => flush(db, { ...batch, runs: [run] })));
      return;
    }
    for (const run of runs) run.reject(error);
  }
}

/**
 * Runs a statement together with the other runs of the same shape made in this turn of the
 * event loop. Resolves with this run's rows, in the statement's order.
 */
export function executeBatched<T>(db: Db, statement: BatchedStatement): Promise<T[]> {
  const { key, build, values, types } = statement;
  let shape = rendered.get(key);
  if (!shape) {
    shape = renderBatched(build, types);
    // Bounded as executeShape's shapes are: beyond it a shape is rendered on each run.
    if (rendered.size < MAX_PREPARED_SHAPES) rendered.set(key, shape);
  }
  let batches = open.get(db);
  if (!batches) {
    batches = new Map();
    open.set(db, batches);
  }
  let batch = batches.get(key);
  if (!batch) {
    const created: Batch = { rendered: shape, types, runs: [] };
    batch = created;
    batches.set(key, created);
    const owner = batches;
    setImmediate(() => {
      if (owner.get(key) === created) owner.delete(key);
      void flush(db, created);
    });
  }
  const current = batch;
  return new Promise<T[]>((resolve, reject) => {
    current.runs.push({ values, resolve: resolve as Pending['resolve'], reject });
    // A full batch leaves the queue now; the next run starts another.
    if (current.runs.length >= MAX_BATCH_RUNS) batches.delete(key);
  });
}
