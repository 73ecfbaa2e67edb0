import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The layer rules of eslint.config.js (boundaries/dependencies) fire: each case lints a made-up
 * file at a path in one layer importing a real file of another, as `npm run lint` would.
 */
const eslint = new ESLint({ cwd: process.cwd() });

async function layerErrors(filePath: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'boundaries/dependencies')
    .map((message) => message.message);
}

describe('layer rules', { timeout: 60_000 }, () => {
  it('refuse the web app importing the server or the database', async () => {
    const errors = await layerErrors(
      'src/web/features/layer-probe.ts',
      [
        "export { buildApp } from '../../server/app.ts';",
        "export { openDatabase } from '../../db/client.ts';",
        "export { hashPassword } from '../../lib/password-hash.ts';",
      ].join('\n'),
    );
    expect(errors).toHaveLength(3);
    expect(errors[0]).toMatch(/src\/contract and HTTP/);
  });

  it('refuse src/db importing the server', async () => {
    const errors = await layerErrors(
      'src/db/seed/layer-probe.ts',
      "export { loadConfig } from '../../server/config.ts';\n",
    );
    expect(errors).toEqual([
      'src/db sits below the server: move what both need into src/db or src/contract.',
    ]);
  });

  it('refuse a route importing src/db/queries, and let its service do so', async () => {
    const source = "export { toCards } from '../../../db/queries/posts.ts';\n";
    expect(await layerErrors('src/server/modules/posts/layer-probe.routes.ts', source)).toEqual([
      "Routes call the module's service; only services (and below) call src/db/queries.",
    ]);
    expect(await layerErrors('src/server/modules/posts/layer-probe.service.ts', source)).toEqual(
      [],
    );
  });

  it('refuse src/contract importing the server', async () => {
    const errors = await layerErrors(
      'src/contract/layer-probe.ts',
      "export { loadConfig } from '../server/config.ts';\n",
    );
    expect(errors).toHaveLength(1);
  });

  it('let tests reach across layers for their helpers', async () => {
    const errors = await layerErrors(
      'src/db/queries/layer-probe.test.ts',
      "export { createTestDatabase } from '../../server/test/database.ts';\n",
    );
    expect(errors).toEqual([]);
  });
});
