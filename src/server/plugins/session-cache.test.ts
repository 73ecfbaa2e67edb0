import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { changePasswordRoute, signOutEverywhereRoute } from '../../contract/account.ts';
import { listSessionsRoute, logoutRoute, revokeSessionRoute } from '../../contract/auth.ts';
import { bookmarksRoute, homeFeedRoute } from '../../contract/posts.ts';
import { getCurrentUserRoute, updateCurrentUserRoute } from '../../contract/users.ts';
import type { SessionWithUser } from '../../db/queries/sessions.ts';
import { sessions } from '../../db/schema/index.ts';
import { createMemoryBus } from '../realtime/bus.ts';
import { createTestApp, sessionCookie } from '../test/app.ts';
import { FACTORY_PASSWORD, buildMember, buildSession } from '../test/factories.ts';
import { injectRoute } from '../test/inject.ts';
import { SessionCache } from './session-cache.ts';

const { app, database } = await createTestApp();

const feedStatus = async (cookie: string) =>
  (await injectRoute(app, homeFeedRoute, { cookie })).status;

/** Reads the feed twice so the session is surely in the cache. */
async function warm(cookie: string) {
  expect(await feedStatus(cookie)).toBe(200);
  expect(await feedStatus(cookie)).toBe(200);
}

describe('the session cache of signed-in reads', () => {
  it('a signed-out session reads nothing more, at once', async () => {
    const { cookie } = await buildMember(database);
    await warm(cookie);
    expect((await injectRoute(app, logoutRoute, { cookie })).status).toBe(302);
    expect(await feedStatus(cookie)).toBe(401);
  });

  it('a revoked device reads nothing more, at once', async () => {
    const { user, cookie: laptop } = await buildMember(database);
    const { cookie: phone } = await buildSession(database, { userId: user.id, userAgent: 'phone' });
    await warm(phone);
    const list = (await injectRoute(app, listSessionsRoute, { cookie: laptop })).body.sessions;
    const other = list.find((s) => !s.isCurrent);
    const revoked = await injectRoute(app, revokeSessionRoute, {
      params: { id: other?.id ?? '' },
      cookie: laptop,
    });
    expect(revoked.status).toBe(200);
    expect(await feedStatus(phone)).toBe(401);
    expect(await feedStatus(laptop)).toBe(200);
  });

  it('sign out everywhere and a password change end the cached sessions', async () => {
    const first = await buildMember(database);
    const phone = await buildSession(database, { userId: first.user.id });
    await warm(phone.cookie);
    await warm(first.cookie);
    expect((await injectRoute(app, signOutEverywhereRoute, { cookie: first.cookie })).status).toBe(
      200,
    );
    expect(await feedStatus(phone.cookie)).toBe(401);
    expect(await feedStatus(first.cookie)).toBe(401);

    const second = await buildMember(database);
    const tablet = await buildSession(database, { userId: second.user.id });
    await warm(tablet.cookie);
    const changed = await injectRoute(app, changePasswordRoute, {
      body: { currentPassword: FACTORY_PASSWORD, newPassword: 'another-long-passphrase-42' },
      cookie: second.cookie,
    });
    expect(changed.status).toBe(200);
    expect(await feedStatus(tablet.cookie)).toBe(401);
    // This device carries on with the new session the change issued; the old one has ended.
    expect(await feedStatus(second.cookie)).toBe(401);
    expect(await feedStatus(sessionCookie(changed.response))).toBe(200);
  });

  it('writes and GET /api/auth/user always read the live session', async () => {
    const { user, cookie } = await buildMember(database);
    await warm(cookie);
    // Ended behind the app's back (no event): cached reads may still pass for the TTL, but the
    // profile read and every write see it at once.
    await database.db.delete(sessions).where(eq(sessions.userId, user.id));
    expect((await injectRoute(app, getCurrentUserRoute, { cookie })).status).toBe(401);
    const write = await injectRoute(app, updateCurrentUserRoute, {
      body: { bio: 'Still here?' },
      cookie,
    });
    expect(write.status).toBe(401);
  });

  it('a profile update shows at once to the same member', async () => {
    const { cookie } = await buildMember(database);
    await warm(cookie);
    const patched = await injectRoute(app, updateCurrentUserRoute, {
      body: { bio: 'Now in Lisbon' },
      cookie,
    });
    expect(patched.status).toBe(200);
    const me = await injectRoute(app, getCurrentUserRoute, { cookie });
    expect(me.body.bio).toBe('Now in Lisbon');
    expect((await injectRoute(app, bookmarksRoute, { cookie })).status).toBe(200);
  });
});

describe('SessionCache', () => {
  const session = (userId: string, liveUntil = new Date(Date.now() + 60_000)) =>
    ({
      sessionId: `s-${userId}`,
      lastSeenAt: new Date(),
      liveUntil,
      user: { id: userId, role: 'member' },
    }) as unknown as SessionWithUser;

  it('keeps an entry for the TTL at most, and never past the session’s end', () => {
    const cache = new SessionCache(createMemoryBus(), { ttlMs: 5_000, max: 10 });
    const now = 1_000_000;
    cache.set('a', session('u1'), now);
    expect(cache.get('a', now + 4_999)?.sessionId).toBe('s-u1');
    expect(cache.get('a', now + 5_000)).toBeUndefined();
    cache.set('b', session('u2', new Date(now + 1_000)), now);
    expect(cache.get('b', now + 999)).toBeDefined();
    expect(cache.get('b', now + 1_000)).toBeUndefined();
    cache.close();
  });

  it('is bounded, dropping the least recently stored', () => {
    const cache = new SessionCache(createMemoryBus(), { ttlMs: 5_000, max: 2 });
    cache.set('a', session('u1'));
    cache.set('b', session('u2'));
    cache.set('c', session('u3'));
    expect(cache.size).toBe(2);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('c')).toBeDefined();
    cache.close();
  });

  it('drops a member’s sessions on another instance’s events and caches none for the TTL', async () => {
    const bus = createMemoryBus();
    const cache = new SessionCache(bus, { ttlMs: 5_000, max: 10 });
    cache.set('a', session('u1'));
    cache.set('b', session('u1'));
    cache.set('c', session('u2'));
    await bus.publish({ type: 'session.ended', userId: 'u1' });
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('c')).toBeDefined();
    // A lookup that was already running when the event came (or ran before its commit).
    cache.set('a', session('u1'));
    expect(cache.get('a')).toBeUndefined();
    await bus.publish({ type: 'user.updated', userId: 'u2' });
    expect(cache.get('c')).toBeUndefined();
    await bus.publish({ type: 'post.created', postId: 'p1', userId: 'u3' });
    cache.close();
  });
});
