import { benchAdminDashboard } from './admin-dashboard.ts';
import { benchDestinations } from './destinations.ts';
import { benchFeeds } from './feeds.ts';
import { benchFirstVariant } from './media-first-variant.ts';
import { benchMessaging, prepareMessagingBench } from './messaging.ts';
import { benchMappings } from './mappings.ts';
import { benchOnly, benchSelected } from './only.ts';
import { benchPerformanceSummary } from './performance-summary.ts';
import { benchDataDir, writeDocsBlock } from './report.ts';
import { prepareSamples } from './samples.ts';
import { benchSeo } from './seo.ts';
import { startBenchServer } from './server.ts';
import { benchUploads, signInDemoMember } from './uploads-run.ts';
import { benchTours, prepareToursBench } from './tours.ts';
import { benchWebVitals } from './web-vitals.ts';
import { benchWelcomeCampaign } from './welcome-campaign.ts';

/**
 * `npm run bench`: the production server on a seeded database, autocannon scenarios beside a bare
 * GET /api/health baseline measured in the same run, budgets checked, figures written to
 * docs/performance.md. With the data of `npm run bench:data` (1M posts) it also loads the home
 * feed, explore, profile, bookmarks and comments pages as hundreds of different signed-in members;
 * each must keep p99 < 50 ms and ≥ 30 % of the health throughput, else the bench exits non-zero.
 * Issue 21: GET /api/users/suggested and GET /api/search as the same members, each ≥ 40 % of health;
 * and the signed-in home on a throttled phone in Chromium (LCP, when the feed request left, INP;
 * bench/web-vitals.ts, also runnable alone as `npm run bench:web` on the demo world).
 * BENCH_DURATION (seconds) and BENCH_CONNECTIONS tune the run.
 *
 * BENCH_ONLY=<regex> (case-insensitive) runs a subset quickly: the feed scenarios whose names
 * match it (health, the baseline, always runs), and each later bench only when its section name
 * matches ('destinations', 'admin', 'tours', 'performance', 'uploads', 'media', 'messaging',
 * 'web', 'campaign', 'seo'). For example
 * `BENCH_ONLY='health|suggested|search|auth/user' npm run bench`. A subset run prints its tables
 * and checks its budgets but does not rewrite their blocks of docs/performance.md (`bench/only.ts`;
 * the uploads bench, when selected, still writes its own).
 */
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const durationSeconds = Number(process.env.BENCH_DURATION ?? 10);
const dataDir = benchDataDir();
const only = benchOnly();
/** A later bench runs unless BENCH_ONLY leaves its section out. */
const runs = (section: string) => benchSelected(section, only);
/** The docs blocks hold whole runs only. */
const writeBlock = (name: string, markdown: string) => {
  if (!only) writeDocsBlock(name, markdown);
};

async function main() {
  console.log(`Preparing sample members on ${dataDir}…`);
  const samples = await prepareSamples(dataDir);
  if (!samples)
    console.log(
      'No generated data (run `npm run bench:data`): the feed budgets cannot be measured.',
    );
  // Issue 8: 2,000 members with a session and a conversation each (before the server owns the database).
  const messagingMembers = runs('messaging') ? await prepareMessagingBench(dataDir) : undefined;
  // Issue 9: 100,000 tours over the catalogue (generated once, before the server owns the database).
  const tours = runs('tours') ? await prepareToursBench(dataDir) : undefined;
  console.log(`Starting the production server on ${dataDir} (seeds the demo world on first run)…`);
  const server = await startBenchServer(dataDir);
  try {
    const cookie = await signInDemoMember(server.url, dataDir);
    const feeds = await benchFeeds({
      url: server.url,
      cookie,
      samples,
      connections,
      durationSeconds,
      only,
    });
    console.log(`\n${feeds.markdown}\n`);
    writeBlock('bench', feeds.markdown);
    if (!feeds.met) process.exitCode = 1;
    // Issue 9: destination autocomplete p99 < 30 ms on the full catalogue, and popular destinations.
    if (runs('destinations')) {
      const destinations = await benchDestinations({ url: server.url, cookie });
      console.log(`\n${destinations.markdown}\n`);
      writeBlock('bench-destinations', destinations.markdown);
      if (!destinations.met) process.exitCode = 1;
    }
    // Issue 22 §2: the admin dashboard p95 < 300 ms, from the rollups bench:data wrote.
    if (runs('admin')) {
      const admin = await benchAdminDashboard({ url: server.url, dataDir });
      console.log(`\n${admin.markdown}\n`);
      writeBlock('bench-admin-dashboard', admin.markdown);
      if (!admin.met) process.exitCode = 1;
    }
    // Issue 9 §6: tour search p95 < 50 ms on the full catalogue with 100,000 tours.
    if (tours) {
      const toursResult = await benchTours({
        url: server.url,
        places: tours.places,
        tours: tours.tours,
      });
      console.log(`\n${toursResult.markdown}\n`);
      writeBlock('bench-tours', toursResult.markdown);
      if (!toursResult.met) process.exitCode = 1;
    }
    // Issue 21: home's LCP and INP on a throttled phone, before the heavy upload load below.
    if (runs('web')) {
      const web = await benchWebVitals({ url: server.url, dataDir });
      console.log(`\n${web.markdown}\n`);
      writeBlock('bench-web', web.markdown);
      if (!web.met) process.exitCode = 1;
    }
    // Issue 22 §5: the performance summary < 50 ms, with the rollups of every scenario above.
    if (runs('performance')) {
      const summary = await benchPerformanceSummary({ url: server.url, dataDir });
      console.log(`\n${summary.markdown}\n`);
      writeBlock('bench-performance-summary', summary.markdown);
      if (!summary.met) process.exitCode = 1;
    }
    // Issue 7 §5: memory of three 1 GiB chunked uploads at once, and resume after a drop.
    if (runs('uploads')) {
      const uploads = await benchUploads({ url: server.url, cookie, pid: server.pid, dataDir });
      if (!uploads.ok) process.exitCode = 1;
    }
    // Issue 7: a 12 MP photo from upload to its first variant (after the load, on a quiet server).
    if (runs('media')) {
      const media = await benchFirstVariant({ url: server.url, cookie, dataDir });
      console.log(`\n${media.markdown}\n`);
      writeBlock('media-first-variant', media.markdown);
      if (!media.met) process.exitCode = 1;
    }
  } finally {
    await server.stop();
  }
  // Issue 23 §4: the welcome campaign ≥ 100 messages/s to a local SMTP sink, on its own server.
  if (runs('campaign')) {
    const campaign = await benchWelcomeCampaign({ dataDir: `${dataDir}-campaign` });
    console.log(`\n${campaign.markdown}\n`);
    writeBlock('bench-welcome-campaign', campaign.markdown);
    if (!campaign.met) process.exitCode = 1;
  }
  // Issue 24: the sitemap of 100k URLs < 10 s and served streamed; a page head < 5 ms over the SPA.
  if (runs('seo')) {
    const seo = await benchSeo({ dataDir: `${dataDir}-seo` });
    console.log(`\n${seo.markdown}\n`);
    writeBlock('bench-seo', seo.markdown);
    if (!seo.met) process.exitCode = 1;
  }
  // Issue 25 §2: every mapping validated against the Viator fake in < 5 minutes, on its own server.
  if (runs('mappings')) {
    const mappingsResult = await benchMappings({ dataDir: `${dataDir}-mappings` });
    console.log(`\n${mappingsResult.markdown}\n`);
    writeBlock('bench-mappings', mappingsResult.markdown);
    if (!mappingsResult.met) process.exitCode = 1;
  }
  if (!messagingMembers) return;
  // Issue 8 §3: 2,000 sockets, 200 messages/s, memory, and polling against push, on a server of
  // its own (a restart on the same data): its memory budget is the sockets' server, not what the
  // heap and the allocators kept from the 1 GiB uploads and the feed load above.
  const messagingServer = await startBenchServer(dataDir);
  try {
    const messaging = await benchMessaging({
      url: messagingServer.url,
      pid: messagingServer.pid,
      dataDir,
      members: messagingMembers,
    });
    console.log(`\n${messaging.markdown}\n`);
    writeBlock('bench-messaging', messaging.markdown);
    if (!messaging.met) process.exitCode = 1;
  } finally {
    await messagingServer.stop();
  }
}

await main();
