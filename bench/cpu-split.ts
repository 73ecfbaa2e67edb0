import fs from 'node:fs';
import path from 'node:path';
import { feedScenarios } from './feeds.ts';
import { benchDataDir } from './report.ts';
import { prepareSamples } from './samples.ts';
import { runScenario, type Scenario } from './scenario.ts';
import { startBenchServer } from './server.ts';
import { signInDemoMember } from './uploads-run.ts';

/**
 * `npx tsx bench/cpu-split.ts`: where the CPU of each feed scenario goes, per request — the
 * server process, the PostgreSQL backends (all `postgres` processes) and this process (the load
 * generator) — read from /proc before and after each 10 s run at 50 connections. On a machine
 * shared by all three, a page's throughput is the two cores divided by the sum. ONLY=home,explore
 * picks scenarios by name. Only the bench database's own PostgreSQL processes are counted (the
 * postmaster of its data directory and its children). Linux only (reads /proc).
 */
const CLOCK_TICK_MS = 10; // USER_HZ is 100 on Linux

function readTicks(pid: number): number {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(fields[11]) + Number(fields[12]); // utime + stime
  } catch {
    return 0; // the process ended
  }
}

const cpuMs = (pids: number[]) => pids.reduce((ms, pid) => ms + readTicks(pid) * CLOCK_TICK_MS, 0);

/** The bench database's postmaster (other PostgreSQL servers on a shared machine are not counted). */
function postmasterPid(): number | undefined {
  try {
    const file = path.join(dataDir, 'pg', 'data', 'postmaster.pid');
    return Number(fs.readFileSync(file, 'utf8').split('\n')[0]);
  } catch {
    return undefined;
  }
}

function postgresPids(): number[] {
  const postmaster = postmasterPid();
  return fs
    .readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map(Number)
    .filter((pid) => {
      try {
        if (fs.readFileSync(`/proc/${pid}/comm`, 'utf8').trim() !== 'postgres') return false;
        if (postmaster === undefined) return true;
        const parent = /^PPid:\s+(\d+)/m.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
        return pid === postmaster || Number(parent?.[1]) === postmaster;
      } catch {
        return false;
      }
    });
}

const dataDir = benchDataDir();
/** Seconds of warm-up before each measured run (the caches fill then): CPU_SPLIT_WARMUP. */
const warmUpSeconds = Number(process.env.CPU_SPLIT_WARMUP ?? 2);
const samples = await prepareSamples(dataDir);
if (!samples) throw new Error('No generated data: run `npm run bench:data` first.');
// BENCH_SERVER_ENTRY: another build's main.js (e.g. an older commit's), for a before/after.
const server = await startBenchServer(dataDir, process.env.BENCH_SERVER_ENTRY || undefined);
try {
  const cookie = await signInDemoMember(server.url, dataDir);
  const only = process.env.ONLY?.split(',');
  const scenarios: Scenario[] = [
    { name: 'GET /api/health', path: '/api/health' },
    { name: 'GET /api/auth/user', path: '/api/auth/user', headers: { cookie } },
    ...feedScenarios(samples),
  ].filter((s) => !only || only.some((name) => s.name.includes(name)));
  console.log('scenario | req/s | p99 | µs of CPU per request: server, PostgreSQL, load generator');
  for (const scenario of scenarios) {
    await runScenario(server.url, scenario, { connections: 50, durationSeconds: warmUpSeconds });
    // Backends opened during the warm-up are counted; the pool keeps them.
    const backends = postgresPids();
    const before = { server: cpuMs([server.pid]), pg: cpuMs(backends), own: process.cpuUsage() };
    const result = await runScenario(server.url, scenario, {
      connections: 50,
      durationSeconds: 10,
    });
    const own = process.cpuUsage(before.own);
    const requests = result.requestsPerSecond * 10;
    const perRequest = (ms: number) => Math.round((ms / requests) * 1000);
    console.log(
      `${scenario.name} | ${result.requestsPerSecond} | ${result.p99.toFixed(1)} ms | ${perRequest(cpuMs([server.pid]) - before.server)}, ${perRequest(cpuMs(backends) - before.pg)}, ${perRequest((own.user + own.system) / 1000)}`,
    );
  }
} finally {
  await server.stop();
}
