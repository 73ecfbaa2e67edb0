/* global window, document, innerHeight */
// Refreshes the README's screenshots of the main screens at phone (390 px) and desktop (1280 px)
// width, signed in as the demo traveller, taken with the system Chromium from the production build
// on a throwaway, seeded data directory and its own port (never the dev or e2e ones).
// Usage: npm run screenshots            (builds first)
//        npm run screenshots -- --no-build --full-page   (whole pages, for reviewing a change)
// Writes docs/screenshots/<screen>-{phone,desktop}.png for each of SCREENS (SCREENSHOTS_DIR to change).
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import process from 'node:process';
import { chromium } from '@playwright/test';
import { buildProduction, demoMember, startProductionServer } from './production-server.mjs';

const PORT = Number(process.env.SCREENSHOTS_PORT ?? 5077);
const DATA_DIR = path.resolve('.tmp/screenshots-data');
const OUT_DIR = path.resolve(process.env.SCREENSHOTS_DIR ?? 'docs/screenshots');
const FULL_PAGE = process.argv.includes('--full-page');
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
];

const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
];

if (!process.argv.includes('--no-build')) buildProduction();

/** Waits until every image in view has decoded and the web fonts are in, then captures. */
async function capture(page, name) {
  await page.evaluate(async () => {
    await document.fonts.ready;
    const images = [...document.images].filter(
      (img) => img.getBoundingClientRect().top < innerHeight,
    );
    await Promise.all(images.map((img) => img.decode().catch(() => undefined)));
  });
  await page.waitForTimeout(300);
  const file = path.join(OUT_DIR, `${name}.png`);
  if (FULL_PAGE) {
    // Lazy images below the fold load once scrolled to.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForTimeout(1_500);
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
    await page.goto('/');
    await page.locator('img[data-active="true"]').waitFor();
    await capture(page, `landing-${viewport.name}`);

    const signIn = await context.request.post('/api/auth/signin', { data: demoMember(DATA_DIR) });
    if (!signIn.ok()) throw new Error(`demo sign-in failed: ${signIn.status()}`);
    for (const screen of SCREENS) {
      // The post screen is the newest post of the home feed.
      const target =
        screen.path ??
        (await page
          .getByTestId('post-card')
          .first()
          .getAttribute('data-post-id')
          .then((id) => `/posts/${id}`));
      await page.goto(target);
      await screen.ready(page).waitFor();
      await capture(page, `${screen.name}-${viewport.name}`);
    }
    await context.close();
  }
} finally {
  await browser?.close();
  await stop();
}
