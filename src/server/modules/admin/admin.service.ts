import type { TAdminStats } from '../../../contract/admin.ts';
import type { MemberContext } from '../../context.ts';
import { authorize } from '../../policies/authorize.ts';
import { getPlatformStats } from '../../../db/queries/admin.ts';

/** The Admin stats of 3-operator-admin §3, computed from the database. */
export async function getDashboardStats(ctx: MemberContext): Promise<TAdminStats> {
  authorize(ctx.viewer, 'admin.access', null);
  const row = await getPlatformStats(ctx.db);
  return {
    users: { total: row.usersTotal, newThisWeek: row.usersNewThisWeek, active: row.usersActive },
    posts: { total: row.postsTotal, thisWeek: row.postsThisWeek },
    engagement: { likesThisWeek: row.likesThisWeek, commentsThisWeek: row.commentsThisWeek },
  };
}
