import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { APP_FRAME, SCREENS } from './screens.mjs';

let dist: string;

function write(file: string, content: string | Buffer) {
  const target = path.join(dist, file);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  fs.writeFileSync(target, content);
}

/**
 * A build of a few bytes per chunk, with the manifest's shape: the entry, a shared vendor chunk,
 * each screen's route, the app frame with app.css and the toaster.
 */
function fakeBuild() {
  const manifest: Record<string, { file: string; css?: string[]; imports?: string[] }> = {
    'index.html': { file: 'assets/index.js', css: ['assets/index.css'], imports: ['_vendor.js'] },
    '_vendor.js': { file: 'assets/vendor.js' },
    [APP_FRAME]: { file: 'assets/app-frame.js', css: ['assets/app.css'] },
    'src/web/app/toasts/toaster.tsx': { file: 'assets/toaster.js', imports: ['_vendor.js'] },
  };
  for (const [name, screen] of Object.entries(SCREENS)) {
    manifest[screen.route] = { file: `assets/${name}.js`, imports: ['_vendor.js'] };
  }
  write('.vite/manifest.json', JSON.stringify(manifest));
  const files = Object.values(manifest).flatMap((chunk) => [chunk.file, ...(chunk.css ?? [])]);
  write('.vite/chunk-modules.json', JSON.stringify(Object.fromEntries(files.map((f) => [f, []]))));
  write('.vite/chunk-packages.json', JSON.stringify(Object.fromEntries(files.map((f) => [f, []]))));
  for (const file of files) write(file, file.endsWith('.css') ? '.card{color:red}' : 'export {};');
}

function runBudget() {
  const result = spawnSync(process.execPath, [path.resolve('scripts/web-budget.mjs'), '--json'], {
    env: { ...process.env, WEB_DIST: dist },
    encoding: 'utf8',
  });
  return { status: result.status, stderr: result.stderr, report: JSON.parse(result.stdout) };
}

beforeEach(() => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'roamly-web-budget-'));
  fakeBuild();
});
afterEach(() => fs.rmSync(dist, { recursive: true, force: true }));

describe('scripts/web-budget.mjs', () => {
  it('passes a build whose screens are all within budget', () => {
    const { status, report } = runBudget();
    expect(status).toBe(0);
    expect(report.screens.map((screen: { name: string }) => screen.name)).toEqual(
      Object.keys(SCREENS),
    );
  });

  it('fails when one screen grows past its budget, and names it', () => {
    // Random bytes do not compress: the home route alone weighs its whole budget plus 1 KB.
    write('assets/home.js', randomBytes((SCREENS.home.budgetKb + 1) * 1024));
    const { status, stderr, report } = runBudget();
    expect(status).toBe(1);
    expect(stderr).toMatch(/The home screen is over its JS\+CSS budget/);
    const over = report.screens.filter((screen: { over: boolean }) => screen.over);
    expect(over.map((screen: { name: string }) => screen.name)).toEqual(['home']);
  });

  it('counts the app frame against every screen but the landing page', () => {
    write('assets/app-frame.js', randomBytes((SCREENS.post.budgetKb + 1) * 1024));
    const { status, report } = runBudget();
    expect(status).toBe(1);
    const over = report.screens.filter((screen: { over: boolean }) => screen.over);
    expect(over.map((screen: { name: string }) => screen.name)).not.toContain('landing');
    expect(over.map((screen: { name: string }) => screen.name)).toContain('post');
  });

  it('fails when a screen downloads zod before its first paint, and names it', () => {
    const packages = JSON.parse(
      fs.readFileSync(path.join(dist, '.vite/chunk-packages.json'), 'utf8'),
    );
    write(
      '.vite/chunk-packages.json',
      JSON.stringify({ ...packages, 'assets/home.js': ['zod', 'clsx'] }),
    );
    const { status, stderr, report } = runBudget();
    expect(status).toBe(1);
    expect(stderr).toMatch(/The home screen downloads zod before its first paint/);
    const heavy = report.screens.filter(
      (screen: { offending: string[] }) => screen.offending.length,
    );
    expect(heavy.map((screen: { name: string }) => screen.name)).toEqual(['home']);
  });

  it('lets zod load with code the first screen does not wait for (the toaster, after load)', () => {
    const packages = JSON.parse(
      fs.readFileSync(path.join(dist, '.vite/chunk-packages.json'), 'utf8'),
    );
    write(
      '.vite/chunk-packages.json',
      JSON.stringify({ ...packages, 'assets/toaster.js': ['zod'] }),
    );
    expect(runBudget().status).toBe(0);
  });
});
