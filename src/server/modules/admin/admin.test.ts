import { describe, expect, it } from 'vitest';
import { adminDashboardRoute } from '../../../contract/admin.ts';
import { registerRoute } from '../../../contract/auth.ts';
import { getCurrentUserRoute } from '../../../contract/users.ts';
import { promoteAdmins } from '../../../db/queries/users.ts';
import { buildComment, buildLike, buildPost, daysAgo } from '../../test/content-factories.ts';
import { clientAddress, createTestApp, newAccount, sessionCookie } from '../../test/app.ts';
import { buildMember, buildUser } from '../../test/factories.ts';
import { injectRoute } from '../../test/inject.ts';

const ADMIN_EMAIL = 'boss@example.com';
const { app, database } = await createTestApp({ adminEmails: [ADMIN_EMAIL] });

const roleOf = async (cookie: string) =>
  (await injectRoute(app, getCurrentUserRoute, { cookie })).body.role;

describe('admin authorization', () => {
  it('answers 401 to visitors and 403 to members on the dashboard', async () => {
    const member = await buildMember(database);
    expect((await injectRoute(app, adminDashboardRoute)).status).toBe(401);
    const refused = await injectRoute(app, adminDashboardRoute, { cookie: member.cookie });
    expect(refused.status).toBe(403);
    expect(refused.message).toBe('Admin access required');
  });

  it('guards undeclared /api/admin paths the same way, and admins get 404 there', async () => {
    // No contract route exists for this path on purpose: the guard must cover any admin URL.
    const url = '/api/admin/anything-else';
    const member = await buildMember(database);
    const admin = await buildMember(database, { role: 'admin' });
    expect((await app.inject({ url })).statusCode).toBe(401);
    expect((await app.inject({ url, headers: { cookie: member.cookie } })).statusCode).toBe(403);
    expect((await app.inject({ url, headers: { cookie: admin.cookie } })).statusCode).toBe(404);
  });
});

describe('ADMIN_EMAILS', () => {
  it('does not make an account admin at sign-up: the address is not verified yet', async () => {
    // Anyone can type a listed address; sign-up through the API is the flow under test.
    const response = await injectRoute(app, registerRoute, {
      body: newAccount({ email: ADMIN_EMAIL }),
      remoteAddress: clientAddress(),
    });
    expect(response.status).toBe(201);
    expect(response.body.role).toBe('member');
    const cookie = sessionCookie(response.response);
    expect((await injectRoute(app, adminDashboardRoute, { cookie })).status).toBe(403);
  });

  it('leaves an unverified listed address a member at start', async () => {
    const squatter = await buildMember(database, {
      email: 'unverified.boss@example.com',
      emailVerifiedAt: null,
    });
    await promoteAdmins(database.db, ['unverified.boss@example.com']);
    expect(await roleOf(squatter.cookie)).toBe('member');
  });

  it('promotes a verified listed address at start', async () => {
    const owner = await buildMember(database, { email: 'verified.boss@example.com' });
    expect(await roleOf(owner.cookie)).toBe('member');
    await promoteAdmins(database.db, ['verified.boss@example.com']);
    expect(await roleOf(owner.cookie)).toBe('admin');
    expect((await injectRoute(app, adminDashboardRoute, { cookie: owner.cookie })).status).toBe(
      200,
    );
  });
});

describe('the admin dashboard', () => {
  it('computes the stats from the database', async () => {
    const admin = await buildMember(database, { role: 'admin' });
    const stats = async () =>
      (await injectRoute(app, adminDashboardRoute, { cookie: admin.cookie })).body;
    const before = await stats();

    // A month-old author last seen a month ago, who posted yesterday.
    const author = await buildUser(database, { createdAt: daysAgo(30), lastActiveAt: daysAgo(30) });
    const fresh = await buildPost(database, { userId: author.id, createdAt: daysAgo(1) });
    const old = await buildPost(database, { userId: author.id, createdAt: daysAgo(20) });
    await buildLike(database, { postId: fresh.id, userId: admin.user.id });
    await buildLike(database, { postId: old.id, userId: admin.user.id, createdAt: daysAgo(10) });
    await buildComment(database, { postId: fresh.id, userId: admin.user.id });
    await buildComment(database, {
      postId: fresh.id,
      userId: admin.user.id,
      createdAt: daysAgo(9),
    });

    const after = await stats();
    expect(after.users.total).toBe(before.users.total + 1);
    expect(after.users.newThisWeek).toBe(before.users.newThisWeek);
    // Posting yesterday is activity (docs/architecture.md, Admin dashboard): the author is active.
    expect(after.users.active).toBe(before.users.active + 1);
    expect(after.posts).toEqual({
      total: before.posts.total + 2,
      thisWeek: before.posts.thisWeek + 1,
    });
    expect(after.engagement).toEqual({
      likesThisWeek: before.engagement.likesThisWeek + 1,
      commentsThisWeek: before.engagement.commentsThisWeek + 1,
    });
  });
});
