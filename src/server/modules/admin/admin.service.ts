import type { TAdminStats } from '../../../contract/admin.ts';
import type { Db } from '../../../db/client.ts';
import { getPlatformStats } from '../../../db/queries/admin.ts';

/** The Admin stats of 3-operator-admin §3, computed from the database. */
export async function getDashboardStats({ db }: { db: Db }): Promise<TAdminStats> {
  const row = await getPlatformStats(db);
  return {
    users: { total: row.usersTotal, newThisWeek: row.usersNewThisWeek, active: row.usersActive },
    posts: { total: row.postsTotal, thisWeek: row.postsThisWeek },
    engagement: { likesThisWeek: row.likesThisWeek, commentsThisWeek: row.commentsThisWeek },
  };
}
