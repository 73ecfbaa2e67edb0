import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app.ts';
import { buildPost } from '../../test/content-factories.ts';
import { buildMember } from '../../test/factories.ts';

// The static handler with a built index.html: who gets a drawn first screen, with which headers.
const webRoot = await fs.mkdtemp(path.join(os.tmpdir(), 'roamly-first-paint-'));
const screens = {
  files: ['assets/home-route-B.js', 'assets/app-frame-D.css'],
  screens: { home: [0, 1], explore: [1], profile: [1], post: [1] },
};
const INDEX = `<!doctype html><html><head><meta charset="UTF-8" /><script type="application/json" id="roamly-screens">${JSON.stringify(screens)}</script><script src="/boot.js"></script><script type="module" crossorigin src="/assets/index-X.js"></script><link rel="stylesheet" crossorigin href="/assets/index-Y.css"></head><body><div id="root"></div></body></html>`;
await fs.writeFile(path.join(webRoot, 'index.html'), INDEX);

const { app, database } = await createTestApp({ webRoot });

async function page(url: string, cookie?: string) {
  return app.inject({
    url,
    headers: { accept: 'text/html', ...(cookie ? { cookie } : {}) },
  });
}

describe('first screens drawn by the static handler', () => {
  it("draws a member's home, privately cached per cookie, with the CSP kept", async () => {
    const member = await buildMember(database);
    const response = await page('/', `${member.cookie}; roamly_signed_in=1`);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('data-first-paint="home"');
    expect(response.headers['cache-control']).toBe('private, no-cache');
    expect(response.headers.vary).toContain('Cookie');
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    // Nothing of the member's own: not their name, id or session.
    expect(response.body).not.toContain(member.user.firstName);
    expect(response.body).not.toContain(member.user.id);
    expect(response.body).not.toContain(member.cookie.split('=')[1]);
  });

  it("draws the landing page for a visitor, and a member's post only when it exists for them", async () => {
    const visitor = await page('/');
    expect(visitor.body).toContain('data-first-paint="landing"');

    const author = await buildMember(database);
    const other = await buildMember(database);
    const hidden = await buildPost(database, { userId: author.user.id, privacy: 'private' });
    const seen = await page(`/posts/${hidden.id}`, `${author.cookie}; roamly_signed_in=1`);
    expect(seen.statusCode).toBe(200);
    expect(seen.body).toContain('data-first-paint="post"');
    expect(seen.body).toContain(`href="/api/posts/${hidden.id}"`);
    // Another member gets the app's 404 page as it is: no frame, no read of the post hinted.
    const refused = await page(`/posts/${hidden.id}`, `${other.cookie}; roamly_signed_in=1`);
    expect(refused.statusCode).toBe(404);
    expect(refused.body).toBe(INDEX);
  });

  it('leaves a hint without a session, and pages it does not draw, as index.html', async () => {
    expect((await page('/explore', 'roamly_signed_in=1')).body).toBe(INDEX);
    const member = await buildMember(database);
    expect((await page('/settings', `${member.cookie}; roamly_signed_in=1`)).body).toBe(INDEX);
  });
});
