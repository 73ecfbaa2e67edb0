import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZAdminStats } from '../../../contract/admin.ts';
import { ZErrorResponse } from '../../../contract/common.ts';
import { notFound } from '../../http-error.ts';
import { requireAdmin } from './admin.policy.ts';
import { getDashboardStats } from './admin.service.ts';

/** Every route registered here is admin-only: the guard runs before validation and handlers. */
export async function adminRoutes(app: FastifyInstance) {
  const db = app.deps.database.db;
  app.addHook('onRequest', requireAdmin);
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/admin/dashboard',
    {
      schema: {
        tags: ['admin'],
        response: { 200: ZAdminStats, 401: ZErrorResponse, 403: ZErrorResponse },
      },
    },
    async () => getDashboardStats({ db }),
  );

  // Unknown admin paths still pass the guard first: anonymous 401, members 403, admins 404.
  app.all('/api/admin/*', { schema: { hide: true } }, async () => {
    throw notFound();
  });
}
