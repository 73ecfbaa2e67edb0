/* global fetch, window, PerformanceObserver, performance */
// `node scripts/lcp-trace.mjs`: when each signed-in page's largest photo starts downloading, on a
// throttled phone (bench/web-vitals.ts's profile: 150 ms, 1.6 Mbit/s down, 750 kbit/s up, CPU 4×)
// in Debian's Chromium, against the production build in dist/ with the demo world (own data
// directory, LCP_TRACE_PORT, default 5070). Prints per page and run: the LCP time and element,
// when its photo's request started (Resource Timing, ms after navigation) and how many times
// that file was requested. A simulated score moves with the host's load; the request start
// shows whether the photo is found from the HTML or only after the app's code and data.
// Usage: npm run build && node scripts/lcp-trace.mjs   (LCP_TRACE_RUNS, default 3)
import path from 'node:path';
import process from 'node:process';
import { chromium } from '@playwright/test';
import { demoMember, startProductionServer } from './production-server.mjs';

const PORT = Number(process.env.LCP_TRACE_PORT ?? 5070);
const RUNS = Number(process.env.LCP_TRACE_RUNS ?? 3);
const DATA_DIR = path.resolve('.tmp/lcp-trace-data');
const PHONE = { width: 412, height: 823 };
const THROTTLING = { latencyMs: 150, downKbps: 1600, upKbps: 750, cpuSlowdown: 4 };

const { baseUrl, stop } = await startProductionServer({ port: PORT, dataDir: DATA_DIR });
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
});

/** Signs the demo traveller in; returns the cookies and a post and profile of another member. */
async function signIn() {
  const context = await browser.newContext({ viewport: PHONE });
  const page = await context.newPage();
  const { email, password } = demoMember(DATA_DIR);
  await page.goto(`${baseUrl}/signin`);
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('E-mail').fill(email);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'Sign in' }).click();
  await page.getByTestId('post-card').first().waitFor({ timeout: 60_000 });
  const ids = await page.evaluate(async () => {
    const me = await (await fetch('/api/auth/user')).json();
    const feed = await (await fetch('/api/posts/feed?limit=20')).json();
    const other = feed.items.find((item) => item.userId !== me.id);
    return { postId: feed.items[0].id, profileId: other.userId };
  });
  const state = await context.storageState();
  await context.close();
  return { state, ids };
}

function observeLcp() {
  window.__lcp = { time: 0, src: '' };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      window.__lcp = { time: entry.startTime, src: entry.element?.currentSrc ?? entry.url ?? '' };
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
}

async function measure(state, url) {
  const context = await browser.newContext({
    storageState: state,
    viewport: PHONE,
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  await page.addInitScript({ content: `(${observeLcp.toString()})();` });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: THROTTLING.latencyMs,
    downloadThroughput: (THROTTLING.downKbps * 1000) / 8,
    uploadThroughput: (THROTTLING.upKbps * 1000) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLING.cpuSlowdown });
  const requested = [];
  page.on('request', (request) => requested.push(request.url()));
  await page.goto(`${baseUrl}${url}`, { waitUntil: 'load', timeout: 120_000 });
  // Settled: the same LCP for two seconds in a row.
  let last = -1;
  for (let i = 0; i < 30; i += 1) {
    await page.waitForTimeout(2000);
    const { time } = await page.evaluate(() => window.__lcp);
    if (time > 0 && time === last) break;
    last = time;
  }
  const lcp = await page.evaluate(() => {
    const { time, src } = window.__lcp;
    const entry = src ? performance.getEntriesByName(src)[0] : undefined;
    return { time, src, start: entry ? entry.startTime : null };
  });
  await context.close();
  const file = lcp.src.replace(/^.*\//, '');
  const times = lcp.src ? requested.filter((request) => request === lcp.src).length : 0;
  return { ...lcp, file, times };
}

try {
  const { state, ids } = await signIn();
  const pages = [
    ['explore', '/explore'],
    ['destination', '/destinations/paris'],
    ['profile', `/profile/${ids.profileId}`],
    ['post', `/posts/${ids.postId}`],
  ];
  console.log('| page | run | LCP | LCP element | its request started | requested |');
  console.log('|---|---|---|---|---|---|');
  for (const [name, url] of pages) {
    for (let run = 1; run <= RUNS; run += 1) {
      const r = await measure(state, url);
      const start = r.start === null ? '–' : `${Math.round(r.start)} ms`;
      console.log(
        `| ${name} | ${run} | ${Math.round(r.time)} ms | ${r.file || '(text)'} | ${start} | ${r.times}× |`,
      );
    }
  }
} finally {
  await browser.close();
  await stop();
}
