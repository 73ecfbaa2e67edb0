import { chromium, type Browser, type Page } from '@playwright/test';
import { DEMO_MEMBER_EMAIL } from '../src/server/modules/auth/demo-accounts.ts';
import { readDemoPasswords } from '../src/server/modules/auth/demo-passwords.ts';
import { afterNextPaints, installObservers, readVitals } from './web-vitals-page.ts';

/**
 * Issue 21 §1 and §5: the signed-in home and the landing page on a throttled phone, in Debian's
 * Chromium — 150 ms latency, 1.6 Mbit/s down, 750 kbit/s up, the CPU slowed 4× (DevTools' slow-4G
 * phone, what Lighthouse's mobile preset simulates) — measured in the bench rather than in a timed
 * test: home's LCP, when the first feed request left, CLS, and the INP of liking a post, opening
 * its comments, posting a comment and opening the create dialog; the landing page's LCP (its
 * first hero photo) and CLS for a visitor. Each run is a fresh browser context (cold cache; the
 * member's cookies for home, none for the landing page), median of the runs.
 */

const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
/** Lighthouse's mobile screen (a Moto G Power). */
const PHONE = { width: 412, height: 823 };
const FEED_PATH = '/api/posts/feed';
export const THROTTLING = { latencyMs: 150, downKbps: 1600, upKbps: 750, cpuSlowdown: 4 };
const LCP_BUDGET_MS = 2500;
const CLS_BUDGET = 0.1;
const FEED_START_BUDGET_MS = 1000;
const INP_BUDGET_MS = 200;
/** Event Timing reports only entries of at least this many ms (the observer's threshold). */
const EVENT_THRESHOLD_MS = 16;

const INTERACTIONS = ['like', 'open comments', 'post a comment', 'open create dialog'] as const;
type Interaction = (typeof INTERACTIONS)[number];

type Run = {
  lcp: number;
  lcpElement: string;
  feedStart: number | null;
  cls: number;
  inp: Record<Interaction, number>;
};

/** The landing page for a visitor: its largest paint (the first hero photo) and layout shifts. */
type LandingRun = { lcp: number; lcpElement: string; cls: number };

export type WebVitalsResult = {
  markdown: string;
  met: boolean;
  runs: Run[];
  landingRuns: LandingRun[];
};

/** Signs the demo traveller in through the sign-in form; returns the browser's cookies. */
async function signIn(browser: Browser, url: string, dataDir: string) {
  const passwords = await readDemoPasswords(dataDir);
  if (!passwords) throw new Error(`no demo passwords in ${dataDir}: the server did not seed`);
  const context = await browser.newContext({ viewport: PHONE });
  try {
    const page = await context.newPage();
    await page.goto(`${url}/signin`);
    const form = page.getByRole('form', { name: 'Sign in' });
    await form.getByLabel('E-mail').fill(DEMO_MEMBER_EMAIL);
    await form.getByLabel('Password', { exact: true }).fill(passwords.member);
    await form.getByRole('button', { name: 'Sign in' }).click();
    await page.getByTestId('post-card').first().waitFor({ timeout: 60_000 });
    return await context.storageState();
  } finally {
    await context.close();
  }
}

/** Waits until the first post's photo has loaded and no larger paint followed for a second. */
async function waitForSettledLcp(page: Page) {
  const card = page.getByTestId('post-card').first();
  await card.waitFor({ timeout: 60_000 });
  await page.waitForFunction(
    () => {
      const image = document.querySelector<HTMLImageElement>('[data-testid="post-card"] img');
      return !image || image.complete;
    },
    undefined,
    { timeout: 60_000 },
  );
  let last = -1;
  for (let i = 0; i < 30; i += 1) {
    const { lcp } = await page.evaluate(readVitals, FEED_PATH);
    if (lcp > 0 && lcp === last) return;
    last = lcp;
    await page.waitForTimeout(1000);
  }
}

/**
 * The longest Event Timing entry of the interaction `act` caused (an interaction's latency, as
 * web-vitals' INP takes it); the threshold when every entry was shorter (none is reported).
 */
async function interactionLatency(page: Page, act: () => Promise<void>): Promise<number> {
  const before = (await page.evaluate(readVitals, FEED_PATH)).events.length;
  await act();
  await page.evaluate(afterNextPaints);
  const entries = (await page.evaluate(readVitals, FEED_PATH)).events.slice(before);
  return Math.max(EVENT_THRESHOLD_MS, ...entries.map((entry) => entry.duration));
}

/** A phone's fresh context (cold cache), throttled, with the observers installed. */
async function throttledPhone(browser: Browser, storageState?: Awaited<ReturnType<typeof signIn>>) {
  const context = await browser.newContext({
    storageState,
    viewport: PHONE,
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  // tsx (esbuild, keepNames) wraps named functions in `__name(…)`, which the page lacks.
  await page.addInitScript({
    content: `var __name = (target) => target; (${installObservers.toString()})();`,
  });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: THROTTLING.latencyMs,
    downloadThroughput: (THROTTLING.downKbps * 1000) / 8,
    uploadThroughput: (THROTTLING.upKbps * 1000) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLING.cpuSlowdown });
  return { context, page, cdp };
}

/**
 * The landing page for a visitor: LCP once it has reported the first hero photo (the server's
 * drawn one, the app's, or something at least as large as its visible part), CLS once the web fonts have swapped in and painted (the
 * last shifts a load can cause).
 */
async function measureLanding(browser: Browser, url: string): Promise<LandingRun> {
  const { context, page } = await throttledPhone(browser);
  try {
    await page.goto(`${url}/`, { waitUntil: 'load', timeout: 90_000 });
    await page.waitForFunction(
      () => {
        const hero = document.querySelector<HTMLImageElement>(
          '[data-testid="hero-slides"] img[data-active="true"]',
        );
        if (!hero?.complete) return false;
        // LCP entries reach observers only (bench/web-vitals-page.ts), not the performance timeline.
        const { lcpElement, lcpSize } = (
          window as unknown as { __vitals: { lcpElement: string; lcpSize: number } }
        ).__vitals;
        const box = hero.getBoundingClientRect();
        const width = Math.min(box.right, innerWidth) - Math.max(box.left, 0);
        const height = Math.min(box.bottom, innerHeight) - Math.max(box.top, 0);
        return (
          lcpElement.includes('in hero-slides') ||
          lcpElement.includes('drawn by the server') ||
          lcpSize >= Math.max(0, width) * Math.max(0, height)
        );
      },
      undefined,
      { timeout: 60_000, polling: 250 },
    );
    await page.evaluate(async () => {
      await document.fonts.ready;
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    });
    const { lcp, lcpElement, cls } = await page.evaluate(readVitals, FEED_PATH);
    return { lcp, lcpElement, cls };
  } finally {
    await context.close();
  }
}

async function measureOnce(
  browser: Browser,
  url: string,
  storageState: Awaited<ReturnType<typeof signIn>>,
): Promise<Run> {
  const { context, page, cdp } = await throttledPhone(browser, storageState);
  try {
    await page.goto(`${url}/`, { waitUntil: 'load', timeout: 90_000 });
    await waitForSettledLcp(page);
    const loaded = await page.evaluate(readVitals, FEED_PATH);

    const card = page.getByTestId('post-card').first();
    const like = card.getByRole('button', { name: 'Like', exact: true });
    const liked = await like.getAttribute('aria-pressed');
    const inp = {} as Record<Interaction, number>;
    inp.like = await interactionLatency(page, async () => {
      await like.click();
      await page.waitForFunction(
        ([id, was]) =>
          document
            .querySelector(`[data-post-id="${id}"] button[aria-label="Like"]`)
            ?.getAttribute('aria-pressed') !== was,
        [await card.getAttribute('data-post-id'), liked] as const,
      );
    });
    inp['open comments'] = await interactionLatency(page, async () => {
      await card.getByRole('button', { name: 'Comments', exact: true }).click();
      await card.getByRole('textbox', { name: 'Add a comment' }).waitFor();
    });
    const text = `Throttled bench comment ${Date.now()}`;
    await card.getByRole('textbox', { name: 'Add a comment' }).fill(text);
    inp['post a comment'] = await interactionLatency(page, async () => {
      await card.getByRole('button', { name: 'Post comment' }).click();
      await card.getByText(text).waitFor();
    });
    inp['open create dialog'] = await interactionLatency(page, async () => {
      await page
        .getByRole('button', { name: /^Create( Post)?$/ })
        .filter({ visible: true })
        .first()
        .click();
      await page.getByRole('dialog', { name: 'Create Post' }).waitFor({ timeout: 30_000 });
    });
    await page.keyboard.press('Escape');
    // Leaves the post as it was (unmeasured, unthrottled).
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    if ((await like.getAttribute('aria-pressed')) !== liked) await like.click();
    return {
      lcp: loaded.lcp,
      lcpElement: loaded.lcpElement,
      feedStart: loaded.feedStart,
      cls: loaded.cls,
      inp,
    };
  } finally {
    await context.close();
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

const ms = (value: number) => `${Math.round(value).toLocaleString('en-US')} ms`;

/** Measures home `runs` times on the server at `url` (whose DATA_DIR holds the demo passwords). */
export async function benchWebVitals(target: {
  url: string;
  dataDir: string;
  runs?: number;
}): Promise<WebVitalsResult> {
  const runsWanted = target.runs ?? Number(process.env.BENCH_WEB_RUNS ?? 3);
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: FLAGS });
  const runs: Run[] = [];
  const landingRuns: LandingRun[] = [];
  try {
    for (let i = 0; i < runsWanted; i += 1) {
      const run = await measureLanding(browser, target.url);
      console.log(
        `  landing run ${i + 1}: LCP ${ms(run.lcp)} (${run.lcpElement}), CLS ${run.cls.toFixed(3)}`,
      );
      landingRuns.push(run);
    }
    const storageState = await signIn(browser, target.url, target.dataDir);
    for (let i = 0; i < runsWanted; i += 1) {
      const run = await measureOnce(browser, target.url, storageState);
      console.log(
        `  home run ${i + 1}: LCP ${ms(run.lcp)} (${run.lcpElement}), feed request at ` +
          `${run.feedStart === null ? 'never' : ms(run.feedStart)}, CLS ${run.cls.toFixed(3)}, INP ` +
          INTERACTIONS.map((name) => `${name} ${ms(run.inp[name])}`).join(', '),
      );
      runs.push(run);
    }
  } finally {
    await browser.close();
  }
  return report(runs, landingRuns, await browserVersion());
}

async function browserVersion(): Promise<string> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: FLAGS });
  try {
    return `Chromium ${browser.version()}`;
  } finally {
    await browser.close();
  }
}

function report(runs: Run[], landingRuns: LandingRun[], browser: string): WebVitalsResult {
  const lcp = median(runs.map((run) => run.lcp));
  const feedStarts = runs.map((run) => run.feedStart ?? Number.POSITIVE_INFINITY);
  const feedStart = median(feedStarts);
  const cls = median(runs.map((run) => run.cls));
  const inp = Object.fromEntries(
    INTERACTIONS.map((name) => [name, median(runs.map((run) => run.inp[name]))]),
  ) as Record<Interaction, number>;
  const landingLcp = median(landingRuns.map((run) => run.lcp));
  const landingCls = median(landingRuns.map((run) => run.cls));
  const checks = [
    { what: `home LCP < ${ms(LCP_BUDGET_MS)}`, value: ms(lcp), met: lcp < LCP_BUDGET_MS },
    {
      what: `first feed request leaves within ${ms(FEED_START_BUDGET_MS)} of navigation`,
      value: Number.isFinite(feedStart) ? ms(feedStart) : 'never',
      met: feedStart <= FEED_START_BUDGET_MS,
    },
    { what: `CLS < ${CLS_BUDGET}`, value: cls.toFixed(3), met: cls < CLS_BUDGET },
    ...INTERACTIONS.map((name) => ({
      what: `INP of ${name} < ${ms(INP_BUDGET_MS)}`,
      value: inp[name] <= EVENT_THRESHOLD_MS ? `≤ ${EVENT_THRESHOLD_MS} ms` : ms(inp[name]),
      met: inp[name] < INP_BUDGET_MS,
    })),
    {
      what: `landing LCP < ${ms(LCP_BUDGET_MS)}`,
      value: ms(landingLcp),
      met: landingLcp < LCP_BUDGET_MS,
    },
    {
      what: `landing CLS < ${CLS_BUDGET}`,
      value: landingCls.toFixed(3),
      met: landingCls < CLS_BUDGET,
    },
  ];
  const t = THROTTLING;
  const lines = [
    `Run ${new Date().toISOString()}: the signed-in home on a throttled phone in ${browser} ` +
      `(headless; ${t.latencyMs} ms latency, ${t.downKbps / 1000} Mbit/s down, ${t.upKbps} kbit/s up, ` +
      `CPU slowed ${t.cpuSlowdown}×; ${PHONE.width}×${PHONE.height} at 1.75× like Lighthouse's phone), ` +
      `cold cache, signed in through the sign-in form; median of ${runs.length} runs. Then the ` +
      `landing page the same way for a visitor (no cookies). INP is the ` +
      `longest Event Timing entry of each interaction (entries under ${EVENT_THRESHOLD_MS} ms are not reported).`,
    '',
    '| run | LCP | LCP element | feed request left | CLS | ' +
      INTERACTIONS.map((name) => `INP ${name}`).join(' | ') +
      ' |',
    `|---|---|---|---|---|${INTERACTIONS.map(() => '---|').join('')}`,
    ...runs.map(
      (run, index) =>
        `| ${index + 1} | ${ms(run.lcp)} | ${run.lcpElement} | ` +
        `${run.feedStart === null ? 'never' : ms(run.feedStart)} | ${run.cls.toFixed(3)} | ` +
        INTERACTIONS.map((name) => ms(run.inp[name])).join(' | ') +
        ' |',
    ),
    '',
    '| landing run | LCP | LCP element | CLS |',
    '|---|---|---|---|',
    ...landingRuns.map(
      (run, index) =>
        `| ${index + 1} | ${ms(run.lcp)} | ${run.lcpElement} | ${run.cls.toFixed(3)} |`,
    ),
    '',
    ...checks.map((c) => `- ${c.what}: ${c.value} — ${c.met ? 'met' : 'MISSED'}`),
  ];
  return { markdown: lines.join('\n'), met: checks.every((c) => c.met), runs, landingRuns };
}
