import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  authProvidersRoute,
  loginRoute,
  logoutRoute,
  registerRoute,
  signInRoute,
  type TRegisterBody,
} from '../../../contract/auth.ts';
import { getCurrentUserRoute } from '../../../contract/users.ts';
import { sessions, users } from '../../../db/schema/index.ts';
import { clientAddress, createTestApp, newAccount, sessionCookie } from '../../test/app.ts';
import { FACTORY_PASSWORD, buildMember, buildSession, buildUser } from '../../test/factories.ts';
import { injectRoute } from '../../test/inject.ts';

const { app, database } = await createTestApp();

/** Sign-up through the API: these tests are about the sign-up flow itself. */
const register = (body: TRegisterBody, target = app) =>
  injectRoute(target, registerRoute, { body, remoteAddress: clientAddress() });

const signIn = (email: string, password: string) =>
  injectRoute(app, signInRoute, { body: { email, password }, remoteAddress: clientAddress() });

const meStatus = async (cookie: string) =>
  (await injectRoute(app, getCurrentUserRoute, { cookie })).status;

const userCount = async () => {
  const [row] = await database.db.select({ n: count() }).from(users);
  return row?.n ?? 0;
};

describe('sign-up', () => {
  it('creates the account, answers the user and sets an HttpOnly SameSite=Lax session cookie', async () => {
    const response = await register(newAccount({ email: '  Mixed.Case@Example.COM ' }));
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      email: 'mixed.case@example.com',
      firstName: 'Ada',
      role: 'member',
      isPremium: false,
      postsCount: 0,
    });
    expect(response.body).not.toHaveProperty('passwordHash');
    const cookie = response.response.cookies.find((c) => c.name === 'roamly_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(cookie?.maxAge).toBe(30 * 24 * 60 * 60);
  });

  it('stores argon2id with m=19 MiB, t=2, p=1 and only a hash of the session token', async () => {
    const response = await register(newAccount());
    const userId = response.body.id;
    const [stored] = await database.db
      .select({ passwordHash: users.passwordHash })
      .from(users)
      .where(eq(users.id, userId));
    expect(stored?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);

    const token = sessionCookie(response.response).split('=')[1];
    const rows = await database.db
      .select({ tokenHash: sessions.tokenHash })
      .from(sessions)
      .where(eq(sessions.userId, userId));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.tokenHash).not.toBe(token);
    expect(rows[0]?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('rejects a taken e-mail with 409, whatever its case', async () => {
    const user = await buildUser(database);
    const response = await register(newAccount({ email: user.email.toUpperCase() }));
    expect(response.status).toBe(409);
    expect(response.body).toEqual({ message: 'An account with this e-mail already exists' });
  });

  it.each([
    [{ password: 'short' }, 'Password '],
    [{ email: 'not-an-email' }, 'E-mail '],
    [{ firstName: '' }, 'First name '],
  ])('answers 400 that starts with the field as people read it for %o', async (override, label) => {
    const response = await register(newAccount(override));
    expect(response.status).toBe(400);
    expect(response.message.slice(0, label.length)).toBe(label);
  });

  it.each([
    [{ password: 'password123' }, 'too common'],
    [{ email: 'someone@roamly.travel' }, 'reserved'],
  ])('answers 400 saying why for %o', async (override, reason) => {
    const response = await register(newAccount(override));
    expect(response.status).toBe(400);
    expect(response.message).toContain(reason);
  });

  it('answers 400 JSON for a malformed body and leaves no user behind', async () => {
    const before = await userCount();
    const response = await injectRoute(app, registerRoute, {
      // Truncated JSON on purpose: what a broken client could send.
      body: '{"email":' as unknown as TRegisterBody,
      headers: { 'content-type': 'application/json' },
      remoteAddress: clientAddress(),
    });
    expect(response.status).toBe(400);
    expect(response.message).toMatch(/JSON/);
    expect(await userCount()).toBe(before);
  });
});

describe('the session cookie under https', async () => {
  const secure = await createTestApp({ baseUrl: 'https://roamly.example' });
  it('is Secure when the public origin is https', async () => {
    const response = await register(newAccount(), secure.app);
    expect(response.status).toBe(201);
    expect(response.response.cookies.find((c) => c.name === 'roamly_session')?.secure).toBe(true);
    expect(response.response.headers['strict-transport-security']).toBeDefined();
  });
});

describe('sign-in and sign-out', () => {
  it('signs in with the right password and issues a new token each time', async () => {
    const user = await buildUser(database);
    const first = await signIn(user.email, FACTORY_PASSWORD);
    const second = await signIn(user.email.toUpperCase(), FACTORY_PASSWORD);
    expect(first.status).toBe(200);
    expect(first.body.id).toBe(user.id);
    expect(second.status).toBe(200);
    expect(sessionCookie(second.response)).not.toBe(sessionCookie(first.response));
  });

  it('answers 401 with the same message for a wrong password and an unknown e-mail', async () => {
    const user = await buildUser(database);
    const wrongPassword = await signIn(user.email, 'not-the-password');
    const unknownEmail = await signIn('nobody@example.com', 'not-the-password');
    expect(wrongPassword.status).toBe(401);
    expect(unknownEmail.status).toBe(401);
    expect(wrongPassword.body).toEqual(unknownEmail.body);
    expect(wrongPassword.message).toBe('Incorrect e-mail or password');
  });

  it('answers the current user 401 when signed out and the self view when signed in', async () => {
    const anonymous = await injectRoute(app, getCurrentUserRoute);
    expect(anonymous.status).toBe(401);
    expect(anonymous.message).not.toBe('');
    const { cookie, user } = await buildMember(database);
    const me = await injectRoute(app, getCurrentUserRoute, { cookie });
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({
      id: user.id,
      email: user.email,
      followersCount: 0,
      isFollowing: false,
    });
  });

  it('sign-out ends the session, clears the cookie and redirects home', async () => {
    const { cookie } = await buildMember(database);
    const response = await injectRoute(app, logoutRoute, { cookie });
    expect(response.status).toBe(302);
    expect(response.response.headers.location).toBe('/');
    expect(response.response.cookies.find((c) => c.name === 'roamly_session')?.value).toBe('');
    expect(await meStatus(cookie)).toBe(401);
  });

  it('starting sign-in opens the sign-in page when OpenID Connect is not configured', async () => {
    const response = await injectRoute(app, loginRoute);
    expect(response.status).toBe(302);
    expect(response.response.headers.location).toBe('/signin');
    const providers = await injectRoute(app, authProvidersRoute);
    expect(providers.body).toEqual({ password: true, oidc: false });
  });

  it('treats an expired session as signed out', async () => {
    const user = await buildUser(database);
    const { cookie } = await buildSession(database, {
      userId: user.id,
      expiresAt: new Date(Date.now() - 1_000),
    });
    expect(await meStatus(cookie)).toBe(401);
  });

  it('slides the expiry forward when the session is used after a minute', async () => {
    const day = 24 * 60 * 60 * 1000;
    const user = await buildUser(database);
    const { cookie } = await buildSession(database, {
      userId: user.id,
      expiresAt: new Date(Date.now() + 28 * day),
    });
    // Last used two days ago: the next request must push the expiry out again.
    await database.db
      .update(sessions)
      .set({ lastSeenAt: new Date(Date.now() - 2 * day) })
      .where(eq(sessions.userId, user.id));

    expect(await meStatus(cookie)).toBe(200);
    const [row] = await database.db
      .select({ expiresAt: sessions.expiresAt })
      .from(sessions)
      .where(eq(sessions.userId, user.id));
    expect(row?.expiresAt.getTime()).toBeGreaterThan(Date.now() + 29 * day);
  });
});
