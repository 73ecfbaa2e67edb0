import path from 'node:path';
import type { Plugin } from 'vite';
import { applyEdits, declarationEdits, importEdits, type Node } from './contract-edits.ts';

/**
 * The contract's modules as the web client needs them, so a screen that only reads the API
 * downloads no zod. Each route is declared once with its zod schemas (the server validates with
 * them, OpenAPI is generated from them), but the client only builds URLs from a route's method
 * and path. In the web build:
 * - route declarations keep those two fields, and every top-level value of a contract module is
 *   marked droppable, so the schemas nothing on the client uses go;
 * - schemas the client does use (forms, socket frames) are imported from a second instance of
 *   their module (`auth.ts?schemas`), which only the code using them reaches: module by module,
 *   rolldown puts a module in the chunk of its importers, so a schema sharing a module with a
 *   route the shell needs would otherwise drag zod into the first screen;
 * - contract modules declare no side effects, so an instance none of whose exports a chunk uses
 *   stays out of it.
 * The contract is data (schemas, routes, constants) compared by value, so two instances of a
 * module behave as one. Sources, tests and the server see the contract unchanged.
 */
export function clientContract(root = process.cwd()): Plugin {
  const sourceDir = path.resolve(root, 'src') + path.sep;
  const contractDir = path.resolve(root, 'src/contract') + path.sep;
  return {
    name: 'roamly:client-contract',
    apply: 'build',
    enforce: 'post',
    transform(code, id) {
      const file = id.split('?')[0] ?? id;
      if (!file.startsWith(sourceDir) || !/\.[cm]?[jt]sx?$/.test(file)) return null;
      const inContract = file.startsWith(contractDir);
      if (!inContract && !code.includes('/contract/')) return null;
      const program = this.parse(code) as unknown as { body: Node[] };
      const edits = importEdits(program, file, contractDir);
      if (inContract) edits.push(...declarationEdits(program, code));
      if (!inContract && edits.length === 0) return null;
      const result = { code: applyEdits(code, edits), map: null };
      return inContract ? { ...result, moduleSideEffects: false } : result;
    },
  };
}
