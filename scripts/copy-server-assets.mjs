// Copies the non-TypeScript files the server reads at run time next to the compiled output.
import { cpSync } from 'node:fs';

const assets = ['db/migrations', 'server/modules/auth/common-passwords.txt'];
for (const asset of assets) {
  cpSync(`src/${asset}`, `dist/node/${asset}`, { recursive: true });
}
