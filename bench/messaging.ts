import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import WebSocket from 'ws';
import { SESSION_COOKIE, SESSION_HINT_COOKIE, SESSION_TTL_MS } from '../src/contract/limits.ts';
import { CONVERSATIONS_POLL_MS, THREAD_POLL_MS } from '../src/contract/messaging.ts';
import { WS_PATH, WS_PING_INTERVAL_MS } from '../src/contract/realtime.ts';
import { openDatabase } from '../src/db/client.ts';
import { createSessionToken, hashSessionToken } from '../src/server/modules/auth/session-token.ts';

/**
 * Issue 8 §3: 2,000 members with an open socket on one instance; at 200 messages/s (each sent
 * over a socket, acknowledged as delivered by the recipient's client and every third one read)
 * the time from `send_message` to `new_message` on the recipient's socket must stay p99 < 50 ms
 * and the server's memory (RSS) < 300 MB. In the same run: the server load (CPU of the Node
 * process plus its PostgreSQL) of 2,000 idle members kept up to date by the spec's polling
 * (open thread every 2 s, conversation list every 30 s) against the same members idle on sockets
 * (a ping every 30 s each), and the ratio.
 */

export const MESSAGING_MEMBERS = Number(process.env.BENCH_MESSAGING_MEMBERS ?? 2000);
const RATE = Number(process.env.BENCH_MESSAGING_RATE ?? 200);
const LOAD_SECONDS = Number(process.env.BENCH_MESSAGING_SECONDS ?? 20);
const IDLE_SECONDS = Number(process.env.BENCH_MESSAGING_IDLE_SECONDS ?? 20);
const P99_BUDGET_MS = 50;
const RSS_BUDGET_MB = 300;
const BENCH_DOMAIN = 'msgbench.roamly.invalid';
const BENCH_USER_AGENT = 'roamly-bench-messaging';
const CLOCK_TICKS = 100;

export type MessagingMembers = {
  cookies: string[];
  userIds: string[];
  /** conversations[k] is between members 2k and 2k+1. */
  conversations: string[];
};

/**
 * Before the server starts (it owns the embedded PostgreSQL afterwards): the bench members (made
 * once), a fresh session each (the hash stored as sign-in does), one conversation per pair and
 * no messages left from a previous run.
 */
export async function prepareMessagingBench(
  dataDir: string,
  count = MESSAGING_MEMBERS,
): Promise<MessagingMembers> {
  const database = await openDatabase({
    databaseUrl: process.env.DATABASE_URL,
    dataDir,
    poolMax: 1,
  });
  try {
    const client = await database.pool.connect();
    try {
      await client.query(
        `INSERT INTO users (email, first_name, last_name)
         SELECT 'member' || n || '@${BENCH_DOMAIN}', 'Bench', 'Member ' || n
         FROM generate_series(0, $1 - 1) AS n
         ON CONFLICT (email) DO NOTHING`,
        [count],
      );
      const users = await client.query<{ id: string }>(
        `SELECT id FROM users WHERE email LIKE '%@${BENCH_DOMAIN}'
         ORDER BY (split_part(split_part(email, '@', 1), 'member', 2))::int LIMIT $1`,
        [count],
      );
      const userIds = users.rows.map((row) => row.id);
      await client.query('DELETE FROM sessions WHERE user_agent = $1', [BENCH_USER_AGENT]);
      const tokens = userIds.map(() => createSessionToken());
      await client.query(
        `INSERT INTO sessions (token_hash, user_id, user_agent, ip_address, expires_at)
         SELECT unnest($1::text[]), unnest($2::uuid[]), $3, '10.9.8.7',
           now() + $4 * interval '1 millisecond'`,
        [tokens.map(hashSessionToken), userIds, BENCH_USER_AGENT, SESSION_TTL_MS],
      );
      const pairs: [string, string][] = [];
      for (let k = 0; k + 1 < userIds.length; k += 2) {
        const [a = '', b = ''] = [userIds[k], userIds[k + 1]];
        pairs.push(a < b ? [a, b] : [b, a]);
      }
      await client.query(
        `INSERT INTO conversations (user_a_id, user_b_id)
         SELECT unnest($1::uuid[]), unnest($2::uuid[]) ON CONFLICT DO NOTHING`,
        [pairs.map((p) => p[0]), pairs.map((p) => p[1])],
      );
      const conversations = await client.query<{ id: string; a: string; b: string }>(
        `SELECT id, user_a_id AS a, user_b_id AS b FROM conversations
         WHERE user_a_id = ANY($1::uuid[])`,
        [userIds],
      );
      const byPair = new Map(conversations.rows.map((row) => [`${row.a}|${row.b}`, row.id]));
      await client.query('DELETE FROM messages WHERE conversation_id = ANY($1::uuid[])', [
        conversations.rows.map((row) => row.id),
      ]);
      return {
        cookies: tokens.map((t) => `${SESSION_COOKIE}=${t}; ${SESSION_HINT_COOKIE}=1`),
        userIds,
        conversations: pairs.map(([a, b]) => byPair.get(`${a}|${b}`) ?? ''),
      };
    } finally {
      client.release();
    }
  } finally {
    await database.close();
  }
}

/* ---------------------------------------------------------------------------------------------
 * Measuring the server
 * ------------------------------------------------------------------------------------------- */

function procStat(pid: number): { ppid: number; cpu: number } | undefined {
  try {
    const text = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
    return {
      ppid: Number(fields[1]),
      cpu: (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS,
    };
  } catch {
    return undefined;
  }
}

function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb / 1024;
}

/** CPU seconds used so far by the server and by its embedded PostgreSQL (postmaster + backends). */
function cpuSeconds(pid: number, dataDir: string): { server: number; database: number } {
  const server = procStat(pid)?.cpu ?? 0;
  const pidFile = path.join(dataDir, 'pg', 'data', 'postmaster.pid');
  const postmaster = fs.existsSync(pidFile)
    ? Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0])
    : 0;
  let database = 0;
  if (postmaster) {
    for (const entry of fs.readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      const stat = procStat(Number(entry));
      if (stat && (Number(entry) === postmaster || stat.ppid === postmaster)) {
        database += stat.cpu;
      }
    }
  }
  return { server, database };
}

function percentile(values: number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const fmt = (ms: number) => `${ms.toFixed(ms < 10 ? 2 : 1)} ms`;

/* ---------------------------------------------------------------------------------------------
 * The clients
 * ------------------------------------------------------------------------------------------- */

type Client = { ws: WebSocket; index: number };

async function connectAll(url: string, cookies: string[]) {
  const base = url.replace(/^http/, 'ws');
  const clients: Client[] = [];
  const started = performance.now();
  const batch = 100;
  for (let i = 0; i < cookies.length; i += batch) {
    const opened = await Promise.all(
      cookies.slice(i, i + batch).map(
        (cookie, j) =>
          new Promise<Client>((resolve, reject) => {
            const ws = new WebSocket(`${base}${WS_PATH}`, { headers: { cookie } });
            ws.once('message', () => resolve({ ws, index: i + j }));
            ws.once('error', reject);
            ws.once('unexpected-response', (_req, res) =>
              reject(new Error(`upgrade refused: ${res.statusCode}`)),
            );
          }),
      ),
    );
    clients.push(...opened);
  }
  return { clients, seconds: (performance.now() - started) / 1000 };
}

/** CPU and request figures of one idle window. */
type Window = { seconds: number; server: number; database: number; requests: number };

function measure(pid: number, dataDir: string) {
  const start = cpuSeconds(pid, dataDir);
  const t0 = performance.now();
  return (requests: number): Window => {
    const end = cpuSeconds(pid, dataDir);
    const seconds = (performance.now() - t0) / 1000;
    return {
      seconds,
      server: end.server - start.server,
      database: end.database - start.database,
      requests,
    };
  };
}

/** 2,000 members on their sockets doing nothing but the client's ping every 30 s. */
async function idleOnSockets(clients: Client[], pid: number, dataDir: string): Promise<Window> {
  const done = measure(pid, dataDir);
  let pings = 0;
  const timers = clients.map((client) => {
    const offset = Math.random() * WS_PING_INTERVAL_MS;
    return setTimeout(function ping() {
      client.ws.send(JSON.stringify({ type: 'ping', timestamp: Date.now() }));
      pings += 1;
      timers[client.index] = setTimeout(ping, WS_PING_INTERVAL_MS);
    }, offset);
  });
  await sleep(IDLE_SECONDS * 1000);
  for (const timer of timers) clearTimeout(timer);
  return done(pings);
}

/** The same members without sockets, polling as the spec's client does while the socket is down. */
async function idlePolling(
  url: string,
  members: MessagingMembers,
  pid: number,
  dataDir: string,
): Promise<Window & { p99: number; failed: number }> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  const target = new URL(url);
  const latencies: number[] = [];
  let failed = 0;
  let requests = 0;
  const get = (pathname: string, cookie: string) =>
    new Promise<void>((resolve) => {
      const started = performance.now();
      const request = http.get(
        { host: target.hostname, port: target.port, path: pathname, agent, headers: { cookie } },
        (response) => {
          response.resume();
          response.on('end', () => {
            latencies.push(performance.now() - started);
            if (response.statusCode !== 200) failed += 1;
            resolve();
          });
        },
      );
      request.on('error', () => {
        failed += 1;
        resolve();
      });
      requests += 1;
    });
  const done = measure(pid, dataDir);
  const stopAt = performance.now() + IDLE_SECONDS * 1000;
  const loops = members.cookies.map(async (cookie, index) => {
    const conversation = members.conversations[index >> 1] ?? '';
    await sleep(Math.random() * THREAD_POLL_MS);
    let nextList = performance.now() + Math.random() * CONVERSATIONS_POLL_MS;
    while (performance.now() < stopAt) {
      const tick = performance.now();
      await get(`/api/conversations/${conversation}/messages`, cookie);
      if (performance.now() >= nextList) {
        nextList += CONVERSATIONS_POLL_MS;
        await get('/api/conversations', cookie);
      }
      await sleep(Math.max(0, THREAD_POLL_MS - (performance.now() - tick)));
    }
  });
  await Promise.all(loops);
  agent.destroy();
  return { ...done(requests), p99: percentile(latencies, 99), failed };
}

/** 200 messages/s over the sockets; latency from send_message to new_message at the recipient. */
async function loadMessages(clients: Client[], members: MessagingMembers, pid: number) {
  const sentAt = new Map<number, number>();
  const deliveryMs: number[] = [];
  const ackMs: number[] = [];
  let errors = 0;
  let peakRss = rssMb(pid);
  for (const client of clients) {
    client.ws.on('message', (data: Buffer) => {
      // The load generator shares the machine: it parses only the frames it measures.
      const head = data.toString('latin1', 0, 24);
      if (!/"type":"(new_message|message_sent|error)"/.test(head)) return;
      const frame = JSON.parse(data.toString('utf8')) as {
        type: string;
        tempId?: string;
        message?: { id: string; content: string };
      };
      if (frame.type === 'new_message' && frame.message) {
        const seq = Number(frame.message.content.slice('bench '.length));
        const at = sentAt.get(seq);
        if (at !== undefined) deliveryMs.push(performance.now() - at);
        client.ws.send(JSON.stringify({ type: 'message_delivered', messageId: frame.message.id }));
        if (seq % 3 === 0) {
          client.ws.send(JSON.stringify({ type: 'message_read', messageId: frame.message.id }));
        }
      } else if (frame.type === 'message_sent' && frame.tempId) {
        const at = sentAt.get(Number(frame.tempId.slice(1)));
        if (at !== undefined) ackMs.push(performance.now() - at);
      } else if (frame.type === 'error') {
        errors += 1;
      }
    });
  }
  const rssTimer = setInterval(() => (peakRss = Math.max(peakRss, rssMb(pid))), 200);
  const total = RATE * LOAD_SECONDS;
  const started = performance.now();
  let seq = 0;
  while (seq < total) {
    const due = Math.min(total, Math.floor(((performance.now() - started) / 1000) * RATE));
    for (; seq < due; seq += 1) {
      const sender = clients[seq % clients.length];
      if (!sender) continue;
      const conversationId = members.conversations[sender.index >> 1];
      sentAt.set(seq, performance.now());
      sender.ws.send(
        JSON.stringify({
          type: 'send_message',
          conversationId,
          content: `bench ${seq}`,
          tempId: `t${seq}`,
        }),
      );
    }
    await sleep(2);
  }
  const sendSeconds = (performance.now() - started) / 1000;
  // Stragglers: wait until every message arrived (or 10 s).
  const deadline = performance.now() + 10_000;
  while (deliveryMs.length < total && performance.now() < deadline) await sleep(50);
  clearInterval(rssTimer);
  return {
    total,
    rate: total / sendSeconds,
    delivered: deliveryMs.length,
    errors,
    p50: percentile(deliveryMs, 50),
    p95: percentile(deliveryMs, 95),
    p99: percentile(deliveryMs, 99),
    max: Math.max(...deliveryMs),
    ackP99: percentile(ackMs, 99),
    peakRss,
  };
}

export type MessagingBenchResult = { markdown: string; met: boolean };

export async function benchMessaging({
  url,
  pid,
  dataDir,
  members,
  server = 'production build',
}: {
  url: string;
  pid: number;
  dataDir: string;
  members: MessagingMembers;
  server?: string;
}): Promise<MessagingBenchResult> {
  const count = members.cookies.length;
  // Let the start's deferred work (the reverse geocoder is built 2 s after listening) finish.
  await sleep(5_000);
  const rssBefore = rssMb(pid);
  console.log(`Messaging: opening ${count} authenticated sockets…`);
  const { clients, seconds: connectSeconds } = await connectAll(url, members.cookies);
  await sleep(1000);
  const rssIdle = rssMb(pid);
  console.log(`Messaging: ${count} sockets idle for ${IDLE_SECONDS} s (pings only)…`);
  const push = await idleOnSockets(clients, pid, dataDir);
  console.log(`Messaging: ${RATE} messages/s for ${LOAD_SECONDS} s…`);
  const load = await loadMessages(clients, members, pid);
  for (const client of clients) client.ws.close();
  await sleep(1000);
  console.log(`Messaging: ${count} members polling for ${IDLE_SECONDS} s (no sockets)…`);
  const polling = await idlePolling(url, members, pid, dataDir);

  const cores = (w: Window) => (w.server + w.database) / w.seconds;
  // The spec's clients ask this often; a starved server answers fewer, so the polling design's
  // load is its measured CPU per request times the rate its clients would send.
  const designRate = count * (1000 / THREAD_POLL_MS + 1000 / CONVERSATIONS_POLL_MS);
  const perRequest = (polling.server + polling.database) / Math.max(polling.requests, 1);
  const pollingCores = perRequest * designRate;
  const ratio = pollingCores / Math.max(cores(push), 0.001);
  const row = (name: string, w: Window, extra: string) =>
    `| ${name} | ${(w.requests / w.seconds).toFixed(0)} | ${(w.server / w.seconds).toFixed(3)} | ${(w.database / w.seconds).toFixed(3)} | ${cores(w).toFixed(3)} | ${extra} |`;
  const budgets = [
    {
      line: `new_message reaches the recipient's socket p99 ${fmt(load.p99)} < ${P99_BUDGET_MS} ms at ${load.rate.toFixed(0)} messages/s`,
      met: load.p99 < P99_BUDGET_MS && load.delivered === load.total && load.errors === 0,
    },
    {
      line: `server memory (RSS, whole process) peak ${load.peakRss.toFixed(0)} MB < ${RSS_BUDGET_MB} MB with ${count} sockets (the idle server held ${rssBefore.toFixed(0)} MB before the first socket)`,
      met: load.peakRss < RSS_BUDGET_MB,
    },
    {
      line: `memory the ${count} sockets and the load added (peak − idle server) ${(load.peakRss - rssBefore).toFixed(0)} MB < ${RSS_BUDGET_MB} MB`,
      met: load.peakRss - rssBefore < RSS_BUDGET_MB,
    },
  ];
  const markdown = [
    `Run ${new Date().toISOString()} against the ${server}: ${count} members, each with one authenticated socket on one instance (opened in ${connectSeconds.toFixed(1)} s); load generator on the same machine.`,
    '',
    '| measure | value |',
    '|---|---|',
    `| messages sent (over sockets) | ${load.total} in ${LOAD_SECONDS} s (${load.rate.toFixed(0)}/s), ${load.delivered} arrived, ${load.errors} errors |`,
    `| send_message → new_message at the recipient | p50 ${fmt(load.p50)}, p95 ${fmt(load.p95)}, p99 ${fmt(load.p99)}, max ${fmt(load.max)} |`,
    `| send_message → message_sent at the sender | p99 ${fmt(load.ackP99)} |`,
    `| server RSS | ${rssBefore.toFixed(0)} MB before, ${rssIdle.toFixed(0)} MB with ${count} idle sockets, peak ${load.peakRss.toFixed(0)} MB under load |`,
    '',
    `${count} idle members for ${IDLE_SECONDS} s, CPU in cores (CPU seconds per second):`,
    '',
    '| design | requests or frames/s | server | PostgreSQL | total | notes |',
    '|---|---|---|---|---|---|',
    row(
      'polling (thread 2 s, list 30 s)',
      polling,
      `p99 ${fmt(polling.p99)}, ${polling.failed} failed`,
    ),
    row('push (socket, ping 30 s)', push, 'pings answered with pong'),
    '',
    `Polling costs ${(perRequest * 1000).toFixed(2)} ms of CPU per request; at the ${designRate.toFixed(0)} requests/s the spec's clients send, that is ${pollingCores.toFixed(2)} cores against ${cores(push).toFixed(3)} for push: **polling costs ${ratio.toFixed(0)}× the server load of push** for the same idle members${polling.requests / polling.seconds < designRate * 0.9 ? ` (the server answered only ${(polling.requests / polling.seconds).toFixed(0)} of the ${designRate.toFixed(0)} requests/s asked)` : ''}.`,
    '',
    ...budgets.map((b) => `- ${b.line} — ${b.met ? 'met' : 'MISSED'}`),
  ].join('\n');
  return { markdown, met: budgets.every((b) => b.met) };
}
