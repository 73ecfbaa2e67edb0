import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { APP_FRAME, chunkClosure, SCREENS, type ManifestChunk } from '../scripts/screens.mjs';
import { createMember, createPosts, signIn } from './social.ts';

/**
 * Issue 21: how a member's home loads, on the production build. Not timed (timings belong to the
 * bench): what is asked for, in which order, and how much the first screen draws.
 */

/**
 * At most this many requests leave before the first feed page: the document, public/boot.js
 * (which sends it) and what index.html loads itself — the entry, rolldown's runtime, the vendor
 * chunk and the stylesheet.
 */
const REQUESTS_BEFORE_FEED_BUDGET = 6;
/** Home's first screen on a phone (Lighthouse's mobile screen), the whole document counted. */
const DOM_NODES_BUDGET = 800;
const PHONE = { width: 412, height: 823 };
const TOASTER = 'src/web/app/toasts/toaster.tsx';

const manifest = JSON.parse(
  readFileSync(path.resolve('dist/web/.vite/manifest.json'), 'utf8'),
) as Record<string, ManifestChunk>;

const closure = (keys: string[]) => chunkClosure(manifest, keys);

/**
 * The landing page's own files: none of them is home's, the app frame's, the entry's or the
 * toaster's (every page loads the toaster once it has loaded; its icons share a chunk with the
 * landing page's, see scripts/vite/chunk-groups.ts).
 */
function landingOnlyFiles(): string[] {
  const landing = closure([SCREENS.landing.route]);
  const home = closure(['index.html', SCREENS.home.route, APP_FRAME, TOASTER]);
  return [...landing].filter((file) => !home.has(file));
}

test('a member on home downloads no landing code, asks for the feed early and draws a light first screen', async ({
  page,
  context,
}) => {
  const me = await createMember('Nadia', 'Early');
  // Ten posts fill the feed's first page; the photos are demo-world ones (committed renditions).
  await createPosts(
    me,
    Array.from({ length: 10 }, (_, index) => ({
      content: `Morning walk number ${index + 1}`,
      location: 'Lisbon, Portugal',
      imageUrl: '/uploads/demo/photos/lake-midnight-twilight.webp',
      minutesAgo: index,
    })),
  );
  await signIn(context, me);
  await page.setViewportSize(PHONE);

  const requests: string[] = [];
  let beforeFeed = -1;
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/posts/feed' && beforeFeed === -1) beforeFeed = requests.length;
    requests.push(url.pathname);
  });

  await page.goto('/', { waitUntil: 'load' });
  const feed = page.getByRole('region', { name: 'Your Feed' });
  await expect(feed.getByText('Morning walk number 1', { exact: true })).toBeVisible();

  // The feed left among the first requests, and only once (boot.js's answer was taken).
  expect(beforeFeed, requests.join('\n')).toBeGreaterThan(0);
  expect(beforeFeed, requests.slice(0, beforeFeed).join('\n')).toBeLessThanOrEqual(
    REQUESTS_BEFORE_FEED_BUDGET,
  );
  expect(requests.filter((url) => url === '/api/posts/feed')).toHaveLength(1);
  expect(requests.filter((url) => url === '/api/auth/user')).toHaveLength(1);

  // Not one file of the landing page, nor its photo.
  const landing = landingOnlyFiles().map((file) => `/${file}`);
  expect(landing.length).toBeGreaterThan(0);
  expect(requests.filter((url) => landing.includes(url))).toEqual([]);
  expect(requests.filter((url) => url.startsWith('/photos/lake-midnight-twilight-1600'))).toEqual(
    [],
  );

  // The first post's photo is the one to hurry; the others wait until they near the screen, and
  // each offers renditions at the feed column's width.
  const photos = feed.locator('[data-testid="media-frame"] img');
  await expect(photos.first()).toHaveAttribute('fetchpriority', 'high');
  await expect(photos.first()).toHaveAttribute('loading', 'eager');
  await expect(photos.nth(1)).toHaveAttribute('loading', 'lazy');
  const source = feed.locator('[data-testid="media-frame"] source[type="image/avif"]').first();
  await expect(source).toHaveAttribute('srcset', /-640\.avif 640w/);
  await expect(source).toHaveAttribute('sizes', /39rem/);

  // The first screen stays light: three cards drawn, the side widgets (below the feed on a
  // phone) not yet.
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 500))),
  );
  const nodes = await page.evaluate(() => document.querySelectorAll('*').length);
  console.log(`home: ${beforeFeed} requests before the feed, ${nodes} DOM nodes on a phone`);
  expect(nodes).toBeLessThan(DOM_NODES_BUDGET);
  expect(requests).not.toContain('/api/promotions');

  // On a wide screen the right column is in view: its widgets load.
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(page.getByRole('region', { name: 'Quick Actions' })).toBeVisible();
  expect(requests).toContain('/api/promotions');
});
