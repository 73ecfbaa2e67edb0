// `npm start`: builds the production bundle when it is missing or older than the sources, then
// runs the server in this same process (so SIGINT/SIGTERM reach it directly).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const stamp = path.join(root, 'dist', '.build-stamp');
const inputs = [
  'src',
  'index.html',
  'public',
  'vite.config.ts',
  'package.json',
  'tsconfig.base.json',
];

function newestMtime(target) {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target)) {
    if (!entry.endsWith('.test.ts'))
      newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

const builtAt = fs.existsSync(stamp) ? fs.statSync(stamp).mtimeMs : 0;
const sourcesAt = Math.max(...inputs.map((input) => newestMtime(path.join(root, input))));
if (builtAt < sourcesAt) {
  console.log('Building Roamly (first start or sources changed)…');
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
  fs.writeFileSync(stamp, new Date().toISOString());
}

process.env.NODE_ENV ??= 'production';
await import(path.join(root, 'dist', 'node', 'server', 'main.js'));
