import type { FastifyInstance } from 'fastify';
import {
  adminMemberReportsRoute,
  adminMemberRoute,
  adminMembersRoute,
  changeMemberRoleRoute,
  deleteMemberRoute,
  limitMemberRoute,
  suspendMemberRoute,
  unlimitMemberRoute,
  unsuspendMemberRoute,
  warnMemberRoute,
} from '../../../contract/admin-users.ts';
import { addRoute } from '../../http/route.ts';
import { openToModerators } from '../admin/admin-area.ts';
import { getMemberDetail, getMemberReports, searchMembers } from './admin-users.service.ts';
import {
  changeMemberRole,
  deleteMember,
  limitMember,
  suspendMember,
  unlimitMember,
  unsuspendMember,
  warnMember,
} from './member-actions.service.ts';

/** Operator actions on members: 30 a minute per operator is far above any honest pace. */
const ACTION_LIMIT = { max: 30, windowMs: 60_000, perMember: true };

/** User management (issue 22 §3), registered inside the admin plugin behind its guard. */
export async function adminUsersRoutes(app: FastifyInstance) {
  // Moderators read member pages; every action stays admins-only.
  openToModerators(adminMembersRoute);
  openToModerators(adminMemberRoute);
  openToModerators(adminMemberReportsRoute);
  addRoute(app, adminMembersRoute, { auth: 'user' }, async ({ ctx, query }) =>
    searchMembers(ctx, query),
  );
  addRoute(app, adminMemberRoute, { auth: 'user' }, async ({ ctx, params }) =>
    getMemberDetail(ctx, params),
  );
  addRoute(app, adminMemberReportsRoute, { auth: 'user' }, async ({ ctx, params, query }) =>
    getMemberReports(ctx, { ...params, ...query }),
  );
  const options = { auth: 'user' as const, rateLimit: ACTION_LIMIT };
  addRoute(app, changeMemberRoleRoute, options, async ({ ctx, params, body }) =>
    changeMemberRole(ctx, { ...params, ...body }),
  );
  addRoute(app, warnMemberRoute, options, async ({ ctx, params, body }) =>
    warnMember(ctx, { ...params, ...body }),
  );
  addRoute(app, limitMemberRoute, options, async ({ ctx, params, body }) =>
    limitMember(ctx, { ...params, ...body }),
  );
  addRoute(app, unlimitMemberRoute, options, async ({ ctx, params, body }) =>
    unlimitMember(ctx, { ...params, ...body }),
  );
  addRoute(app, suspendMemberRoute, options, async ({ ctx, params, body }) =>
    suspendMember(ctx, { ...params, ...body }),
  );
  addRoute(app, unsuspendMemberRoute, options, async ({ ctx, params, body }) =>
    unsuspendMember(ctx, { ...params, ...body }),
  );
  addRoute(app, deleteMemberRoute, options, async ({ ctx, params, body }) =>
    deleteMember(ctx, { ...params, ...body }),
  );
}
