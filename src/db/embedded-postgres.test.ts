import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const children: ChildProcess[] = [];
const dirs: string[] = [];

type Started = { child: ChildProcess; output: () => string; done: Promise<number | null> };

function start(dataDir: string): Started {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'src/db/test/start-embedded.ts', dataDir],
    { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  children.push(child);
  let text = '';
  child.stdout?.on('data', (chunk: Buffer) => (text += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (text += chunk.toString()));
  const done = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, output: () => text, done };
}

async function until(check: () => boolean | Promise<boolean>, timeoutMs: number, what: string) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`timed out waiting for ${what}`);
}

const postgresUrl = async (dataDir: string, port: number) => {
  const password = (await fs.readFile(path.join(dataDir, 'pg', 'password'), 'utf8')).trim();
  return `postgres://postgres:${password}@127.0.0.1:${port}/postgres`;
};

afterAll(async () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  await Promise.all(
    children.map((child) =>
      child.exitCode !== null ? null : new Promise((resolve) => child.once('exit', resolve)),
    ),
  );
  for (const dir of dirs) await fs.rm(dir, { recursive: true, force: true });
});

describe('embedded PostgreSQL', () => {
  it('two first starts on one empty DATA_DIR do not race', { timeout: 150_000 }, async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'roamly-race-'));
    dirs.push(dataDir);
    const [a, b] = [start(dataDir), start(dataDir)];
    const isReady = (s: Started) => /ready \d+/.test(s.output());
    await until(() => isReady(a) || isReady(b), 120_000, 'one start to finish');
    const [winner, loser] = isReady(a) ? [a, b] : [b, a];
    expect(await loser.done).toBe(3);
    expect(loser.output()).toContain('Another Roamly server');
    // The cluster the winner made is whole and usable.
    const port = Number(/ready (\d+)/.exec(winner.output())?.[1]);
    const client = new pg.Client({ connectionString: await postgresUrl(dataDir, port) });
    await client.connect();
    expect((await client.query('SELECT 1 AS one')).rows[0].one).toBe(1);
    await client.end();
    winner.child.kill('SIGTERM');
    expect(await winner.done).toBe(0);
  });

  it(
    'restarts PostgreSQL when it dies, keeping every committed row',
    { timeout: 150_000 },
    async () => {
      const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'roamly-watchdog-'));
      dirs.push(dataDir);
      const server = start(dataDir);
      await until(() => /ready \d+/.test(server.output()), 120_000, 'the start');
      const port = Number(/ready (\d+)/.exec(server.output())?.[1]);
      const pool = new pg.Pool({ connectionString: await postgresUrl(dataDir, port), max: 2 });
      pool.on('error', () => {});
      await pool.query('CREATE TABLE kept (note text)');
      await pool.query("INSERT INTO kept VALUES ('committed before the crash')");

      const pidFile = path.join(dataDir, 'pg', 'data', 'postmaster.pid');
      const postmaster = Number((await fs.readFile(pidFile, 'utf8')).split('\n')[0]);
      process.kill(postmaster, 'SIGKILL');
      const killedAt = Date.now();

      // A backend can outlive its postmaster for a moment, so wait for the restart itself.
      await until(
        () => server.output().includes('Embedded PostgreSQL restarted'),
        30_000,
        'PostgreSQL to be restarted',
      );
      expect(Date.now() - killedAt).toBeLessThan(30_000);
      expect(server.output()).toContain('exited unexpectedly');
      const restarted = Number((await fs.readFile(pidFile, 'utf8')).split('\n')[0]);
      expect(restarted).not.toBe(postmaster);
      // The pool drops its dead connections by itself and reads the row through new ones.
      await until(
        () =>
          pool
            .query('SELECT note FROM kept')
            .then((result) => result.rows[0]?.note === 'committed before the crash')
            .catch(() => false),
        10_000,
        'the committed row',
      );
      await pool.end();
      server.child.kill('SIGTERM');
      expect(await server.done).toBe(0);
    },
  );
});
