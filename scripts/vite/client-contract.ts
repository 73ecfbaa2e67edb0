import path from 'node:path';
import type { Plugin } from 'vite';

/** What the web client reads of a route declaration: `api()` builds its URL from these alone. */
const CLIENT_ROUTE_KEYS = new Set(['method', 'path']);

type Node = { type: string; start: number; end: number; [key: string]: unknown };
type Edit = { start: number; end: number; text: string };

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';

/** Functions are not run when a module loads: their calls need no annotation. */
const FUNCTION_TYPES = new Set(['ArrowFunctionExpression', 'FunctionExpression']);

/** The property's key name when it is a plain `key: value` (not spread, not computed). */
function keyName(property: Node): string | undefined {
  if (property.type !== 'Property' || property.computed) return undefined;
  const key = property.key as Node & { name?: string; value?: unknown };
  if (key.type === 'Identifier') return key.name;
  return typeof key.value === 'string' ? key.value : undefined;
}

/**
 * `defineRoute({ method, path, tags, summary, query: ZQuery, response: ZAnswer, … })` becomes
 * `defineRoute({ method, path })`; undefined when the declaration is not one it can trim safely
 * (spread or computed properties).
 */
function trimmedRoute(call: Node, code: string): string | undefined {
  const callee = call.callee as Node & { name?: string };
  const [argument] = call.arguments as Node[];
  if (callee.type !== 'Identifier' || callee.name !== 'defineRoute') return undefined;
  if (!argument || argument.type !== 'ObjectExpression') return undefined;
  const properties = argument.properties as Node[];
  const names = properties.map(keyName);
  if (names.some((name) => name === undefined)) return undefined;
  const kept = properties.filter((_property, index) => CLIENT_ROUTE_KEYS.has(names[index]!));
  return `{ ${kept.map((property) => code.slice(property.start, property.end)).join(', ')} }`;
}

/** Trims the route declarations among the calls `node` evaluates (function bodies are not run). */
function collectRouteEdits(node: Node, code: string, edits: Edit[]) {
  if (FUNCTION_TYPES.has(node.type)) return;
  if (node.type === 'CallExpression') {
    const trimmed = trimmedRoute(node, code);
    if (trimmed !== undefined) {
      const argument = (node.arguments as Node[])[0]!;
      edits.push({ start: argument.start, end: argument.end, text: trimmed });
      return;
    }
  }
  for (const value of Object.values(node)) {
    if (Array.isArray(value))
      value.filter(isNode).forEach((child) => collectRouteEdits(child, code, edits));
    else if (isNode(value)) collectRouteEdits(value, code, edits);
  }
}

/** Literals and plain names need no wrapping: they have no effect to drop. */
const INERT_TYPES = new Set([
  'Literal',
  'Identifier',
  'TemplateLiteral',
  'ArrowFunctionExpression',
  'FunctionExpression',
]);

/** Applies non-overlapping edits (insertions and replacements), last first. */
function applyEdits(code: string, edits: Edit[]): string {
  const sorted = [...edits].sort((a, b) => b.start - a.start || b.end - a.end);
  let result = code;
  for (const edit of sorted)
    result = result.slice(0, edit.start) + edit.text + result.slice(edit.end);
  return result;
}

/**
 * The contract's modules as the web client needs them. Each route is declared once with its zod
 * schemas (the server validates with them, OpenAPI is generated from them), but the client only
 * builds URLs from a route's method and path. In the web build the route declarations keep those
 * two fields, and each top-level declaration's value (`z.object(…)`, `ZPost.extend(…)`,
 * `ZBody.shape.email`, `defineRoute(…)`) is computed by a closure called with a pure annotation,
 * so the bundler drops every schema nothing on the client uses:
 * a screen that only reads the API downloads no zod. Schemas the client does use (forms, socket
 * frames) stay, evaluated as before. Top-level statements that are not declarations are untouched.
 */
export function clientContract(root = process.cwd()): Plugin {
  const contractDir = path.resolve(root, 'src/contract') + path.sep;
  return {
    name: 'roamly:client-contract',
    apply: 'build',
    enforce: 'post',
    transform(code, id) {
      const file = id.split('?')[0] ?? id;
      if (!file.startsWith(contractDir) || !/\.[cm]?[jt]sx?$/.test(file)) return null;
      const program = this.parse(code) as unknown as { body: Node[] };
      const edits: Edit[] = [];
      for (const statement of program.body) {
        const declaration =
          statement.type === 'ExportNamedDeclaration'
            ? (statement.declaration as Node | null)
            : statement;
        if (declaration?.type !== 'VariableDeclaration') continue;
        for (const declarator of declaration.declarations as Node[]) {
          const init = declarator.init;
          if (!isNode(init) || INERT_TYPES.has(init.type)) continue;
          collectRouteEdits(init, code, edits);
          // A pure call of a closure around the value: the bundler may drop the whole value
          // (calls and property reads such as `ZBody.shape.email` alike) when nothing uses it.
          edits.push({ start: init.start, end: init.start, text: '/* @__PURE__ */ (() => (' });
          edits.push({ start: init.end, end: init.end, text: '))()' });
        }
      }
      // Nothing in the contract acts when it loads: a module whose exports a chunk does not use is
      // left out of that chunk (a schema module behind a trimmed route stays with its real users).
      return { code: applyEdits(code, edits), map: null, moduleSideEffects: false };
    },
  };
}
