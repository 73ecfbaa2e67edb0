import type { FastifyInstance } from 'fastify';
import { healthRoute } from '../../../contract/health.ts';
import { addRoute } from '../../http/route.ts';

/** Liveness with a real database round trip; 503 (same body) when the database does not answer. */
export async function healthRoutes(app: FastifyInstance) {
  const { pool } = app.deps.database;
  addRoute(app, healthRoute, {}, async ({ reply }) => {
    const database = await pool
      .query('SELECT 1')
      .then(() => 'ok' as const)
      .catch(() => 'down' as const);
    const body = {
      status: database === 'ok' ? ('ok' as const) : ('degraded' as const),
      database,
      uptimeSeconds: Math.round(process.uptime()),
    };
    return database === 'ok' ? body : reply.code(503).send(body);
  });
}
