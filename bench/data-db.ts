import type pg from 'pg';
import { BENCH_EMAIL_DOMAIN } from './data-load.ts';

/** Tables the generator fills; their secondary indexes are rebuilt once after the load. */
export const LOADED_TABLES = ['users', 'posts', 'likes', 'comments', 'follows', 'bookmarks'];
const TRIGGER_TABLES = [...LOADED_TABLES, 'blocks'];

/** One row: what was generated and how long it took. Created by the generator, not a migration. */
export const MARKER_SQL = `CREATE TABLE IF NOT EXISTS bench_dataset (
  id integer PRIMARY KEY DEFAULT 1 CHECK (id = 1),
  scale double precision NOT NULL,
  counts jsonb NOT NULL,
  seconds double precision NOT NULL,
  generated_at timestamptz NOT NULL DEFAULT now()
)`;

export type Marker = {
  scale: number;
  counts: Record<string, number>;
  seconds: number;
  generated_at: Date;
};

export async function readMarker(client: pg.ClientBase): Promise<Marker | undefined> {
  const exists = await client.query(`SELECT to_regclass('bench_dataset') IS NOT NULL AS ok`);
  if (!exists.rows[0]?.ok) return undefined;
  const { rows } = await client.query<Marker>(
    'SELECT scale, counts, seconds, generated_at FROM bench_dataset',
  );
  return rows[0];
}

/**
 * The counters and explore_score are written by the generator itself, so the row triggers (and
 * their activity rows) stay off for this transaction: session_replication_role = replica as the
 * superuser (also skips foreign-key checks, the rows are made consistent by construction), or,
 * for a non-superuser DATABASE_URL, ALTER TABLE … DISABLE TRIGGER USER inside the transaction
 * (foreign keys still checked), re-enabled before commit.
 */
export async function disableTriggers(client: pg.PoolClient): Promise<'replica' | 'table'> {
  await client.query('SAVEPOINT triggers');
  try {
    await client.query('SET LOCAL session_replication_role = replica');
    await client.query('RELEASE SAVEPOINT triggers');
    return 'replica';
  } catch {
    await client.query('ROLLBACK TO SAVEPOINT triggers');
    for (const table of TRIGGER_TABLES)
      await client.query(`ALTER TABLE ${table} DISABLE TRIGGER USER`);
    return 'table';
  }
}

export async function enableTriggers(client: pg.PoolClient, mode: 'replica' | 'table') {
  if (mode === 'replica') {
    await client.query('SET LOCAL session_replication_role = origin');
    return;
  }
  for (const table of TRIGGER_TABLES)
    await client.query(`ALTER TABLE ${table} ENABLE TRIGGER USER`);
}

/**
 * Drops the indexes that back no constraint (each definition kept) so the load writes heaps, then
 * one sorted build each; primary keys and unique constraints stay and keep the data honest.
 */
export async function dropSecondaryIndexes(client: pg.PoolClient): Promise<string[]> {
  const { rows } = await client.query<{ name: string; def: string }>(
    `SELECT quote_ident(n.nspname) || '.' || quote_ident(c.relname) AS name, pg_get_indexdef(i.indexrelid) AS def
     FROM pg_index i
     JOIN pg_class c ON c.oid = i.indexrelid
     JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE i.indrelid = ANY($1::regclass[])
       AND NOT EXISTS (SELECT 1 FROM pg_constraint k WHERE k.conindid = i.indexrelid)`,
    [LOADED_TABLES],
  );
  for (const row of rows) await client.query(`DROP INDEX ${row.name}`);
  return rows.map((row) => row.def);
}

export async function createIndexes(client: pg.PoolClient, definitions: string[]) {
  for (const def of definitions) await client.query(def);
}

/**
 * --reset: removes the generated members and everything that points at them, set-based. Each
 * foreign key into comments, posts and users (read from pg_constraint, so tables added later are
 * covered) is followed for the generated rows only; the demo world is untouched.
 */
export async function deleteBenchData(client: pg.PoolClient, mode: 'replica' | 'table') {
  await client.query(`
    CREATE TEMP TABLE del_users ON COMMIT DROP AS
      SELECT id FROM users WHERE email LIKE '%@${BENCH_EMAIL_DOMAIN}';
    CREATE TEMP TABLE del_posts ON COMMIT DROP AS
      SELECT p.id FROM posts p JOIN del_users u ON u.id = p.user_id;
    CREATE TEMP TABLE del_comments ON COMMIT DROP AS
      SELECT c.id FROM comments c WHERE c.post_id IN (SELECT id FROM del_posts)
        OR c.user_id IN (SELECT id FROM del_users);
    ANALYZE del_users; ANALYZE del_posts; ANALYZE del_comments;`);
  if (mode === 'table') {
    // Without replica mode the foreign keys cascade by themselves (slower, same result).
    await client.query('DELETE FROM users WHERE id IN (SELECT id FROM del_users)');
    return;
  }
  for (const [parent, set] of [
    ['comments', 'del_comments'],
    ['posts', 'del_posts'],
    ['users', 'del_users'],
  ] as const) {
    const { rows } = await client.query<{ child: string; col: string; action: string }>(
      `SELECT k.conrelid::regclass::text AS child, quote_ident(a.attname) AS col, k.confdeltype AS action
       FROM pg_constraint k
       JOIN pg_attribute a ON a.attrelid = k.conrelid AND a.attnum = k.conkey[1]
       WHERE k.contype = 'f' AND k.confrelid = $1::regclass AND cardinality(k.conkey) = 1`,
      [parent],
    );
    for (const { child, col, action } of rows) {
      const where = `${col} IN (SELECT id FROM ${set})`;
      await client.query(
        action === 'n'
          ? `UPDATE ${child} SET ${col} = NULL WHERE ${where}`
          : `DELETE FROM ${child} WHERE ${where}`,
      );
    }
    await client.query(`DELETE FROM ${parent} WHERE id IN (SELECT id FROM ${set})`);
  }
}
