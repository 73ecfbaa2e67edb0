import fs from 'node:fs';
import { generateSitemapRoute, type TSitemapStatus } from '../src/contract/admin-sitemap.ts';
import {
  adminCookie,
  dataDirClient,
} from '../src/server/modules/admin-email/campaign-test-helpers.ts';
import { startBenchServer } from './server.ts';

/** Issue 24: a sitemap of 100k URLs built in < 10 s; a page's head < 5 ms over the plain SPA answer. */
export const SITEMAP_BUILD_BUDGET_MS = 10_000;
export const HEAD_OVERHEAD_BUDGET_MS = 5;
const BENCH_PLACES = 100_000;
const SLUG_PREFIX = 'bench-seo-place-';
const CODE_BASE = 1_900_000_000;
const REQUESTS = 400;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};
const p95 = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.95))] ?? 0;
};
const ms = (value: number) => value.toFixed(2);

/** One page fetched as a crawler does (any Accept), body read in full; milliseconds. */
async function timedGet(url: string): Promise<{ ms: number; bytes: number; status: number }> {
  const started = performance.now();
  const response = await fetch(url, { headers: { accept: '*/*' } });
  const body = await response.arrayBuffer();
  return { ms: performance.now() - started, bytes: body.byteLength, status: response.status };
}

async function timings(urls: string[]): Promise<number[]> {
  const result: number[] = [];
  for (const url of urls) {
    const { ms: took, status } = await timedGet(url);
    if (status !== 200) throw new Error(`${url} answered ${status}`);
    result.push(took);
  }
  return result;
}

function rssMb(pid: number): number {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
    return kb / 1024;
  } catch {
    return 0;
  }
}

/**
 * On a production server of its own: 100,000 catalogue places are added (removed after), the
 * admin's Generate builds the sitemap set over HTTP (timed from the request to its answer), every
 * file is then read as a crawler does (streamed from disk: the server's memory is sampled while
 * ten readers pull the whole set at once), and a public page's server-rendered head is timed
 * against the plain SPA answer of the same place at an address with no head of its own: cached (the common case), and cold (each
 * request a place whose head was never rendered).
 */
export async function benchSeo({ dataDir }: { dataDir: string }): Promise<{
  markdown: string;
  met: boolean;
}> {
  const server = await startBenchServer(dataDir);
  const client = await dataDirClient(dataDir);
  try {
    await client.query(
      `INSERT INTO destinations (code, slug, name, ascii_name, type, country_code, latitude, longitude, population)
       SELECT $1 + i, $2 || i, 'Bench Place ' || i, 'bench place ' || i, 'city', 'PT',
         38 + (i % 1000) / 1000.0, -9 + (i % 700) / 1000.0, 1000 + i
       FROM generate_series(1, $3) i
       ON CONFLICT DO NOTHING`,
      [CODE_BASE, SLUG_PREFIX, BENCH_PLACES],
    );
    const cookie = await adminCookie(client, 'seo-admin@bench.roamly.test');
    const started = performance.now();
    const response = await fetch(`${server.url}${generateSitemapRoute.path}`, {
      method: 'POST',
      headers: { cookie },
    });
    const buildMs = performance.now() - started;
    if (!response.ok) throw new Error(`generate-sitemap answered ${response.status}`);
    const status = (await response.json()) as TSitemapStatus;

    const index = await (await fetch(`${server.url}/sitemap.xml`)).text();
    const files = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
      (match) => new URL(match[1]!).pathname,
    );
    const rssBefore = rssMb(server.pid);
    let peak = rssBefore;
    const sampler = setInterval(() => (peak = Math.max(peak, rssMb(server.pid))), 20);
    const serveStarted = performance.now();
    const reads = await Promise.all(
      Array.from({ length: 10 }, () =>
        Promise.all(files.map((file) => timedGet(`${server.url}${file}`))),
      ),
    );
    const serveMs = performance.now() - serveStarted;
    clearInterval(sampler);
    const setBytes = reads[0]!.reduce((sum, read) => sum + read.bytes, 0);

    const { rows } = await client.query<{ slug: string }>(
      `SELECT slug FROM destinations WHERE slug LIKE $1 ORDER BY code LIMIT $2`,
      [`${SLUG_PREFIX}%`, REQUESTS],
    );
    const cachedUrl = `${server.url}/destination/${rows[0]!.slug}/excursions`;
    await timings([cachedUrl]);
    // The same page without a head of its own: `/destinations/{slug}` runs the same existence
    // probe (page-status.ts) and answers index.html as it was before issue 24.
    const plain = await timings(
      Array.from({ length: REQUESTS }, () => `${server.url}/destinations/${rows[0]!.slug}`),
    );
    const cached = await timings(Array.from({ length: REQUESTS }, () => cachedUrl));
    const cold = await timings(
      rows.slice(1).map((row) => `${server.url}/destination/${row.slug}/tours`),
    );
    const overhead = median(cached) - median(plain);
    const buildMet = buildMs < SITEMAP_BUILD_BUDGET_MS && status.totalUrls >= BENCH_PLACES;
    const headMet = overhead < HEAD_OVERHEAD_BUDGET_MS;
    const markdown = [
      '| sitemap | URLs | files | build (POST generate-sitemap) | budget |',
      '|---|---|---|---|---|',
      `| destinations + hotels + pages | ${status.totalUrls} | ${files.length} | ${(buildMs / 1000).toFixed(2)} s (server: ${status.durationMs} ms) | < 10 s ${buildMet ? '✓' : '✗'} |`,
      '',
      '| serving the set | bytes per read | 10 readers at once | server RSS before → peak |',
      '|---|---|---|---|',
      `| index + ${files.length} files, streamed from disk | ${(setBytes / 1024 / 1024).toFixed(1)} MB | ${(serveMs / 1000).toFixed(2)} s | ${rssBefore.toFixed(0)} → ${peak.toFixed(0)} MB |`,
      '',
      `| HTML answer (${REQUESTS} sequential requests, Accept: any) | p50 ms | p95 ms |`,
      '|---|---|---|',
      `| plain SPA answer (/destinations/{place}: same status probe, no page head) | ${ms(median(plain))} | ${ms(p95(plain))} |`,
      `| destination page with its head, cached | ${ms(median(cached))} | ${ms(p95(cached))} |`,
      `| destination page with its head, cold (never rendered) | ${ms(median(cold))} | ${ms(p95(cold))} |`,
      `| **head over plain (p50, cached)** | **${ms(overhead)}** | budget < ${HEAD_OVERHEAD_BUDGET_MS} ms ${headMet ? '✓' : '✗'} |`,
    ].join('\n');
    return { markdown, met: buildMet && headMet };
  } finally {
    await client.query(`DELETE FROM destinations WHERE code > $1`, [CODE_BASE]).catch(() => null);
    await client.end();
    await server.stop();
  }
}
