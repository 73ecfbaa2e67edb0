import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { CHUNK_SIZE_BYTES } from '../src/contract/media.ts';

/**
 * Issue 7 §5 upload budgets against the running production server:
 * - three 1 GiB chunked uploads at once (10 MiB chunks, as the web client sends them) grow the
 *   server process's resident memory by < 100 MB — the data is made on the fly, no test files;
 * - a connection dropped in the middle of a chunk costs at most one chunk again: the client asks
 *   which chunks the server holds and sends only the others.
 */

export type UploadBudget = { line: string; met: boolean; enforced: boolean };
export type UploadBenchResult = { markdown: string; budgets: UploadBudget[] };

type Target = {
  url: string;
  cookie: string;
  pid: number;
  dataDir: string;
  /** What runs: the production build, or the sources under tsx (larger baseline). */
  server?: string;
};

const GiB = 1024 * 1024 * 1024;
const MB = 1024 * 1024;
const RSS_BUDGET_BYTES = 100 * MB;
const CONCURRENT_UPLOADS = 3;

/** Resident memory of a process (Linux), in bytes. */
function rssOf(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = /VmRSS:\s+(\d+) kB/.exec(status)?.[1];
  if (!kb) throw new Error(`no VmRSS for process ${pid}`);
  return Number(kb) * 1024;
}

/** Samples a process's RSS every 50 ms until stopped; returns the highest seen. */
function sampleRss(pid: number) {
  let peak = rssOf(pid);
  const timer = setInterval(() => {
    try {
      peak = Math.max(peak, rssOf(pid));
    } catch {
      // the process is gone; the bench will fail on its next request
    }
  }, 50);
  return {
    stop() {
      clearInterval(timer);
      return peak;
    },
  };
}

/**
 * Waits (at most 40 s) until the server's RSS has moved less than 2 MB over 4.5 s, so work of its
 * own start (the demo world, the geocoder index built after listening) is not counted as uploads'.
 */
async function settled(pid: number): Promise<void> {
  const samples: number[] = [];
  const deadline = Date.now() + 40_000;
  while (Date.now() < deadline) {
    samples.push(rssOf(pid));
    const window = samples.slice(-10);
    if (window.length === 10 && Math.max(...window) - Math.min(...window) < 2 * MB) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/** Chunk `index` of an upload of `size` bytes: an MP4 start on chunk 0, then pattern bytes. */
function makeChunk(pattern: Buffer, size: number, index: number): Buffer {
  const length = Math.min(CHUNK_SIZE_BYTES, size - index * CHUNK_SIZE_BYTES);
  const chunk = Buffer.from(pattern.subarray(0, length));
  if (index === 0) {
    chunk.writeUInt32BE(24, 0);
    chunk.write('ftypisom', 4, 'latin1');
    chunk.writeUInt32BE(512, 12);
    chunk.write('isomiso2', 16, 'latin1');
  }
  return chunk;
}

const chunkCount = (size: number) => Math.ceil(size / CHUNK_SIZE_BYTES);

function chunkForm(uploadId: string, index: number, total: number, chunk: Buffer): FormData {
  const form = new FormData();
  form.append('chunkIndex', String(index));
  form.append('totalChunks', String(total));
  form.append('uploadId', uploadId);
  form.append('fileName', 'bench.mp4');
  form.append('fileType', 'video/mp4');
  form.append('chunk', new Blob([new Uint8Array(chunk)]), 'blob');
  return form;
}

async function call(target: Target, pathname: string, init: RequestInit = {}) {
  const response = await fetch(`${target.url}${pathname}`, {
    ...init,
    headers: { cookie: target.cookie, 'x-requested-with': 'XMLHttpRequest', ...init.headers },
  });
  const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  if (!response.ok) {
    throw new Error(
      `${init.method ?? 'GET'} ${pathname}: ${response.status} ${JSON.stringify(body)}`,
    );
  }
  return body;
}

const sendChunk = (target: Target, uploadId: string, index: number, total: number, chunk: Buffer) =>
  call(target, '/api/upload-chunk', {
    method: 'POST',
    body: chunkForm(uploadId, index, total, chunk),
  });

const finalize = (target: Target, uploadId: string) =>
  call(target, '/api/finalize-upload', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ uploadId, fileName: 'bench.mp4', fileType: 'video/mp4' }),
  }) as Promise<{ url: string; size: number }>;

/** One chunked upload of `size` bytes, chunk after chunk, then finalize. */
async function chunkedUpload(target: Target, size: number, pattern: Buffer) {
  const uploadId = `bench_${crypto.randomBytes(8).toString('hex')}`;
  const total = chunkCount(size);
  for (let index = 0; index < total; index += 1) {
    await sendChunk(target, uploadId, index, total, makeChunk(pattern, size, index));
  }
  const result = await finalize(target, uploadId);
  if (result.size !== size) throw new Error(`stored ${result.size} bytes of ${size}`);
  return result;
}

/** The stored file of a finished bench upload goes (the bench leaves no gigabytes behind). */
function removeStored(target: Target, url: string) {
  const file = path.join(target.dataDir, 'uploads', url.replace(/^\/uploads\//, ''));
  fs.rmSync(file, { force: true });
}

/**
 * Sends chunk `index` on a raw connection and drops it half-way through the chunk's bytes, the
 * way a phone losing its network does.
 */
async function sendHalfAndDrop(
  target: Target,
  uploadId: string,
  index: number,
  total: number,
  chunk: Buffer,
) {
  const boundary = `----bench${crypto.randomBytes(8).toString('hex')}`;
  const field = (name: string, value: string) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  const head = Buffer.from(
    field('chunkIndex', String(index)) +
      field('totalChunks', String(total)) +
      field('uploadId', uploadId) +
      field('fileName', 'bench.mp4') +
      field('fileType', 'video/mp4') +
      `--${boundary}\r\nContent-Disposition: form-data; name="chunk"; filename="blob"\r\n` +
      'Content-Type: application/octet-stream\r\n\r\n',
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const url = new URL('/api/upload-chunk', target.url);
  await new Promise<void>((resolve) => {
    const request = http.request(url, {
      method: 'POST',
      headers: {
        cookie: target.cookie,
        'x-requested-with': 'XMLHttpRequest',
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': head.length + chunk.length + tail.length,
      },
    });
    request.on('error', () => resolve());
    request.on('close', () => resolve());
    request.write(head);
    request.write(chunk.subarray(0, chunk.length / 2), () => {
      // Let the server start writing the chunk, then the network goes.
      setTimeout(() => request.destroy(), 200);
    });
  });
}

/** Resume after a dropped connection: returns how many chunks were sent more than once. */
async function resumeAfterDrop(target: Target, pattern: Buffer) {
  const size = 8 * CHUNK_SIZE_BYTES;
  const total = chunkCount(size);
  const uploadId = `resume_${crypto.randomBytes(8).toString('hex')}`;
  const sent = new Map<number, number>();
  const note = (index: number) => sent.set(index, (sent.get(index) ?? 0) + 1);
  for (let index = 0; index < 4; index += 1) {
    await sendChunk(target, uploadId, index, total, makeChunk(pattern, size, index));
    note(index);
  }
  await sendHalfAndDrop(target, uploadId, 4, total, makeChunk(pattern, size, 4));
  note(4);
  // What the web client does on reconnecting: ask, then send only what is missing.
  const status = (await call(target, `/api/upload-chunk/${uploadId}`)) as {
    receivedChunks: number[];
  };
  const held = new Set(status.receivedChunks);
  for (let index = 0; index < total; index += 1) {
    if (held.has(index)) continue;
    await sendChunk(target, uploadId, index, total, makeChunk(pattern, size, index));
    note(index);
  }
  const result = await finalize(target, uploadId);
  removeStored(target, result.url);
  const resent = [...sent.values()].reduce((sum, times) => sum + times - 1, 0);
  return { resent, held: status.receivedChunks, total, size: result.size, expected: size };
}

const mb = (bytes: number) => `${(bytes / MB).toFixed(1)} MB`;

export async function runUploadBench(target: Target): Promise<UploadBenchResult> {
  const pattern = crypto.randomBytes(CHUNK_SIZE_BYTES);

  // Warm-up: the server's own start is over, the upload code paths are loaded and their first
  // allocations made.
  await settled(target.pid);
  const idle = rssOf(target.pid);
  const warm = await chunkedUpload(target, 3 * CHUNK_SIZE_BYTES, pattern);
  removeStored(target, warm.url);
  await settled(target.pid);

  const before = rssOf(target.pid);
  const sampler = sampleRss(target.pid);
  const started = performance.now();
  const results = await Promise.all(
    Array.from({ length: CONCURRENT_UPLOADS }, () => chunkedUpload(target, GiB, pattern)),
  );
  const seconds = (performance.now() - started) / 1000;
  const peak = sampler.stop();
  for (const result of results) removeStored(target, result.url);
  // Enforced from the idle server (first-use costs included), shown from after the warm-up too.
  const growth = peak - idle;

  const resume = await resumeAfterDrop(target, pattern);
  const resumeOk = resume.size === resume.expected;

  const budgets: UploadBudget[] = [
    {
      line: `${CONCURRENT_UPLOADS} × 1 GiB chunked uploads at once grow the server's RSS by < 100 MB: ${mb(growth)} from idle (${mb(idle)} → peak ${mb(peak)}; ${mb(peak - before)} from after a 30 MiB warm-up upload)`,
      met: growth < RSS_BUDGET_BYTES,
      enforced: true,
    },
    {
      line: `Resume after a connection dropped mid-chunk re-sends at most one chunk: ${resume.resent} re-sent (server held chunks ${resume.held.join(', ')} of ${resume.total}; ${resumeOk ? 'all bytes stored' : 'SIZE MISMATCH'})`,
      met: resume.resent <= 1 && resumeOk,
      enforced: true,
    },
  ];
  const markdown = [
    `Run ${new Date().toISOString()}: ${CONCURRENT_UPLOADS} concurrent 1 GiB uploads in ${chunkCount(GiB)} chunks of ${CHUNK_SIZE_BYTES / MB} MiB each (data made on the fly), local storage, ${target.server ?? 'production build'}, in ${seconds.toFixed(1)} s (${((CONCURRENT_UPLOADS * GiB) / MB / seconds).toFixed(0)} MB/s together, finalize included).`,
    '',
    ...budgets.map(
      (b) => `- ${b.line} — ${b.met ? 'met' : 'MISSED'}${b.enforced ? '' : ' (not enforced)'}`,
    ),
  ].join('\n');
  return { markdown, budgets };
}
