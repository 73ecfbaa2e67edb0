import crypto from 'node:crypto';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { afterAll, inject } from 'vitest';
import * as schema from '../../db/schema/index.ts';
import { createPool, type Database } from '../../db/client.ts';

/**
 * A fresh, migrated database for the calling test file (cloned from the template made in global
 * setup) and dropped when the file finishes.
 */
export async function createTestDatabase(): Promise<Database> {
  const adminUrl = inject('testDatabaseAdminUrl');
  const template = inject('testTemplateDatabase');
  const name = `roamly_test_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}" TEMPLATE "${template}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const pool = createPool(url.toString(), 5);
  const database: Database = {
    db: drizzle(pool, { schema }),
    pool,
    mode: 'external',
    async close() {
      await pool.end();
    },
  };
  afterAll(async () => {
    await pool.end().catch(() => {});
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`).catch(() => {});
    await admin.end();
  });
  return database;
}
