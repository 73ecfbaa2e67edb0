import { describe, expect, it } from 'vitest';
import type { TSessionInfo } from '../../../contract/auth.ts';
import { deleteExpiredSessions } from '../../../db/queries/sessions.ts';
import { clientAddress, createTestApp, sessionCookie, signUp } from '../../test/app.ts';

const { app, database } = await createTestApp();

async function signInAgain(email: string, password: string, userAgent: string) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/signin',
    payload: { email, password },
    headers: { 'user-agent': userAgent },
    remoteAddress: clientAddress(),
  });
  return sessionCookie(response);
}

describe('the Sessions card API', () => {
  it('lists the member’s devices and marks the current one', async () => {
    const { user, password, cookie: laptop } = await signUp(app);
    await signInAgain(
      user.email,
      password,
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0) Safari/604.1',
    );
    const response = await app.inject({
      method: 'GET',
      url: '/api/auth/sessions',
      headers: { cookie: laptop },
    });
    expect(response.statusCode).toBe(200);
    const sessions: TSessionInfo[] = response.json().sessions;
    expect(sessions).toHaveLength(2);
    expect(sessions.filter((s) => s.isCurrent)).toHaveLength(1);
    expect(sessions.some((s) => s.userAgent?.includes('iPhone'))).toBe(true);
  });

  it('signs another device out, which is then signed out', async () => {
    const { user, password, cookie: laptop } = await signUp(app);
    const phone = await signInAgain(user.email, password, 'phone');
    const list = await app.inject({
      method: 'GET',
      url: '/api/auth/sessions',
      headers: { cookie: laptop },
    });
    const other = (list.json().sessions as TSessionInfo[]).find((s) => !s.isCurrent);
    const response = await app.inject({
      method: 'DELETE',
      url: `/api/auth/sessions/${other?.id}`,
      headers: { cookie: laptop },
    });
    expect(response.statusCode).toBe(200);
    expect(
      (await app.inject({ url: '/api/auth/user', headers: { cookie: phone } })).statusCode,
    ).toBe(401);
    expect(
      (await app.inject({ url: '/api/auth/user', headers: { cookie: laptop } })).statusCode,
    ).toBe(200);
  });

  it('signing out the current device clears its cookie', async () => {
    const { cookie } = await signUp(app);
    const list = await app.inject({
      method: 'GET',
      url: '/api/auth/sessions',
      headers: { cookie },
    });
    const current = (list.json().sessions as TSessionInfo[]).find((s) => s.isCurrent);
    const response = await app.inject({
      method: 'DELETE',
      url: `/api/auth/sessions/${current?.id}`,
      headers: { cookie },
    });
    expect(response.statusCode).toBe(200);
    expect(response.cookies.find((c) => c.name === 'roamly_session')?.value).toBe('');
    expect((await app.inject({ url: '/api/auth/user', headers: { cookie } })).statusCode).toBe(401);
  });

  it('cannot see or end another member’s session', async () => {
    const alice = await signUp(app);
    const bob = await signUp(app);
    const list = await app.inject({
      method: 'GET',
      url: '/api/auth/sessions',
      headers: { cookie: bob.cookie },
    });
    const bobSession = (list.json().sessions as TSessionInfo[])[0];
    const response = await app.inject({
      method: 'DELETE',
      url: `/api/auth/sessions/${bobSession?.id}`,
      headers: { cookie: alice.cookie },
    });
    expect(response.statusCode).toBe(404);
    expect(
      (await app.inject({ url: '/api/auth/user', headers: { cookie: bob.cookie } })).statusCode,
    ).toBe(200);
  });

  it('requires a session and a valid id', async () => {
    expect((await app.inject({ url: '/api/auth/sessions' })).statusCode).toBe(401);
    const { cookie } = await signUp(app);
    const bad = await app.inject({
      method: 'DELETE',
      url: '/api/auth/sessions/not-a-uuid',
      headers: { cookie },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('id');
  });
});

describe('pruning', () => {
  it('deletes expired sessions and keeps live ones', async () => {
    const live = await signUp(app);
    const expired = await signUp(app);
    await database.pool.query(
      "UPDATE sessions SET expires_at = now() - interval '1 minute' WHERE user_id = $1",
      [expired.user.id],
    );
    expect(await deleteExpiredSessions(database.db)).toBeGreaterThanOrEqual(1);
    const { rows } = await database.pool.query(
      'SELECT user_id FROM sessions WHERE user_id = ANY($1)',
      [[live.user.id, expired.user.id]],
    );
    expect(rows.map((row) => row.user_id)).toEqual([live.user.id]);
  });
});
