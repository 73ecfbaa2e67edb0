import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { drizzle } from 'drizzle-orm/node-postgres';
import { afterAll, describe, expect, it } from 'vitest';
import { signInRoute } from '../../contract/auth.ts';
import { healthRoute } from '../../contract/health.ts';
import { getCurrentUserRoute } from '../../contract/users.ts';
import { createPool } from '../../db/client.ts';
import { createFeedEngine } from '../../db/feed-engine/feed-engine.ts';
import * as schema from '../../db/schema/index.ts';
import { buildApp } from '../app.ts';
import { createTestApp } from '../test/app.ts';
import { buildMember } from '../test/factories.ts';
import { injectRoute } from '../test/inject.ts';
import { DATABASE_UNAVAILABLE_MESSAGE } from './database-errors.ts';

/**
 * A TCP relay in front of the test database that can be switched off (every connection cut, new
 * ones refused) and on again on the same port: the database going away and coming back.
 */
async function startRelay(target: { host: string; port: number }) {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(target.port, target.host);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => {});
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    down: async () => {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const socket of sockets) socket.destroy();
      });
    },
    up: () => new Promise<void>((resolve) => server.listen(port, '127.0.0.1', () => resolve())),
  };
}

const { app: plainApp, database } = await createTestApp();
const direct = new URL((database.pool.options as { connectionString: string }).connectionString);
const relay = await startRelay({ host: direct.hostname, port: Number(direct.port) });
const relayed = new URL(direct);
relayed.port = String(relay.port);
const pool = createPool(relayed.toString(), 4);
const db = drizzle(pool, { schema });
const app = await buildApp({
  ...plainApp.deps,
  database: { db, pool, mode: 'external', close: () => pool.end() },
  feed: createFeedEngine({ db, events: plainApp.deps.bus }),
});
afterAll(async () => {
  await app.close();
  await pool.end().catch(() => {});
});

describe('while the database is unreachable', () => {
  it('every route answers 503 with a clear message, and all is well once it is back', async () => {
    const { cookie } = await buildMember(database);
    const me = () => injectRoute(app, getCurrentUserRoute, { cookie });
    expect((await me()).status).toBe(200);

    await relay.down();
    const signedIn = await me();
    expect(signedIn.status).toBe(503);
    expect(signedIn.body).toEqual({ message: DATABASE_UNAVAILABLE_MESSAGE });
    const signIn = await injectRoute(app, signInRoute, {
      body: { email: 'nobody@example.com', password: 'whatever-it-is' },
    });
    expect(signIn.status).toBe(503);
    expect(signIn.body).toEqual({ message: DATABASE_UNAVAILABLE_MESSAGE });
    expect((await injectRoute(app, healthRoute)).status).toBe(503);

    await relay.up();
    expect((await me()).status).toBe(200);
    expect((await injectRoute(app, healthRoute)).status).toBe(200);
  });
});
