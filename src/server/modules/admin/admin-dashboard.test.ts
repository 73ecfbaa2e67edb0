import { describe, expect, it } from 'vitest';
import { adminDashboardRoute, ZAdminDashboard } from '../../../contract/admin-dashboard.ts';
import { buildPost } from '../../test/content-factories.ts';
import { createTestApp } from '../../test/app.ts';
import { buildMember } from '../../test/factories.ts';
import { injectRoute } from '../../test/inject.ts';
import { runAdminRollup } from './dashboard-rollup.ts';

const { app, database } = await createTestApp();

describe('GET /api/admin/dashboard', () => {
  it('answers 401 to visitors, 403 to members and moderators', async () => {
    expect((await injectRoute(app, adminDashboardRoute)).status).toBe(401);
    for (const role of ['member', 'moderator'] as const) {
      const { cookie } = await buildMember(database, { role });
      const refused = await injectRoute(app, adminDashboardRoute, { cookie });
      expect(refused.status).toBe(403);
      expect(refused.message).toBe('Admin access required');
    }
  });

  it('gives an admin the figures, with today counted live after the rollup', async () => {
    const admin = await buildMember(database, { role: 'admin' });
    await runAdminRollup(database.db);
    const before = await injectRoute(app, adminDashboardRoute, { cookie: admin.cookie });
    expect(before.status).toBe(200);
    expect(ZAdminDashboard.parse(before.body)).toEqual(before.body);
    expect(before.body.rolledUpThrough).not.toBeNull();
    expect(Date.now() - Date.parse(before.body.asOf)).toBeLessThan(60_000);

    await buildPost(database, { userId: admin.user.id });
    const after = (await injectRoute(app, adminDashboardRoute, { cookie: admin.cookie })).body;
    expect(after.posts.total).toBe(before.body.posts.total + 1);
    expect(after.posts.thisWeek).toBe(before.body.posts.thisWeek + 1);
    expect(after.figures.postsNew.series.at(-1)).toBe(
      (before.body.figures.postsNew.series.at(-1) ?? 0) + 1,
    );
    // The admin's own signed-in requests make them active today.
    expect(after.users.active).toBeGreaterThanOrEqual(1);
  });
});
