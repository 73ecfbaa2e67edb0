import { inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  listSessionsRoute,
  logoutRoute,
  revokeSessionRoute,
  signInRoute,
} from '../../../contract/auth.ts';
import { getCurrentUserRoute } from '../../../contract/users.ts';
import { deleteExpiredSessions } from '../../../db/queries/sessions.ts';
import { sessions } from '../../../db/schema/index.ts';
import { clientAddress, createTestApp } from '../../test/app.ts';
import { FACTORY_PASSWORD, buildMember, buildSession, buildUser } from '../../test/factories.ts';
import { injectRoute } from '../../test/inject.ts';

const { app, database } = await createTestApp();

const listSessions = async (cookie: string) =>
  (await injectRoute(app, listSessionsRoute, { cookie })).body.sessions;

const PHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0) Safari/604.1';

const meStatus = async (cookie: string) =>
  (await injectRoute(app, getCurrentUserRoute, { cookie })).status;

describe('the Sessions card API', () => {
  it('lists the member’s devices and marks the current one', async () => {
    const { user, cookie: laptop } = await buildMember(database);
    // The phone signs in for real, so the list shows the device the sign-in recorded.
    const phone = await injectRoute(app, signInRoute, {
      body: { email: user.email, password: FACTORY_PASSWORD },
      headers: { 'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0) Safari/604.1' },
      remoteAddress: clientAddress(),
    });
    expect(phone.status).toBe(200);

    const response = await injectRoute(app, listSessionsRoute, { cookie: laptop });
    expect(response.status).toBe(200);
    const list = response.body.sessions;
    expect(list).toHaveLength(2);
    expect(list.filter((s) => s.isCurrent)).toHaveLength(1);
    expect(list.some((s) => s.userAgent?.includes('iPhone'))).toBe(true);
  });

  it('signs another device out, which is then signed out', async () => {
    const { user, cookie: laptop } = await buildMember(database);
    const { cookie: phone } = await buildSession(database, { userId: user.id, userAgent: PHONE });
    const other = (await listSessions(laptop)).find((s) => !s.isCurrent);
    expect(other).toBeDefined();

    const response = await injectRoute(app, revokeSessionRoute, {
      params: { id: other?.id ?? '' },
      cookie: laptop,
    });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ ok: true });
    expect(await meStatus(phone)).toBe(401);
    expect(await meStatus(laptop)).toBe(200);
  });

  it('signing out the current device clears its cookie', async () => {
    const { cookie } = await buildMember(database);
    const current = (await listSessions(cookie)).find((s) => s.isCurrent);
    const response = await injectRoute(app, revokeSessionRoute, {
      params: { id: current?.id ?? '' },
      cookie,
    });
    expect(response.status).toBe(200);
    expect(response.response.cookies.find((c) => c.name === 'roamly_session')?.value).toBe('');
    expect(await meStatus(cookie)).toBe(401);
  });

  it('cannot see or end another member’s session: it reads as not found', async () => {
    const alice = await buildMember(database);
    const bob = await buildMember(database);
    const [bobSession] = await listSessions(bob.cookie);
    expect((await listSessions(alice.cookie)).map((s) => s.id)).not.toContain(bobSession?.id);

    const response = await injectRoute(app, revokeSessionRoute, {
      params: { id: bobSession?.id ?? '' },
      cookie: alice.cookie,
    });
    expect(response.status).toBe(404);
    expect(response.message).toBe('Session not found');
    expect(await meStatus(bob.cookie)).toBe(200);
  });

  it('shows one row per device however often it signed in, and none for ended sessions', async () => {
    const { user, cookie: laptop } = await buildMember(database);
    const phones = [];
    for (let i = 0; i < 3; i += 1)
      phones.push(await buildSession(database, { userId: user.id, userAgent: PHONE }));
    await buildSession(database, {
      userId: user.id,
      userAgent: 'Expired browser',
      expiresAt: new Date(Date.now() - 60_000),
    });
    const ended = await buildSession(database, {
      userId: user.id,
      userAgent: 'Signed-out browser',
    });
    await injectRoute(app, logoutRoute, { cookie: ended.cookie });

    const list = await listSessions(laptop);
    expect(list.map((s) => [s.userAgent, s.isCurrent])).toEqual(
      expect.arrayContaining([
        ['vitest', true],
        [PHONE, false],
      ]),
    );
    expect(list).toHaveLength(2);

    // Signing the device out ends every one of its sessions.
    const phoneRow = list.find((s) => s.userAgent === PHONE);
    const response = await injectRoute(app, revokeSessionRoute, {
      params: { id: phoneRow?.id ?? '' },
      cookie: laptop,
    });
    expect(response.status).toBe(200);
    for (const phone of phones) expect(await meStatus(phone.cookie)).toBe(401);
    expect(await meStatus(laptop)).toBe(200);
    expect(await listSessions(laptop)).toHaveLength(1);
  });

  it('a device with this session among several: its row is this one, and ending it clears the cookie', async () => {
    const { user, cookie } = await buildMember(database);
    const older = await buildSession(database, { userId: user.id });
    const [row, ...others] = await listSessions(cookie);
    expect(others).toHaveLength(0);
    expect(row?.isCurrent).toBe(true);
    const response = await injectRoute(app, revokeSessionRoute, {
      params: { id: row?.id ?? '' },
      cookie,
    });
    expect(response.status).toBe(200);
    expect(response.response.cookies.find((c) => c.name === 'roamly_session')?.value).toBe('');
    expect(await meStatus(cookie)).toBe(401);
    expect(await meStatus(older.cookie)).toBe(401);
  });

  it('requires a session and a valid id', async () => {
    expect((await injectRoute(app, listSessionsRoute)).status).toBe(401);
    const { cookie } = await buildMember(database);
    const bad = await injectRoute(app, revokeSessionRoute, {
      params: { id: 'not-a-uuid' },
      cookie,
    });
    expect(bad.status).toBe(400);
    expect(bad.message).toMatch(/^ID /);
  });
});

describe('pruning', () => {
  it('deletes expired sessions and keeps live ones', async () => {
    const live = await buildMember(database);
    const expired = await buildUser(database);
    await buildSession(database, { userId: expired.id, expiresAt: new Date(Date.now() - 60_000) });

    expect(await deleteExpiredSessions(database.db)).toBeGreaterThanOrEqual(1);
    const rows = await database.db
      .select({ userId: sessions.userId })
      .from(sessions)
      .where(inArray(sessions.userId, [live.user.id, expired.id]));
    expect(rows.map((row) => row.userId)).toEqual([live.user.id]);
  });
});
