import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { firstPaintScreen } from './first-paint-screen.ts';
import { FEED_PAGE_SIZE } from '../../../contract/limits.ts';
import { exploreFeedRoute, getPostRoute, homeFeedRoute } from '../../../contract/posts.ts';
import { getUserRoute } from '../../../contract/people.ts';
import { routeUrl } from '../../../contract/route.ts';
import { getCurrentUserRoute } from '../../../contract/users.ts';
import { LANDING_SLIDES } from '../../../web/features/landing/slides.ts';
import { earlyReads, renderFirstPaint } from './first-paint.ts';
import { LANDING_FIRST_SLIDE } from './landing-markup.ts';
import { SHELL_BANNER_PHOTO, SHELL_BANNER_SIZES } from './shell-markup.ts';
import { BANNER_SIZES, HOME_BANNER_PHOTO } from '../../../web/features/home/banner-photo.ts';

// index.html as the build writes it (abridged): the screens' data block, boot.js, the entry.
const screens = {
  files: [
    'assets/landing-route-A.js',
    'assets/home-route-B.js',
    'assets/app-frame-C.js',
    'assets/app-frame-D.css',
    'assets/explore-route-E.js',
  ],
  screens: {
    landing: [0],
    home: [1, 2, 3],
    explore: [4, 2, 3],
    destination: [2, 3],
    profile: [2, 3],
    post: [2, 3],
  },
};
const INDEX = `<!doctype html><html><head><meta charset="UTF-8" /><script type="application/json" id="roamly-screens">${JSON.stringify(screens)}</script><script src="/boot.js"></script><script type="module" crossorigin src="/assets/index-X.js"></script><link rel="modulepreload" crossorigin href="/assets/vendor-V.js">
<link rel="stylesheet" crossorigin href="/assets/index-Y.css"></head><body><div id="root"></div></body></html>`;

const member = { roamly_signed_in: '1', roamly_session: 'token' };

describe('firstPaintScreen', () => {
  it('draws the landing page for a visitor, the signed-in screens for a member only', () => {
    expect(firstPaintScreen('/', true)).toBe('home');
    expect(firstPaintScreen('/explore/', true)).toBe('explore');
    expect(firstPaintScreen('/profile', true)).toBe('profile');
    expect(firstPaintScreen('/profile/06f90457-8013-49c2-81d5-3252296d2601', true)).toBe('profile');
    expect(firstPaintScreen('/posts/0a5ac75b-9bde-4c74-9930-fdb1d126e584', true)).toBe('post');
    expect(firstPaintScreen('/', false)).toBe('landing');
    expect(firstPaintScreen('/explore', false)).toBeNull();
    expect(firstPaintScreen('/signin', true)).toBeNull();
    expect(firstPaintScreen('/posts/a/b', true)).toBeNull();
  });

  it("draws a named place's tours page for anyone, not its hotels or /excursions' default", () => {
    for (const signedIn of [true, false]) {
      expect(firstPaintScreen('/destinations/paris', signedIn)).toBe('destination');
      expect(firstPaintScreen('/destinations/paris/tours/', signedIn)).toBe('destination');
      expect(firstPaintScreen('/destination/paris/all', signedIn)).toBe('destination');
      expect(firstPaintScreen('/destination/paris/hotels', signedIn)).toBeNull();
      expect(firstPaintScreen('/destinations/paris/hotels', signedIn)).toBeNull();
      expect(firstPaintScreen('/excursions/paris', signedIn)).toBeNull();
    }
  });
});

describe('renderFirstPaint', () => {
  it("draws home's frame and banner photo into #root for a member", () => {
    const html = renderFirstPaint(INDEX, { pathname: '/', search: '', cookies: member });
    expect(html).not.toBeNull();
    const root = html!.slice(html!.indexOf('<div id="root">'));
    expect(root).toContain('data-first-paint="home"');
    expect(root).toContain('inert aria-hidden="true"');
    expect(root).toContain('/photos/storm-clouds-sunset-960.avif 960w');
    expect(root).toContain('fetchpriority="high"');
    expect(root).toContain('Discover Your Next Adventure');
    // The home item of the bottom bar is the current one.
    expect(root).toMatch(/text-brand"><span class="relative"><svg[^]*?<\/svg><\/span>Home/);
  });

  it("links the screen's stylesheet and leaves the entry to boot.js", () => {
    const html = renderFirstPaint(INDEX, { pathname: '/explore', search: '', cookies: member })!;
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<link rel="stylesheet" crossorigin href="/assets/app-frame-D.css">');
    // The stylesheet comes after the entry's, as the cascade of one stylesheet needs.
    expect(head.indexOf('href="/assets/app-frame-D.css"')).toBeGreaterThan(
      head.indexOf('href="/assets/index-Y.css"'),
    );
    // The app's code is listed for boot.js, which fetches it once the screen has painted.
    expect(head).not.toContain('<script type="module"');
    expect(head).not.toContain('modulepreload');
    expect(head).toContain(
      '<script type="application/json" id="roamly-deferred-app">{"entry":"/assets/index-X.js","modules":["/assets/vendor-V.js"]}</script><script src="/boot.js"></script>',
    );
    expect(html).toContain('data-first-paint="explore"');
    expect(html).not.toContain('storm-clouds-sunset');
  });

  it('draws the landing page\'s hero for a visitor on "/", with no stylesheet or read added', () => {
    const html = renderFirstPaint(INDEX, { pathname: '/', search: '', cookies: {} })!;
    expect(html).toContain('data-first-paint="landing"');
    expect(html).toContain('/photos/lake-midnight-twilight-960.avif 960w');
    expect(html).toContain('Share the world, one journey at a time.');
    expect(html).not.toContain('rel="stylesheet" crossorigin href="/assets/app-frame');
    expect(html).not.toContain('as="fetch"');
    expect(html).toContain('id="roamly-deferred-app"');
    // The landing page shows no data: the same for every visitor.
    expect(renderFirstPaint(INDEX, { pathname: '/', search: '', cookies: { other: 'x' } })).toBe(
      html,
    );
  });

  it('leaves index.html alone for a hint without a session, and other pages', () => {
    expect(
      renderFirstPaint(INDEX, { pathname: '/', search: '', cookies: { roamly_signed_in: '1' } }),
    ).toBeNull();
    expect(
      renderFirstPaint(INDEX, { pathname: '/', search: '', cookies: { roamly_session: 'token' } }),
    ).toBeNull();
    expect(
      renderFirstPaint(INDEX, { pathname: '/messages', search: '', cookies: member }),
    ).toBeNull();
  });

  // What destination-head.ts drew for the page (destination-markup.test.ts covers its content).
  const hero = '<div class="grid grid-cols-[minmax(0,1fr)] gap-8"><header>Paris</header></div>';
  const tours = { pathname: '/destinations/paris', search: '', content: hero };

  it("draws a tours page's hero in a member's frame, with the sign-in check hinted", () => {
    const html = renderFirstPaint(INDEX, { ...tours, cookies: member })!;
    const root = html.slice(html.indexOf('<div id="root">'));
    expect(root).toContain('data-first-paint="destination" inert aria-hidden="true"');
    expect(root).toContain(
      `<main class="mx-auto max-w-7xl px-4 pt-6 pb-24 md:pb-12">${hero}</main>`,
    );
    expect(root).toContain('<nav class="fixed inset-x-0 bottom-0'); // the bottom bar
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/app-frame-D.css">');
    expect(html).toContain('as="fetch" crossorigin="use-credentials" href="/api/auth/user"');
    expect(html).toContain('id="roamly-deferred-app"');
  });

  it("draws a tours page's hero in the public frame for a visitor, with no read hinted", () => {
    const html = renderFirstPaint(INDEX, { ...tours, cookies: {} })!;
    const root = html.slice(html.indexOf('<div id="root">'));
    expect(root).toContain('data-first-paint="destination" inert aria-hidden="true"');
    expect(root).toContain(`<div class="mx-auto max-w-7xl px-4 pt-6 pb-16 sm:px-6">${hero}</div>`);
    expect(root).toContain('>Sign in</span>');
    expect(root).not.toContain('<nav class="fixed'); // no bottom bar
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/app-frame-D.css">');
    expect(html).not.toContain('as="fetch"');
    // A hint whose session is gone: the app finds nobody signed in and draws the public frame.
    expect(renderFirstPaint(INDEX, { ...tours, cookies: { roamly_signed_in: '1' } })).toBe(html);
    // Without what its head read (no head), the app paints the page itself.
    expect(renderFirstPaint(INDEX, { ...tours, content: undefined, cookies: {} })).toBeNull();
  });

  it('draws nothing private: the page is the same for every member', () => {
    const a = renderFirstPaint(INDEX, { pathname: '/', search: '', cookies: member });
    const b = renderFirstPaint(INDEX, {
      pathname: '/',
      search: '',
      cookies: { roamly_signed_in: '1', roamly_session: 'another-members-token' },
    });
    expect(a).toBe(b);
    expect(a).not.toContain('token');
  });

  it('gives up (the app paints as before) on an index.html it does not recognise', () => {
    const noEntry = INDEX.replace(/<script type="module"[^>]*><\/script>/, '');
    expect(renderFirstPaint(noEntry, { pathname: '/', search: '', cookies: member })).toBeNull();
    const noData = INDEX.replace(/<script type="application\/json"[^]*?<\/script>/, '');
    expect(renderFirstPaint(noData, { pathname: '/', search: '', cookies: member })).toBeNull();
    const noBoot = INDEX.replace('<script src="/boot.js"></script>', '');
    expect(renderFirstPaint(noBoot, { pathname: '/', search: '', cookies: member })).toBeNull();
    const badData = INDEX.replace(JSON.stringify(screens), '{not json');
    expect(renderFirstPaint(badData, { pathname: '/', search: '', cookies: member })).toBeNull();
  });
});

describe('earlyReads', () => {
  // The URLs public/boot.js fetches (src/web/boot.test.ts checks those against the contract too).
  const home = routeUrl(homeFeedRoute, undefined, { limit: FEED_PAGE_SIZE });
  const explore = routeUrl(exploreFeedRoute, undefined, { limit: FEED_PAGE_SIZE });
  const user = getCurrentUserRoute.path;

  it("hints boot.js's reads at the top of the page, in its mode", () => {
    expect(earlyReads('home', '/', '')).toEqual([home, user]);
    expect(earlyReads('explore', '/explore', '')).toEqual([explore, user]);
    expect(earlyReads('explore', '/explore', '?tag=food')).toEqual([user]);
    const id = '0a5ac75b-9bde-4c74-9930-fdb1d126e584';
    expect(earlyReads('post', `/posts/${id}`, '')).toEqual([routeUrl(getPostRoute, { id }), user]);
    expect(earlyReads('profile', `/profile/${id}`, '')).toEqual([
      routeUrl(getUserRoute, { id }),
      user,
    ]);
    expect(earlyReads('profile', '/profile', '')).toEqual([user]);
    // Nothing but a UUID from the address reaches the page.
    expect(earlyReads('post', '/posts/"><script>alert(1)</script>', '')).toEqual([user]);
    const escaped = renderFirstPaint(INDEX, {
      pathname: '/posts/"><script>alert(1)</script>',
      search: '',
      cookies: member,
    });
    expect(escaped).toBeNull(); // not a post path firstPaintScreen knows (it has a slash)
    const quoted = renderFirstPaint(INDEX, {
      pathname: '/posts/"onload="alert(1)',
      search: '',
      cookies: member,
    })!;
    expect(quoted).not.toContain('onload=');
    const html = renderFirstPaint(INDEX, { pathname: '/', search: '', cookies: member })!;
    expect(html).toContain(
      `<meta charset="UTF-8" /><link rel="preload" as="fetch" crossorigin="use-credentials" href="${home}"><link rel="preload" as="fetch" crossorigin="use-credentials" href="${user}">`,
    );
    const boot = readFileSync(path.resolve('public/boot.js'), 'utf8');
    for (const url of [home, explore, user]) expect(boot).toContain(`'${url}'`);
  });
});

describe('what the drawn screens copy from the app', () => {
  it("keeps home's banner photo and the landing page's first slide in sync", () => {
    expect(SHELL_BANNER_PHOTO).toBe(HOME_BANNER_PHOTO);
    expect(SHELL_BANNER_SIZES).toBe(BANNER_SIZES);
    const first = LANDING_SLIDES[0]!;
    expect(LANDING_FIRST_SLIDE).toEqual({
      photoId: first.photoId,
      name: first.name,
      caption: first.caption,
    });
  });
});
