import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { logoutRoute } from '../../contract/auth.ts';
import { healthRoute } from '../../contract/health.ts';
import { getCurrentUserRoute, updateCurrentUserRoute } from '../../contract/users.ts';
import { createTestApp } from '../test/app.ts';
import { buildMember } from '../test/factories.ts';
import { injectRoute } from '../test/inject.ts';
import { isCrossSiteRequest } from './security.ts';

const request = (headers: Record<string, string>, protocol = 'https') =>
  ({ headers, protocol, host: headers.host ?? '' }) as unknown as FastifyRequest;

describe('isCrossSiteRequest', () => {
  it('trusts the browser’s Sec-Fetch-Site', () => {
    expect(isCrossSiteRequest(request({ 'sec-fetch-site': 'cross-site' }), undefined)).toBe(true);
    expect(isCrossSiteRequest(request({ 'sec-fetch-site': 'same-origin' }), undefined)).toBe(false);
  });

  it('compares the scheme and host of Origin with the request’s and BASE_URL', () => {
    const same = { origin: 'https://a.example', host: 'a.example' };
    expect(isCrossSiteRequest(request(same), undefined)).toBe(false);
    expect(
      isCrossSiteRequest(request({ ...same, origin: 'https://a.example:443' }), undefined),
    ).toBe(false);
    expect(isCrossSiteRequest(request(same, 'http'), undefined)).toBe(true);
    expect(isCrossSiteRequest(request({ ...same, origin: 'https://b.example' }), undefined)).toBe(
      true,
    );
    expect(
      isCrossSiteRequest(
        request({ origin: 'https://roamly.example', host: '10.0.0.5:5000' }, 'http'),
        'https://roamly.example',
      ),
    ).toBe(false);
    expect(
      isCrossSiteRequest(
        request({ origin: 'http://roamly.example', host: '10.0.0.5:5000' }, 'http'),
        'https://roamly.example',
      ),
    ).toBe(true);
    expect(isCrossSiteRequest(request({ origin: 'null', host: 'a.example' }), undefined)).toBe(
      true,
    );
    expect(isCrossSiteRequest(request({ origin: '::garbage', host: 'a.example' }), undefined)).toBe(
      true,
    );
  });

  it('lets requests without Origin through (non-browser clients, same-origin GET-like flows)', () => {
    expect(isCrossSiteRequest(request({ host: 'a.example' }), undefined)).toBe(false);
  });
});

const { app, database } = await createTestApp();
const { app: proxied, database: proxiedDatabase } = await createTestApp({
  trustProxy: ['127.0.0.1'],
});

const patchBio = (
  target: typeof app,
  cookie: string,
  headers: Record<string, string>,
  remoteAddress?: string,
) =>
  injectRoute(target, updateCurrentUserRoute, {
    cookie,
    headers,
    remoteAddress,
    body: { bio: 'changed' },
  });

/** The status of GET /api/auth/user with this cookie: 200 while the session lives. */
const meStatus = async (cookie?: string) =>
  (await injectRoute(app, getCurrentUserRoute, { cookie })).status;

describe('proxies are trusted only as configured', () => {
  it('X-Forwarded-Host does not make a foreign Origin same-site without TRUST_PROXY', async () => {
    const { cookie } = await buildMember(database);
    const response = await patchBio(app, cookie, {
      host: 'roamly.example',
      origin: 'http://evil.example',
      'x-forwarded-host': 'evil.example',
    });
    expect(response.status).toBe(403);
  });

  it('behind a trusted proxy the forwarded scheme and host count, and both must match', async () => {
    const { cookie } = await buildMember(proxiedDatabase);
    const forwarded = {
      host: '10.0.0.5:5000',
      'x-forwarded-host': 'roamly.example',
      'x-forwarded-proto': 'https',
    };
    const inject = async (origin: string, remoteAddress: string) =>
      (await patchBio(proxied, cookie, { origin, ...forwarded }, remoteAddress)).status;
    expect(await inject('https://roamly.example', '127.0.0.1')).toBe(200);
    // Same host, other scheme: another origin.
    expect(await inject('http://roamly.example', '127.0.0.1')).toBe(403);
    // The same headers from an address that is not the trusted proxy are ignored.
    expect(await inject('https://roamly.example', '10.9.9.9')).toBe(403);
  });
});

describe('checks on /api paths see the path the router saw', () => {
  it('a percent-encoded /api path is still an API call: cross-site refused, session read', async () => {
    const { cookie } = await buildMember(database);
    const crossSite = await app.inject({
      method: 'PATCH',
      url: '/%61pi/auth/user',
      headers: { cookie, 'sec-fetch-site': 'cross-site' },
      payload: { bio: 'pwned' },
    });
    expect(crossSite.statusCode).toBe(403);
    const me = await app.inject({ url: '/%61pi/auth/%75ser', headers: { cookie } });
    expect(me.statusCode).toBe(200);
    expect(me.json().bio).toBeNull();
  });
});

describe('sign-out from another site', () => {
  it('GET /api/logout from another site only goes home; the session survives', async () => {
    const { cookie } = await buildMember(database);
    const crossSiteHeaders: Record<string, string>[] = [
      { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'navigate' },
      { 'sec-fetch-site': 'same-site' },
      { origin: 'https://evil.example', host: 'roamly.example' },
    ];
    for (const headers of crossSiteHeaders) {
      const { response } = await injectRoute(app, logoutRoute, { cookie, headers });
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe('/');
      expect(response.headers['set-cookie']).toBeUndefined();
      expect(await meStatus(cookie)).toBe(200);
    }
    const own = await app.inject({
      url: '/%61pi/logout',
      headers: { cookie, 'sec-fetch-site': 'cross-site' },
    });
    expect(await meStatus(cookie)).toBe(200);
    expect(own.statusCode).toBe(302);
  });

  it('a navigation from our own pages (or a typed URL) still signs out', async () => {
    const { cookie } = await buildMember(database);
    const response = await injectRoute(app, logoutRoute, {
      cookie,
      headers: { 'sec-fetch-site': 'same-origin' },
    });
    expect(response.status).toBe(302);
    expect(await meStatus(cookie)).toBe(401);
  });
});

describe('response headers', () => {
  it('personal JSON is never cached', async () => {
    const { cookie } = await buildMember(database);
    const me = await injectRoute(app, getCurrentUserRoute, { cookie });
    expect(me.status).toBe(200);
    expect(me.response.headers['cache-control']).toBe('no-store');
    const refused = await injectRoute(app, getCurrentUserRoute);
    expect(refused.status).toBe(401);
    expect(refused.response.headers['cache-control']).toBe('no-store');
  });

  it('takes a short, plain X-Request-Id from the caller and replaces anything else', async () => {
    const plain = await injectRoute(app, healthRoute, {
      headers: { 'x-request-id': 'lb-42.a_b:c' },
    });
    expect(plain.response.headers['x-request-id']).toBe('lb-42.a_b:c');
    for (const sent of ['x'.repeat(65), 'a b', '<script>', 'a\u00e9b', '']) {
      const { response } = await injectRoute(app, healthRoute, {
        headers: { 'x-request-id': sent },
      });
      expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    }
  });
});
