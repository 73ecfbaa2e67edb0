// Lighthouse is 185 MB with its dependencies (../shared/DEPENDENCIES.md: keep it out of the
// default install), so `npm run lighthouse` installs its pinned versions on first use into a
// folder of its own under .tmp and loads them from there.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** Exact versions: a lock made with Lighthouse 12.3–13.4 fails here, and 13 wants Node 22. */
export const LIGHTHOUSE_PACKAGES = { lighthouse: '12.2.3', 'chrome-launcher': '1.1.2' };
const TOOLS_DIR = path.resolve('.tmp/tools/lighthouse');

function installedVersion(name) {
  const file = path.join(TOOLS_DIR, 'node_modules', name, 'package.json');
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')).version : null;
}

function ensureInstalled() {
  const missing = Object.entries(LIGHTHOUSE_PACKAGES).filter(
    ([name, version]) => installedVersion(name) !== version,
  );
  if (missing.length === 0) return;
  console.log(`Installing ${missing.map(([n, v]) => `${n}@${v}`).join(', ')} into ${TOOLS_DIR}…`);
  mkdirSync(TOOLS_DIR, { recursive: true });
  execFileSync(
    'npm',
    [
      'install',
      '--prefix',
      TOOLS_DIR,
      '--no-save',
      '--no-audit',
      '--no-fund',
      '--ignore-scripts',
      ...Object.entries(LIGHTHOUSE_PACKAGES).map(([name, version]) => `${name}@${version}`),
    ],
    { stdio: 'inherit' },
  );
}

const load = (file) => import(pathToFileURL(path.join(TOOLS_DIR, 'node_modules', file)).href);

/** Lighthouse's runner, its desktop config and chrome-launcher's `launch`, installed if needed. */
export async function loadLighthouse() {
  ensureInstalled();
  const [lighthouse, desktop, launcher] = await Promise.all([
    load('lighthouse/core/index.js'),
    load('lighthouse/core/config/desktop-config.js'),
    load('chrome-launcher/dist/index.js'),
  ]);
  return {
    lighthouse: lighthouse.default,
    desktopConfig: desktop.default,
    launch: launcher.launch,
  };
}
