import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { listActivityRoute } from '../../../contract/activity.ts';
import {
  adminMemberRoute,
  changeMemberRoleRoute,
  deleteMemberRoute,
  limitMemberRoute,
  suspendMemberRoute,
  unlimitMemberRoute,
  unsuspendMemberRoute,
  warnMemberRoute,
} from '../../../contract/admin-users.ts';
import { objectAuditRoute } from '../../../contract/audit.ts';
import { signInRoute } from '../../../contract/auth.ts';
import { exploreFeedRoute, userPostsRoute } from '../../../contract/posts.ts';
import { searchRoute } from '../../../contract/search.ts';
import { getCurrentUserRoute } from '../../../contract/users.ts';
import { media, users } from '../../../db/schema/index.ts';
import { buildFollow, buildPost } from '../../test/content-factories.ts';
import { clientAddress, createTestApp } from '../../test/app.ts';
import { buildMember, buildSession, FACTORY_PASSWORD } from '../../test/factories.ts';
import { injectRoute } from '../../test/inject.ts';

const { app, database, dataDir } = await createTestApp();
const admin = await buildMember(database, {
  role: 'admin',
  firstName: 'Olga',
  lastName: 'Operator',
});
const reason = 'Repeated spam in comments';

const history = async (userId: string) =>
  (
    await injectRoute(app, objectAuditRoute, {
      params: { objectType: 'user', objectId: userId },
      cookie: admin.cookie,
    })
  ).body.items;

const detail = async (userId: string) =>
  (await injectRoute(app, adminMemberRoute, { params: { userId }, cookie: admin.cookie })).body;

const signIn = (email: string) =>
  injectRoute(app, signInRoute, {
    body: { email, password: FACTORY_PASSWORD },
    remoteAddress: clientAddress(),
  });

describe('suspend and unsuspend', () => {
  it('signs the member out everywhere, hides them, refuses sign-in with the end date, and reverses', async () => {
    const target = await buildMember(database, { firstName: 'Sam', lastName: 'Suspended' });
    const second = await buildSession(database, { userId: target.user.id });
    const viewer = await buildMember(database);
    await buildPost(database, { userId: target.user.id, content: 'Sunset over the harbour' });

    const response = await injectRoute(app, suspendMemberRoute, {
      params: { userId: target.user.id },
      body: { reason, days: 3 },
      cookie: admin.cookie,
    });
    expect(response.status).toBe(200);

    // Every session ended.
    for (const cookie of [target.cookie, second.cookie]) {
      expect((await injectRoute(app, getCurrentUserRoute, { cookie })).status).toBe(401);
    }
    // Sign-in is refused with the reason and the end.
    const refused = await signIn(target.user.email);
    expect(refused.status).toBe(403);
    expect(refused.message).toMatch(
      /^Your account is suspended until .+ UTC\. You can sign in again after that\.$/,
    );
    // Hidden from others.
    const posts = await injectRoute(app, userPostsRoute, {
      params: { id: target.user.id },
      query: {},
      cookie: viewer.cookie,
    });
    expect(posts.status).toBe(404);

    const page = await detail(target.user.id);
    expect(page.member.status).toBe('suspended');
    expect(page.sessions).toEqual([]);
    expect(page.member.suspendedUntil).not.toBeNull();

    const lifted = await injectRoute(app, unsuspendMemberRoute, {
      params: { userId: target.user.id },
      body: { reason: 'Appeal accepted' },
      cookie: admin.cookie,
    });
    expect(lifted.status).toBe(200);
    expect((await signIn(target.user.email)).status).toBe(200);
    const again = await injectRoute(app, userPostsRoute, {
      params: { id: target.user.id },
      query: {},
      cookie: viewer.cookie,
    });
    expect(again.body.items).toHaveLength(1);

    const entries = await history(target.user.id);
    expect(entries.map((entry) => entry.action)).toEqual(['user.unsuspend', 'user.suspend']);
    expect(entries[1]).toMatchObject({
      actor: { id: admin.user.id, name: 'Olga Operator' },
      objectType: 'user',
      reason,
      before: { suspendedAt: null },
    });
    expect(entries[1]?.after?.suspendedUntil).toEqual(page.member.suspendedUntil);
    // Unsuspending twice is a conflict, not a silent success.
    const twice = await injectRoute(app, unsuspendMemberRoute, {
      params: { userId: target.user.id },
      body: { reason: 'Again' },
      cookie: admin.cookie,
    });
    expect(twice.status).toBe(409);
  });

  it('for good: the refusal names no date', async () => {
    const target = await buildMember(database);
    await injectRoute(app, suspendMemberRoute, {
      params: { userId: target.user.id },
      body: { reason, days: null },
      cookie: admin.cookie,
    });
    const refused = await signIn(target.user.email);
    expect(refused.status).toBe(403);
    expect(refused.message).toMatch(/^Your account has been suspended\./);
  });

  it('expires by itself: the schedule lifts an ended period and audits it as the system', async () => {
    const target = await buildMember(database);
    await database.db
      .update(users)
      .set({
        suspendedAt: new Date(Date.now() - 60_000),
        suspendedUntil: new Date(Date.now() - 1000),
      })
      .where(eq(users.id, target.user.id));
    // The end has passed: sign-in already works before the job runs.
    expect((await signIn(target.user.email)).status).toBe(200);
    await app.deps.jobs.send('suspensions-expire', {});
    await app.deps.jobs.drain();
    expect((await detail(target.user.id)).member.status).toBe('active');
    const [entry] = await history(target.user.id);
    expect(entry).toMatchObject({ action: 'user.unsuspend', actor: { id: null, name: 'System' } });
  });
});

describe('limit and unlimit', () => {
  it("keeps a limited member's public posts to followers in explore, search and on the profile", async () => {
    const word = `lim${Date.now().toString(36)}`;
    const target = await buildMember(database);
    const follower = await buildMember(database);
    const stranger = await buildMember(database);
    await buildFollow(database, { followerId: follower.user.id, followingId: target.user.id });
    const post = await buildPost(database, {
      userId: target.user.id,
      content: `Hidden gem ${word}`,
    });

    const sees = async (cookie: string) => {
      const profile = await injectRoute(app, userPostsRoute, {
        params: { id: target.user.id },
        query: {},
        cookie,
      });
      const search = await injectRoute(app, searchRoute, {
        query: { q: word, type: 'posts' },
        cookie,
      });
      const explore = await injectRoute(app, exploreFeedRoute, { query: { limit: 50 }, cookie });
      return {
        profile: profile.body.items.some((p) => p.id === post.id),
        search: search.body.posts.some((p) => p.id === post.id),
        explore: explore.body.items.some((p) => p.id === post.id),
      };
    };
    expect(await sees(stranger.cookie)).toEqual({ profile: true, search: true, explore: true });

    const limited = await injectRoute(app, limitMemberRoute, {
      params: { userId: target.user.id },
      body: { reason },
      cookie: admin.cookie,
    });
    expect(limited.status).toBe(200);
    expect(await sees(stranger.cookie)).toEqual({ profile: false, search: false, explore: false });
    expect((await sees(follower.cookie)).profile).toBe(true);
    expect((await sees(follower.cookie)).search).toBe(true);
    expect((await detail(target.user.id)).member.status).toBe('limited');

    await injectRoute(app, unlimitMemberRoute, {
      params: { userId: target.user.id },
      body: { reason: 'Behaving now' },
      cookie: admin.cookie,
    });
    expect(await sees(stranger.cookie)).toEqual({ profile: true, search: true, explore: true });
    expect((await history(target.user.id)).map((entry) => entry.action)).toEqual([
      'user.unlimit',
      'user.limit',
    ]);
  });
});

describe('warn', () => {
  it('puts a notice from the Roamly team in the member activity list', async () => {
    const target = await buildMember(database);
    const response = await injectRoute(app, warnMemberRoute, {
      params: { userId: target.user.id },
      body: { reason: 'Please keep comments kind.' },
      cookie: admin.cookie,
    });
    expect(response.status).toBe(200);
    const list = await injectRoute(app, listActivityRoute, { cookie: target.cookie });
    expect(list.body.items[0]).toMatchObject({
      type: 'warning',
      message: 'Please keep comments kind.',
      actors: [],
      unread: true,
    });
    expect(list.body.unreadCount).toBe(1);
    expect((await detail(target.user.id)).counts.warnings).toBe(1);
    expect((await history(target.user.id))[0]?.action).toBe('user.warn');
  });
});

describe('change role', () => {
  it('promotes and demotes, audited with before and after', async () => {
    const target = await buildMember(database);
    const promote = await injectRoute(app, changeMemberRoleRoute, {
      params: { userId: target.user.id },
      body: { reason: 'Joins the moderation team', role: 'moderator' },
      cookie: admin.cookie,
    });
    expect(promote.status).toBe(200);
    expect((await injectRoute(app, getCurrentUserRoute, { cookie: target.cookie })).body.role).toBe(
      'moderator',
    );
    const same = await injectRoute(app, changeMemberRoleRoute, {
      params: { userId: target.user.id },
      body: { reason: 'Again', role: 'moderator' },
      cookie: admin.cookie,
    });
    expect(same.status).toBe(409);
    await injectRoute(app, changeMemberRoleRoute, {
      params: { userId: target.user.id },
      body: { reason: 'Left the team', role: 'member' },
      cookie: admin.cookie,
    });
    const entries = await history(target.user.id);
    expect(entries.map((entry) => [entry.before?.role, entry.after?.role])).toEqual([
      ['moderator', 'member'],
      ['member', 'moderator'],
    ]);
  });
});

describe('delete', () => {
  it('needs the e-mail typed again, hides at once, then the job removes the data and files', async () => {
    const target = await buildMember(database);
    await buildPost(database, { userId: target.user.id });
    const key = `media/${target.user.id}-display.jpg`;
    const { default: fs } = await import('node:fs/promises');
    const path = await import('node:path');
    const file = path.join(dataDir, 'uploads', key);
    await fs.mkdir(path.dirname(file), { recursive: true });
    await fs.writeFile(file, 'jpeg bytes');
    await database.db.insert(media).values({
      userId: target.user.id,
      kind: 'image',
      url: `/uploads/${key}`,
      sourceKey: key,
      originalName: 'a.jpg',
      contentType: 'image/jpeg',
      size: 10,
    });

    const wrong = await injectRoute(app, deleteMemberRoute, {
      params: { userId: target.user.id },
      body: { reason, confirmEmail: 'someone@else.com' },
      cookie: admin.cookie,
    });
    expect(wrong.status).toBe(400);

    const response = await injectRoute(app, deleteMemberRoute, {
      params: { userId: target.user.id },
      body: { reason, confirmEmail: target.user.email.toUpperCase() },
      cookie: admin.cookie,
    });
    expect(response.status).toBe(200);
    expect((await injectRoute(app, getCurrentUserRoute, { cookie: target.cookie })).status).toBe(
      401,
    );
    const refused = await signIn(target.user.email);
    expect(refused.status).toBe(403);
    expect(refused.message).toBe('This account has been deleted.');
    expect((await detail(target.user.id)).member.status).toBe('deleting');
    // Nothing else can be done to an account being deleted.
    const late = await injectRoute(app, warnMemberRoute, {
      params: { userId: target.user.id },
      body: { reason },
      cookie: admin.cookie,
    });
    expect(late.status).toBe(409);

    await app.deps.jobs.drain();
    const gone = await injectRoute(app, adminMemberRoute, {
      params: { userId: target.user.id },
      cookie: admin.cookie,
    });
    expect(gone.status).toBe(404);
    await expect(fs.stat(file)).rejects.toThrow();
    // The audit history outlives the account.
    expect((await history(target.user.id)).map((entry) => entry.action)).toEqual([
      'user.deleted',
      'user.delete',
    ]);
  });
});
