// `npm start`: builds the production bundle when it is missing or older than the sources, then
// runs the server in this same process (so SIGINT/SIGTERM reach it directly).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { needsBuild } from './build-freshness.mjs';

const root = path.resolve(import.meta.dirname, '..');

if (needsBuild(root)) {
  console.log('Building Roamly (first start or sources changed)…');
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

process.env.NODE_ENV ??= 'production';
await import(path.join(root, 'dist', 'node', 'server', 'main.js'));
