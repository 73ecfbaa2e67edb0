import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

// The real server (`src/server/main.ts`) on the embedded PostgreSQL, whose postmaster we kill.
const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'roamly-watchdog-server-'));
const port = await new Promise<number>((resolve) => {
  const server = net.createServer().listen(0, '127.0.0.1', () => {
    const address = server.address();
    server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
  });
});
const base = `http://127.0.0.1:${port}`;
let child: ChildProcess | undefined;
let output = '';

afterAll(async () => {
  if (child && child.exitCode === null) {
    child.kill('SIGTERM');
    await new Promise((resolve) => child?.once('exit', resolve));
  }
  await fs.rm(dataDir, { recursive: true, force: true });
});

const signIn = (account: { email: string; password: string }) =>
  fetch(`${base}/api/auth/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: account.email, password: account.password }),
  });

describe('the server watches its embedded PostgreSQL', () => {
  it(
    'restarts it after a kill -9 and answers again within seconds (503 meanwhile, never 500)',
    { timeout: 180_000 },
    async () => {
      const env: NodeJS.ProcessEnv = {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        SEED_DEMO: 'false',
        LOG_LEVEL: 'warn',
      };
      for (const name of ['DATABASE_URL', 'BASE_URL', 'TEST_LOGIN_KEY', 'REDIS_URL']) {
        delete env[name];
      }
      child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
        cwd: path.resolve(import.meta.dirname, '../..'),
        env,
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
      const deadline = Date.now() + 90_000;
      while (!output.includes('Roamly is running at')) {
        if (Date.now() > deadline || child.exitCode !== null) throw new Error(output);
        await new Promise((resolve) => setTimeout(resolve, 200));
      }

      const account = {
        email: 'watched@example.com',
        password: 'watchdog-survivor',
        firstName: 'Wat',
        lastName: 'Chdog',
      };
      const registered = await fetch(`${base}/api/auth/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(account),
      });
      expect(registered.status).toBe(201);

      const pidFile = path.join(dataDir, 'pg', 'data', 'postmaster.pid');
      const postmaster = Number((await fs.readFile(pidFile, 'utf8')).split('\n')[0]);
      process.kill(postmaster, 'SIGKILL');
      const killedAt = Date.now();

      const statuses = new Set<number>();
      let signedIn = false;
      while (!signedIn && Date.now() - killedAt < 30_000) {
        const response = await signIn(account);
        statuses.add(response.status);
        if (response.status === 503) {
          expect((await response.json()).message).toMatch(/temporarily unavailable/);
        }
        signedIn = response.status === 200 && output.includes('Embedded PostgreSQL restarted');
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      expect(signedIn).toBe(true);
      expect(Date.now() - killedAt).toBeLessThan(30_000);
      expect([...statuses].every((status) => status === 200 || status === 503)).toBe(true);
      expect(output).toContain('exited unexpectedly');
      expect((await fetch(`${base}/api/health`)).status).toBe(200);
    },
  );
});
