import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZHealth } from '../../../contract/health.ts';

/** Liveness with a real database round trip; 503 when the database does not answer. */
export async function healthRoutes(app: FastifyInstance) {
  const { pool } = app.deps.database;
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/api/health',
      { schema: { tags: ['health'], response: { 200: ZHealth, 503: ZHealth } } },
      async (_request, reply) => {
        const database = await pool
          .query('SELECT 1')
          .then(() => 'ok' as const)
          .catch(() => 'down' as const);
        const body = {
          status: database === 'ok' ? ('ok' as const) : ('degraded' as const),
          database,
          uptimeSeconds: Math.round(process.uptime()),
        };
        return reply.code(database === 'ok' ? 200 : 503).send(body);
      },
    );
}
