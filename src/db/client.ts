import { fileURLToPath } from 'node:url';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as drizzleMigrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema/index.ts';
import { startEmbeddedPostgres, type EmbeddedPostgres } from './embedded-postgres.ts';

export type DbClient = NodePgDatabase<typeof schema>;
/** The pool-backed client or a transaction of it: query functions accept either. */
export type Db = DbClient | Parameters<Parameters<DbClient['transaction']>[0]>[0];

export type Database = {
  db: DbClient;
  pool: pg.Pool;
  /** Which kind of server we talk to, for the start log. */
  mode: 'embedded' | 'external';
  close(): Promise<void>;
};

/** Next to this file in src/ and, copied by the build, in dist/server/db. */
const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));

/** An arbitrary constant: every Roamly instance takes this lock before migrating. */
const MIGRATION_LOCK_ID = 72_646_163;

/** Applies committed migrations under an advisory lock so instances starting together do not race. */
export async function migrate(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    await drizzleMigrate(drizzle(client, { schema }), { migrationsFolder: MIGRATIONS_FOLDER });
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => {});
    client.release();
  }
}

export function createPool(url: string, max = 20): pg.Pool {
  // connectionTimeoutMillis: while the database is unreachable a request fails fast (a 503 from
  // the error plugin) instead of hanging; the pool opens fresh connections once it is back.
  const pool = new pg.Pool({
    connectionString: url,
    max,
    idleTimeoutMillis: 30_000,
    connectionTimeoutMillis: 5_000,
  });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  return pool;
}

async function ensureDatabase(adminUrl: string, name: string): Promise<string> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    const found = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount === 0) await admin.query(`CREATE DATABASE "${name}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

type OpenOptions = {
  databaseUrl: string | undefined;
  dataDir: string;
  poolMax?: number;
  log?: (message: string) => void;
};

/** External PostgreSQL when DATABASE_URL is set, otherwise the embedded one in DATA_DIR. */
export async function openDatabase(options: OpenOptions): Promise<Database> {
  let embedded: EmbeddedPostgres | undefined;
  let url = options.databaseUrl;
  if (!url) {
    embedded = await startEmbeddedPostgres(options.dataDir, options.log);
    url = await ensureDatabase(embedded.url, 'roamly');
  }
  const pool = createPool(url, options.poolMax);
  try {
    await migrate(pool);
  } catch (error) {
    await pool.end();
    await embedded?.stop();
    throw error;
  }
  return {
    db: drizzle(pool, { schema }),
    pool,
    mode: embedded ? 'embedded' : 'external',
    async close() {
      await pool.end();
      await embedded?.stop();
    },
  };
}
