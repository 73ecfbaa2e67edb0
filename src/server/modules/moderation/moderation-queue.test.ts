import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  dismissCaseRoute,
  moderationCaseActionRoute,
  moderationCaseRoute,
  moderationQueueRoute,
  reopenCaseRoute,
  resolveCaseRoute,
} from '../../../contract/moderation.ts';
import { reportPostRoute, type TPostReportReason } from '../../../contract/posts.ts';
import { refreshCaseRank } from '../../../db/queries/moderation.ts';
import { moderationCases, postReports } from '../../../db/schema/index.ts';
import { clientAddress, createTestApp } from '../../test/app.ts';
import { buildPost } from '../../test/content-factories.ts';
import { buildMember } from '../../test/factories.ts';
import { injectRoute } from '../../test/inject.ts';

const { app, database } = await createTestApp();
const moderator = await buildMember(database, { role: 'moderator' });
const admin = await buildMember(database, { role: 'admin' });
const author = await buildMember(database);

type Member = Awaited<ReturnType<typeof buildMember>>;

/** A post by `author` reported by each member; returns the post and its case id. */
async function reportedPost(reporters: Member[], reason: TPostReportReason = 'spam') {
  const post = await buildPost(database, { userId: author.user.id });
  for (const reporter of reporters) {
    const response = await injectRoute(app, reportPostRoute, {
      params: { id: post.id },
      body: { reason },
      cookie: reporter.cookie,
      remoteAddress: clientAddress(),
    });
    expect(response.status, response.message).toBe(201);
  }
  const [row] = await database.db
    .select({ caseId: postReports.caseId })
    .from(postReports)
    .where(eq(postReports.targetId, post.id));
  return { postId: post.id, caseId: row!.caseId! };
}

const members = (count: number) =>
  Promise.all(Array.from({ length: count }, () => buildMember(database)));

async function close(caseId: string, verb: 'resolve' | 'dismiss') {
  const route = verb === 'resolve' ? resolveCaseRoute : dismissCaseRoute;
  const response = await injectRoute(app, route, {
    params: { caseId },
    body: { note: 'Checked' },
    cookie: moderator.cookie,
  });
  expect(response.status, response.message).toBe(200);
}

describe('GET /api/admin/moderation/cases (the queue order)', () => {
  it('ranks by reporters, their accuracy, severity and age, and pages by keyset', async () => {
    const [accurate, sloppy] = await members(2);
    // Two earlier reports each: the accurate reporter's were actioned, the sloppy one's dismissed.
    for (let n = 0; n < 2; n += 1) {
      await close((await reportedPost([accurate!])).caseId, 'resolve');
      await close((await reportedPost([sloppy!])).caseId, 'dismiss');
    }
    const a = await reportedPost(await members(1)); // 4·1 + 3·1 = 7
    const b = await reportedPost(await members(1), 'violence'); // 4·1 + 3·5 = 19
    const c = await reportedPost(await members(3)); // 4·3 + 3·1 = 15
    const d = await reportedPost(await members(1)); // 7 + 96 h / 6 = 23
    await database.db
      .update(moderationCases)
      .set({ openedAt: sql`now() - interval '4 days'` })
      .where(eq(moderationCases.id, d.caseId));
    await refreshCaseRank(database.db, d.caseId);
    const e = await reportedPost([accurate!]); // 4·(0.5 + 3/4) + 3 = 8
    const f = await reportedPost([sloppy!]); // 4·(0.5 + 1/4) + 3 = 6

    const all = await injectRoute(app, moderationQueueRoute, { cookie: moderator.cookie });
    expect(all.status).toBe(200);
    const expected = [d, b, c, e, a, f].map((x) => x.caseId);
    expect(all.body.items.map((item) => item.id)).toEqual(expected);
    expect(all.body.items.map((item) => Math.round(item.score))).toEqual([23, 19, 15, 8, 7, 6]);
    expect(all.body.items[1]).toMatchObject({ topReason: 'violence', reportersCount: 1 });
    expect(all.body.items[2]).toMatchObject({ reportersCount: 3 });
    expect(all.body.openCount).toBe(6);

    const walked: string[] = [];
    let cursor: string | undefined;
    do {
      const page = await injectRoute(app, moderationQueueRoute, {
        query: { limit: 4, ...(cursor ? { cursor } : {}) },
        cookie: admin.cookie,
      });
      walked.push(...page.body.items.map((item) => item.id));
      cursor = page.body.nextCursor ?? undefined;
    } while (cursor);
    expect(walked).toEqual(expected);

    const resolved = await injectRoute(app, moderationQueueRoute, {
      query: { status: 'resolved' },
      cookie: moderator.cookie,
    });
    expect(resolved.body.items).toHaveLength(2);
    const bad = await injectRoute(app, moderationQueueRoute, {
      query: { cursor: 'nonsense' },
      cookie: moderator.cookie,
    });
    expect(bad.status).toBe(400);
  });
});

describe('every queue endpoint by role', () => {
  it('anonymous 401, member 403, moderator and admin pass', async () => {
    const member = await buildMember(database);
    const statuses = async (call: (cookie?: string) => Promise<{ status: number }>) => {
      const out = [];
      for (const cookie of [undefined, member.cookie, moderator.cookie, admin.cookie]) {
        out.push((await call(cookie)).status);
      }
      return out;
    };
    const { caseId } = await reportedPost(await members(1));
    const params = { caseId };
    expect(await statuses((cookie) => injectRoute(app, moderationQueueRoute, { cookie }))).toEqual([
      401, 403, 200, 200,
    ]);
    expect(
      await statuses((cookie) => injectRoute(app, moderationCaseRoute, { params, cookie })),
    ).toEqual([401, 403, 200, 200]);
    expect(
      await statuses((cookie) =>
        injectRoute(app, moderationCaseActionRoute, {
          params,
          body: { action: 'warn', reason: 'Please keep it civil' },
          cookie,
        }),
      ),
    ).toEqual([401, 403, 200, 200]);
    // Resolve (moderator), then reopen (moderator) and dismiss (admin), reopen again (admin).
    const body = { note: 'Reviewed' };
    expect(
      await statuses((cookie) => injectRoute(app, resolveCaseRoute, { params, body, cookie })),
    ).toEqual([401, 403, 200, 409]);
    expect(
      await statuses((cookie) => injectRoute(app, reopenCaseRoute, { params, body, cookie })),
    ).toEqual([401, 403, 200, 409]);
    expect(
      await statuses((cookie) => injectRoute(app, dismissCaseRoute, { params, body, cookie })),
    ).toEqual([401, 403, 200, 409]);
    const reopenByAdmin = await injectRoute(app, reopenCaseRoute, {
      params,
      body,
      cookie: admin.cookie,
    });
    expect(reopenByAdmin.status).toBe(200);
    const missing = await injectRoute(app, moderationCaseRoute, {
      params: { caseId: '00000000-0000-4000-8000-000000000000' },
      cookie: moderator.cookie,
    });
    expect([missing.status, missing.message]).toEqual([404, 'Case not found']);
  });
});
