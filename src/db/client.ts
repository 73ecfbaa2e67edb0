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

/**
 * How long the database may take. `requests` is the server's pool: a statement PostgreSQL runs
 * past `statementMs` is cancelled by PostgreSQL; a reply that never comes (a frozen or unreachable
 * server, which no server-side limit can catch) fails the query client-side after `queryMs`, and
 * the pool drops that connection; a connection (or a free pool slot) waited for past `connectMs`
 * fails too. Each ends as a 503 from the error plugin instead of a hung request. `maintenance` is
 * for work that may rightly run long (migrations, CLI imports, loading bench data): no statement
 * or reply limit, only the connect one.
 */
export const DB_TIMEOUTS = {
  requests: { statementMs: 15_000, queryMs: 20_000, connectMs: 3_000 },
  maintenance: { statementMs: 0, queryMs: 0, connectMs: 10_000 },
} as const;
export type DbTimeouts = keyof typeof DB_TIMEOUTS;

export function createPool(url: string, max = 20, timeouts: DbTimeouts = 'requests'): pg.Pool {
  const limits = DB_TIMEOUTS[timeouts];
  const pool = new pg.Pool({
    connectionString: url,
    max,
    idleTimeoutMillis: 30_000,
    connectionTimeoutMillis: limits.connectMs,
    ...(limits.statementMs ? { statement_timeout: limits.statementMs } : {}),
    ...(limits.queryMs ? { query_timeout: limits.queryMs } : {}),
  });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  // Nor may a checked-out client between statements (a transaction awaiting other work when
  // PostgreSQL dies): pg emits 'error' on the client then, and its next query fails instead.
  pool.on('connect', (client) => {
    client.on('error', () => {});
  });
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
  /** 'maintenance' for CLI imports and bench data; the server's default is 'requests'. */
  timeouts?: DbTimeouts;
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
  // Migrations may rightly take minutes (an index on a large table): their own connection.
  const migrations = createPool(url, 1, 'maintenance');
  try {
    await migrate(migrations);
  } catch (error) {
    await migrations.end();
    await embedded?.stop();
    throw error;
  }
  await migrations.end();
  const pool = createPool(url, options.poolMax, options.timeouts);
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
