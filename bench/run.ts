import os from 'node:os';
import { DEMO_MEMBER_EMAIL } from '../src/server/modules/auth/demo-accounts.ts';
import { readDemoPasswords } from '../src/server/modules/auth/demo-passwords.ts';
import { benchDestinations } from './destinations.ts';
import { benchFirstVariant } from './media-first-variant.ts';
import { benchMessaging, prepareMessagingBench } from './messaging.ts';
import { benchDataDir, writeDocsBlock } from './report.ts';
import { prepareSamples, type Samples } from './samples.ts';
import { runScenario, type Scenario, type ScenarioResult } from './scenario.ts';
import { startBenchServer } from './server.ts';
import { benchUploads } from './uploads-run.ts';
import { benchTours, prepareToursBench } from './tours.ts';

/**
 * `npm run bench`: the production server on a seeded database, autocannon scenarios beside a bare
 * GET /api/health baseline measured in the same run, budgets checked, figures written to
 * docs/performance.md. With the data of `npm run bench:data` (1M posts) it also loads the home
 * feed, explore, profile, bookmarks and comments pages as hundreds of different signed-in members;
 * each must keep p99 < 50 ms and ≥ 30 % of the health throughput, else the bench exits non-zero.
 * BENCH_DURATION (seconds) and BENCH_CONNECTIONS tune the run.
 */
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const durationSeconds = Number(process.env.BENCH_DURATION ?? 10);
const dataDir = benchDataDir();
const FEED_P99_MS = 50;
const FEED_SHARE = 0.3;

const fmt = (ms: number) => `${ms.toFixed(ms < 10 ? 2 : 1)} ms`;

/** Signs in as the demo member with the password the server generated into its DATA_DIR. */
async function signIn(url: string): Promise<string> {
  const passwords = await readDemoPasswords(dataDir);
  if (!passwords) throw new Error(`no demo passwords in ${dataDir}: the server did not seed`);
  const response = await fetch(`${url}/api/auth/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.9.9.9' },
    body: JSON.stringify({ email: DEMO_MEMBER_EMAIL, password: passwords.member }),
  });
  // Both cookies, as a browser sends them (the session and its readable hint).
  const cookies = response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0] ?? '')
    .filter((c) => c.startsWith('roamly_'));
  if (!response.ok || !cookies.some((c) => c.startsWith('roamly_session='))) {
    throw new Error(`demo sign-in failed: ${response.status}`);
  }
  return cookies.join('; ');
}

function table(results: ScenarioResult[], baseline: ScenarioResult): string {
  const rows = results.map(
    (r) =>
      `| ${r.name} | ${r.requestsPerSecond} | ${Math.round((r.requestsPerSecond / baseline.requestsPerSecond) * 100)} % | ${fmt(r.p50)} | ${fmt(r.p95)} | ${fmt(r.p99)} | ${r.non2xx + r.errors} |`,
  );
  return [
    '| scenario | req/s | of health | p50 | p95 | p99 | failed |',
    '|---|---|---|---|---|---|---|',
    ...rows,
  ].join('\n');
}

/** The issue-6 pages, each request as another sampled member (and profile or post). */
function feedScenarios(samples: Samples): Scenario[] {
  const { cookies, profiles, posts } = samples;
  const as = (i: number) => ({ cookie: cookies[i % cookies.length] ?? '' });
  const each = (paths: (i: number) => string) =>
    cookies.map((_, i) => ({ path: paths(i), headers: as(i) }));
  return [
    {
      name: 'GET /api/posts/feed (home page)',
      path: '/api/posts/feed',
      variants: each(() => '/api/posts/feed'),
    },
    {
      name: 'GET /api/users/{id}/posts (profile page)',
      path: `/api/users/${profiles[0]}/posts`,
      variants: each((i) => `/api/users/${profiles[i % profiles.length]}/posts`),
    },
    {
      name: 'GET /api/bookmarks (page)',
      path: '/api/bookmarks',
      variants: each(() => '/api/bookmarks'),
    },
    {
      name: 'GET /api/posts/{id}/comments (page)',
      path: `/api/posts/${posts[0]}/comments`,
      variants: each((i) => `/api/posts/${posts[i % posts.length]}/comments`),
    },
    // Last: a slow plan here leaves queries running that would slow the scenarios after it.
    {
      name: 'GET /api/posts/explore (page)',
      path: '/api/posts/explore',
      variants: each(() => '/api/posts/explore'),
    },
  ];
}

/** One request per scenario before the load: the page answers 200 and how many items it holds. */
async function probe(url: string, scenario: Scenario): Promise<string> {
  const first = scenario.variants?.[0] ?? { path: scenario.path, headers: scenario.headers };
  const response = await fetch(`${url}${first.path}`, { headers: first.headers });
  const body = (await response.json().catch(() => ({}))) as { items?: unknown[] };
  if (!response.ok) throw new Error(`${scenario.name}: ${response.status} ${JSON.stringify(body)}`);
  return `${body.items?.length ?? 0} items, ${JSON.stringify(body).length} bytes`;
}

async function main() {
  console.log(`Preparing sample members on ${dataDir}…`);
  const samples = await prepareSamples(dataDir);
  if (!samples)
    console.log(
      'No generated data (run `npm run bench:data`): the feed budgets cannot be measured.',
    );
  // Issue 8: 2,000 members with a session and a conversation each (before the server owns the database).
  const messagingMembers = await prepareMessagingBench(dataDir);
  // Issue 9: 100,000 tours over the catalogue (generated once, before the server owns the database).
  const tours = await prepareToursBench(dataDir);
  console.log(`Starting the production server on ${dataDir} (seeds the demo world on first run)…`);
  const server = await startBenchServer(dataDir);
  try {
    const cookie = await signIn(server.url);
    const options = { connections, durationSeconds };
    const scenarios: Scenario[] = [
      { name: 'GET /api/health (baseline)', path: '/api/health' },
      { name: 'GET /api/auth/user (signed in)', path: '/api/auth/user', headers: { cookie } },
      {
        name: 'POST /api/track-interaction',
        method: 'POST' as const,
        path: '/api/track-interaction',
        body: JSON.stringify({
          feature: 'posting',
          action: 'click',
          sessionId: 'bench',
          additionalData: { deviceType: 'web', timestamp: Date.now() },
        }),
      },
    ];
    const feeds = samples ? feedScenarios(samples) : [];
    for (const feed of feeds) console.log(`${feed.name}: ${await probe(server.url, feed)}`);
    const results: ScenarioResult[] = [];
    for (const scenario of [...scenarios, ...feeds]) {
      await runScenario(server.url, scenario, { connections, durationSeconds: 2 }); // warm-up
      const result = await runScenario(server.url, scenario, options);
      results.push(result);
      console.log(
        `${result.name}: ${result.requestsPerSecond} req/s, p50 ${fmt(result.p50)}, p95 ${fmt(result.p95)}, p99 ${fmt(result.p99)}, failed ${result.non2xx + result.errors}`,
      );
    }
    const [baseline, user] = results as [ScenarioResult, ScenarioResult, ScenarioResult];
    const share = (r: ScenarioResult) => r.requestsPerSecond / baseline.requestsPerSecond;
    const pct = (r: ScenarioResult) => `${Math.round(share(r) * 100)} %`;
    // Enforced: the architecture budgets; reported only: the bench's older, stricter targets.
    const budgets: Array<{ line: string; met: boolean; enforced: boolean }> = [
      {
        line: `GET /api/auth/user keeps ≥ 30 % of health throughput (architecture): ${pct(user)}`,
        met: share(user) >= FEED_SHARE,
        enforced: true,
      },
      {
        line: `GET /api/auth/user keeps ≥ 50 % of health throughput (target): ${pct(user)}`,
        met: share(user) >= 0.5,
        enforced: false,
      },
      {
        line: `GET /api/auth/user p99 < 20 ms (target): ${fmt(user.p99)}`,
        met: user.p99 < 20,
        enforced: false,
      },
      ...results.slice(scenarios.length).map((r) => ({
        line: `${r.name}: p99 ${fmt(r.p99)} < ${FEED_P99_MS} ms and ${pct(r)} ≥ ${FEED_SHARE * 100} % of health`,
        met: r.p99 < FEED_P99_MS && share(r) >= FEED_SHARE,
        enforced: true,
      })),
    ];
    if (!samples) {
      budgets.push({
        line: 'Feed pages (home, explore, profile, bookmarks, comments): not measured, run `npm run bench:data` first',
        met: false,
        enforced: true,
      });
    }
    const data = samples
      ? `Feed pages on the generated data (${Object.entries(samples.marker.counts)
          .map(([k, v]) => `${v.toLocaleString('en-US')} ${k}`)
          .join(
            ', ',
          )}), each request as one of ${samples.cookies.length} signed-in members with 20–200 follows.`
      : 'No generated data: feed pages not measured.';
    const markdown = [
      `Run ${new Date().toISOString()}, ${connections} connections, ${durationSeconds} s per scenario, on ${process.platform} ${process.arch} with ${os.cpus().length} cores (server and load generator share them). ${data}`,
      '',
      table(results, baseline),
      '',
      ...budgets.map(
        (b) => `- ${b.line} — ${b.met ? 'met' : 'MISSED'}${b.enforced ? '' : ' (not enforced)'}`,
      ),
    ].join('\n');
    console.log(`\n${markdown}\n`);
    writeDocsBlock('bench', markdown);
    // Issue 9: destination autocomplete p99 < 30 ms on the full catalogue, and popular destinations.
    const destinations = await benchDestinations({ url: server.url, cookie });
    console.log(`\n${destinations.markdown}\n`);
    writeDocsBlock('bench-destinations', destinations.markdown);
    if (!destinations.met) process.exitCode = 1;
    // Issue 9 §6: tour search p95 < 50 ms on the full catalogue with 100,000 tours.
    const toursResult = await benchTours({
      url: server.url,
      places: tours.places,
      tours: tours.tours,
    });
    console.log(`\n${toursResult.markdown}\n`);
    writeDocsBlock('bench-tours', toursResult.markdown);
    if (!toursResult.met) process.exitCode = 1;
    // Issue 7 §5: memory of three 1 GiB chunked uploads at once, and resume after a drop.
    const uploads = await benchUploads({ url: server.url, cookie, pid: server.pid, dataDir });
    if (!uploads.ok) process.exitCode = 1;
    // Issue 7: a 12 MP photo from upload to its first variant (after the load, on a quiet server).
    const media = await benchFirstVariant({ url: server.url, cookie, dataDir });
    console.log(`\n${media.markdown}\n`);
    writeDocsBlock('media-first-variant', media.markdown);
    if (!media.met) process.exitCode = 1;
    // Issue 8 §3: 2,000 sockets, 200 messages/s, memory, and polling against push.
    const messaging = await benchMessaging({
      url: server.url,
      pid: server.pid,
      dataDir,
      members: messagingMembers,
    });
    console.log(`\n${messaging.markdown}\n`);
    writeDocsBlock('bench-messaging', messaging.markdown);
    if (!messaging.met) process.exitCode = 1;
    if (results.some((r) => r.non2xx + r.errors > 0)) process.exitCode = 1;
    if (budgets.some((b) => b.enforced && !b.met)) process.exitCode = 1;
  } finally {
    await server.stop();
  }
}

await main();
