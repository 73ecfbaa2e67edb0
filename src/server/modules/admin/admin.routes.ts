import type { FastifyInstance } from 'fastify';
import { adminDashboardRoute } from '../../../contract/admin.ts';
import type { Viewer } from '../../context.ts';
import { addRoute } from '../../http/route.ts';
import { notFound } from '../../http-error.ts';
import { authorize } from '../../policies/authorize.ts';
import { getAdminDashboard } from './admin-dashboard.service.ts';

/**
 * Every path under /api/admin passes the admin check before validation or handlers run, so the
 * operator area answers 401 to visitors and 403 to members whatever the path.
 */
export async function adminRoutes(app: FastifyInstance) {
  app.addHook('onRequest', async (request) => {
    const viewer: Viewer | null = request.auth
      ? { id: request.auth.user.id, role: request.auth.user.role }
      : null;
    authorize(viewer, 'admin.access', null);
  });

  addRoute(app, adminDashboardRoute, { auth: 'user' }, async ({ ctx }) => getAdminDashboard(ctx));

  // Unknown admin paths still pass the guard first: anonymous 401, members 403, admins 404.
  app.all('/api/admin/*', { schema: { hide: true } }, async () => {
    throw notFound();
  });
}
