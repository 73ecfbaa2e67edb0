import { afterAll, describe, expect, it } from 'vitest';
import {
  authProvidersRoute,
  loginRoute,
  oidcCallbackRoute,
  signInRoute,
} from '../../../contract/auth.ts';
import { getCurrentUserRoute } from '../../../contract/users.ts';
import { clientAddress, createTestApp, sessionCookie } from '../../test/app.ts';
import { buildMember, buildUser, FACTORY_PASSWORD } from '../../test/factories.ts';
import { injectRoute } from '../../test/inject.ts';
import { startFakeOidcProvider, type FakeIdentity } from '../../test/fake-oidc-provider.ts';
import {
  accountForIdentity,
  oidcFailureRedirect,
  OidcSignInError,
  type OidcClaims,
} from './oidc.ts';

const provider = await startFakeOidcProvider('roamly', 'client-secret');
afterAll(() => provider.close());
const { app, database } = await createTestApp({
  baseUrl: 'http://roamly.test',
  oidc: { issuerUrl: provider.issuer, clientId: 'roamly', clientSecret: 'client-secret' },
  adminEmails: ['boss@example.com', 'unconfirmed-boss@example.com', 'linked-boss@example.com'],
});

/** Browser round trip: /api/login → provider → callback; returns the callback's response. */
async function signInThroughProvider(identity: FakeIdentity, tamper?: (callback: URL) => void) {
  provider.setIdentity(identity);
  const { response: login } = await injectRoute(app, loginRoute);
  expect(login.statusCode).toBe(302);
  const authorize = new URL(login.headers.location as string);
  expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
  const checks = login.cookies.find((c) => c.name === 'roamly_oidc');
  const atProvider = await fetch(authorize, { redirect: 'manual' });
  const callback = new URL(atProvider.headers.get('location') as string);
  expect(callback.pathname).toBe(oidcCallbackRoute.path);
  tamper?.(callback);
  const { response } = await injectRoute(app, oidcCallbackRoute, {
    query: Object.fromEntries(callback.searchParams),
    cookie: `roamly_oidc=${checks?.value}`,
  });
  return response;
}

async function me(cookie: string) {
  const response = await injectRoute(app, getCurrentUserRoute, { cookie });
  expect(response.status, response.response.body).toBe(200);
  return response.body;
}

async function account(email: string) {
  const { rows } = await database.pool.query<{
    id: string;
    role: string;
    email_verified_at: Date | null;
    password_hash: string | null;
  }>('SELECT id, role, email_verified_at, password_hash FROM users WHERE email = $1', [email]);
  return rows[0];
}

const identitiesOf = async (userId: string) =>
  (
    await database.pool.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM user_identities WHERE user_id = $1',
      [userId],
    )
  ).rows[0]?.n;

const passwordSignIn = (email: string, password: string) =>
  injectRoute(app, signInRoute, { body: { email, password }, remoteAddress: clientAddress() });

/** Whether a session cookie still signs its owner in. */
const meStatus = async (cookie: string) =>
  (await injectRoute(app, getCurrentUserRoute, { cookie })).status;

describe('OpenID Connect sign-in', () => {
  it('offers the provider and creates a confirmed account on first sign-in', async () => {
    expect((await injectRoute(app, authProvidersRoute)).body).toEqual({
      password: true,
      oidc: true,
    });
    const callback = await signInThroughProvider({
      sub: 'sso-1',
      email: 'Explorer@Example.com',
      email_verified: true,
      given_name: 'Ex',
      family_name: 'Plorer',
    });
    expect(callback.statusCode).toBe(302);
    expect(callback.headers.location).toBe('/');
    expect(await me(sessionCookie(callback))).toMatchObject({
      email: 'explorer@example.com',
      firstName: 'Ex',
      lastName: 'Plorer',
      role: 'member',
    });
    const row = await account('explorer@example.com');
    expect(row?.email_verified_at).toBeInstanceOf(Date);
    expect(row?.password_hash).toBeNull();
  });

  it('signs the same identity into the same account next time', async () => {
    const callback = await signInThroughProvider({ sub: 'sso-1', email: 'explorer@example.com' });
    const { rows } = await database.pool.query(
      "SELECT count(*)::int AS n FROM users WHERE email = 'explorer@example.com'",
    );
    expect(rows[0].n).toBe(1);
    expect((await me(sessionCookie(callback))).email).toBe('explorer@example.com');
  });

  it('makes a listed admin e-mail an admin only when the provider confirmed it', async () => {
    const confirmed = await signInThroughProvider({
      sub: 'boss-1',
      email: 'boss@example.com',
      email_verified: true,
    });
    expect((await me(sessionCookie(confirmed))).role).toBe('admin');

    // Missing claim: an account, but neither confirmed nor admin.
    const unconfirmed = await signInThroughProvider({
      sub: 'boss-2',
      email: 'unconfirmed-boss@example.com',
    });
    expect((await me(sessionCookie(unconfirmed))).role).toBe('member');
    expect((await account('unconfirmed-boss@example.com'))?.email_verified_at).toBeNull();
  });

  it('confirms and promotes a linked account once the provider vouches for its address', async () => {
    const first = await signInThroughProvider({
      sub: 'linked-boss',
      email: 'linked-boss@example.com',
      email_verified: false,
    });
    expect((await me(sessionCookie(first))).role).toBe('member');
    const again = await signInThroughProvider({
      sub: 'linked-boss',
      email: 'linked-boss@example.com',
      email_verified: true,
    });
    expect((await me(sessionCookie(again))).role).toBe('admin');
    expect((await account('linked-boss@example.com'))?.email_verified_at).toBeInstanceOf(Date);
  });

  it('links a verified identity to the existing confirmed account with that e-mail', async () => {
    const member = await buildMember(database);
    const callback = await signInThroughProvider({
      sub: 'sso-2',
      email: member.user.email,
      email_verified: true,
    });
    expect((await me(sessionCookie(callback))).id).toBe(member.user.id);
    // The owner's password and other sessions are untouched.
    expect((await passwordSignIn(member.user.email, FACTORY_PASSWORD)).status).toBe(200);
    expect(await meStatus(member.cookie)).toBe(200);
  });

  it.each([
    ['false', false],
    ['missing', undefined],
    ['the string "true"', 'true'],
  ] as const)(
    'never links to an existing account when email_verified is %s',
    async (_label, emailVerified) => {
      const member = await buildMember(database);
      const callback = await signInThroughProvider({
        sub: `unverified-${member.user.id}`,
        email: member.user.email,
        ...(emailVerified === undefined ? {} : { email_verified: emailVerified }),
      });
      expect(callback.statusCode).toBe(302);
      expect(callback.headers.location).toMatch(/^\/signin\?error=sso/);
      expect(callback.cookies.find((c) => c.name === 'roamly_session')).toBeUndefined();
      expect(await identitiesOf(member.user.id)).toBe(0);
      const { rows } = await database.pool.query(
        'SELECT count(*)::int AS n FROM users WHERE email = $1',
        [member.user.email],
      );
      expect(rows[0].n).toBe(1);
    },
  );

  it('takes over an account whose address nobody had confirmed, dropping its password', async () => {
    // Someone registered the address first (pre-hijacking) and never confirmed it.
    const squatter = await buildMember(database, { emailVerifiedAt: null });
    const callback = await signInThroughProvider({
      sub: 'real-owner',
      email: squatter.user.email,
      email_verified: true,
    });
    expect((await me(sessionCookie(callback))).id).toBe(squatter.user.id);
    const row = await account(squatter.user.email);
    expect(row?.password_hash).toBeNull();
    expect(row?.email_verified_at).toBeInstanceOf(Date);
    expect((await passwordSignIn(squatter.user.email, FACTORY_PASSWORD)).status).toBe(401);
    expect(await meStatus(squatter.cookie)).toBe(401);
  });

  it('refuses the reserved demo addresses', async () => {
    const callback = await signInThroughProvider({
      sub: 'fake-admin',
      email: 'admin@roamly.travel',
      email_verified: true,
    });
    expect(callback.headers.location).toBe('/signin?error=sso');
    expect(await account('admin@roamly.travel')).toBeUndefined();
  });

  it('refuses a callback whose state was tampered with', async () => {
    const callback = await signInThroughProvider(
      { sub: 'sso-3', email: 'mallory@example.com', email_verified: true },
      (url) => url.searchParams.set('state', 'forged'),
    );
    expect(callback.statusCode).toBe(302);
    expect(callback.headers.location).toBe('/signin?error=sso');
    expect(callback.cookies.find((c) => c.name === 'roamly_session')).toBeUndefined();
  });

  it('still opens the password page on request', async () => {
    const { response } = await injectRoute(app, loginRoute, { query: { provider: 'password' } });
    expect(response.headers.location).toBe('/signin');
  });
});

describe('accountForIdentity', () => {
  const claims = (overrides: Partial<OidcClaims>): OidcClaims => ({
    subject: 'direct',
    email: undefined,
    emailVerified: false,
    firstName: undefined,
    lastName: undefined,
    ...overrides,
  });

  it('explains why an unverified address cannot be linked, for the sign-in page', async () => {
    const member = await buildUser(database, { emailVerifiedAt: null });
    const error = await accountForIdentity(
      database.db,
      provider.issuer,
      claims({ subject: 'direct-1', email: member.email }),
      [],
    ).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(OidcSignInError);
    expect(error).toMatchObject({ reason: 'unverified-email', statusCode: 409 });
    expect((error as Error).message).toMatch(/has not confirmed the address/);
    expect(oidcFailureRedirect(error)).toBe('/signin?error=sso-unverified');
  });

  it('needs an e-mail address to create an account', async () => {
    const error = await accountForIdentity(
      database.db,
      provider.issuer,
      claims({ subject: 'direct-2', emailVerified: true }),
      [],
    ).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ reason: 'no-email', statusCode: 400 });
    expect(oidcFailureRedirect(error)).toBe('/signin?error=sso');
    expect(oidcFailureRedirect(new Error('network down'))).toBe('/signin?error=sso');
  });
});
