import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import sharp from 'sharp';
import { DEMO_MEMBER_EMAIL } from '../src/server/modules/auth/demo-accounts.ts';
import { readDemoPasswords } from '../src/server/modules/auth/demo-passwords.ts';
import { writeDocsBlock } from './report.ts';
import { startBenchServer } from './server.ts';

/** Issue 7 §5: a 12-megapixel JPEG goes from upload to its first variant in < 2 s at p95. */
export const FIRST_VARIANT_P95_MS = 2000;
const POLL_MS = 20;
const GIVE_UP_MS = 30_000;

export type FirstVariantResult = {
  markdown: string;
  met: boolean;
  p95: number;
};

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
const fmt = (ms: number) => `${Math.round(ms)} ms`;

/**
 * A phone-like 12 MP photo (4000 × 3000, sensor-like noise, ~2.7 MB at quality 88, geotagged,
 * stored sideways with orientation 6), made once and kept in the bench's DATA_DIR.
 */
async function twelveMegapixelJpeg(dir: string): Promise<Buffer> {
  const file = path.join(dir, 'bench-12mp.jpg');
  if (fs.existsSync(file)) return fs.readFileSync(file);
  const photo = await sharp({
    create: {
      width: 4000,
      height: 3000,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .blur(1.2)
    .modulate({ saturation: 1.3 })
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Make: 'Apple', Model: 'iPhone 15' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '38/1 43/1 2003/100',
        GPSLongitudeRef: 'W',
        GPSLongitude: '9/1 8/1 2150/100',
      },
    })
    .jpeg({ quality: 88 })
    .toBuffer();
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(file, photo);
  return photo;
}

/**
 * Against the running production server: uploads the photo through POST /api/upload/media (as
 * the dialog does), then polls the URL it answered with until the display JPEG is served (200).
 * The time covers the upload, the job queue picking the job up and the processing: what a member
 * waits for between choosing a photo and seeing it. One upload at a time, `runs` times.
 */
export async function benchFirstVariant({
  url,
  cookie,
  dataDir,
  runs = Number(process.env.BENCH_MEDIA_RUNS ?? 20),
}: {
  url: string;
  cookie: string;
  dataDir: string;
  runs?: number;
}): Promise<FirstVariantResult> {
  const photo = await twelveMegapixelJpeg(dataDir);
  const upload = async () => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'IMG_0001.JPG');
    const response = await fetch(`${url}/api/upload/media`, {
      method: 'POST',
      headers: { cookie, 'x-requested-with': 'XMLHttpRequest', 'x-forwarded-for': '10.9.9.8' },
      body: form,
    });
    if (response.status !== 201) {
      throw new Error(`upload answered ${response.status}: ${await response.text()}`);
    }
    return ((await response.json()) as { url: string }).url;
  };

  const until = async (path: string, started: number) => {
    for (;;) {
      const response = await fetch(`${url}${path}`, { method: 'HEAD' });
      if (response.status === 200) return performance.now() - started;
      if (performance.now() - started > GIVE_UP_MS) {
        throw new Error(`${path} was still ${response.status} after ${GIVE_UP_MS} ms`);
      }
      await sleep(POLL_MS);
    }
  };

  // Warm-up (first sharp and JIT work), not counted.
  const warm = await upload();
  await until(warm.replace('-display.jpg', '-thumb.webp'), performance.now());
  const total: number[] = [];
  const uploadOnly: number[] = [];
  const allVariants: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const started = performance.now();
    const displayUrl = await upload();
    uploadOnly.push(performance.now() - started);
    total.push(await until(displayUrl, started));
    // The next photo waits for this one's other three variants (the WebP display is the slowest).
    allVariants.push(await until(displayUrl.replace('-display.jpg', '-thumb.webp'), started));
  }
  const sorted = [...total].sort((a, b) => a - b);
  const uploads = [...uploadOnly].sort((a, b) => a - b);
  const all = [...allVariants].sort((a, b) => a - b);
  const p95 = percentile(sorted, 95);
  const met = p95 < FIRST_VARIANT_P95_MS;
  const markdown = [
    `Upload → first variant of a 12-megapixel JPEG (4000 × 3000, ${(photo.length / 1e6).toFixed(1)} MB, orientation 6, GPS), ${runs} uploads through POST /api/upload/media, each polled every ${POLL_MS} ms until /uploads/media/<id>-display.jpg answers 200; the next upload starts once the previous one's last variant is served (uploads of several photos at once queue behind each other's variants). Run ${new Date().toISOString()} on ${os.cpus().length} cores shared with the rest of the machine.`,
    '',
    '| measure | p50 | p95 | max |',
    '|---|---|---|---|',
    `| upload → display JPEG served | ${fmt(percentile(sorted, 50))} | ${fmt(p95)} | ${fmt(sorted.at(-1) ?? NaN)} |`,
    `| of which the upload request | ${fmt(percentile(uploads, 50))} | ${fmt(percentile(uploads, 95))} | ${fmt(uploads.at(-1) ?? NaN)} |`,
    `| upload → all four variants (JPEG and WebP, display and thumbnail) | ${fmt(percentile(all, 50))} | ${fmt(percentile(all, 95))} | ${fmt(all.at(-1) ?? NaN)} |`,
    '',
    `- 12 MP JPEG upload → first variant p95 < ${FIRST_VARIANT_P95_MS} ms: ${fmt(p95)} — ${met ? 'met' : 'MISSED'}`,
  ].join('\n');
  return { markdown, met, p95 };
}

/** The demo member's cookies (the server seeds the demo world and its passwords on first start). */
async function signInDemoMember(url: string, dir: string): Promise<string> {
  const passwords = await readDemoPasswords(dir);
  if (!passwords) throw new Error(`no demo passwords in ${dir}: the server did not seed`);
  const response = await fetch(`${url}/api/auth/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.9.9.7' },
    body: JSON.stringify({ email: DEMO_MEMBER_EMAIL, password: passwords.member }),
  });
  if (!response.ok) throw new Error(`demo sign-in failed: ${response.status}`);
  return response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0] ?? '')
    .filter((c) => c.startsWith('roamly_'))
    .join('; ');
}

/**
 * On its own: `npx tsx bench/media-first-variant.ts` starts the production build on
 * BENCH_MEDIA_DATA_DIR (default .tmp/bench-media) and writes the block of docs/performance.md;
 * `npm run bench` runs the same measure after its scenarios. BENCH_SERVER_ENTRY=src/server/main.ts
 * with BENCH_NODE_ARGS='--import tsx' measures the sources instead of the build.
 */
if (import.meta.url === `file://${process.argv[1]}`) {
  const root = path.resolve(import.meta.dirname, '..');
  const dataDir = path.resolve(
    process.env.BENCH_MEDIA_DATA_DIR ?? path.join(root, '.tmp', 'bench-media'),
  );
  const entry = process.env.BENCH_SERVER_ENTRY
    ? path.resolve(root, process.env.BENCH_SERVER_ENTRY)
    : undefined;
  console.log(`Starting the server on ${dataDir}…`);
  const server = await startBenchServer(dataDir, entry);
  try {
    const cookie = await signInDemoMember(server.url, dataDir);
    const result = await benchFirstVariant({ url: server.url, cookie, dataDir });
    console.log(`\n${result.markdown}\n`);
    writeDocsBlock('media-first-variant', result.markdown);
    if (!result.met) process.exitCode = 1;
  } finally {
    await server.stop();
  }
}
