import type { FastifyInstance } from 'fastify';
import { listAuditRoute, objectAuditRoute } from '../../../contract/audit.ts';
import { addRoute } from '../../http/route.ts';
import { openToModerators } from '../admin/admin-area.ts';
import { listAudit, listObjectAudit } from './audit.service.ts';

/** Registered inside the admin plugin, behind its /api/admin guard. */
export async function auditRoutes(app: FastifyInstance) {
  addRoute(app, listAuditRoute, { auth: 'user' }, async ({ ctx, query }) => listAudit(ctx, query));
  // Moderators read a member's history on the member page; the service narrows it to members.
  openToModerators(objectAuditRoute);
  addRoute(app, objectAuditRoute, { auth: 'user' }, async ({ ctx, params, query }) =>
    listObjectAudit(ctx, { ...params, ...query }),
  );
}
