// Measures what the landing page downloads: the entry chunk with its static imports, plus the
// lazily loaded landing route with its static imports, JS and CSS, gzipped. Budget: 170 KB
// (docs ARCHITECTURE "Budgets"). Usage: node scripts/web-budget.mjs [--json]  (after vite build)
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const DIST = path.resolve('dist/web');
const BUDGET_BYTES = 170 * 1024;
const manifest = JSON.parse(readFileSync(path.join(DIST, '.vite/manifest.json'), 'utf8'));

const files = new Set();
function collect(key) {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return;
  files.add(chunk.file);
  for (const css of chunk.css ?? []) files.add(css);
  for (const dep of chunk.imports ?? []) collect(dep);
}

collect('index.html');
const landingKey = Object.keys(manifest).find((key) => key.endsWith('routes/landing-route.tsx'));
if (!landingKey) throw new Error('landing route chunk not found in the manifest');
collect(landingKey);

let total = 0;
const rows = [...files]
  .filter((file) => /\.(js|css)$/.test(file))
  .map((file) => {
    const size = gzipSync(readFileSync(path.join(DIST, file)), { level: 9 }).length;
    total += size;
    return { file, kb: +(size / 1024).toFixed(1) };
  })
  .sort((a, b) => b.kb - a.kb);

if (process.argv.includes('--json')) {
  console.log(JSON.stringify({ totalKb: +(total / 1024).toFixed(1), files: rows }));
} else {
  for (const row of rows) console.log(`${String(row.kb).padStart(7)} KB  ${row.file}`);
  console.log(
    `${(total / 1024).toFixed(1).padStart(7)} KB  total (budget ${BUDGET_BYTES / 1024} KB)`,
  );
}
if (total > BUDGET_BYTES) {
  console.error('Landing page is over its JS+CSS budget');
  process.exit(1);
}
