import path from 'node:path';
import { ESLint } from 'eslint';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { isTestOnlyPath } from './test-only-files.mjs';

/** Test-only code (provider fakes, test helpers, fixtures) stays out of the production build. */
const root = process.cwd();
const relativeToSrc = (file: string) =>
  path.relative(path.join(root, 'src'), file).split(path.sep).join('/');

function serverBuildSources(): string[] {
  const file = path.join(root, 'tsconfig.server.json');
  const { config } = ts.readConfigFile(file, ts.sys.readFile);
  return ts.parseJsonConfigFileContent(config, ts.sys, root).fileNames.map(relativeToSrc);
}

describe('test-only code and the production build', { timeout: 60_000 }, () => {
  it('tsconfig.server.json compiles no test-only source', () => {
    const sources = serverBuildSources();
    expect(sources).toContain('server/main.ts');
    expect(sources.filter(isTestOnlyPath)).toEqual([]);
  });

  it('recognises the fakes, helpers and fixtures as test-only, and production code as not', () => {
    for (const file of [
      'server/providers/payments/fake-stripe.ts',
      'server/providers/streaming/webm-fixture.ts',
      'server/modules/tours/tour-test-helpers.ts',
      'server/test/fake-push-service.ts',
      'db/test/start-embedded.ts',
      'server/modules/posts/posts.test.js.map',
      'server/providers/youtube/fake-youtube.d.ts',
    ]) {
      expect(isTestOnlyPath(file), file).toBe(true);
    }
    for (const file of [
      'server/providers/payments/stripe.ts',
      'server/providers/payments/sandbox.js',
      'server/modules/auth/test-login.routes.js',
      'server/main.js',
    ]) {
      expect(isTestOnlyPath(file), file).toBe(false);
    }
  });

  it('the lint refuses production code importing a fake, and lets a test do so', async () => {
    const eslint = new ESLint({ cwd: root });
    const source = "export { startFakeStripe } from '../../providers/payments/fake-stripe.ts';\n";
    const errorsOf = async (filePath: string) => {
      const [result] = await eslint.lintText(source, { filePath });
      return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports');
    };
    expect(await errorsOf('src/server/modules/payments/stripe-probe.ts')).toHaveLength(1);
    expect(await errorsOf('src/server/modules/payments/stripe-probe.test.ts')).toEqual([]);
  });
});
