/* global fetch, setTimeout */
// The production build served for a repository script (screenshots, Lighthouse): built first
// unless told not to, on a throwaway data directory seeded with the demo world and on its own
// port, so it never shares a database, port or session with `npm start`, `npm run dev` or e2e.
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import process from 'node:process';

/** The demo traveller's e-mail (src/db/seed/demo-accounts.ts). */
const DEMO_MEMBER_EMAIL = 'demo@roamly.travel';

/** The demo traveller's sign-in: its password is generated into the data directory on first start. */
export function demoMember(dataDir) {
  const { member } = JSON.parse(readFileSync(path.join(dataDir, 'demo-passwords.json'), 'utf8'));
  return { email: DEMO_MEMBER_EMAIL, password: member };
}

/** `npm run build` (web + server); exits the script when it fails. */
export function buildProduction() {
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

async function waitForHealth(server, baseUrl, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error('the server exited before it was ready');
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`no answer from ${baseUrl}/api/health within ${timeoutMs / 1000} s`);
}

/**
 * Starts dist/node/server/main.js on 127.0.0.1:`port` with a fresh `dataDir` (wiped first) and the
 * demo world, and resolves once /api/health answers. `stop()` sends SIGTERM, which lets the server
 * stop its embedded PostgreSQL cleanly, and waits for that (30 s at most).
 */
export async function startProductionServer({ port, dataDir, env = {}, timeoutMs = 120_000 }) {
  const baseUrl = `http://127.0.0.1:${port}`;
  rmSync(dataDir, { recursive: true, force: true });
  const server = spawn('node', ['dist/node/server/main.js'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      ...env,
    },
  });
  const exited = new Promise((resolve) => server.once('exit', resolve));
  const stop = async () => {
    if (server.exitCode === null) server.kill('SIGTERM');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 30_000))]);
  };
  try {
    await waitForHealth(server, baseUrl, timeoutMs);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, stop };
}
