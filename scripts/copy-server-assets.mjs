// Copies the non-TypeScript files the server reads at run time next to the compiled output, and
// drops test-only output an older build may have left (tsconfig.server.json excludes the sources:
// provider fakes, test helpers and fixtures never belong in a production build).
import { cpSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { isTestOnlyPath } from './test-only-files.mjs';

const OUT = 'dist/node';

const assets = ['db/migrations', 'server/modules/auth/common-passwords.txt'];
for (const asset of assets) {
  cpSync(`src/${asset}`, `${OUT}/${asset}`, { recursive: true });
}

rmSync(`${OUT}/server/test`, { recursive: true, force: true });
rmSync(`${OUT}/db/test`, { recursive: true, force: true });
for (const entry of readdirSync(OUT, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile()) continue;
  const file = path.join(entry.parentPath, entry.name);
  if (isTestOnlyPath(path.relative(OUT, file).split(path.sep).join('/'))) rmSync(file);
}
