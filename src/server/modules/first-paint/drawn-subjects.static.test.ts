import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { moderationCaseActionRoute } from '../../../contract/moderation.ts';
import { reportPostRoute } from '../../../contract/posts.ts';
import { postReports } from '../../../db/schema/index.ts';
import { clientAddress, createTestApp } from '../../test/app.ts';
import { buildPost } from '../../test/content-factories.ts';
import { buildMember } from '../../test/factories.ts';
import { injectRoute } from '../../test/inject.ts';
import { privacy, suspend } from '../people/people-test-helpers.ts';

// A post's and a profile's top drawn into the first paint (issue 21 §1): only what everyone may
// see, names escaped, and never kept past a change to what is drawn.

const webRoot = await fs.mkdtemp(path.join(os.tmpdir(), 'roamly-drawn-'));
const screens = {
  files: ['assets/app-frame-D.css'],
  screens: { home: [0], explore: [0], profile: [0], post: [0] },
};
const INDEX = `<!doctype html><html><head><meta charset="UTF-8" /><script type="application/json" id="roamly-screens">${JSON.stringify(screens)}</script><script src="/boot.js"></script><script type="module" crossorigin src="/assets/index-X.js"></script></head><body><div id="root"></div></body></html>`;
await fs.writeFile(path.join(webRoot, 'index.html'), INDEX);

const { app, database } = await createTestApp({ webRoot });
const viewer = await buildMember(database, { firstName: 'Vera', lastName: 'Viewer' });
const signedIn = `${viewer.cookie}; roamly_signed_in=1`;
const demo = (id: string) => `/uploads/demo/photos/${id}.webp`;
const HOSTILE = `<script>alert("x")</script>`;

/** The drawn <main> of a page (what sits between the frame's header and bottom bar). */
async function drawnMain(url: string, cookie = signedIn): Promise<string> {
  const response = await app.inject({ url, headers: { accept: 'text/html', cookie } });
  expect(response.statusCode, url).toBe(200);
  expect(response.body, url).toContain('data-first-paint=');
  return /<main[^>]*>([\s\S]*?)<\/main>/.exec(response.body)?.[1] ?? '';
}

describe('the top of a post and of a profile, drawn from the HTML', () => {
  it('a public post: its author row (name escaped) and photo; nothing of the viewer', async () => {
    const author = await buildMember(database, { firstName: HOSTILE, lastName: `O'Neil` });
    const post = await buildPost(database, {
      userId: author.user.id,
      imageUrl: demo('harbour'),
      location: 'Porto "Ribeira"',
    });
    const main = await drawnMain(`/posts/${post.id}`);
    expect(main).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; O&#39;Neil');
    expect(main).not.toContain('<script');
    expect(main).toContain('alt="Photo from Porto &quot;Ribeira&quot;"');
    // The card's candidates (contract/pictures.ts), the photo marked for public/boot.js.
    expect(main).toContain('<source type="image/webp" srcset="/photos/harbour-320.webp 320w');
    expect(main).toMatch(
      /<img src="\/uploads\/demo\/photos\/harbour\.webp"[^>]*data-first-paint-lcp>/,
    );
    expect(main).not.toContain('Vera');
  });

  it("never draws a post that is not everyone's to see, even for its author", async () => {
    const author = await buildMember(database);
    const own = `${author.cookie}; roamly_signed_in=1`;
    const closed = await buildMember(database, {
      privacySettings: privacy({ profileVisibility: false }),
    });
    const followers = await buildPost(database, {
      userId: author.user.id,
      privacy: 'followers',
      imageUrl: demo('f'),
    });
    const only = await buildPost(database, {
      userId: author.user.id,
      privacy: 'private',
      imageUrl: demo('p'),
    });
    const hidden = await buildPost(database, { userId: author.user.id, imageUrl: demo('h') });
    await database.db.execute(sql`UPDATE posts SET hidden_at = now() WHERE id = ${hidden.id}`);
    const sensitive = await buildPost(database, { userId: author.user.id, imageUrl: demo('s') });
    await database.db.execute(
      sql`UPDATE posts SET sensitive_at = now() WHERE id = ${sensitive.id}`,
    );
    for (const post of [followers, only, hidden, sensitive]) {
      expect(await drawnMain(`/posts/${post.id}`, own), post.id).toBe('');
    }
    const ofClosed = await buildPost(database, { userId: closed.user.id, imageUrl: demo('c') });
    expect(await drawnMain(`/posts/${ofClosed.id}`, `${closed.cookie}; roamly_signed_in=1`)).toBe(
      '',
    );
  });

  it("a public profile: cover, avatar and name; a private or suspended member's: nothing", async () => {
    const open = await buildMember(database, {
      firstName: HOSTILE,
      lastName: 'Ridge',
      coverImageUrl: demo('ridge'),
    });
    const main = await drawnMain(`/profile/${open.user.id}`);
    expect(main).toContain('<h1 class="font-display');
    expect(main).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; Ridge');
    expect(main).toContain('data-first-paint-lcp');
    expect(main).not.toContain('<script');
    expect(main).not.toContain(open.user.email);

    const closed = await buildMember(database, {
      firstName: 'Closed',
      privacySettings: privacy({ profileVisibility: false }),
    });
    // Even its own member gets the plain frame: nothing drawn depends on who asks.
    const own = `${closed.cookie}; roamly_signed_in=1`;
    expect(await drawnMain(`/profile/${closed.user.id}`, own)).toBe('');
    const gone = await buildMember(database, { firstName: 'Gone' });
    await suspend(database, gone.user.id);
    const response = await app.inject({
      url: `/profile/${gone.user.id}`,
      headers: { accept: 'text/html', cookie: signedIn },
    });
    expect(response.body).not.toContain('Gone');
  });

  it("follows the author's new name on a cached post, and a post marked sensitive", async () => {
    const author = await buildMember(database, { firstName: 'Old', lastName: 'Name' });
    const post = await buildPost(database, { userId: author.user.id, imageUrl: demo('n') });
    const url = `/posts/${post.id}`;
    expect(await drawnMain(url)).toContain('Old Name');
    await database.db.execute(
      sql`UPDATE users SET first_name = 'New' WHERE id = ${author.user.id}`,
    );
    await app.deps.bus.publish({ type: 'user.updated', userId: author.user.id });
    await expect.poll(() => drawnMain(url)).toContain('New Name');

    // A moderator covers the photo: the cached page no longer shows it.
    const moderator = await buildMember(database, { role: 'moderator' });
    const reporter = await buildMember(database);
    const reported = await injectRoute(app, reportPostRoute, {
      params: { id: post.id },
      body: { reason: 'nudity' },
      cookie: reporter.cookie,
      remoteAddress: clientAddress(),
    });
    expect(reported.status).toBe(201);
    const [report] = await database.db
      .select({ caseId: postReports.caseId })
      .from(postReports)
      .where(eq(postReports.targetId, post.id));
    const acted = await injectRoute(app, moderationCaseActionRoute, {
      params: { caseId: report!.caseId! },
      body: { action: 'sensitive', reason: 'Swimwear' },
      cookie: moderator.cookie,
    });
    expect(acted.status).toBe(200);
    await expect.poll(() => drawnMain(url)).toBe('');
  });
});
