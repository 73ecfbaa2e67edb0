import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

export type BenchServer = { url: string; pid: number; stop(): Promise<void> };

const root = path.resolve(import.meta.dirname, '..');

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/**
 * The production build on its own DATA_DIR (kept between runs so the demo world is seeded once),
 * behind TRUST_PROXY so each simulated client can carry its own X-Forwarded-For.
 */
export async function startBenchServer(
  dataDir: string,
  entry = path.join(root, 'dist', 'node', 'server', 'main.js'),
): Promise<BenchServer> {
  if (!fs.existsSync(entry)) throw new Error('No production build: run `npm run build` first.');
  // BENCH_PORT pins the port (a shared machine where each engineer has their own).
  const port = process.env.BENCH_PORT ? Number(process.env.BENCH_PORT) : await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SEED_DEMO: 'true',
    TRUST_PROXY: '1',
    LOG_LEVEL: 'warn',
  };
  delete env.REDIS_URL;
  // BENCH_NODE_ARGS, e.g. '--cpu-prof --cpu-prof-dir=.tmp/prof', to look inside a slow scenario.
  const nodeArgs = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child: ChildProcess = spawn(process.execPath, [...nodeArgs, entry], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  while (
    !(await fetch(`${url}/api/health`)
      .then((r) => r.ok)
      .catch(() => false))
  ) {
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`bench server did not start:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    url,
    pid: child.pid ?? 0,
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
