/* global fetch, setTimeout, window, document, innerHeight */
// Refreshes the README's screenshots: landing, home and settings at phone (390 px) and desktop
// (1280 px) width, taken with the system Chromium from the production build on a throwaway,
// seeded data directory and its own port (never the dev or e2e ones).
// Usage: npm run screenshots            (builds first)
//        npm run screenshots -- --no-build --full-page   (whole pages, for reviewing a change)
// Writes docs/screenshots/{landing,home,settings}-{phone,desktop}.png (SCREENSHOTS_DIR to change).
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import process from 'node:process';
import { chromium } from '@playwright/test';

const PORT = Number(process.env.SCREENSHOTS_PORT ?? 5077);
const BASE_URL = `http://127.0.0.1:${PORT}`;
const DATA_DIR = path.resolve('.tmp/screenshots-data');
const OUT_DIR = path.resolve(process.env.SCREENSHOTS_DIR ?? 'docs/screenshots');
const FULL_PAGE = process.argv.includes('--full-page');
const TEST_LOGIN_KEY = 'screenshots-key';
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
];

if (!process.argv.includes('--no-build')) {
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

rmSync(DATA_DIR, { recursive: true, force: true });
const server = spawn('node', ['dist/node/server/main.js'], {
  stdio: ['ignore', 'ignore', 'inherit'],
  env: {
    ...process.env,
    PORT: String(PORT),
    HOST: '127.0.0.1',
    DATA_DIR,
    TEST_LOGIN_KEY,
    SEED_DEMO: 'true',
    LOG_LEVEL: 'warn',
  },
});

async function waitForHealth() {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error('the server exited before it was ready');
    try {
      const response = await fetch(`${BASE_URL}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`no answer from ${BASE_URL}/api/health within 120 s`);
}

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

let browser;
try {
  await waitForHealth();
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

    await page.goto('/test-login');
    await page.getByLabel('Test key').fill(TEST_LOGIN_KEY);
    await page.getByLabel('Test key').press('Enter');
    await page.getByRole('heading', { name: 'Discover Your Next Adventure' }).waitFor();
    // A second load: the one-off "admin access" toast of the first is gone.
    await page.goto('/');
    await page.getByRole('heading', { name: 'Discover Your Next Adventure' }).waitFor();
    await capture(page, `home-${viewport.name}`);

    await page.goto('/settings');
    await page.getByRole('tab').first().waitFor();
    await capture(page, `settings-${viewport.name}`);
    await context.close();
  }
} finally {
  await browser?.close();
  // SIGTERM lets the server stop its embedded PostgreSQL cleanly; wait for that.
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGTERM');
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 30_000))]);
}
