// Runs the Playwright suite against the built product with the system Chromium:
//   1. find Chromium (CHROMIUM_PATH, else /usr/bin/chromium; installs Debian's package as root),
//   2. build (vite + server) and check the landing page's size budget, 3. wipe the e2e data directory, 4. npx playwright test [args].
import { spawnSync } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import process from 'node:process';

const DEFAULT_CHROMIUM = '/usr/bin/chromium';
// E2E_DATA_DIR moves it (and E2E_PORT the server) for a second run beside another checkout's.
const DATA_DIR = path.resolve(process.env.E2E_DATA_DIR ?? '.tmp/e2e-data');

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', ...options });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

function findChromium() {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) {
    if (existsSync(fromEnv)) return fromEnv;
    console.error(`CHROMIUM_PATH points to ${fromEnv}, which does not exist.`);
    process.exit(1);
  }
  if (existsSync(DEFAULT_CHROMIUM)) return DEFAULT_CHROMIUM;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const hasApt = existsSync('/usr/bin/apt-get');
  if (isRoot && hasApt) {
    console.log("Chromium not found: installing Debian's chromium package…");
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    if (
      run('apt-get', ['update'], { env }) === 0 &&
      run('apt-get', ['install', '-y', 'chromium'], { env }) === 0
    ) {
      if (existsSync(DEFAULT_CHROMIUM)) return DEFAULT_CHROMIUM;
    }
  }
  console.error("Chromium not found: install Debian's chromium package or set CHROMIUM_PATH");
  process.exit(1);
}

const chromium = findChromium();
console.log(`Using Chromium at ${chromium}`);

if (!process.env.E2E_SKIP_BUILD) {
  const status = run('npm', ['run', 'build']);
  if (status !== 0) process.exit(status);
}
// The landing page's JS+CSS budget (170 KB gzipped) is checked on every run.
const budget = run('node', ['scripts/web-budget.mjs']);
if (budget !== 0) process.exit(budget);

rmSync(DATA_DIR, { recursive: true, force: true });
rmSync(path.resolve('.tmp/e2e-auth'), { recursive: true, force: true });

const status = run('npx', ['playwright', 'test', ...process.argv.slice(2)], {
  env: { ...process.env, CHROMIUM_PATH: chromium, E2E_DATA_DIR: DATA_DIR },
});
process.exit(status);
