import { describe, expect, it } from 'vitest';
import { fieldLabel } from '../../plugins/validation-message.ts';
import { clientAddress, createTestApp, newAccount, sessionCookie, signUp } from '../../test/app.ts';

const { app, database } = await createTestApp();

describe('sign-up', () => {
  it('creates the account, answers the user and sets an HttpOnly SameSite=Lax session cookie', async () => {
    const body = newAccount({ email: '  Mixed.Case@Example.COM ' });
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      remoteAddress: clientAddress(),
      payload: body,
    });
    expect(response.statusCode).toBe(201);
    const user = response.json();
    expect(user).toMatchObject({
      email: 'mixed.case@example.com',
      firstName: 'Ada',
      role: 'member',
      isPremium: false,
      postsCount: 0,
    });
    expect(user).not.toHaveProperty('passwordHash');
    const cookie = response.cookies.find((c) => c.name === 'roamly_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(cookie?.maxAge).toBe(30 * 24 * 60 * 60);
  });

  it('stores argon2id with m=19 MiB, t=2, p=1 and only a hash of the session token', async () => {
    const { user, cookie } = await signUp(app);
    const { rows } = await database.pool.query('SELECT password_hash FROM users WHERE id = $1', [
      user.id,
    ]);
    expect(rows[0].password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    const token = cookie.split('=')[1];
    const sessions = await database.pool.query(
      'SELECT token_hash FROM sessions WHERE user_id = $1',
      [user.id],
    );
    expect(sessions.rows).toHaveLength(1);
    expect(sessions.rows[0].token_hash).not.toBe(token);
    expect(sessions.rows[0].token_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('rejects a taken e-mail with 409, whatever its case', async () => {
    const { user } = await signUp(app);
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      remoteAddress: clientAddress(),
      payload: newAccount({ email: user.email.toUpperCase() }),
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: 'An account with this e-mail already exists' });
  });

  it.each([
    [{ password: 'short' }, 'password'],
    [{ password: 'password123' }, 'too common'],
    [{ email: 'not-an-email' }, 'email'],
    [{ firstName: '' }, 'firstName'],
    [{ email: 'someone@roamly.travel' }, 'reserved'],
  ])('answers 400 naming the problem for %o', async (override, fragment) => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      remoteAddress: clientAddress(),
      payload: newAccount(override),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message.toLowerCase()).toContain(fieldLabel(fragment).toLowerCase());
  });

  it('answers 400 JSON for a malformed body and leaves no user behind', async () => {
    const before = await database.pool.query('SELECT count(*)::int AS n FROM users');
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      remoteAddress: clientAddress(),
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/JSON/);
    const after = await database.pool.query('SELECT count(*)::int AS n FROM users');
    expect(after.rows[0].n).toBe(before.rows[0].n);
  });
});

describe('the session cookie under https', async () => {
  const secure = await createTestApp({ baseUrl: 'https://roamly.example' });
  it('is Secure when the public origin is https', async () => {
    const response = await secure.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: newAccount(),
      remoteAddress: clientAddress(),
    });
    expect(response.cookies.find((c) => c.name === 'roamly_session')?.secure).toBe(true);
    expect(response.headers['strict-transport-security']).toBeDefined();
  });
});

describe('sign-in and sign-out', () => {
  it('signs in with the right password and issues a new token each time', async () => {
    const { user, password, cookie: firstCookie } = await signUp(app);
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      payload: { email: user.email, password },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().id).toBe(user.id);
    expect(sessionCookie(response)).not.toBe(firstCookie);
  });

  it('answers 401 with the same message for a wrong password and an unknown e-mail', async () => {
    const { user } = await signUp(app);
    const wrongPassword = await app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      payload: { email: user.email, password: 'not-the-password' },
    });
    const unknownEmail = await app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      payload: { email: 'nobody@example.com', password: 'not-the-password' },
    });
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownEmail.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual(unknownEmail.json());
    expect(wrongPassword.json().message).toBe('Incorrect e-mail or password');
  });

  it('GET /api/auth/user answers 401 when signed out and the user when signed in', async () => {
    const anonymous = await app.inject({ method: 'GET', url: '/api/auth/user' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toHaveProperty('message');
    const { cookie, user } = await signUp(app);
    const me = await app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ id: user.id, followersCount: 0, isFollowing: false });
  });

  it('GET /api/logout ends the session, clears the cookie and redirects home', async () => {
    const { cookie } = await signUp(app);
    const response = await app.inject({ method: 'GET', url: '/api/logout', headers: { cookie } });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/');
    expect(response.cookies.find((c) => c.name === 'roamly_session')?.value).toBe('');
    const me = await app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } });
    expect(me.statusCode).toBe(401);
  });

  it('GET /api/login opens the sign-in page when OpenID Connect is not configured', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/login' });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/signin');
    const providers = await app.inject({ method: 'GET', url: '/api/auth/providers' });
    expect(providers.json()).toEqual({ password: true, oidc: false });
  });

  it('treats an expired session as signed out', async () => {
    const { cookie, user } = await signUp(app);
    await database.pool.query(
      "UPDATE sessions SET expires_at = now() - interval '1 second' WHERE user_id = $1",
      [user.id],
    );
    const me = await app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } });
    expect(me.statusCode).toBe(401);
  });

  it('slides the expiry forward when the session is used after a minute', async () => {
    const { cookie, user } = await signUp(app);
    await database.pool.query(
      "UPDATE sessions SET last_seen_at = now() - interval '2 days', expires_at = now() + interval '28 days' WHERE user_id = $1",
      [user.id],
    );
    const me = await app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } });
    expect(me.statusCode).toBe(200);
    const { rows } = await database.pool.query(
      "SELECT expires_at > now() + interval '29 days' AS slid FROM sessions WHERE user_id = $1",
      [user.id],
    );
    expect(rows[0].slid).toBe(true);
  });
});
