import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

/** The bench's own DATA_DIR, shared by `npm run bench:data` and `npm run bench`. */
export function benchDataDir(): string {
  return path.resolve(process.env.BENCH_DATA_DIR ?? path.join(root, '.tmp', 'bench-data'));
}

/**
 * Rewrites the generated block `<!-- name:start -->…<!-- name:end -->` of docs/performance.md
 * (appended when missing); the hand-written text around it stays.
 */
export function writeDocsBlock(name: string, markdown: string): void {
  const file = path.join(root, 'docs', 'performance.md');
  const current = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '# Performance\n';
  const start = `<!-- ${name}:start -->`;
  const end = `<!-- ${name}:end -->`;
  const block = `${start}\n${markdown}\n${end}`;
  const next = current.includes(start)
    ? current.replace(new RegExp(`${start}[\\s\\S]*${end}`), () => block)
    : `${current.trimEnd()}\n\n${block}\n`;
  fs.writeFileSync(file, next);
}
