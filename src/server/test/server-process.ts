import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';
import { freePort } from '../../db/embedded-postgres.ts';

export type ServerProcess = { child: ChildProcess; output: () => string };

/** Resolves with the exit code once the process has ended (at once if it already has). */
export const exited = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve(child.exitCode);
    child.once('exit', (code) => resolve(code));
  });

/**
 * The real server process (`src/server/main.ts`, what `npm start` runs) on its own embedded
 * PostgreSQL in a temporary DATA_DIR, for tests of crashes, restarts and shutdown. Every process
 * started is stopped, and the DATA_DIR removed, after the file's tests.
 */
export async function realServer(label: string) {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), `roamly-${label}-`));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const children: ChildProcess[] = [];

  afterAll(async () => {
    for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
    await Promise.all(children.map(exited));
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  /** `extraEnv` adds settings of this run (an SMTP server, …). */
  function start(extraEnv: NodeJS.ProcessEnv = {}): ServerProcess {
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
    };
    // BASE_URL is set to '/' by Vitest for Vite; the others would point away from the embedded one.
    for (const name of ['DATABASE_URL', 'BASE_URL', 'TEST_LOGIN_KEY', 'REDIS_URL']) {
      delete env[name];
    }
    Object.assign(env, extraEnv);
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
      cwd: path.resolve(import.meta.dirname, '../../..'),
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let text = '';
    child.stdout?.on('data', (chunk: Buffer) => (text += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (text += chunk.toString()));
    children.push(child);
    return { child, output: () => text };
  }

  /** Waits (bounded) until the process answers /api/health; fails with its output otherwise. */
  async function waitForHealth(server: ServerProcess): Promise<void> {
    const deadline = Date.now() + 90_000;
    while (Date.now() < deadline && server.child.exitCode === null) {
      const ok = await fetch(`${base}/api/health`)
        .then((r) => r.ok)
        .catch(() => false);
      if (ok) return;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error(
      `server did not become healthy (exit ${server.child.exitCode}):\n${server.output()}`,
    );
  }

  /** POSTs JSON to the server. */
  const post = (pathname: string, body: unknown) =>
    fetch(`${base}${pathname}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  return { dataDir, base, start, waitForHealth, post };
}
