import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PROFILE_COVER_SIZES } from '../../../contract/cover-picture.ts';
import { EXPLORE_TILE_SIZES } from '../../../contract/tile-picture.ts';
import { posts, users } from '../../../db/schema/index.ts';
import { createTestApp } from '../../test/app.ts';
import { buildPost } from '../../test/content-factories.ts';
import { buildMember } from '../../test/factories.ts';
import { follow, privacy, suspend } from '../people/people-test-helpers.ts';

// A member's explore, profile and post name their largest photo in the HTML the static handler
// draws (image preloads), read as everyone sees them: nothing followers-only, private, hidden,
// sensitive, of a private or suspended member ever appears there.

const webRoot = await fs.mkdtemp(path.join(os.tmpdir(), 'roamly-lcp-'));
const screens = {
  files: ['assets/home-route-B.js', 'assets/app-frame-D.css'],
  screens: { home: [0, 1], explore: [1], profile: [1], post: [1] },
};
const INDEX = `<!doctype html><html><head><meta charset="UTF-8" /><script type="application/json" id="roamly-screens">${JSON.stringify(screens)}</script><script src="/boot.js"></script><script type="module" crossorigin src="/assets/index-X.js"></script><link rel="stylesheet" crossorigin href="/assets/index-Y.css"></head><body><div id="root"></div></body></html>`;
await fs.writeFile(path.join(webRoot, 'index.html'), INDEX);

const { app, database } = await createTestApp({ webRoot });
const viewer = await buildMember(database);
const signedIn = `${viewer.cookie}; roamly_signed_in=1`;

/** A demo-world photo (its committed renditions are under /photos). */
const demo = (id: string) => `/uploads/demo/photos/${id}.webp`;

type Hint = Record<string, string>;

/** The image preloads of a page as a browser parses them, with the page's raw HTML. */
async function hints(url: string, cookie: string | undefined = signedIn) {
  const response = await app.inject({
    url,
    headers: { accept: 'text/html', ...(cookie ? { cookie } : {}) },
  });
  expect(response.statusCode).toBe(200);
  // Read as attributes (a DOM here would try to fetch what the links name).
  const head = response.body.slice(0, response.body.indexOf('</head>'));
  const found: Hint[] = [...head.matchAll(/<link rel="preload" as="image"([^>]*)>/g)].map(
    ([, attributes]) =>
      Object.fromEntries(
        [...attributes!.matchAll(/ ([a-z]+)="([^"]*)"/g)].map(([, name, value]) => [
          name!,
          value!.replace(/&amp;/g, '&'),
        ]),
      ),
  );
  return { found, html: response.body };
}

const avifSet = (id: string) =>
  [320, 640, 960].map((width) => `/photos/${id}-${width}.avif ${width}w`).join(', ');

async function explorePost(values: Parameters<typeof buildPost>[1], score: number) {
  const post = await buildPost(database, values);
  await database.db.update(posts).set({ exploreScore: score }).where(eq(posts.id, post.id));
  return post;
}

describe('image hints of the screens the server draws', () => {
  it("explore: the first row's tiles, at a tile's size, only what everyone may see", async () => {
    const author = await buildMember(database);
    const closed = await buildMember(database, {
      privacySettings: privacy({ profileVisibility: false }),
    });
    await follow(database, viewer.user.id, closed.user.id);
    const uid = author.user.id;
    // Highest scores first; the followers-only post, the private profile's public post (which
    // this viewer, a follower, does see in the app) and a hidden one never reach the HTML.
    await explorePost({ userId: uid, privacy: 'followers', imageUrl: demo('secret-a') }, 1e6 + 5);
    await explorePost({ userId: closed.user.id, imageUrl: demo('secret-b') }, 1e6 + 4);
    const hidden = await explorePost({ userId: uid, imageUrl: demo('secret-c') }, 1e6 + 3);
    await database.db.execute(sql`UPDATE posts SET hidden_at = now() WHERE id = ${hidden.id}`);
    await explorePost({ userId: uid, imageUrl: demo('first-tile') }, 1e6 + 2);
    await explorePost({ userId: uid, content: 'Words only' }, 1e6 + 1.5);
    await explorePost({ userId: uid, imageUrl: demo('third-tile') }, 1e6 + 1);
    await explorePost({ userId: uid, imageUrl: demo('fourth-tile') }, 1e6);

    const { found, html } = await hints('/explore');
    // Three tiles in the first row; the text tile has no picture.
    expect(found).toEqual([
      {
        imagesrcset: avifSet('first-tile'),
        imagesizes: EXPLORE_TILE_SIZES,
        type: 'image/avif',
        fetchpriority: 'high',
      },
      {
        imagesrcset: avifSet('third-tile'),
        imagesizes: EXPLORE_TILE_SIZES,
        type: 'image/avif',
        fetchpriority: 'high',
      },
    ]);
    expect(html).not.toMatch(/secret-/);
    // The same read draws the page's tiles (modules/first-paint): past the first row lazily, a
    // text tile as an empty square (none of its words).
    const root = html.slice(html.indexOf('<div id="root">'));
    const drawn = [...root.matchAll(/<img src="\/uploads\/demo\/photos\/([a-z-]+)\.webp"/g)];
    expect(drawn.map(([, id]) => id).slice(0, 3)).toEqual([
      'first-tile',
      'third-tile',
      'fourth-tile',
    ]);
    expect(root).toMatch(/fourth-tile\.webp" loading="lazy"/);
    expect(root).not.toContain('Words only');
    // A tag's explore shows other posts: no hint, no tile.
    const tagged = await hints('/explore?tag=beach');
    expect(tagged.found).toEqual([]);
    expect(tagged.html).not.toContain('aspect-square');
  });

  it("explore's drawn tiles follow a new post, and a member who leaves everyone's view", async () => {
    const author = await buildMember(database);
    const uid = author.user.id;
    await explorePost({ userId: uid, imageUrl: demo('cached-top') }, 2e6);
    await app.deps.bus.publish({ type: 'post.created', postId: 'p', userId: uid });
    expect((await hints('/explore')).html).toContain('cached-top');
    const newer = await explorePost({ userId: uid, imageUrl: demo('newer-top') }, 3e6);
    // Read once per minute: the page still draws what it read...
    expect((await hints('/explore')).html).not.toContain('newer-top');
    // ...until the post's event drops it.
    await app.deps.bus.publish({ type: 'post.created', postId: newer.id, userId: uid });
    expect((await hints('/explore')).found[0]?.imagesrcset).toBe(avifSet('newer-top'));
    // The author's profile made private: their tiles leave explore's HTML with the event.
    await database.db
      .update(users)
      .set({ privacySettings: privacy({ profileVisibility: false }) })
      .where(eq(users.id, uid));
    expect((await hints('/explore')).html).toContain('newer-top');
    await app.deps.bus.publish({ type: 'user.updated', userId: uid });
    expect((await hints('/explore')).html).not.toMatch(/newer-top|cached-top/);
  });

  it("a public post: its first photo; none for one that is not everyone's to see", async () => {
    const author = await buildMember(database);
    const open = await buildPost(database, { userId: author.user.id, imageUrl: demo('harbour') });
    const { found } = await hints(`/posts/${open.id}`);
    expect(found).toEqual([
      {
        imagesrcset: avifSet('harbour'),
        imagesizes: '(min-width: 768px) 50rem, calc(100vw - 2rem)',
        type: 'image/avif',
        fetchpriority: 'high',
      },
    ]);

    // The author sees each of these in the app; the HTML still names none of their photos.
    const own = `${author.cookie}; roamly_signed_in=1`;
    const closed = await buildMember(database, {
      privacySettings: privacy({ profileVisibility: false }),
    });
    const cases = [
      await buildPost(database, {
        userId: author.user.id,
        privacy: 'followers',
        imageUrl: demo('f'),
      }),
      await buildPost(database, {
        userId: author.user.id,
        privacy: 'private',
        imageUrl: demo('p'),
      }),
      await buildPost(database, { userId: closed.user.id, imageUrl: demo('closed') }),
    ];
    const sensitive = await buildPost(database, { userId: author.user.id, imageUrl: demo('s') });
    await database.db.execute(
      sql`UPDATE posts SET sensitive_at = now() WHERE id = ${sensitive.id}`,
    );
    for (const post of cases.slice(0, 2)) {
      const page = await hints(`/posts/${post.id}`, own);
      expect(page.found).toEqual([]);
      expect(page.html).not.toContain('/demo/photos/');
    }
    const ownClosed = `${closed.cookie}; roamly_signed_in=1`;
    expect((await hints(`/posts/${cases[2]!.id}`, ownClosed)).found).toEqual([]);
    expect((await hints(`/posts/${sensitive.id}`, own)).found).toEqual([]);
  });

  it("a public profile: its cover; a private or suspended member's: nothing", async () => {
    const open = await buildMember(database, { coverImageUrl: demo('ridge') });
    const { found } = await hints(`/profile/${open.user.id}`);
    expect(found).toEqual([
      {
        imagesrcset: [320, 640, 960].map((w) => `/photos/ridge-${w}.avif ${w}w`).join(', '),
        imagesizes: PROFILE_COVER_SIZES,
        type: 'image/avif',
        fetchpriority: 'high',
      },
    ]);
    // Another photo (an upload): the <img>'s own address.
    const uploaded = await buildMember(database, { coverImageUrl: '/uploads/covers/c1.jpg' });
    expect((await hints(`/profile/${uploaded.user.id}`)).found).toEqual([
      { href: '/uploads/covers/c1.jpg', fetchpriority: 'high' },
    ]);

    const closed = await buildMember(database, {
      coverImageUrl: demo('closed-cover'),
      privacySettings: privacy({ profileVisibility: false }),
    });
    await follow(database, viewer.user.id, closed.user.id);
    const page = await hints(`/profile/${closed.user.id}`);
    expect(page.found).toEqual([]);
    expect(page.html).not.toContain('closed-cover');

    const gone = await buildMember(database, { coverImageUrl: demo('gone-cover') });
    await suspend(database, gone.user.id);
    const suspended = await app.inject({
      url: `/profile/${gone.user.id}`,
      headers: { accept: 'text/html', cookie: signedIn },
    });
    expect(suspended.body).not.toContain('gone-cover');
  });

  it('a visitor gets no hint on a members-only screen (the app sends them to sign in)', async () => {
    const author = await buildMember(database, { coverImageUrl: demo('visitor-cover') });
    const post = await buildPost(database, { userId: author.user.id, imageUrl: demo('v-post') });
    for (const url of ['/explore', `/profile/${author.user.id}`, `/posts/${post.id}`]) {
      const response = await app.inject({ url, headers: { accept: 'text/html' } });
      expect(response.body).not.toContain('rel="preload" as="image"');
    }
  });

  it('follows a new cover within the cache time', async () => {
    const member = await buildMember(database, { coverImageUrl: demo('old-cover') });
    expect((await hints(`/profile/${member.user.id}`)).html).toContain('old-cover');
    await database.db.execute(
      sql`UPDATE users SET cover_image_url = ${demo('new-cover')} WHERE id = ${member.user.id}`,
    );
    await app.deps.bus.publish({ type: 'user.updated', userId: member.user.id });
    await expect
      .poll(async () => (await hints(`/profile/${member.user.id}`)).html)
      .toContain('new-cover');
  });
});
