import path from 'node:path';

// The source edits behind scripts/vite/client-contract.ts, on the ESTree the bundler parses.

export type Node = { type: string; start: number; end: number; [key: string]: unknown };
export type Edit = { start: number; end: number; text: string };

/** What the web client reads of a route declaration: `api()` builds its URL from these alone. */
const CLIENT_ROUTE_KEYS = new Set(['method', 'path']);
/** Functions are not run when a module loads: their calls need no trimming. */
const FUNCTION_TYPES = new Set(['ArrowFunctionExpression', 'FunctionExpression']);
/** Literals, plain names and functions have no effect to drop: no wrapping. */
const INERT_TYPES = new Set([
  'Literal',
  'Identifier',
  'TemplateLiteral',
  'ArrowFunctionExpression',
  'FunctionExpression',
]);
/** The contract's naming rule for schemas (and the functions that make them): ZPost, ZText(). */
const SCHEMA_NAME = /^Z[A-Z]/;
/** The query of the second instance of a contract module, the one its schemas are taken from. */
export const SCHEMAS_QUERY = '?schemas';

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';

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
    if (Array.isArray(value)) {
      value.filter(isNode).forEach((child) => collectRouteEdits(child, code, edits));
    } else if (isNode(value)) collectRouteEdits(value, code, edits);
  }
}

/**
 * A contract module's top-level declarations: routes trimmed, and each value computed by a
 * closure called with a pure annotation, so the bundler may drop the whole value (calls and
 * property reads such as `ZBody.shape.email` alike) when nothing uses it.
 */
export function declarationEdits(program: { body: Node[] }, code: string): Edit[] {
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
      edits.push({ start: init.start, end: init.start, text: '/* @__PURE__ */ (() => (' });
      edits.push({ start: init.end, end: init.end, text: '))()' });
    }
  }
  return edits;
}

/**
 * Imports of schemas from a contract module go to its `?schemas` instance, the rest to the module
 * itself: `import { ZSignInBody, signInRoute } from './auth.ts'` becomes two imports. Each
 * instance keeps only what its importers use, so a screen that imports routes and constants from
 * a module never holds that module's schemas, which live with the (lazy) code that uses them.
 */
export function importEdits(program: { body: Node[] }, file: string, contractDir: string): Edit[] {
  const edits: Edit[] = [];
  for (const statement of program.body) {
    if (statement.type !== 'ImportDeclaration') continue;
    const source = (statement.source as Node & { value: string }).value;
    if (!source.startsWith('.') || source.includes('?')) continue;
    if (!path.resolve(path.dirname(file), source).startsWith(contractDir)) continue;
    const specifiers = statement.specifiers as (Node & {
      imported?: Node & { name?: string; value?: string };
      local: Node & { name: string };
    })[];
    if (specifiers.some((specifier) => specifier.type !== 'ImportSpecifier')) continue;
    const text = (list: typeof specifiers) =>
      list
        .map((specifier) => {
          const imported = specifier.imported?.name ?? specifier.imported?.value ?? '';
          return imported === specifier.local.name
            ? imported
            : `${imported} as ${specifier.local.name}`;
        })
        .join(', ');
    const isSchema = (specifier: (typeof specifiers)[number]) =>
      SCHEMA_NAME.test(specifier.imported?.name ?? specifier.imported?.value ?? '');
    const schemas = specifiers.filter(isSchema);
    if (schemas.length === 0) continue;
    const rest = specifiers.filter((specifier) => !isSchema(specifier));
    const quoted = (suffix: string) => JSON.stringify(source + suffix);
    const replacement =
      (rest.length > 0 ? `import { ${text(rest)} } from ${quoted('')};\n` : '') +
      `import { ${text(schemas)} } from ${quoted(SCHEMAS_QUERY)};`;
    edits.push({ start: statement.start, end: statement.end, text: replacement });
  }
  return edits;
}

/** Applies non-overlapping edits (insertions and replacements), last first. */
export function applyEdits(code: string, edits: Edit[]): string {
  const sorted = [...edits].sort((a, b) => b.start - a.start || b.end - a.end);
  let result = code;
  for (const edit of sorted) {
    result = result.slice(0, edit.start) + edit.text + result.slice(edit.end);
  }
  return result;
}
