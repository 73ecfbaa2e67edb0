import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { listActivityRoute } from '../../../contract/activity.ts';
import {
  dismissCaseRoute,
  moderationCaseActionRoute,
  moderationCaseRoute,
  moderationQueueRoute,
  reopenCaseRoute,
  resolveCaseRoute,
  type TCaseActionBody,
} from '../../../contract/moderation.ts';
import { getPostRoute, listCommentsRoute, reportPostRoute } from '../../../contract/posts.ts';
import { reportCommentRoute, reportUserRoute } from '../../../contract/reports.ts';
import {
  activities,
  auditLog,
  moderationCases,
  postReports,
  posts,
  users,
} from '../../../db/schema/index.ts';
import { clientAddress, createTestApp } from '../../test/app.ts';
import { buildComment, buildPost } from '../../test/content-factories.ts';
import { buildMember } from '../../test/factories.ts';
import { injectRoute } from '../../test/inject.ts';

const { app, database } = await createTestApp();
const moderator = await buildMember(database, {
  role: 'moderator',
  firstName: 'Mona',
  lastName: 'Mod',
});

type Member = Awaited<ReturnType<typeof buildMember>>;

async function reportPost(post: { id: string }, reporter: Member) {
  const response = await injectRoute(app, reportPostRoute, {
    params: { id: post.id },
    body: { reason: 'nudity' },
    cookie: reporter.cookie,
    remoteAddress: clientAddress(),
  });
  expect(response.status, response.message).toBe(201);
  const [row] = await database.db
    .select({ caseId: postReports.caseId })
    .from(postReports)
    .where(eq(postReports.targetId, post.id));
  return row!.caseId!;
}

const act = (caseId: string, body: TCaseActionBody, cookie = moderator.cookie) =>
  injectRoute(app, moderationCaseActionRoute, { params: { caseId }, body, cookie });

const detail = async (caseId: string) =>
  (await injectRoute(app, moderationCaseRoute, { params: { caseId }, cookie: moderator.cookie }))
    .body;

describe('actions on a case', () => {
  it('hides (only the author still sees it), unhides, marks sensitive and deletes a post, keeping the case open', async () => {
    const author = await buildMember(database);
    const [reporter, other] = [await buildMember(database), await buildMember(database)];
    const post = await buildPost(database, { userId: author.user.id, content: 'Beach party' });
    const caseId = await reportPost(post, reporter);
    const read = (member: Member) =>
      injectRoute(app, getPostRoute, { params: { id: post.id }, cookie: member.cookie });

    expect((await act(caseId, { action: 'hide', reason: 'Nudity' })).status).toBe(200);
    expect((await read(other)).status).toBe(404);
    expect((await read(author)).body).toMatchObject({ id: post.id, hidden: true });
    let seen = await detail(caseId);
    expect(seen).toMatchObject({ status: 'open', target: { hidden: true, text: 'Beach party' } });
    expect(seen.actions).toContain('unhide');
    expect(seen.actions).not.toContain('hide');
    expect(seen.firstActionAt).not.toBeNull();
    const again = await act(caseId, { action: 'hide', reason: 'Nudity' });
    expect(again.status).toBe(409);

    expect((await act(caseId, { action: 'unhide', reason: 'Within the rules' })).status).toBe(200);
    expect((await read(other)).body).toMatchObject({
      id: post.id,
      hidden: false,
      sensitive: false,
    });
    expect((await act(caseId, { action: 'sensitive', reason: 'Swimwear' })).status).toBe(200);
    const [stored] = await database.db.select().from(posts).where(eq(posts.id, post.id));
    expect(stored?.sensitiveAt).not.toBeNull();
    // Members' cards say so (the card cache moved to a new version).
    expect((await read(other)).body).toMatchObject({ sensitive: true });

    expect((await act(caseId, { action: 'delete', reason: 'Repeat' })).status).toBe(200);
    expect((await read(author)).status).toBe(404);
    seen = await detail(caseId);
    expect(seen).toMatchObject({ status: 'open', target: { deleted: true } });
    expect(seen.reports).toHaveLength(1);
    expect(seen.actions).toEqual(['warn', 'limit', 'suspend']);
    expect(seen.history.map((entry) => entry.action)).toEqual([
      'case.delete',
      'case.sensitive',
      'case.unhide',
      'case.hide',
    ]);
    expect(seen.history[0]).toMatchObject({ actorLabel: 'Mona Mod', reason: 'Repeat' });
  });

  it("deleting a post removes its files as its author's deletion does", async () => {
    const author = await buildMember(database);
    const reporter = await buildMember(database);
    const post = await buildPost(database, { userId: author.user.id });
    const ai = `media/${post.id}-ai-1.jpg`;
    await app.deps.storage.put(ai, Buffer.from('jpeg'), 'image/jpeg');
    await database.db
      .update(posts)
      .set({ aiThumbnails: [ai] })
      .where(eq(posts.id, post.id));
    const caseId = await reportPost(post, reporter);
    expect((await act(caseId, { action: 'delete', reason: 'Explicit photo' })).status).toBe(200);
    expect(await app.deps.storage.stat(ai)).toBeNull();
    const [audit] = await database.db
      .select({ after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.objectId, caseId), eq(auditLog.action, 'case.delete')));
    expect(audit?.after).toMatchObject({ deleted: true, text: 'A day by the sea' });
  });

  it('hides a reported comment from everyone but its author', async () => {
    const author = await buildMember(database);
    const reporter = await buildMember(database);
    const post = await buildPost(database, { userId: reporter.user.id });
    const comment = await buildComment(database, { postId: post.id, userId: author.user.id });
    await injectRoute(app, reportCommentRoute, {
      params: { id: post.id, commentId: comment.id },
      body: { reason: 'harassment' },
      cookie: reporter.cookie,
      remoteAddress: clientAddress(),
    });
    const [row] = await database.db
      .select({ caseId: postReports.caseId })
      .from(postReports)
      .where(eq(postReports.targetId, comment.id));
    expect((await act(row!.caseId!, { action: 'hide', reason: 'Insult' })).status).toBe(200);
    const list = async (member: Member) =>
      (
        await injectRoute(app, listCommentsRoute, {
          params: { id: post.id },
          cookie: member.cookie,
        })
      ).body.items.map((item) => item.id);
    expect(await list(reporter)).toEqual([]);
    expect(await list(author)).toEqual([comment.id]);
  });

  it('warns, limits and suspends the author through the member actions (audited on the member too)', async () => {
    const author = await buildMember(database);
    const reporter = await buildMember(database);
    const caseId = await reportPost(
      await buildPost(database, { userId: author.user.id }),
      reporter,
    );
    expect((await act(caseId, { action: 'warn', reason: 'Mind the rules' })).status).toBe(200);
    const warnings = await database.db
      .select()
      .from(activities)
      .where(and(eq(activities.recipientId, author.user.id), eq(activities.type, 'warning')));
    expect(warnings.map((warning) => warning.message)).toEqual(['Mind the rules']);
    expect((await act(caseId, { action: 'limit', reason: 'Spam wave' })).status).toBe(200);
    const noDays = await act(caseId, { action: 'suspend', reason: 'Again' });
    expect(noDays.status).toBe(400);
    expect((await act(caseId, { action: 'suspend', reason: 'Again', days: 7 })).status).toBe(200);
    const [state] = await database.db.select().from(users).where(eq(users.id, author.user.id));
    expect(state?.limitedAt).not.toBeNull();
    expect(state?.suspendedAt).not.toBeNull();
    const memberAudit = await database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.objectType, 'user'), eq(auditLog.objectId, author.user.id)));
    expect(memberAudit.map((entry) => entry.action).sort()).toEqual([
      'user.limit',
      'user.suspend',
      'user.warn',
    ]);
    expect((await detail(caseId)).subject).toMatchObject({ status: 'suspended' });
  });

  it('a moderator cannot act on an admin or another moderator reported as a member', async () => {
    const otherModerator = await buildMember(database, { role: 'moderator' });
    const reporter = await buildMember(database);
    await injectRoute(app, reportUserRoute, {
      params: { id: otherModerator.user.id },
      body: { reason: 'harassment' },
      cookie: reporter.cookie,
      remoteAddress: clientAddress(),
    });
    const [row] = await database.db
      .select({ caseId: postReports.caseId })
      .from(postReports)
      .where(eq(postReports.targetId, otherModerator.user.id));
    const refused = await act(row!.caseId!, {
      action: 'suspend',
      reason: 'Not allowed',
      days: null,
    });
    expect(refused.status).toBe(403);
    const hide = await act(row!.caseId!, { action: 'hide', reason: 'Not allowed' });
    expect([hide.status, hide.message]).toEqual([409, 'You cannot hide this member now']);
  });
});

describe('resolving, dismissing and reopening', () => {
  it('each reporter hears the outcome in their activity list, without the moderator named', async () => {
    const author = await buildMember(database);
    const [first, second] = [await buildMember(database), await buildMember(database)];
    const post = await buildPost(database, { userId: author.user.id });
    const caseId = await reportPost(post, first);
    await reportPost(post, second);
    const resolve = await injectRoute(app, resolveCaseRoute, {
      params: { caseId },
      body: { note: 'Removed the photo' },
      cookie: moderator.cookie,
    });
    expect(resolve.status).toBe(200);
    for (const reporter of [first, second]) {
      const list = await injectRoute(app, listActivityRoute, { cookie: reporter.cookie });
      expect(list.body.items).toHaveLength(1);
      expect(list.body.items[0]).toMatchObject({
        type: 'report_outcome',
        actors: [],
        unread: true,
        message: 'Thanks for reporting a post. We reviewed it and took action.',
      });
      expect(JSON.stringify(list.body)).not.toContain('Mona');
    }
    const outcomes = await database.db
      .select({ outcome: postReports.outcome })
      .from(postReports)
      .where(eq(postReports.caseId, caseId));
    expect(outcomes).toEqual([{ outcome: 'actioned' }, { outcome: 'actioned' }]);
    const closed = await act(caseId, { action: 'hide', reason: 'Late' });
    expect([closed.status, closed.message]).toEqual([409, 'Reopen this case before acting on it']);

    const reopen = await injectRoute(app, reopenCaseRoute, {
      params: { caseId },
      body: { note: 'New evidence' },
      cookie: moderator.cookie,
    });
    expect(reopen.status).toBe(200);
    const [kase] = await database.db
      .select()
      .from(moderationCases)
      .where(eq(moderationCases.id, caseId));
    expect(kase).toMatchObject({ status: 'open', closedAt: null, note: null });
    const cleared = await database.db
      .select({ outcome: postReports.outcome })
      .from(postReports)
      .where(eq(postReports.caseId, caseId));
    expect(cleared.every((row) => row.outcome === null)).toBe(true);

    const dismiss = await injectRoute(app, dismissCaseRoute, {
      params: { caseId },
      body: { note: 'Fine after all' },
      cookie: moderator.cookie,
    });
    expect(dismiss.status).toBe(200);
    const list = await injectRoute(app, listActivityRoute, { cookie: first.cookie });
    expect(list.body.items.map((item) => item.message)).toEqual([
      "Thanks for reporting a post. We reviewed it and found it doesn't go against our Community Guidelines.",
      'Thanks for reporting a post. We reviewed it and took action.',
    ]);
    const history = (await detail(caseId)).history.map((entry) => entry.action);
    expect(history).toEqual(['case.dismiss', 'case.reopen', 'case.resolve']);
  });

  it('shows the median time to first action over the last 30 days', async () => {
    const author = await buildMember(database);
    const ids: string[] = [];
    for (let n = 0; n < 3; n += 1) {
      ids.push(await reportPost(await buildPost(database, { userId: author.user.id }), moderator));
    }
    // Opened 10, 20 and 60 minutes before their first action; one more 40 days ago is ignored.
    const minutes = [10, 20, 60];
    await database.db.update(moderationCases).set({ firstActionAt: null });
    for (const [index, id] of ids.entries()) {
      const now = Date.now();
      await database.db
        .update(moderationCases)
        .set({ openedAt: new Date(now - minutes[index]! * 60_000), firstActionAt: new Date(now) })
        .where(eq(moderationCases.id, id));
    }
    const old = await reportPost(await buildPost(database, { userId: author.user.id }), moderator);
    await database.db
      .update(moderationCases)
      .set({
        openedAt: new Date(Date.now() - 41 * 86_400_000),
        firstActionAt: new Date(Date.now() - 40 * 86_400_000),
      })
      .where(eq(moderationCases.id, old));
    const queue = await injectRoute(app, moderationQueueRoute, { cookie: moderator.cookie });
    expect(queue.body.medianFirstActionSeconds).toBeCloseTo(20 * 60, 0);
  });
});
