import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp, sessionCookie, signUp } from '../../test/app.ts';
import { startFakeOidcProvider } from '../../test/fake-oidc-provider.ts';

const provider = await startFakeOidcProvider('roamly', 'client-secret');
afterAll(() => provider.close());
const { app, database } = await createTestApp({
  baseUrl: 'http://roamly.test',
  oidc: { issuerUrl: provider.issuer, clientId: 'roamly', clientSecret: 'client-secret' },
});

/** Browser round trip: /api/login → provider → callback; returns the callback's response. */
async function signInThroughProvider(tamper?: (callback: URL) => void) {
  const login = await app.inject({ url: '/api/login' });
  expect(login.statusCode).toBe(302);
  const authorize = new URL(login.headers.location as string);
  expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
  const checks = login.cookies.find((c) => c.name === 'roamly_oidc');
  const atProvider = await fetch(authorize, { redirect: 'manual' });
  const callback = new URL(atProvider.headers.get('location') as string);
  expect(callback.pathname).toBe('/api/auth/oidc/callback');
  tamper?.(callback);
  return app.inject({
    url: `${callback.pathname}${callback.search}`,
    headers: { cookie: `roamly_oidc=${checks?.value}` },
  });
}

describe('OpenID Connect sign-in', () => {
  it('offers the provider and creates an account on first sign-in', async () => {
    expect((await app.inject({ url: '/api/auth/providers' })).json()).toEqual({
      password: true,
      oidc: true,
    });
    provider.setIdentity({
      sub: 'sso-1',
      email: 'Explorer@Example.com',
      given_name: 'Ex',
      family_name: 'Plorer',
    });
    const callback = await signInThroughProvider();
    expect(callback.statusCode).toBe(302);
    expect(callback.headers.location).toBe('/');
    const me = await app.inject({
      url: '/api/auth/user',
      headers: { cookie: sessionCookie(callback) },
    });
    expect(me.json()).toMatchObject({
      email: 'explorer@example.com',
      firstName: 'Ex',
      lastName: 'Plorer',
    });
  });

  it('signs the same identity into the same account next time', async () => {
    provider.setIdentity({ sub: 'sso-1', email: 'explorer@example.com' });
    const callback = await signInThroughProvider();
    const me = await app.inject({
      url: '/api/auth/user',
      headers: { cookie: sessionCookie(callback) },
    });
    const { rows } = await database.pool.query(
      "SELECT count(*)::int AS n FROM users WHERE email = 'explorer@example.com'",
    );
    expect(rows[0].n).toBe(1);
    expect(me.json().email).toBe('explorer@example.com');
  });

  it('links a verified identity to the existing password account with that e-mail', async () => {
    const member = await signUp(app);
    provider.setIdentity({ sub: 'sso-2', email: member.user.email, email_verified: true });
    const callback = await signInThroughProvider();
    const me = await app.inject({
      url: '/api/auth/user',
      headers: { cookie: sessionCookie(callback) },
    });
    expect(me.json().id).toBe(member.user.id);
  });

  it('refuses a callback whose state was tampered with', async () => {
    provider.setIdentity({ sub: 'sso-3', email: 'mallory@example.com' });
    const callback = await signInThroughProvider((url) => url.searchParams.set('state', 'forged'));
    expect(callback.statusCode).toBe(302);
    expect(callback.headers.location).toBe('/signin?error=sso');
    expect(callback.cookies.find((c) => c.name === 'roamly_session')).toBeUndefined();
  });

  it('still opens the password page on request', async () => {
    const response = await app.inject({ url: '/api/login?provider=password' });
    expect(response.headers.location).toBe('/signin');
  });
});
