import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import pino from 'pino';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres, type EmbeddedPostgres } from '../../db/embedded-postgres.ts';
import { createPool, migrate } from '../../db/client.ts';
import { noopHandlers } from '../jobs/jobs-test-helpers.ts';
import { createJobQueue } from '../jobs/queue.ts';

declare module 'vitest' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation merges interfaces
  export interface ProvidedContext {
    /** Superuser URL of the test server; each test file clones the migrated template from it. */
    testDatabaseAdminUrl: string;
    testTemplateDatabase: string;
  }
}

const TEMPLATE = `roamly_template_${process.pid}`;
const TEST_CLUSTER_SETTINGS = ['fsync=off', 'synchronous_commit=off', 'full_page_writes=off'];

/**
 * Starts one PostgreSQL for the whole run (embedded, or TEST_DATABASE_URL when set), migrates a
 * template database once (the app's tables and pg-boss's), and lets every test file clone it into
 * a fresh database of its own.
 */
export default async function setup(project: TestProject) {
  let embedded: EmbeddedPostgres | undefined;
  let dataDir: string | undefined;
  let adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'roamly-test-pg-'));
    // A throwaway cluster: no fsync, so each file's CREATE DATABASE and every commit do not
    // wait for the (shared) disk; a crash only loses databases the run drops anyway.
    embedded = await startEmbeddedPostgres(dataDir, undefined, TEST_CLUSTER_SETTINGS);
    adminUrl = embedded.url;
  }
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS "${TEMPLATE}" WITH (FORCE)`);
  await admin.query(`CREATE DATABASE "${TEMPLATE}"`);
  const templateUrl = new URL(adminUrl);
  templateUrl.pathname = `/${TEMPLATE}`;
  const pool = createPool(templateUrl.toString(), 2);
  await migrate(pool);
  // pg-boss's schema and queues too: installing them took each file's first app or queue start
  // about a second more than starting on them (measured 1.7 s against 0.2 s on a loaded host).
  const queue = createJobQueue({ pool, work: false });
  await queue.start({ handlers: noopHandlers(), log: pino({ level: 'silent' }) });
  await queue.stop();
  await pool.end();

  project.provide('testDatabaseAdminUrl', adminUrl);
  project.provide('testTemplateDatabase', TEMPLATE);

  return async () => {
    await admin.query(`DROP DATABASE IF EXISTS "${TEMPLATE}" WITH (FORCE)`).catch(() => {});
    await admin.end();
    await embedded?.stop();
    if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
  };
}
