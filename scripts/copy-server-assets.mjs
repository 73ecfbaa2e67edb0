// Copies the non-TypeScript files the server reads at run time next to the compiled output, and
// drops test-only output an older build may have left (tsconfig.server.json excludes the sources:
// src/server/test and *.test.ts never belong in a production build).
import { cpSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';

const OUT = 'dist/node';

const assets = ['db/migrations', 'server/modules/auth/common-passwords.txt'];
for (const asset of assets) {
  cpSync(`src/${asset}`, `${OUT}/${asset}`, { recursive: true });
}

rmSync(`${OUT}/server/test`, { recursive: true, force: true });
for (const entry of readdirSync(OUT, { recursive: true, withFileTypes: true })) {
  if (entry.isFile() && /\.test\.(js|js\.map|d\.ts)$/.test(entry.name)) {
    rmSync(path.join(entry.parentPath, entry.name));
  }
}
