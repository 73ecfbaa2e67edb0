import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { healthRoute } from '../../../contract/health.ts';
import { addRoute } from '../../http/route.ts';

/** A database that has not answered `SELECT 1` by then counts as down (a probe waits ~2 s). */
export const HEALTH_DB_DEADLINE_MS = 1_500;

/**
 * 'ok' when the database answers in time. The deadline covers waiting for a pool slot or a new
 * connection too; the query's own read timeout gives a frozen server's connection back early.
 */
async function databaseState(pool: pg.Pool): Promise<'ok' | 'down'> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<'down'>((resolve) => {
    timer = setTimeout(() => resolve('down'), HEALTH_DB_DEADLINE_MS);
  });
  // node-postgres reads a per-query `query_timeout`; its type definitions do not list it.
  const query: pg.QueryConfig & { query_timeout: number } = {
    text: 'SELECT 1',
    query_timeout: HEALTH_DB_DEADLINE_MS,
  };
  const probe = pool
    .query(query)
    .then(() => 'ok' as const)
    .catch(() => 'down' as const);
  try {
    return await Promise.race([probe, deadline]);
  } finally {
    clearTimeout(timer);
  }
}

/** Liveness with a real database round trip; 503 (same body) when the database does not answer. */
export async function healthRoutes(app: FastifyInstance) {
  const { pool } = app.deps.database;
  addRoute(app, healthRoute, {}, async ({ reply }) => {
    const database = await databaseState(pool);
    const body = {
      status: database === 'ok' ? ('ok' as const) : ('degraded' as const),
      database,
      uptimeSeconds: Math.round(process.uptime()),
    };
    return database === 'ok' ? body : reply.code(503).send(body);
  });
}
