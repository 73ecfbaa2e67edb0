import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BUILD_OUTPUTS, needsBuild } from './build-freshness.mjs';

let root: string;

function write(relative: string, at: number): void {
  const file = path.join(root, relative);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, relative);
  const time = new Date(at);
  fs.utimesSync(file, time, time);
}

/** A directory's own mtime moves when an entry is added: pin the sources' folders. */
function pinSourceFolders(at: number): void {
  const time = new Date(at);
  for (const entry of fs.readdirSync(path.join(root, 'src'), {
    recursive: true,
    withFileTypes: true,
  }))
    if (entry.isDirectory()) fs.utimesSync(path.join(entry.parentPath, entry.name), time, time);
  fs.utimesSync(path.join(root, 'src'), time, time);
}

const sourcesAt = Date.parse('2026-01-01T10:00:00Z');
const later = sourcesAt + 60_000;

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'roamly-build-freshness-'));
  write('src/server/main.ts', sourcesAt);
  write('index.html', sourcesAt);
  pinSourceFolders(sourcesAt);
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

describe('needsBuild (npm start)', () => {
  it('builds when there is no build', () => {
    expect(needsBuild(root)).toBe(true);
  });

  it('does not rebuild after `npm run build` wrote its outputs (no stamp of its own needed)', () => {
    for (const output of BUILD_OUTPUTS) write(output, later);
    expect(fs.existsSync(path.join(root, 'dist', '.build-stamp'))).toBe(false);
    expect(needsBuild(root)).toBe(false);
  });

  it('rebuilds when a source changed after the build', () => {
    for (const output of BUILD_OUTPUTS) write(output, later);
    write('src/web/page.tsx', later + 60_000);
    expect(needsBuild(root)).toBe(true);
  });

  it("rebuilds when one of vite.config.ts's plugins changed (the screens' preloads, say)", () => {
    for (const output of BUILD_OUTPUTS) write(output, later);
    write('scripts/vite/screen-preloads.ts', later + 60_000);
    expect(needsBuild(root)).toBe(true);
  });

  it('rebuilds when only one half was built since (the web build is older than the source)', () => {
    write(BUILD_OUTPUTS[0]!, sourcesAt - 60_000);
    write(BUILD_OUTPUTS[1]!, later);
    expect(needsBuild(root)).toBe(true);
  });

  it('ignores tests, which are not part of the build', () => {
    for (const output of BUILD_OUTPUTS) write(output, later);
    write('src/server/main.test.ts', later + 60_000);
    pinSourceFolders(sourcesAt);
    expect(needsBuild(root)).toBe(false);
  });
});
