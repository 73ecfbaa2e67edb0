import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

// The real process (`src/server/main.ts`) on the embedded PostgreSQL: what `npm start` runs.
const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'roamly-restart-'));
const port = await new Promise<number>((resolve) => {
  const server = net.createServer().listen(0, '127.0.0.1', () => {
    const address = server.address();
    server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
  });
});
const base = `http://127.0.0.1:${port}`;
const children: ChildProcess[] = [];

function startServer(): { child: ChildProcess; output: () => string } {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
  };
  delete env.DATABASE_URL;
  delete env.BASE_URL; // Vitest sets it to '/' for Vite; it is not ours here.
  delete env.TEST_LOGIN_KEY;
  delete env.REDIS_URL;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: path.resolve(import.meta.dirname, '../..'),
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  child.stdout?.on('data', (chunk: Buffer) => (text += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (text += chunk.toString()));
  children.push(child);
  return { child, output: () => text };
}

async function waitForHealth(output: () => string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline && children.at(-1)?.exitCode === null) {
    const ok = await fetch(`${base}/api/health`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(
    `server did not become healthy (exit ${children.at(-1)?.exitCode}):\n${output()}`,
  );
}

const exited = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve(child.exitCode);
    child.once('exit', (code) => resolve(code));
  });

afterAll(async () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  await Promise.all(children.map(exited));
  await fs.rm(dataDir, { recursive: true, force: true });
});

describe('npm start on the embedded database', () => {
  it(
    'keeps every committed row across a kill -9 and shuts down cleanly on SIGTERM',
    { timeout: 180_000 },
    async () => {
      const first = startServer();
      await waitForHealth(first.output);
      expect(first.output()).toContain(`Roamly is running at`);
      const keyLine = first.output().match(/key: (\S+)/);
      expect(keyLine?.[1]).toBeTruthy();

      const account = {
        email: 'survivor@example.com',
        password: 'kill-nine-survivor',
        firstName: 'Sam',
        lastName: 'Vivor',
      };
      const registered = await fetch(`${base}/api/auth/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(account),
      });
      expect(registered.status).toBe(201);

      first.child.kill('SIGKILL');
      await exited(first.child);

      const second = startServer();
      await waitForHealth(second.output);
      const signedIn = await fetch(`${base}/api/auth/signin`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: account.email, password: account.password }),
      });
      expect(signedIn.status).toBe(200);
      expect(second.output()).toContain(`key: ${keyLine?.[1]}`);

      second.child.kill('SIGTERM');
      expect(await exited(second.child)).toBe(0);
      const pidFile = await fs
        .readFile(path.join(dataDir, 'pg', 'data', 'postmaster.pid'), 'utf8')
        .catch(() => null);
      expect(pidFile).toBeNull();
    },
  );
});
