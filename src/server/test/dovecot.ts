import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const DOVECOT = ['/usr/sbin/dovecot', '/usr/local/sbin/dovecot'].find((file) => existsSync(file));

/** Why the IMAP tests cannot run here, or undefined when they can. */
export const DOVECOT_MISSING = DOVECOT
  ? undefined
  : 'Dovecot is not installed (apt-get install -y dovecot-imapd): the IMAP sync tests need it';

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function waitForPort(port: number, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    if (Date.now() > deadline) throw new Error(`Dovecot did not listen on ${port}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function idOf(flag: '-u' | '-g', name?: string): number {
  const result = spawnSync('id', name ? [flag, name] : [flag], { encoding: 'utf8' });
  return Number(result.stdout.trim());
}

export type PrivateDovecot = {
  port: number;
  user: string;
  password: string;
  stop(): Promise<void>;
};

/**
 * A private Dovecot IMAP server for one test file: its own config, run and mail directories under
 * a temporary folder, a passwd file with one account, plain authentication on 127.0.0.1 and a
 * free high port. Run as root it drops to the `dovecot` user; otherwise it runs as the caller.
 */
export async function startPrivateDovecot(): Promise<PrivateDovecot> {
  if (!DOVECOT) throw new Error(DOVECOT_MISSING);
  const root = await fs.mkdtemp(path.join(os.tmpdir(), 'roamly-dovecot-'));
  const port = await freePort();
  const user = 'operator';
  const password = 'inbox-test-pass';
  const asRoot = process.getuid?.() === 0;
  const runUser = asRoot ? 'dovecot' : (os.userInfo().username ?? 'nobody');
  const uid = asRoot ? idOf('-u', 'dovecot') : idOf('-u');
  const gid = asRoot ? idOf('-g', 'dovecot') : idOf('-g');
  for (const dir of ['run', 'state', 'mail', 'home']) {
    await fs.mkdir(path.join(root, dir), { recursive: true });
  }
  if (asRoot) {
    // The mail processes run as `dovecot`: it owns the mail folders.
    await fs.chown(path.join(root, 'mail'), uid, gid);
    await fs.chown(path.join(root, 'home'), uid, gid);
    await fs.chmod(root, 0o755);
  }
  await fs.writeFile(path.join(root, 'passwd'), `${user}:{PLAIN}${password}::::::\n`);
  const config = `
base_dir = ${root}/run
state_dir = ${root}/state
log_path = ${root}/dovecot.log
protocols = imap
listen = 127.0.0.1
ssl = no
disable_plaintext_auth = no
auth_mechanisms = plain login
mail_location = maildir:${root}/mail/%u
first_valid_uid = ${Math.min(uid, 1)}
default_internal_user = ${runUser}
default_login_user = ${runUser}
passdb {
  driver = passwd-file
  args = ${root}/passwd
}
userdb {
  driver = static
  args = uid=${uid} gid=${gid} home=${root}/home/%u
}
service imap-login {
  chroot =
  inet_listener imap {
    address = 127.0.0.1
    port = ${port}
  }
  inet_listener imaps {
    port = 0
  }
}
service anvil {
  chroot =
}
service stats {
  unix_listener stats-reader {
    mode = 0666
  }
  unix_listener stats-writer {
    mode = 0666
  }
}
`;
  const configFile = path.join(root, 'dovecot.conf');
  await fs.writeFile(configFile, config);
  const child = spawn(DOVECOT, ['-F', '-c', configFile], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  try {
    await Promise.race([
      waitForPort(port, 15_000),
      exited.then(() => {
        throw new Error(`Dovecot exited: ${output}`);
      }),
    ]);
  } catch (error) {
    child.kill('SIGKILL');
    const log = await fs.readFile(path.join(root, 'dovecot.log'), 'utf8').catch(() => '');
    throw new Error(`${error instanceof Error ? error.message : String(error)}\n${log}`);
  }
  return {
    port,
    user,
    password,
    async stop() {
      child.kill('SIGTERM');
      await exited;
      await fs.rm(root, { recursive: true, force: true });
    },
  };
}
