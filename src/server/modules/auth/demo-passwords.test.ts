import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import {
  demoPasswordsPath,
  generateDemoPassword,
  readDemoPasswords,
  resolveDemoPasswords,
} from './demo-passwords.ts';

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '../../../..');
const dirs: string[] = [];
const tempDir = async () => {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'roamly-demo-passwords-'));
  dirs.push(dir);
  return dir;
};
afterAll(async () => {
  await Promise.all(dirs.map((dir) => fs.rm(dir, { recursive: true, force: true })));
});

describe('generateDemoPassword', () => {
  it('is readable, long and different every time', () => {
    const passwords = Array.from({ length: 200 }, generateDemoPassword);
    for (const password of passwords) {
      expect(password).toMatch(/^[a-hjkmnp-z2-9]{4}(-[a-hjkmnp-z2-9]{4}){3}$/);
    }
    expect(new Set(passwords).size).toBe(passwords.length);
  });
});

describe('resolveDemoPasswords', () => {
  it('creates a private file on the first start and returns the same passwords afterwards', async () => {
    const dataDir = path.join(await tempDir(), 'nested', 'data');
    expect(await readDemoPasswords(dataDir)).toBeUndefined();
    const first = await resolveDemoPasswords(dataDir);
    expect(first.created).toBe(true);
    expect(first.file).toBe(demoPasswordsPath(dataDir));
    expect(first.passwords.member).not.toBe(first.passwords.admin);
    expect((await fs.stat(first.file)).mode & 0o777).toBe(0o600);

    const again = await resolveDemoPasswords(dataDir);
    expect(again).toEqual({ ...first, created: false });
    expect(await readDemoPasswords(dataDir)).toEqual(first.passwords);
    // No temporary files are left beside it.
    expect(await fs.readdir(dataDir)).toEqual(['demo-passwords.json']);
  });

  it('gives racing first starts in one process a single set of passwords', async () => {
    const dataDir = await tempDir();
    const results = await Promise.all(
      Array.from({ length: 8 }, () => resolveDemoPasswords(dataDir)),
    );
    expect(results.filter((r) => r.created)).toHaveLength(1);
    expect(new Set(results.map((r) => JSON.stringify(r.passwords))).size).toBe(1);
    expect(await readDemoPasswords(dataDir)).toEqual(results[0]?.passwords);
  });

  it('gives two first starts in separate processes the same passwords', async () => {
    const dataDir = await tempDir();
    const script = `import { resolveDemoPasswords } from './src/server/modules/auth/demo-passwords.ts';
      const r = await resolveDemoPasswords(process.argv[1]);
      console.log(JSON.stringify(r.passwords));`;
    const start = () =>
      run(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script, dataDir], {
        cwd: root,
      });
    const [a, b] = await Promise.all([start(), start()]);
    expect(JSON.parse(a.stdout)).toEqual(JSON.parse(b.stdout));
    expect(await readDemoPasswords(dataDir)).toEqual(JSON.parse(a.stdout));
  });

  it('refuses a damaged file instead of silently making new passwords', async () => {
    const dataDir = await tempDir();
    await fs.writeFile(demoPasswordsPath(dataDir), '{"member": 1');
    await expect(resolveDemoPasswords(dataDir)).rejects.toThrow(/not a valid demo password file/);
  });
});
