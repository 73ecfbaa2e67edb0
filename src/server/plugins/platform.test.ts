import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { signInRoute } from '../../contract/auth.ts';
import { healthRoute } from '../../contract/health.ts';
import { getCurrentUserRoute, updateCurrentUserRoute } from '../../contract/users.ts';
import { createTestApp } from '../test/app.ts';
import { buildMember } from '../test/factories.ts';
import { injectRoute } from '../test/inject.ts';

const webRoot = await fs.mkdtemp(path.join(os.tmpdir(), 'roamly-web-'));
await fs.mkdir(path.join(webRoot, 'assets'));
await fs.writeFile(
  path.join(webRoot, 'index.html'),
  '<!doctype html><title>Roamly</title><div id="root"></div>',
);
await fs.writeFile(
  path.join(webRoot, 'assets', 'app-3f2a1b.js'),
  `console.log(${JSON.stringify('x'.repeat(5000))});`,
);
await fs.writeFile(path.join(webRoot, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');

const { app, database, dataDir } = await createTestApp({ webRoot });
app.get('/api/test-explode', async () => {
  throw new Error('relation "secret_table" does not exist at SELECT * FROM secret_table');
});

describe('errors', () => {
  it('answers unknown /api paths with a JSON 404, never the SPA', async () => {
    const response = await app.inject({ url: '/api/nope', headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.json().message).toContain('/api/nope');
  });

  it('hides internal errors behind a plain 500', async () => {
    const response = await app.inject({ url: '/api/test-explode' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: 'Internal server error' });
    expect(response.body).not.toContain('secret_table');
  });

  it('answers 413 JSON for a body over the limit', async () => {
    const response = await injectRoute(app, signInRoute, {
      body: { email: 'a@example.com', password: 'x'.repeat(2 * 1024 * 1024) },
    });
    expect(response.status).toBe(413);
    expect(response.body).toHaveProperty('message');
  });
});

describe('cross-site protection', () => {
  it('refuses state-changing API calls from another site', async () => {
    const { cookie } = await buildMember(database);
    const viaFetchMetadata = await injectRoute(app, updateCurrentUserRoute, {
      cookie,
      headers: { 'sec-fetch-site': 'cross-site' },
      body: { bio: 'pwned' },
    });
    expect(viaFetchMetadata.status).toBe(403);
    const viaOrigin = await injectRoute(app, updateCurrentUserRoute, {
      cookie,
      headers: { origin: 'https://evil.example', host: 'roamly.example' },
      body: { bio: 'pwned' },
    });
    expect(viaOrigin.status).toBe(403);
    const me = await injectRoute(app, getCurrentUserRoute, { cookie });
    expect(me.status).toBe(200);
    expect(me.body.bio).toBeNull();
  });

  it('accepts same-origin calls', async () => {
    const { cookie } = await buildMember(database);
    const response = await injectRoute(app, updateCurrentUserRoute, {
      cookie,
      headers: {
        origin: 'http://roamly.example',
        host: 'roamly.example',
        'sec-fetch-site': 'same-origin',
      },
      body: { bio: 'ok' },
    });
    expect(response.status).toBe(200);
  });
});

describe('headers, health and docs', () => {
  it('sends security headers with a content security policy and a request id', async () => {
    const { response } = await injectRoute(app, healthRoute);
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('GET /api/health checks the database', async () => {
    const response = await injectRoute(app, healthRoute);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ status: 'ok', database: 'ok' });
  });

  it('serves OpenAPI generated from the contract schemas', async () => {
    const response = await app.inject({ url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(
      document.paths['/api/auth/register'].post.requestBody.content['application/json'].schema
        .properties,
    ).toHaveProperty('email');
    expect(document.paths).toHaveProperty('/api/admin/dashboard');
    expect((await app.inject({ url: '/api/docs' })).statusCode).toBeLessThan(400);
  });
});

describe('metrics', () => {
  it('serves Prometheus metrics to loopback scrapers only', async () => {
    const local = await app.inject({ url: '/metrics', remoteAddress: '127.0.0.1' });
    expect(local.statusCode).toBe(200);
    expect(local.body).toContain('http_request_duration_seconds');
    const remote = await app.inject({ url: '/metrics', remoteAddress: '10.0.0.8' });
    expect(remote.statusCode).toBe(403);
  });

  it('asks for the bearer token when one is set, and always behind a proxy', async () => {
    const guarded = await createTestApp({ metricsToken: 's3cret', trustProxy: 1 });
    const local = await guarded.app.inject({ url: '/metrics', remoteAddress: '127.0.0.1' });
    expect(local.statusCode).toBe(403);
    const withToken = await guarded.app.inject({
      url: '/metrics',
      headers: { authorization: 'Bearer s3cret' },
    });
    expect(withToken.statusCode).toBe(200);
  });
});

describe('static files and the SPA', () => {
  it('serves hashed assets as immutable, compressed', async () => {
    const response = await app.inject({
      url: '/assets/app-3f2a1b.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('immutable');
    expect(response.headers['content-encoding']).toBe('gzip');
  });

  it('serves index.html for client routes and revalidates it', async () => {
    const response = await app.inject({
      url: '/settings?tab=accessibility',
      headers: { accept: 'text/html' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root">');
    expect(response.headers['cache-control']).toBe('no-cache');
    const other = await app.inject({
      url: '/favicon.svg',
      headers: { cookie: 'roamly_session=stale-token' },
    });
    // Static files never look the session up, so a stale cookie is left alone here.
    expect(other.headers['set-cookie']).toBeUndefined();
    expect(other.headers['cache-control']).toBe('no-cache');
  });

  it('serves uploads as media with nosniff, and never as HTML', async () => {
    await fs.mkdir(path.join(dataDir, 'uploads', 'demo'), { recursive: true });
    await fs.writeFile(
      path.join(dataDir, 'uploads', 'demo', 'a.jpg'),
      Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
    );
    await fs.writeFile(
      path.join(dataDir, 'uploads', 'demo', 'b.html'),
      '<script>alert(1)</script>',
    );
    const image = await app.inject({ url: '/uploads/demo/a.jpg' });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
    expect(image.headers['x-content-type-options']).toBe('nosniff');
    const html = await app.inject({ url: '/uploads/demo/b.html' });
    expect(html.headers['content-type']).toBe('application/octet-stream');
    expect(html.headers['content-disposition']).toBe('attachment');
    expect((await app.inject({ url: '/uploads/../../etc/passwd' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/uploads/demo/missing.jpg' })).statusCode).toBe(404);
  });
});
