/* global fetch */
// `npm run lighthouse`: Lighthouse's performance audit of the main pages of the production build
// with the demo world, written as a table into docs/performance.md (between the lighthouse
// markers). Lighthouse drives Debian's Chromium (CHROME_PATH, else /usr/bin/chromium) started by
// chrome-launcher with its own profile; the landing page is measured signed out, then the demo
// traveller signs in through that browser's sign-in form, so the other pages are measured with the
// session and hint cookies a member has (Lighthouse's storage reset leaves cookies alone).
// Mobile preset 3 runs per page (median), desktop preset one run.
// Usage: npm run lighthouse                 (builds first; LIGHTHOUSE_PORT, default 5078)
//        npm run lighthouse -- --no-build   (the build in dist/ as it is)
//        npm run lighthouse -- --no-write   (print the table only)
//        LIGHTHOUSE_PAGES=home,explore       (only these pages; implies --no-write)
//        LIGHTHOUSE_DESKTOP=0                (mobile preset only; implies --no-write)
// Each run's full result is kept in .tmp/lighthouse-reports/<page>-<preset>-<n>.json, to read
// what costs the points (main-thread breakdown, bootup time, the LCP element and its phases).
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import process from 'node:process';
import { chromium } from '@playwright/test';
import {
  pageProblem,
  renderTable,
  replaceBetweenMarkers,
  runFigures,
  summariseRuns,
} from './lighthouse-report.mjs';
import { loadLighthouse } from './lighthouse-tools.mjs';
import { buildProduction, demoMember, startProductionServer } from './production-server.mjs';

const PORT = Number(process.env.LIGHTHOUSE_PORT ?? 5078);
const DATA_DIR = path.resolve('.tmp/lighthouse-data');
const PROFILE_DIR = path.resolve('.tmp/lighthouse-profile');
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu'];
const DOC = path.resolve('docs/performance.md');
const REPORTS_DIR = path.resolve('.tmp/lighthouse-reports');
const ONLY = process.env.LIGHTHOUSE_PAGES?.split(',').filter(Boolean);
const wanted = (name) => !ONLY || ONLY.includes(name);
const MOBILE_RUNS = 3;
// LIGHTHOUSE_DESKTOP=0 skips the desktop preset (quicker comparisons of chosen pages).
const DESKTOP_RUNS = process.env.LIGHTHOUSE_DESKTOP === '0' ? 0 : 1;

if (!process.argv.includes('--no-build')) buildProduction();
const { lighthouse, desktopConfig, launch } = await loadLighthouse();

/** One Lighthouse run; a run that throws (a protocol timeout, a crash) counts as failed. */
async function auditOnce(url, port, config) {
  try {
    const result = await lighthouse(
      url,
      { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] },
      config,
    );
    if (!result) return { figures: { error: 'NO_RESULT' } };
    return { figures: runFigures(result.lhr), lhr: result.lhr };
  } catch (error) {
    return { figures: { error: error?.code ?? error?.message ?? String(error) } };
  }
}

/**
 * Runs a preset `runs` times on one page. A run that did not show the page meant (sent to the
 * sign-in page, or home without its feed request) stops the script: its figures would describe
 * another page.
 */
async function auditPage(baseUrl, page, port, config, runs) {
  const results = [];
  let lhr;
  for (let i = 0; i < runs; i += 1) {
    const run = await auditOnce(`${baseUrl}${page.path}`, port, config);
    if (run.lhr) {
      const preset = config ? 'desktop' : 'mobile';
      writeFileSync(
        path.join(REPORTS_DIR, `${page.name}-${preset}-${i + 1}.json`),
        JSON.stringify(run.lhr),
      );
    }
    if (run.lhr && !run.figures.error) {
      const problem = pageProblem(run.lhr, page);
      if (problem) throw new Error(`${page.name} (${page.path}): ${problem}`);
    }
    lhr ??= run.lhr;
    results.push(run.figures);
    const f = run.figures;
    console.log(
      `  ${page.name} ${config ? 'desktop' : 'mobile'} run ${i + 1}: ` +
        (f.error
          ? f.error
          : `score ${f.score}, LCP ${Math.round(f.lcpMs)} ms, TBT ${Math.round(f.tbtMs)} ms, CLS ${f.cls.toFixed(3)}`),
    );
  }
  return { summary: summariseRuns(results), lhr };
}

async function measure(baseUrl, page, port) {
  const mobile = await auditPage(baseUrl, page, port, undefined, MOBILE_RUNS);
  const desktop = await auditPage(baseUrl, page, port, desktopConfig, DESKTOP_RUNS);
  return {
    ...page,
    mobile: mobile.summary,
    desktop: desktop.summary,
    lhr: mobile.lhr ?? desktop.lhr,
  };
}

/**
 * Signs the demo traveller in through the sign-in form of the browser Lighthouse drives, so its
 * profile holds the cookies a member's browser holds, and picks the pages' ids from the demo world
 * through the API: the newest post of the home feed and the profile of a traveller the member
 * follows.
 */
async function signInAndPickIds(baseUrl, devtoolsPort) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${devtoolsPort}`);
  const page = await browser.contexts()[0].newPage();
  try {
    const { email, password } = demoMember(DATA_DIR);
    await page.goto(`${baseUrl}/signin`);
    const form = page.getByRole('form', { name: 'Sign in' });
    await form.getByLabel('E-mail').fill(email);
    await form.getByLabel('Password', { exact: true }).fill(password);
    await form.getByRole('button', { name: 'Sign in' }).click();
    await page.getByTestId('post-card').first().waitFor({ timeout: 30_000 });
    return await page.evaluate(async () => {
      const read = async (url) => {
        const response = await fetch(url);
        if (!response.ok) throw new Error(`${url}: ${response.status}`);
        return response.json();
      };
      const me = await read('/api/auth/user');
      const feed = await read('/api/posts/feed?limit=20');
      const post = feed.items[0];
      const other = feed.items.find((item) => item.userId !== me.id);
      if (!post || !other) throw new Error('the demo feed has no posts by other travellers');
      return { postId: post.id, profileId: other.userId };
    });
  } finally {
    await page.close();
    // Only the connection goes: the browser and its profile stay for Lighthouse.
    await browser.close();
  }
}

const chromiumVersion = execFileSync(CHROME_PATH, ['--version'], { encoding: 'utf8' })
  .replace(/ built on .*$/s, '')
  .trim();

const { baseUrl, stop } = await startProductionServer({ port: PORT, dataDir: DATA_DIR });
rmSync(PROFILE_DIR, { recursive: true, force: true });
mkdirSync(PROFILE_DIR, { recursive: true });
mkdirSync(REPORTS_DIR, { recursive: true });
let chrome;
try {
  chrome = await launch({
    chromePath: CHROME_PATH,
    chromeFlags: CHROME_FLAGS,
    userDataDir: PROFILE_DIR,
  });
  const results = [];
  // Signed out first: the profile is fresh, so the landing page is what a newcomer gets.
  if (wanted('landing')) {
    console.log('Lighthouse: landing (signed out)');
    results.push(
      await measure(
        baseUrl,
        { name: 'landing', path: '/', notRequested: '/api/posts/feed' },
        chrome.port,
      ),
    );
  }

  const ids = await signInAndPickIds(baseUrl, chrome.port);
  const pages = [
    { name: 'home', path: '/', requested: '/api/posts/feed' },
    { name: 'explore', path: '/explore' },
    { name: 'destination', path: '/destinations/paris' },
    { name: 'profile', path: `/profile/${ids.profileId}` },
    { name: 'post', path: `/posts/${ids.postId}` },
  ];
  for (const page of pages.filter((candidate) => wanted(candidate.name))) {
    console.log(`Lighthouse: ${page.name} (signed in)`);
    results.push(await measure(baseUrl, page, chrome.port));
  }

  const lighthouseVersion = results.find((result) => result.lhr)?.lhr.lighthouseVersion ?? '?';
  const table = renderTable({
    date: new Date().toISOString().slice(0, 16).replace('T', ' ') + ' UTC',
    lighthouseVersion,
    chromiumVersion,
    mobileRuns: MOBILE_RUNS,
    pages: results,
    note: process.env.LIGHTHOUSE_NOTE,
  });
  console.log(`\n${table}\n`);
  if (!process.argv.includes('--no-write') && !ONLY && DESKTOP_RUNS > 0) {
    writeFileSync(DOC, replaceBetweenMarkers(readFileSync(DOC, 'utf8'), table));
    console.log(`Written to ${path.relative(process.cwd(), DOC)}`);
  }
} finally {
  await chrome?.kill();
  await stop();
}
