import type { FastifyInstance } from 'fastify';
import { adminPostReportsRoute } from '../../../contract/admin-reports.ts';
import { addRoute } from '../../http/route.ts';
import { openToModerators } from '../admin/admin-area.ts';
import { listPostReports } from './admin-reports.service.ts';

/** The Moderation screen's list, registered inside the admin plugin behind its guard. */
export async function adminReportsRoutes(app: FastifyInstance) {
  openToModerators(adminPostReportsRoute);
  addRoute(app, adminPostReportsRoute, { auth: 'user' }, async ({ ctx, query }) =>
    listPostReports(ctx, query),
  );
}
