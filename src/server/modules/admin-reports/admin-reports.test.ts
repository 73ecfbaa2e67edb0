import { describe, expect, it } from 'vitest';
import { adminPostReportsRoute } from '../../../contract/admin-reports.ts';
import { postReports } from '../../../db/schema/index.ts';
import { buildPost } from '../../test/content-factories.ts';
import { createTestApp } from '../../test/app.ts';
import { buildMember, buildUser } from '../../test/factories.ts';
import { injectRoute } from '../../test/inject.ts';

const { app, database } = await createTestApp();

describe('GET /api/admin/post-reports', () => {
  it('anonymous 401, member 403, moderator and admin 200', async () => {
    const member = await buildMember(database);
    const moderator = await buildMember(database, { role: 'moderator' });
    const admin = await buildMember(database, { role: 'admin' });
    const statuses = [];
    for (const cookie of [undefined, member.cookie, moderator.cookie, admin.cookie]) {
      statuses.push((await injectRoute(app, adminPostReportsRoute, { cookie })).status);
    }
    expect(statuses).toEqual([401, 403, 200, 200]);
  });

  it('lists reports newest first with post, author and reporter, keyset paged and filtered by reason', async () => {
    const moderator = await buildMember(database, { role: 'moderator' });
    const author = await buildUser(database, {
      firstName: 'Rita',
      lastName: 'Reported',
      limitedAt: new Date(),
    });
    const reporters = await Promise.all([1, 2, 3].map(() => buildUser(database)));
    const post = await buildPost(database, { userId: author.id, content: 'Cheap watches here' });
    const base = Date.now() - 60_000;
    await database.db.insert(postReports).values(
      reporters.map((reporter, n) => ({
        postId: post.id,
        reporterId: reporter.id,
        reason: n === 1 ? ('hate' as const) : ('spam' as const),
        createdAt: new Date(base + n * 1000),
      })),
    );
    const first = await injectRoute(app, adminPostReportsRoute, {
      query: { limit: 2 },
      cookie: moderator.cookie,
    });
    expect(first.body.items.map((r) => r.reporter.id)).toEqual([
      reporters[2]!.id,
      reporters[1]!.id,
    ]);
    expect(first.body.items[0]).toMatchObject({
      reason: 'spam',
      post: { id: post.id, excerpt: 'Cheap watches here' },
      author: { id: author.id, name: 'Rita Reported', status: 'limited' },
    });
    const second = await injectRoute(app, adminPostReportsRoute, {
      query: { limit: 2, cursor: first.body.nextCursor ?? '' },
      cookie: moderator.cookie,
    });
    expect(second.body.items.map((r) => r.reporter.id)).toEqual([reporters[0]!.id]);
    expect(second.body.nextCursor).toBeNull();
    const hate = await injectRoute(app, adminPostReportsRoute, {
      query: { reason: 'hate' },
      cookie: moderator.cookie,
    });
    expect(hate.body.items.map((r) => r.reporter.id)).toEqual([reporters[1]!.id]);
  });
});
