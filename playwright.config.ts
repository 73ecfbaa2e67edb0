import { defineConfig } from '@playwright/test';
import { E2E_BASE_URL as BASE_URL, E2E_PORT as PORT } from './e2e/base-url.ts';

/**
 * Playwright drives the system Chromium (scripts/e2e.mjs finds it and builds first) against the
 * real server started from dist/, on a throwaway data directory.
 */
export default defineConfig({
  testDir: './e2e',
  outputDir: './test-results',
  fullyParallel: false,
  // One worker: the server, PostgreSQL and Chromium already keep both cores busy (a second
  // worker measured no faster and starved pages past their timeouts). E2E_WORKERS overrides it.
  workers: Number(process.env.E2E_WORKERS ?? 1),
  retries: 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : [['list']],
  use: {
    baseURL: BASE_URL,
    // Without endless skeleton, shimmer and slideshow animations the two cores go to the tests
    // (specs about motion settings choose their own preference).
    reducedMotion: 'reduce',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  projects: [
    { name: 'setup', testMatch: /.*\.setup\.ts/ },
    // No timed tests: the throttled LCP, CLS and INP are measured by `npm run bench:web`.
    { name: 'chromium', testMatch: /.*\.spec\.ts/, dependencies: ['setup'] },
  ],
  webServer: {
    command: 'node dist/node/server/main.js',
    url: `${BASE_URL}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: process.env.E2E_DATA_DIR ?? '.tmp/e2e-data',
      TEST_LOGIN_KEY: 'e2e-test-key',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      // Prices come from the committed ECB snapshot: the tests never reach the internet.
      ECB_RATES_URL: 'off',
    },
  },
});
