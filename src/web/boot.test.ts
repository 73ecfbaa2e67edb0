import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FEED_PAGE_SIZE, SESSION_HINT_COOKIE } from '../contract/limits.ts';
import { getUserRoute } from '../contract/people.ts';
import { exploreFeedRoute, getPostRoute, homeFeedRoute } from '../contract/posts.ts';
import { placeImageRoute } from '../contract/places.ts';
import { destinationContentRoute } from '../contract/seo.ts';
import { routeUrl } from '../contract/route.ts';
import { getCurrentUserRoute } from '../contract/users.ts';
import { HERO_WIDTHS, photoSrcSet } from './features/about/photo-sources.ts';
import { HOME_BANNER_PHOTO, BANNER_SIZES } from './features/home/banner-photo.ts';
import { LANDING_SLIDES, SLIDE_SIZES, slideSrcSet } from './features/landing/slides.ts';

// public/boot.js runs as a classic script before the app's modules; here it runs in happy-dom
// against a #roamly-screens block like the one the build writes (scripts/vite/screen-preloads.ts).
const BOOT = readFileSync(path.resolve('public/boot.js'), 'utf8');
const SCREENS = {
  files: ['assets/landing.js', 'assets/home.js', 'assets/app.css', 'assets/explore.js'],
  screens: { landing: [0], home: [1, 2], explore: [3, 2], destination: [2], profile: [2] },
};

const fetchMock = vi.fn(async (..._args: unknown[]) => new Response('{}'));

function boot(url: string, { signedIn }: { signedIn: boolean }) {
  window.history.replaceState(null, '', url);
  document.cookie = signedIn
    ? `${SESSION_HINT_COOKIE}=1; path=/`
    : `${SESSION_HINT_COOKIE}=; max-age=0; path=/`;
  const data = document.createElement('script');
  data.type = 'application/json';
  data.id = 'roamly-screens';
  data.textContent = JSON.stringify(SCREENS);
  document.head.append(data);
  new Function(BOOT)();
}

const requested = () => fetchMock.mock.calls.map(([url]) => String(url));
const preloaded = () =>
  Array.from(document.head.querySelectorAll<HTMLLinkElement>('link[rel=modulepreload]')).map(
    (link) => link.getAttribute('href'),
  );
const preloadedStyles = () =>
  Array.from(document.head.querySelectorAll('link[rel=preload][as=style]')).map((link) =>
    link.getAttribute('href'),
  );
const heroPreload = () => document.head.querySelector('link[data-hero-preload]');
const bannerPreload = () => document.head.querySelector('link[data-banner-preload]');

beforeEach(() => {
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
  delete (window as { __roamlyEarly?: unknown }).__roamlyEarly;
  delete (window as { __roamlyEarlyPublic?: unknown }).__roamlyEarlyPublic;
});
afterEach(() => {
  vi.unstubAllGlobals();
  document.head.innerHTML = '';
  document.cookie = `${SESSION_HINT_COOKIE}=; max-age=0; path=/`;
});

describe('public/boot.js', () => {
  it('gives a visitor on "/" the landing page: its code and first photo, and no request', () => {
    boot('/', { signedIn: false });
    expect(requested()).toEqual([]);
    expect(preloaded()).toEqual(['/assets/landing.js']);
    expect(heroPreload()).not.toBeNull();
  });

  it('gives a member on "/" home: the sign-in check and the first feed page, then home code only', () => {
    boot('/', { signedIn: true });
    // The very URLs the app asks for, so it takes these answers instead of asking again.
    expect(requested()).toEqual([
      routeUrl(homeFeedRoute, undefined, { limit: FEED_PAGE_SIZE }),
      getCurrentUserRoute.path,
    ]);
    expect(fetchMock.mock.calls[0]?.[1]).toMatchObject({ credentials: 'include' });
    const early = (window as { __roamlyEarly?: Record<string, unknown> }).__roamlyEarly;
    expect(Object.keys(early ?? {})).toEqual(requested());
    expect(preloaded()).toEqual(['/assets/home.js']);
    expect(preloadedStyles()).toEqual(['/assets/app.css']);
    expect(heroPreload()).toBeNull();
  });

  it('gives a member on explore its first page of posts with the sign-in check', () => {
    boot('/explore', { signedIn: true });
    expect(requested()).toEqual([
      routeUrl(exploreFeedRoute, undefined, { limit: FEED_PAGE_SIZE }),
      getCurrentUserRoute.path,
    ]);
    expect(preloaded()).toEqual(['/assets/explore.js']);
  });

  it('asks for no untagged explore page when the address filters by a tag', () => {
    boot('/explore?tag=sunset', { signedIn: true });
    expect(requested()).toEqual([getCurrentUserRoute.path]);
  });

  it('starts only the sign-in check on a member screen without early reads of its own', () => {
    boot('/profile/42', { signedIn: true });
    expect(requested()).toEqual([getCurrentUserRoute.path]);
  });

  it('gives a member on a post or a profile that post or member, as the page asks', () => {
    const id = '0a5ac75b-9bde-4c74-9930-fdb1d126e584';
    boot(`/posts/${id}`, { signedIn: true });
    expect(requested()).toEqual([routeUrl(getPostRoute, { id }), getCurrentUserRoute.path]);
    fetchMock.mockClear();
    boot(`/profile/${id}`, { signedIn: true });
    expect(requested()).toEqual([routeUrl(getUserRoute, { id }), getCurrentUserRoute.path]);
    fetchMock.mockClear();
    boot(`/posts/${id}`, { signedIn: false });
    expect(requested()).toEqual([]);
  });

  it.each([
    ['/destinations/paris', 'paris'],
    ['/destination/paris-us/tours', 'paris-us'],
    ['/destinations/S%C3%A3o%20Paulo/all', 'São Paulo'],
  ])('gives anyone on %s its content and photo address, as the page asks', (url, place) => {
    boot(url, { signedIn: false });
    const reads = [
      routeUrl(destinationContentRoute, { location: place }),
      routeUrl(placeImageRoute, { query: place.replace(/-/g, ' ') }),
    ];
    expect(requested()).toEqual(reads);
    // Public: the same for anyone, so kept whoever the sign-in check finds.
    expect((window as { __roamlyEarlyPublic?: string[] }).__roamlyEarlyPublic).toEqual(reads);
  });

  it.each(['/destinations/paris/hotels', '/excursions'])('asks for no destination on %s', (url) => {
    boot(url, { signedIn: false });
    expect(requested()).toEqual([]);
  });

  it('preloads no members-only screen for a visitor, who is sent to sign in', () => {
    boot('/explore', { signedIn: false });
    expect(requested()).toEqual([]);
    expect(preloaded()).toEqual([]);
    expect(preloadedStyles()).toEqual([]);
  });

  it.each(['/destination/paris/excursions', '/destinations/paris', '/excursions', '/profile/42/'])(
    'preloads the screen %s shows',
    (url) => {
      boot(url, { signedIn: true });
      expect(preloadedStyles()).toEqual(['/assets/app.css']);
    },
  );

  it('preloads nothing for a path that is none of the main screens', () => {
    boot('/settings', { signedIn: true });
    expect(preloaded()).toEqual([]);
    expect(preloadedStyles()).toEqual([]);
  });

  it("preloads the landing page's first slide exactly as the page draws it, as AVIF", () => {
    boot('/', { signedIn: false });
    const first = LANDING_SLIDES[0]!;
    expect(heroPreload()?.getAttribute('imagesrcset')).toBe(slideSrcSet(first.photoId, 'avif'));
    expect(heroPreload()?.getAttribute('imagesizes')).toBe(SLIDE_SIZES);
    expect(heroPreload()?.getAttribute('href')).toBe(`/photos/${first.photoId}-1600.avif`);
    expect(heroPreload()?.getAttribute('type')).toBe('image/avif');
    expect(heroPreload()?.getAttribute('fetchpriority')).toBe('high');
    expect(bannerPreload()).toBeNull();
  });

  it("preloads home's banner (its largest paint) exactly as home draws it, as AVIF", () => {
    boot('/', { signedIn: true });
    expect(bannerPreload()?.getAttribute('imagesrcset')).toBe(
      photoSrcSet(HOME_BANNER_PHOTO, HERO_WIDTHS, 'avif'),
    );
    expect(bannerPreload()?.getAttribute('imagesizes')).toBe(BANNER_SIZES);
    expect(bannerPreload()?.getAttribute('type')).toBe('image/avif');
    expect(bannerPreload()?.getAttribute('fetchpriority')).toBe('high');
  });

  it('turns on zod jitless mode (the CSP forbids eval), which zod reads', async () => {
    boot('/', { signedIn: false });
    const { z } = await import('zod');
    expect(z.config().jitless).toBe(true);
    const schema = z.object({ name: z.string().min(1) });
    expect(schema.safeParse({ name: 'Lisbon' }).success).toBe(true);
    expect(schema.safeParse({ name: '' }).success).toBe(false);
  });
});

describe('public/boot.js on a page the server drew (src/server/modules/first-paint)', () => {
  let decoded: () => void = () => {};

  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
    // happy-dom loads no script files: the module script counts as loaded instead of an error.
    const { settings } = (window as unknown as { happyDOM: { settings: Record<string, unknown> } })
      .happyDOM;
    settings.handleDisabledFileLoadingAsSuccess = true;
    document.body.innerHTML =
      '<div id="root"><div data-first-paint="home"><img data-first-paint-lcp src="/photos/a.avif"></div></div>';
    const photo = document.querySelector('img') as HTMLImageElement;
    photo.decode = () => new Promise<void>((resolve) => (decoded = resolve));
  });
  afterEach(() => {
    vi.useRealTimers();
    document.body.innerHTML = '';
  });

  /** The page as the server sends it: the app's files in a data block ahead of boot.js. */
  function bootDrawn() {
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = 'roamly-deferred-app';
    block.textContent = JSON.stringify({
      entry: '/assets/index-X.js',
      modules: ['/assets/vendor-V.js'],
    });
    document.head.append(block);
    boot('/', { signedIn: true });
  }
  const entryScripts = () =>
    Array.from(document.querySelectorAll<HTMLScriptElement>('script[type=module]')).map((script) =>
      script.getAttribute('src'),
    );

  it("holds the app's code until the drawn screen and its largest photo have painted, then fetches it once", async () => {
    bootDrawn();
    // Nothing of the app's code yet: not the screen's chunks, nor the stylesheet already linked.
    expect(preloaded()).toEqual([]);
    expect(preloadedStyles()).toEqual([]);
    document.dispatchEvent(new Event('DOMContentLoaded'));
    await vi.advanceTimersByTimeAsync(100);
    expect(entryScripts()).toEqual([]);
    decoded();
    await vi.advanceTimersByTimeAsync(50);
    expect(preloaded()).toEqual(['/assets/vendor-V.js', '/assets/home.js']);
    expect(entryScripts()).toEqual(['/assets/index-X.js']);
    document.dispatchEvent(new Event('DOMContentLoaded'));
    await vi.advanceTimersByTimeAsync(3_000);
    expect(entryScripts()).toEqual(['/assets/index-X.js']);
    expect(preloaded()).toHaveLength(2);
  });

  it("waits for the browser's report of the photo's paint where it gives one", async () => {
    let report: (entries: unknown[]) => void = () => {};
    const observed: unknown[] = [];
    class FakeObserver {
      static supportedEntryTypes = ['paint', 'largest-contentful-paint'];
      constructor(callback: (list: { getEntries: () => unknown[] }) => void) {
        report = (entries) => callback({ getEntries: () => entries });
      }
      observe(options: unknown) {
        observed.push(options);
      }
      disconnect() {}
    }
    vi.stubGlobal('PerformanceObserver', FakeObserver);
    bootDrawn();
    document.dispatchEvent(new Event('DOMContentLoaded'));
    // (Every boot of this file listens: each asks for the photo's report, none for another.)
    expect(new Set(observed.map((options) => JSON.stringify(options)))).toEqual(
      new Set([JSON.stringify({ type: 'largest-contentful-paint', buffered: true })]),
    );
    // The heading painted first: not yet.
    report([{ element: document.createElement('h2') }]);
    await vi.advanceTimersByTimeAsync(100);
    expect(entryScripts()).toEqual([]);
    report([{ element: document.querySelector('img') }]);
    expect(entryScripts()).toEqual(['/assets/index-X.js']);
  });

  it("starts once any of explore's marked first-row photos is reported painted", async () => {
    let report: (entries: unknown[]) => void = () => {};
    class FakeObserver {
      static supportedEntryTypes = ['paint', 'largest-contentful-paint'];
      constructor(callback: (list: { getEntries: () => unknown[] }) => void) {
        report = (entries) => callback({ getEntries: () => entries });
      }
      observe() {}
      disconnect() {}
    }
    vi.stubGlobal('PerformanceObserver', FakeObserver);
    document.body.innerHTML =
      '<div id="root"><div data-first-paint="explore"><img data-first-paint-lcp src="/a.avif"><img data-first-paint-lcp src="/b.avif"><img src="/c.avif"></div></div>';
    bootDrawn();
    document.dispatchEvent(new Event('DOMContentLoaded'));
    // An unmarked photo is not the screen's largest paint.
    report([{ element: document.querySelectorAll('img')[2] }]);
    await vi.advanceTimersByTimeAsync(100);
    expect(entryScripts()).toEqual([]);
    // The second marked tile drew first: the browser reports only it (the first is no larger).
    report([{ element: document.querySelectorAll('img')[1] }]);
    expect(entryScripts()).toEqual(['/assets/index-X.js']);
  });

  it('does not wait more than 3 s for a photo that never arrives', async () => {
    bootDrawn();
    document.dispatchEvent(new Event('DOMContentLoaded'));
    await vi.advanceTimersByTimeAsync(2_900);
    expect(entryScripts()).toEqual([]);
    await vi.advanceTimersByTimeAsync(200);
    expect(entryScripts()).toEqual(['/assets/index-X.js']);
  });

  it('leaves a page the server did not draw to its own tags', async () => {
    boot('/', { signedIn: true });
    // The screen's chunks at once; the entry is index.html's own module script.
    expect(preloaded()).toEqual(['/assets/home.js']);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(entryScripts()).toEqual([]);
  });
});
