import { describe, expect, it } from 'vitest';
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
import { listAuditRoute, objectAuditRoute } from '../../../contract/audit.ts';
import type { RouteDef } from '../../../contract/route.ts';
import {
  buildComment,
  buildConversation,
  buildMessage,
  buildPost,
} from '../../test/content-factories.ts';
import { clientAddress, createTestApp } from '../../test/app.ts';
import { reportPostRoute } from '../../../contract/posts.ts';
import {
  reportCommentRoute,
  reportMessageRoute,
  reportUserRoute,
} from '../../../contract/reports.ts';
import { inArray } from 'drizzle-orm';
import { buildMember, buildUser } from '../../test/factories.ts';
import { injectRoute, type InjectOptions } from '../../test/inject.ts';
import { moderationCases } from '../../../db/schema/index.ts';

const { app, database } = await createTestApp();

const [member, moderator, admin] = await Promise.all([
  buildMember(database),
  buildMember(database, { role: 'moderator' }),
  buildMember(database, { role: 'admin' }),
]);

type CallInput = { params?: Record<string, string>; body?: object };
type Case = { name: string; route: RouteDef; input: () => Promise<CallInput> };
const reason = { reason: 'Spam in several comments' };
const target = () => buildUser(database);
const withTarget = (body: object) => async () => ({
  params: { userId: (await target()).id },
  body,
});

/** Every user-management endpoint and what each role gets (anonymous, member, moderator, admin). */
const CASES: (Case & { expected: [number, number, number, number] })[] = [
  {
    name: 'search',
    route: adminMembersRoute,
    input: async () => ({}),
    expected: [401, 403, 200, 200],
  },
  {
    name: 'member page',
    route: adminMemberRoute,
    input: async () => ({ params: { userId: (await target()).id } }),
    expected: [401, 403, 200, 200],
  },
  {
    name: 'reports against a member',
    route: adminMemberReportsRoute,
    input: async () => ({ params: { userId: (await target()).id } }),
    expected: [401, 403, 200, 200],
  },
  {
    name: 'change role',
    route: changeMemberRoleRoute,
    input: withTarget({ ...reason, role: 'moderator' }),
    expected: [401, 403, 403, 200],
  },
  {
    name: 'warn',
    route: warnMemberRoute,
    input: withTarget(reason),
    expected: [401, 403, 403, 200],
  },
  {
    name: 'limit',
    route: limitMemberRoute,
    input: withTarget(reason),
    expected: [401, 403, 403, 200],
  },
  {
    name: 'unlimit',
    route: unlimitMemberRoute,
    input: async () => ({
      params: { userId: (await buildUser(database, { limitedAt: new Date() })).id },
      body: reason,
    }),
    expected: [401, 403, 403, 200],
  },
  {
    name: 'suspend',
    route: suspendMemberRoute,
    input: withTarget({ ...reason, days: 7 }),
    expected: [401, 403, 403, 200],
  },
  {
    name: 'unsuspend',
    route: unsuspendMemberRoute,
    input: async () => ({
      params: { userId: (await buildUser(database, { suspendedAt: new Date() })).id },
      body: reason,
    }),
    expected: [401, 403, 403, 200],
  },
  {
    name: 'delete',
    route: deleteMemberRoute,
    input: async () => {
      const user = await target();
      return { params: { userId: user.id }, body: { ...reason, confirmEmail: user.email } };
    },
    expected: [401, 403, 403, 200],
  },
  {
    name: 'audit log',
    route: listAuditRoute,
    input: async () => ({}),
    expected: [401, 403, 403, 200],
  },
  {
    name: "a member's audit history",
    route: objectAuditRoute,
    input: async () => ({ params: { objectType: 'user', objectId: (await target()).id } }),
    expected: [401, 403, 200, 200],
  },
  {
    name: "another object's audit history",
    route: objectAuditRoute,
    input: async () => ({ params: { objectType: 'campaign', objectId: 'c1' } }),
    expected: [401, 403, 403, 200],
  },
];

describe('who may use user management', () => {
  for (const { name, route, input, expected } of CASES) {
    it(`${name}: anonymous ${expected[0]}, member ${expected[1]}, moderator ${expected[2]}, admin ${expected[3]}`, async () => {
      const statuses = [];
      for (const cookie of [undefined, member.cookie, moderator.cookie, admin.cookie]) {
        // A fresh target each time: an action that worked must not make the next one a 409.
        const call = { ...(await input()), cookie } as InjectOptions<RouteDef>;
        const response = await injectRoute(app, route, call);
        statuses.push(response.status);
      }
      expect(statuses).toEqual(expected);
    });
  }

  it('keeps the dashboard and unknown admin paths closed to moderators', async () => {
    const url = '/api/admin/dashboard';
    expect((await app.inject({ url, headers: { cookie: moderator.cookie } })).statusCode).toBe(403);
    const unknown = await app.inject({
      url: '/api/admin/nothing',
      headers: { cookie: moderator.cookie },
    });
    expect(unknown.statusCode).toBe(403);
  });

  it('refuses actions on yourself and on another admin (but lets an admin demote another)', async () => {
    const self = await injectRoute(app, suspendMemberRoute, {
      params: { userId: admin.user.id },
      body: { ...reason, days: 1 },
      cookie: admin.cookie,
    });
    expect(self.status).toBe(403);
    const other = await buildUser(database, { role: 'admin' });
    const suspend = await injectRoute(app, suspendMemberRoute, {
      params: { userId: other.id },
      body: { ...reason, days: 1 },
      cookie: admin.cookie,
    });
    expect(suspend.status).toBe(403);
    const demote = await injectRoute(app, changeMemberRoleRoute, {
      params: { userId: other.id },
      body: { ...reason, role: 'member' },
      cookie: admin.cookie,
    });
    expect(demote.status).toBe(200);
  });

  it('answers 404 for an unknown member and 400 without a reason', async () => {
    const missing = await injectRoute(app, warnMemberRoute, {
      params: { userId: '00000000-0000-4000-8000-000000000000' },
      body: reason,
      cookie: admin.cookie,
    });
    expect(missing.status).toBe(404);
    expect(missing.message).toBe('Member not found');
    const user = await target();
    const noReason = await injectRoute(app, warnMemberRoute, {
      params: { userId: user.id },
      body: { reason: ' ' },
      cookie: admin.cookie,
    });
    expect(noReason.status).toBe(400);
  });
});

describe('member search', () => {
  it('finds members by part of the name or the e-mail, keyset paged', async () => {
    const marker = `zq${Date.now().toString(36)}`;
    const named = await Promise.all(
      [1, 2, 3].map((n) =>
        buildUser(database, { firstName: `${marker}${n}`, lastName: 'Traveller' }),
      ),
    );
    const mailed = await buildUser(database, {
      email: `${marker}.mail@example.com`,
      firstName: 'Other',
    });
    const seen: string[] = [];
    let cursor: string | undefined;
    for (let page = 0; page < 5; page += 1) {
      const response = await injectRoute(app, adminMembersRoute, {
        query: { q: marker.toUpperCase(), limit: 3, ...(cursor ? { cursor } : {}) },
        cookie: moderator.cookie,
      });
      expect(response.status).toBe(200);
      seen.push(...response.body.items.map((item) => item.id));
      if (!response.body.nextCursor) break;
      cursor = response.body.nextCursor;
    }
    expect(seen.sort()).toEqual([...named.map((u) => u.id), mailed.id].sort());
  });

  it('filters by role and status and sorts oldest first on request', async () => {
    const limited = await buildUser(database, {
      limitedAt: new Date(),
      firstName: 'Limitedfilter',
    });
    const response = await injectRoute(app, adminMembersRoute, {
      query: { status: 'limited', q: 'Limitedfilter' },
      cookie: admin.cookie,
    });
    expect(response.body.items.map((item) => item.id)).toEqual([limited.id]);
    expect(response.body.items[0]?.status).toBe('limited');
    const mods = await injectRoute(app, adminMembersRoute, {
      query: { role: 'moderator', sort: 'joined', dir: 'asc', limit: 100 },
      cookie: admin.cookie,
    });
    expect(mods.body.items.every((item) => item.role === 'moderator')).toBe(true);
    const dates = mods.body.items.map((item) => item.createdAt);
    expect([...dates].sort()).toEqual(dates);
  });

  it('rejects a forged cursor with 400', async () => {
    const response = await injectRoute(app, adminMembersRoute, {
      query: { cursor: 'not-a-cursor' },
      cookie: admin.cookie,
    });
    expect(response.status).toBe(400);
  });
});

describe('the member page', () => {
  it('shows profile, counts and sessions', async () => {
    const subject = await buildMember(database, { firstName: 'Reported', lastName: 'Person' });
    const post = await buildPost(database, {
      userId: subject.user.id,
      content: 'Buy followers here',
    });
    const filed = await injectRoute(app, reportPostRoute, {
      params: { id: post.id },
      body: { reason: 'spam', details: 'Selling things' },
      cookie: member.cookie,
      remoteAddress: clientAddress(),
    });
    expect(filed.status, filed.message).toBe(201);
    const response = await injectRoute(app, adminMemberRoute, {
      params: { userId: subject.user.id },
      cookie: moderator.cookie,
    });
    expect(response.status).toBe(200);
    const detail = response.body;
    expect(detail.member).toMatchObject({
      name: 'Reported Person',
      status: 'active',
      role: 'member',
    });
    expect(detail.counts).toMatchObject({ posts: 1, reportsAgainst: 1, warnings: 0 });
    expect(detail.sessions).toHaveLength(1);
    // Twelve weeks, oldest first; this week holds the post made just now.
    expect(detail.weekly).toHaveLength(12);
    expect(detail.weekly.at(-1)).toMatchObject({ posts: 1, comments: 0 });
    expect(detail.weekly.slice(0, -1).every((week) => week.posts === 0)).toBe(true);
    const starts = detail.weekly.map((week) => new Date(week.weekStart).getUTCDay());
    expect(new Set(starts)).toEqual(new Set([1]));
  });
});

describe('reports against a member', () => {
  it('lists reports of their posts, comments, messages and of them, newest first, paged', async () => {
    const subject = await buildMember(database, { firstName: 'Often', lastName: 'Reported' });
    const [reporter, other] = await Promise.all([buildMember(database), buildMember(database)]);
    const post = await buildPost(database, { userId: subject.user.id, content: 'Cheap watches' });
    const comment = await buildComment(database, {
      postId: post.id,
      userId: subject.user.id,
      content: 'Rude remark',
    });
    const conversation = await buildConversation(database, {
      between: [subject.user.id, reporter.user.id],
    });
    const message = await buildMessage(database, {
      conversationId: conversation.id,
      senderId: subject.user.id,
      content: 'Send me money',
    });
    // Someone else's post, reported by the same reporter: not against the subject.
    const elsewhere = await buildPost(database, { userId: other.user.id });
    const body = { reason: 'harassment' as const };
    const file = async <R extends RouteDef>(route: R, params: Record<string, string>) => {
      const response = await injectRoute(app, route, {
        params,
        body,
        cookie: reporter.cookie,
        remoteAddress: clientAddress(),
      } as InjectOptions<R>);
      expect(response.status, response.message).toBe(201);
    };
    await file(reportPostRoute, { id: post.id });
    await file(reportCommentRoute, { id: post.id, commentId: comment.id });
    await file(reportMessageRoute, { id: message.id });
    await file(reportUserRoute, { id: subject.user.id });
    await file(reportPostRoute, { id: elsewhere.id });

    const page = (cursor?: string, cookie = moderator.cookie) =>
      injectRoute(app, adminMemberReportsRoute, {
        params: { userId: subject.user.id },
        query: { limit: 3, ...(cursor ? { cursor } : {}) },
        cookie,
      });
    const first = await page();
    expect(first.status, first.message).toBe(200);
    expect(first.body.items.map((item) => item.targetType)).toEqual(['user', 'message', 'comment']);
    expect(first.body.items[0]).toMatchObject({ targetId: subject.user.id, excerpt: null });
    expect(first.body.items[1]).toMatchObject({
      targetId: message.id,
      excerpt: 'Send me money',
      caseStatus: 'open',
      reporter: { id: reporter.user.id },
    });
    expect(first.body.nextCursor).not.toBeNull();
    const second = await page(first.body.nextCursor!);
    expect(second.body.items.map((item) => [item.targetType, item.excerpt])).toEqual([
      ['post', 'Cheap watches'],
    ]);
    expect(second.body.nextCursor).toBeNull();
    // Each report leads to its case in the queue.
    const caseIds = [...first.body.items, ...second.body.items].map((item) => item.caseId);
    const cases = await database.db
      .select({ id: moderationCases.id, subjectId: moderationCases.subjectId })
      .from(moderationCases)
      .where(inArray(moderationCases.id, caseIds));
    expect(cases).toHaveLength(4);
    expect(cases.every((row) => row.subjectId === subject.user.id)).toBe(true);

    const detail = await injectRoute(app, adminMemberRoute, {
      params: { userId: subject.user.id },
      cookie: admin.cookie,
    });
    expect(detail.body.counts.reportsAgainst).toBe(4);

    expect((await page(undefined, member.cookie)).status).toBe(403);
    expect((await page('forged')).status).toBe(400);
    const missing = await injectRoute(app, adminMemberReportsRoute, {
      params: { userId: '00000000-0000-4000-8000-000000000000' },
      query: {},
      cookie: admin.cookie,
    });
    expect([missing.status, missing.message]).toEqual([404, 'Member not found']);
  });
});
