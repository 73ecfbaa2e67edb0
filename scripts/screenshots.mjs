/* global setTimeout, window, document, innerHeight */
// Refreshes the README's screenshots of the main screens at phone (390 px) and desktop (1280 px)
// width, signed in as the demo traveller, taken with the system Chromium from the production build
// on a throwaway, seeded data directory and its own port (never the dev or e2e ones).
// Usage: npm run screenshots            (builds first)
//        npm run screenshots -- --no-build --full-page   (whole pages, for reviewing a change)
// Writes docs/screenshots/<screen>-{phone,desktop}.png for each of SCREENS (SCREENSHOTS_DIR to change).
// Emoji in messages and posts need a colour emoji font on the machine, or Chromium draws tofu
// boxes: as root on Debian the script installs fonts-noto-color-emoji, otherwise it warns.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import process from 'node:process';
import { chromium } from '@playwright/test';
import { buildProduction, demoMember, startProductionServer } from './production-server.mjs';

// Its own port: SCREENSHOTS_PORT, else the caller's assigned E2E_PORT, else 5077.
const PORT = Number(process.env.SCREENSHOTS_PORT ?? process.env.E2E_PORT ?? 5077);
const DATA_DIR = path.resolve('.tmp/screenshots-data');
const OUT_DIR = path.resolve(process.env.SCREENSHOTS_DIR ?? 'docs/screenshots');
const FULL_PAGE = process.argv.includes('--full-page');
// SCREENSHOTS_ONLY=home,explore retakes just those screens (both widths), for reviewing a change.
const ONLY = process.env.SCREENSHOTS_ONLY?.split(',').filter(Boolean);
const wanted = (name) => !ONLY || ONLY.includes(name);
const TEST_LOGIN_KEY = 'screenshots-key';
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** The screens, in the README's order: a path and what shows the page has drawn its content. */
const SCREENS = [
  { name: 'home', path: '/', ready: (page) => page.getByTestId('post-card').first() },
  // The home feed's newest post (read from the home page just captured).
  { name: 'post', path: null, ready: (page) => page.getByTestId('post-card').first() },
  {
    name: 'explore',
    path: '/explore',
    ready: (page) => page.locator('main a[href^="/posts/"]').first(),
  },
  { name: 'profile', path: '/profile', ready: (page) => page.locator('main h1').first() },
  {
    name: 'destination',
    path: '/destinations/paris',
    ready: (page) => page.locator('main h1').first(),
  },
  {
    name: 'search',
    path: '/search?q=castle',
    ready: (page) => page.getByTestId('post-card').first(),
  },
  { name: 'messages', path: '/messages', ready: (page) => page.locator('main').first() },
  { name: 'marketplace', path: '/marketplace', ready: (page) => page.locator('main h1').first() },
  { name: 'settings', path: '/settings', ready: (page) => page.getByRole('tab').first() },
  // Pages reached from the main screens.
  { name: 'hotels', path: '/destination/paris/hotels', ready: (page) => page.locator('main h1') },
  { name: 'tours', path: '/destination/rome/tours', ready: (page) => page.locator('main h1') },
  { name: 'trips', path: '/plan-trip', ready: (page) => page.locator('main h1').first() },
  {
    name: 'recommendations',
    path: '/recommendations',
    ready: (page) => page.locator('main h1').first(),
  },
  { name: 'subscribe', path: '/subscribe', ready: (page) => page.locator('main h1').first() },
  { name: 'about', path: '/about', ready: (page) => page.locator('main h1').first() },
  {
    name: 'notifications',
    path: '/',
    open: (page) => page.getByTestId('activity-bell').click(),
    ready: (page) => page.getByTestId('activity-panel'),
  },
  {
    name: 'create',
    path: '/',
    // The bottom bar's Create on a phone, the header's from md up: whichever is shown.
    open: (page) =>
      page.locator('button[aria-haspopup="dialog"]:visible', { hasText: 'Create' }).first().click(),
    ready: (page) => page.getByRole('dialog'),
  },
];

/** Screens a visitor sees before signing in (after the landing page). */
const VISITOR_SCREENS = [
  { name: 'signin', path: '/signin', ready: (page) => page.locator('main h1').first() },
  {
    name: 'signup',
    path: '/signin?tab=register',
    ready: (page) => page.locator('main h1').first(),
  },
];

/** The operator's screens, taken signed in as the demo admin (through /test-login). */
const OPERATOR_SCREENS = [
  { name: 'admin', path: '/admin?tab=analytics', ready: (page) => page.getByRole('tabpanel') },
  {
    name: 'admin-users',
    path: '/admin/users',
    // A table from 640 px up, member cards below it: either way a member's link.
    ready: (page) => page.locator('main a[href^="/admin/users/"]:visible').first(),
  },
  {
    name: 'admin-moderation',
    path: '/admin/moderation',
    ready: (page) => page.locator('main h1').first(),
  },
  { name: 'admin-audit', path: '/admin/audit', ready: (page) => page.locator('main h1').first() },
  { name: 'admin-inbox', path: '/admin/inbox', ready: (page) => page.locator('main h1').first() },
  {
    name: 'admin-email',
    path: '/admin/email',
    ready: (page) => page.getByRole('heading', { name: 'Templates' }),
  },
  {
    name: 'performance',
    path: '/dashboard',
    ready: (page) => page.getByRole('tab').first(),
  },
];

const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
];

/** Debian's colour emoji font (the app bundles no emoji font: members' own text uses the system's). */
const EMOJI_FONT = '/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf';

function ensureEmojiFont() {
  if (existsSync(EMOJI_FONT)) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot && existsSync('/usr/bin/apt-get')) {
    console.log('No colour emoji font: installing Debian’s fonts-noto-color-emoji…');
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    const install = () =>
      spawnSync('apt-get', ['install', '-y', '--no-install-recommends', 'fonts-noto-color-emoji'], {
        stdio: 'inherit',
        env,
      }).status === 0;
    if (
      install() ||
      (spawnSync('apt-get', ['update'], { stdio: 'inherit', env }).status === 0 && install())
    ) {
      return;
    }
  }
  console.warn(
    `warning: ${EMOJI_FONT} is missing (Debian: apt-get install fonts-noto-color-emoji); emoji will show as boxes`,
  );
}

ensureEmojiFont();

if (!process.argv.includes('--no-build')) buildProduction();

/** Requests nothing on screen waits for: event streams and sockets stay open, beacons go unanswered. */
const IGNORED_REQUEST = (request) =>
  ['eventsource', 'websocket'].includes(request.resourceType()) ||
  new URL(request.url()).pathname.startsWith('/api/track-');

/**
 * Counts the page's requests in flight, so a capture can wait for the data a screen is still
 * loading instead of trusting its first heading (which the loading state already shows).
 */
function trackRequests(page) {
  const inFlight = new Set();
  page.on('request', (request) => {
    if (!IGNORED_REQUEST(request)) inFlight.add(request);
  });
  page.on('requestfinished', (request) => inFlight.delete(request));
  page.on('requestfailed', (request) => inFlight.delete(request));
  return inFlight;
}

/** Resolves once no request has been in flight for QUIET_MS (or after SETTLE_LIMIT_MS). */
const QUIET_MS = 600;
const SETTLE_LIMIT_MS = 20_000;
async function settle(inFlight) {
  const limit = Date.now() + SETTLE_LIMIT_MS;
  let quietSince = Date.now();
  while (Date.now() - quietSince < QUIET_MS) {
    if (Date.now() > limit) {
      console.warn(
        `still loading after ${SETTLE_LIMIT_MS / 1000} s: ${[...inFlight].map((r) => r.url())}`,
      );
      return;
    }
    if (inFlight.size > 0) quietSince = Date.now();
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Waits until the screen's requests are done (its data, then the images that data names), every
 * image in view has decoded, no region is busy, fade-ins are over and the web fonts are in; then
 * captures.
 */
async function capture(page, inFlight, name) {
  await settle(inFlight);
  await page.evaluate(async () => {
    await document.fonts.ready;
    const images = [...document.images].filter(
      (img) => img.getBoundingClientRect().top < innerHeight,
    );
    await Promise.all(images.map((img) => img.decode().catch(() => undefined)));
  });
  await page
    .locator('main [aria-busy="true"]')
    .first()
    .waitFor({ state: 'detached', timeout: SETTLE_LIMIT_MS })
    .catch(() => console.warn(`${name}: a region is still busy`));
  // Photos fade in over 700 ms once decoded.
  await page.waitForTimeout(900);
  const file = path.join(OUT_DIR, `${name}.png`);
  if (FULL_PAGE) {
    // Lazy images below the fold load once scrolled to.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await settle(inFlight);
    await page.waitForTimeout(900);
    await page.evaluate(() => window.scrollTo(0, 0));
  }
  await page.screenshot({ path: file, fullPage: FULL_PAGE });
  console.log(path.relative(process.cwd(), file));
}

const { baseUrl: BASE_URL, stop } = await startProductionServer({
  port: PORT,
  dataDir: DATA_DIR,
  env: { TEST_LOGIN_KEY },
});
let browser;
try {
  mkdirSync(OUT_DIR, { recursive: true });
  browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] });
  for (const viewport of VIEWPORTS) {
    // Reduced motion keeps the slideshow on its first photo and skips transitions mid-capture.
    const context = await browser.newContext({
      viewport: { width: viewport.width, height: viewport.height },
      reducedMotion: 'reduce',
      baseURL: BASE_URL,
    });
    const page = await context.newPage();
    const inFlight = trackRequests(page);
    await page.goto('/');
    await page.locator('img[data-active="true"]').waitFor();
    if (wanted('landing')) await capture(page, inFlight, `landing-${viewport.name}`);
    for (const screen of VISITOR_SCREENS.filter((s) => wanted(s.name))) {
      await page.goto(screen.path);
      await screen.ready(page).waitFor();
      await capture(page, inFlight, `${screen.name}-${viewport.name}`);
    }

    const signIn = await context.request.post('/api/auth/signin', { data: demoMember(DATA_DIR) });
    if (!signIn.ok()) throw new Error(`demo sign-in failed: ${signIn.status()}`);
    for (const screen of SCREENS.filter((s) => wanted(s.name) || s.name === 'home')) {
      // The post screen is the newest post of the home feed.
      const target =
        screen.path ??
        (await page
          .getByTestId('post-card')
          .first()
          .getAttribute('data-post-id')
          .then((id) => `/posts/${id}`));
      await page.goto(target);
      if (screen.open) {
        await page.getByTestId('post-card').first().waitFor();
        await settle(inFlight);
        await screen.open(page);
      }
      await screen.ready(page).waitFor();
      // Home is always visited: the post screen reads its newest post from it.
      if (wanted(screen.name)) await capture(page, inFlight, `${screen.name}-${viewport.name}`);
    }

    const admin = await context.request.post('/api/test-login', {
      data: { testKey: TEST_LOGIN_KEY },
    });
    if (!admin.ok()) throw new Error(`test login failed: ${admin.status()}`);
    for (const screen of OPERATOR_SCREENS.filter((s) => wanted(s.name))) {
      await page.goto(screen.path);
      await screen.ready(page).waitFor();
      await capture(page, inFlight, `${screen.name}-${viewport.name}`);
    }
    await context.close();
  }
} finally {
  await browser?.close();
  await stop();
}
