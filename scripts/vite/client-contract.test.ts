import fs from 'node:fs';
import path from 'node:path';
import { rolldown } from 'rolldown';
import { parseAst } from 'rolldown/parseAst';
import { afterAll, describe, expect, it } from 'vitest';
import { clientContract } from './client-contract.ts';
import { applyEdits, declarationEdits, importEdits } from './contract-edits.ts';

const parse = (code: string) => parseAst(code) as never;

describe('contract edits for the web build', () => {
  it('keeps only method and path of a route and makes every top-level value droppable', () => {
    const code = [
      'export const ZBody = z.object({ email: z.string() });',
      'export const ZEmail = ZBody.shape.email;',
      'export const LIMIT = 10;',
      "export const signInRoute = defineRoute({ method: 'POST', path: '/api/auth/signin', tags: ['auth'], body: ZBody, response: ZBody });",
    ].join('\n');
    const out = applyEdits(code, declarationEdits(parse(code), code));
    expect(out).toContain(
      "signInRoute = /* @__PURE__ */ (() => (defineRoute({ method: 'POST', path: '/api/auth/signin' })))();",
    );
    expect(out).toContain('ZEmail = /* @__PURE__ */ (() => (ZBody.shape.email))();');
    expect(out).toContain('LIMIT = 10;');
  });

  it('leaves a route it cannot trim safely (a spread) whole', () => {
    const code =
      "export const r = defineRoute({ ...base, method: 'GET', path: '/x', response: ZA });";
    const out = applyEdits(code, declarationEdits(parse(code), code));
    expect(out).toContain("defineRoute({ ...base, method: 'GET', path: '/x', response: ZA })");
  });

  it('sends schema imports from the contract to its ?schemas instance, the rest to the module', () => {
    const contractDir = path.resolve('/repo/src/contract') + path.sep;
    const file = '/repo/src/web/features/auth/forms.ts';
    const code = [
      "import { ZSignInBody as Body, signInRoute } from '../../../contract/auth.ts';",
      "import { ZTheme } from '../../../contract/settings.ts';",
      "import { helper } from '../lib/helper.ts';",
    ].join('\n');
    const out = applyEdits(code, importEdits(parse(code), file, contractDir));
    expect(out).toContain('import { signInRoute } from "../../../contract/auth.ts";\n');
    expect(out).toContain(
      'import { ZSignInBody as Body } from "../../../contract/auth.ts?schemas";',
    );
    expect(out).toContain('import { ZTheme } from "../../../contract/settings.ts?schemas";');
    expect(out).toContain("import { helper } from '../lib/helper.ts';");
  });
});

/** A tiny app in the repository's tree (so `zod` resolves), bundled with the plugin. */
const fixture = path.resolve('.tmp/client-contract-fixture');
afterAll(() => fs.rmSync(fixture, { recursive: true, force: true }));

function write(file: string, text: string) {
  fs.mkdirSync(path.dirname(path.join(fixture, file)), { recursive: true });
  fs.writeFileSync(path.join(fixture, file), text);
}

describe('a bundle built with the plugin', { timeout: 60_000 }, () => {
  it('keeps zod out of a screen that only calls routes, and in the lazy form that uses a schema', async () => {
    write('src/contract/route.ts', 'export function defineRoute(route) { return route; }\n');
    write(
      'src/contract/auth.ts',
      [
        "import { z } from 'zod';",
        "import { defineRoute } from './route.ts';",
        'export const PASSWORD_MIN = 8;',
        'export const ZSignInBody = z.object({ email: z.email(), password: z.string().min(PASSWORD_MIN) });',
        'export const ZSession = z.object({ id: z.uuid() });',
        "export const signInRoute = defineRoute({ method: 'POST', path: '/api/auth/signin', body: ZSignInBody, response: ZSession });",
      ].join('\n'),
    );
    write(
      'src/web/screen.ts',
      [
        "import { PASSWORD_MIN, signInRoute } from '../contract/auth.ts';",
        'export const url = signInRoute.path + PASSWORD_MIN;',
        "export const form = () => import('./form.ts');",
      ].join('\n'),
    );
    write(
      'src/web/form.ts',
      [
        "import { ZSignInBody } from '../contract/auth.ts';",
        'export const check = (value) => ZSignInBody.safeParse(value).success;',
      ].join('\n'),
    );
    const plugin = clientContract(fixture);
    // What Vite does for an id with a query: the same file, a module of its own.
    const queries = {
      name: 'queries',
      resolveId(source: string, importer: string | undefined) {
        const [file, query] = source.split('?');
        if (!query || !importer) return null;
        return `${path.resolve(path.dirname(importer), file!)}?${query}`;
      },
      load(id: string) {
        const [file, query] = id.split('?');
        return query ? { code: fs.readFileSync(file!, 'utf8'), moduleType: 'js' as const } : null;
      },
    };
    const bundle = await rolldown({
      input: path.join(fixture, 'src/web/screen.ts'),
      plugins: [queries, { name: plugin.name, transform: plugin.transform as never }],
    });
    const { output } = await bundle.generate({ format: 'es' });
    await bundle.close();
    const chunks = output.filter((item) => item.type === 'chunk');
    const screen = chunks.find((chunk) => chunk.isEntry)!;
    const rest = chunks
      .filter((chunk) => !chunk.isEntry)
      .map((chunk) => chunk.code)
      .join('\n');
    expect(screen.code).toContain('/api/auth/signin');
    expect(screen.code).not.toMatch(/ZodObject|\$ZodType/);
    expect(screen.code).not.toContain('ZSignInBody');
    expect(rest).toMatch(/ZodObject/);
    expect(rest).toContain('ZSignInBody');
  });
});
