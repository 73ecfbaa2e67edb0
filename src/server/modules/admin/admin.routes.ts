import type { FastifyInstance } from 'fastify';
import { adminDashboardRoute } from '../../../contract/admin.ts';
import type { Viewer } from '../../context.ts';
import { addRoute } from '../../http/route.ts';
import { notFound } from '../../http-error.ts';
import { authorize } from '../../policies/authorize.ts';
import { auditRoutes } from '../audit/audit.routes.ts';
import { adminInboxRoutes } from '../admin-inbox/admin-inbox.routes.ts';
import { adminUsersRoutes } from '../admin-users/admin-users.routes.ts';
import { adminEmailRoutes } from '../admin-email/admin-email.routes.ts';
import { adminSeoRoutes } from '../admin-seo/admin-seo.routes.ts';
import { blogAdminRoutes } from '../blog/blog.routes.ts';
import { mappingsRoutes } from '../mappings/mappings.routes.ts';
import { countryExpansionRoutes } from '../country-expansion/country-expansion.routes.ts';
import { socialRoutes } from '../social/social.routes.ts';
import { moderationRoutes } from '../moderation/moderation.routes.ts';
import { adminSitemapRoutes } from '../sitemap/sitemap.routes.ts';
import { isOpenToModerators } from './admin-area.ts';
import { getAdminDashboard } from './admin-dashboard.service.ts';

/**
 * Every path under /api/admin passes the role check before validation or handlers run, so the
 * operator area answers 401 to visitors and 403 to members whatever the path; moderators pass
 * only on routes opened to them (`openToModerators`). Services check their own action as well.
 * Operator modules register as children of this plugin so the hook covers them.
 */
export async function adminRoutes(app: FastifyInstance) {
  app.addHook('onRequest', async (request) => {
    const viewer: Viewer | null = request.auth
      ? { id: request.auth.user.id, role: request.auth.user.role }
      : null;
    authorize(viewer, 'admin.route', {
      openToModerators: isOpenToModerators(request.method, request.routeOptions.url),
    });
  });

  addRoute(app, adminDashboardRoute, { auth: 'user' }, async ({ ctx }) => getAdminDashboard(ctx));
  await app.register(auditRoutes);
  await app.register(adminUsersRoutes);
  await app.register(moderationRoutes);
  await app.register(adminInboxRoutes);
  await app.register(adminEmailRoutes);
  await app.register(adminSeoRoutes);
  await app.register(blogAdminRoutes);
  await app.register(adminSitemapRoutes);
  await app.register(mappingsRoutes);
  await app.register(countryExpansionRoutes);
  await app.register(socialRoutes);

  // Unknown admin paths still pass the guard first: anonymous 401, members 403, admins 404.
  app.all('/api/admin/*', { schema: { hide: true } }, async () => {
    throw notFound();
  });
}
