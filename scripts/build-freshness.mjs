// Whether the production build is older than its sources. The build's own outputs are the
// record of when it ran, so `npm run build`, `npm start`'s build and `build:web` + `build:server`
// all count alike (a stamp only `npm start` wrote made it rebuild after every `npm run build`).
import fs from 'node:fs';
import path from 'node:path';

/** What the build reads, relative to the project root (directories are walked). */
export const BUILD_INPUTS = [
  'src',
  'index.html',
  'public',
  'vite.config.ts',
  // vite.config.ts's plugins and chunk groups, and the screens they list.
  'scripts/vite',
  'scripts/screens.mjs',
  'package.json',
  'tsconfig.base.json',
  'tsconfig.server.json',
];

/** One file each build step rewrites: the page Vite writes and the server's entry tsc emits. */
export const BUILD_OUTPUTS = ['dist/web/index.html', 'dist/node/server/main.js'];

function newestMtime(target) {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target)) {
    // Tests are not part of the build, so editing one does not make it stale.
    if (!entry.endsWith('.test.ts') && !entry.endsWith('.test.tsx'))
      newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

/** True when an output is missing or any input changed after the oldest output was written. */
export function needsBuild(root) {
  const outputs = BUILD_OUTPUTS.map((output) => path.join(root, output));
  if (outputs.some((output) => !fs.existsSync(output))) return true;
  const builtAt = Math.min(...outputs.map((output) => fs.statSync(output).mtimeMs));
  const sourcesAt = Math.max(...BUILD_INPUTS.map((input) => newestMtime(path.join(root, input))));
  return builtAt < sourcesAt;
}
