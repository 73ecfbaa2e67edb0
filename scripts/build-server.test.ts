import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import ts from 'typescript';
import { afterAll, describe, expect, it } from 'vitest';
import { buildServer, rewriteRelativeSpecifier, serverSources } from './build-server.mjs';

const root = process.cwd();

describe('the server build (esbuild, no type check)', { timeout: 60_000 }, () => {
  it('compiles exactly the files TypeScript reads from tsconfig.server.json', () => {
    const { config } = ts.readConfigFile(path.join(root, 'tsconfig.server.json'), ts.sys.readFile);
    const parsed = ts.parseJsonConfigFileContent(config, ts.sys, root);
    const expected = parsed.fileNames
      .filter((file) => !file.endsWith('.d.ts'))
      .map((file) => path.resolve(file))
      .sort();
    const { files, rootDir, outDir } = serverSources(root);
    expect(files).toEqual(expected);
    expect(files).toContain(path.join(root, 'src/server/main.ts'));
    expect(files).not.toContain(path.join(root, 'src/server/seed-cli.ts'));
    expect(rootDir).toBe(path.resolve(parsed.options.rootDir!));
    expect(outDir).toBe(path.resolve(parsed.options.outDir!));
  });

  it("rewrites relative .ts specifiers to .js as tsc's rewriteRelativeImportExtensions does", () => {
    expect(rewriteRelativeSpecifier('./db/client.ts')).toBe('./db/client.js');
    expect(rewriteRelativeSpecifier('../web/page.tsx')).toBe('../web/page.js');
    expect(rewriteRelativeSpecifier('./worker.mts')).toBe('./worker.mjs');
    expect(rewriteRelativeSpecifier('./types.d.ts')).toBe('./types.d.ts');
    expect(rewriteRelativeSpecifier('drizzle-orm/node-postgres')).toBe('drizzle-orm/node-postgres');
    expect(rewriteRelativeSpecifier('node:path')).toBe('node:path');
    expect(rewriteRelativeSpecifier('./data.json')).toBe('./data.json');
  });

  describe('on a small project', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'roamly-build-server-'));
    afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
    const write = (relative: string, text: string) => {
      fs.mkdirSync(path.dirname(path.join(dir, relative)), { recursive: true });
      fs.writeFileSync(path.join(dir, relative), text);
    };

    it('emits one runnable module per source, importing its neighbours instead of inlining them', async () => {
      write(
        'src/lib/greeting.ts',
        'export const greeting = (name: string): string => `hi ${name}`;\n',
      );
      write('src/lib/shape.ts', 'export type Shape = { name: string };\n');
      write(
        'src/server/main.ts',
        [
          "import path from 'node:path';",
          "import { fileURLToPath } from 'node:url';",
          "import { greeting } from '../lib/greeting.ts';",
          "import type { Shape } from '../lib/shape.ts';",
          'const shape: Shape = { name: "Ada" };',
          'export const message = greeting(shape.name);',
          'export const folder = path.dirname(fileURLToPath(import.meta.url));',
          'export class Counter { count = 1; }',
        ].join('\n'),
      );
      const files = ['src/lib/greeting.ts', 'src/lib/shape.ts', 'src/server/main.ts'].map((file) =>
        path.join(dir, file),
      );
      const outDir = path.join(dir, 'dist/node');
      await buildServer({ files, rootDir: path.join(dir, 'src'), outDir });

      const main = fs.readFileSync(path.join(outDir, 'server/main.js'), 'utf8');
      expect(main).toContain('from "../lib/greeting.js"');
      expect(main).not.toContain('hi ${name}');
      expect(main).not.toContain('shape.ts');
      expect(fs.existsSync(path.join(outDir, 'server/main.js.map'))).toBe(true);
      expect(fs.existsSync(path.join(outDir, 'lib/greeting.js'))).toBe(true);

      // dist/node is ESM through the project's "type": "module"; the temporary folder needs its own.
      fs.writeFileSync(path.join(dir, 'package.json'), '{ "type": "module" }\n');
      const built = await import(pathToFileURL(path.join(outDir, 'server/main.js')).href);
      expect(built.message).toBe('hi Ada');
      expect(built.folder).toBe(path.join(outDir, 'server'));
      expect(new built.Counter().count).toBe(1);
    });
  });
});
