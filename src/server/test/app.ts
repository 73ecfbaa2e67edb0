import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, FastifyServerOptions, LightMyRequestResponse } from 'fastify';
import { afterAll } from 'vitest';
import type { Database } from '../../db/client.ts';
import { buildApp } from '../app.ts';
import { loadConfig, type AppConfig } from '../config.ts';
import { createLocalStorage } from '../providers/storage/local.ts';
import type { Storage } from '../providers/storage/storage.ts';
import { createBus } from '../realtime/bus.ts';
import { createFeedEngine } from '../../db/feed-engine/feed-engine.ts';
import { createBackground } from '../jobs/background.ts';
import { createTestDatabase } from './database.ts';

export type TestApp = {
  app: FastifyInstance;
  database: Database;
  dataDir: string;
};

/** The real app on a fresh database and a temp DATA_DIR; closed after the file's tests. */
export async function createTestApp(
  overrides: Partial<AppConfig> & {
    testLoginKey?: string;
    webRoot?: string;
    storage?: Storage;
    /** Fastify's logger (e.g. a stream a test reads); off by default. */
    logger?: FastifyServerOptions['logger'];
  } = {},
): Promise<TestApp> {
  const database = await createTestDatabase();
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'roamly-test-data-'));
  const { testLoginKey, webRoot, storage, logger, ...configOverrides } = overrides;
  const config = {
    ...loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, REDIS_URL: process.env.REDIS_URL }),
    ...configOverrides,
  };
  const bus = createBus(config.redisUrl);
  const app = await buildApp(
    {
      config,
      database,
      storage: storage ?? createLocalStorage(path.join(dataDir, 'uploads')),
      bus,
      feed: createFeedEngine({ db: database.db, events: bus }),
      // Jobs run only when a test calls `app.deps.jobs.drain()`, so mail tests are deterministic.
      ...createBackground({ pool: database.pool, config, work: false }),
      testLoginKey,
      webRoot,
    },
    { logger },
  );
  afterAll(async () => {
    await app.close();
    await fs.rm(dataDir, { recursive: true, force: true });
  });
  return { app, database, dataDir };
}

let counter = 0;
/**
 * A random private client address per call, so per-IP rate limits do not couple unrelated tests
 * (with REDIS_URL the counters are shared by every test file and outlive the run).
 */
export function clientAddress(): string {
  const n = crypto.randomInt(1, 2 ** 24);
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
}

/** A unique, valid sign-up body. */
export function newAccount(
  overrides: Partial<Record<'email' | 'password' | 'firstName' | 'lastName', string>> = {},
) {
  counter += 1;
  return {
    email: `traveller${counter}.${Date.now()}@example.com`,
    password: 'correct-horse-battery-staple',
    firstName: 'Ada',
    lastName: 'Lovelace',
    ...overrides,
  };
}

/** The session cookie of a response, as a Cookie header value. */
export function sessionCookie(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((c) => c.name === 'roamly_session');
  if (!cookie)
    throw new Error(`no session cookie in response ${response.statusCode}: ${response.body}`);
  return `roamly_session=${cookie.value}`;
}
