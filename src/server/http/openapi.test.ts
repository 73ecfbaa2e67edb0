import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import * as contract from '../../contract/index.ts';
import { SESSION_COOKIE, SIGNIN_RATE_LIMIT } from '../../contract/limits.ts';
import { MAX_PATH_PARAM_LENGTH, type RouteDef } from '../../contract/route.ts';
import { createTestApp } from '../test/app.ts';
import { SESSION_SECURITY } from './route.ts';

/**
 * The OpenAPI document checked against what the server really enforces: the limits of the zod
 * validators, the rate limits, redirects, the router's 414 and the session cookie.
 */

const { app } = await createTestApp();

type JsonSchema = Record<string, unknown>;
type Operation = {
  parameters?: { in: string; name: string; schema: JsonSchema }[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  responses: Record<string, { description: string }>;
  security?: Record<string, string[]>[];
  'x-rate-limit'?: { max: number; windowMs: number; per: string };
};
type Document = {
  paths: Record<string, Record<string, Operation>>;
  components: { securitySchemes?: Record<string, JsonSchema> };
};

const document = (await app.inject({ url: '/api/docs/json' })).json<Document>();

const routes = (Object.values(contract) as unknown[]).filter(
  (value): value is RouteDef =>
    typeof value === 'object' && value !== null && 'method' in value && 'path' in value,
);
const operationOf = (route: RouteDef) => {
  const operation =
    document.paths[route.path.replace(/:([A-Za-z0-9_]+)/g, '{$1}')]?.[route.method.toLowerCase()];
  if (!operation) throw new Error(`${route.method} ${route.path} is not documented`);
  return operation;
};

/** A limit as `path min|max value`; union branches share their path, list items add `[]`. */
type Limit = string;

type ZodInternals = {
  _zod: {
    def: {
      type: string;
      checks?: { _zod: { def: Record<string, unknown> } }[];
      shape?: Record<string, z.ZodType>;
      innerType?: z.ZodType;
      in?: z.ZodType;
      element?: z.ZodType;
      options?: z.ZodType[];
      left?: z.ZodType;
      right?: z.ZodType;
      valueType?: z.ZodType;
      items?: z.ZodType[];
    };
  };
};

/** The limits zod enforces on input, read from the validators themselves (not from JSON Schema). */
function zodLimits(schema: z.ZodType, path: string, out: Limit[]): Limit[] {
  const { def } = (schema as unknown as ZodInternals)._zod;
  for (const check of def.checks ?? []) {
    const c = check._zod.def;
    if (c.check === 'max_length') out.push(`${path} max ${String(c.maximum)}`);
    if (c.check === 'min_length') out.push(`${path} min ${String(c.minimum)}`);
    if (c.check === 'length_equals') {
      out.push(`${path} min ${String(c.length)}`, `${path} max ${String(c.length)}`);
    }
    if (c.check === 'less_than') out.push(`${path} max ${String(c.value)}`);
    if (c.check === 'greater_than') out.push(`${path} min ${String(c.value)}`);
  }
  switch (def.type) {
    case 'object':
      for (const [key, value] of Object.entries(def.shape ?? {}))
        zodLimits(value, path ? `${path}.${key}` : key, out);
      break;
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      if (def.innerType) zodLimits(def.innerType, path, out);
      break;
    case 'pipe':
      if (def.in) zodLimits(def.in, path, out);
      break;
    case 'array':
      if (def.element) zodLimits(def.element, `${path}[]`, out);
      break;
    case 'union':
      for (const option of def.options ?? []) zodLimits(option, path, out);
      break;
    case 'intersection':
      if (def.left) zodLimits(def.left, path, out);
      if (def.right) zodLimits(def.right, path, out);
      break;
    case 'record':
      if (def.valueType) zodLimits(def.valueType, `${path}{}`, out);
      break;
  }
  return out;
}

/** The limits the document states, with the same paths. */
function documentedLimits(schema: JsonSchema | undefined, path: string, out: Set<Limit>) {
  if (!schema) return out;
  for (const key of ['maxLength', 'maxItems', 'maximum'])
    if (typeof schema[key] === 'number') out.add(`${path} max ${String(schema[key])}`);
  for (const key of ['minLength', 'minItems', 'minimum'])
    if (typeof schema[key] === 'number') out.add(`${path} min ${String(schema[key])}`);
  if (typeof schema.exclusiveMinimum === 'number')
    out.add(`${path} min ${String(schema.exclusiveMinimum)}`);
  if (typeof schema.exclusiveMaximum === 'number')
    out.add(`${path} max ${String(schema.exclusiveMaximum)}`);
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  for (const [key, value] of Object.entries(properties))
    documentedLimits(value, path ? `${path}.${key}` : key, out);
  if (schema.items) documentedLimits(schema.items as JsonSchema, `${path}[]`, out);
  if (typeof schema.additionalProperties === 'object')
    documentedLimits(schema.additionalProperties as JsonSchema, `${path}{}`, out);
  for (const key of ['anyOf', 'oneOf', 'allOf'])
    for (const branch of (schema[key] ?? []) as JsonSchema[]) documentedLimits(branch, path, out);
  return out;
}

function operationLimits(operation: Operation, where: 'body' | 'query' | 'path'): Set<Limit> {
  const out = new Set<Limit>();
  if (where === 'body') {
    for (const { schema } of Object.values(operation.requestBody?.content ?? {}))
      documentedLimits(schema, '', out);
  } else {
    for (const parameter of operation.parameters ?? [])
      if (parameter.in === where) documentedLimits(parameter.schema, parameter.name, out);
  }
  return out;
}

describe('the OpenAPI document states what the server enforces', () => {
  it('every length, size and range limit of the validators', () => {
    const missing: string[] = [];
    let checked = 0;
    for (const route of routes) {
      const operation = operationOf(route);
      const parts = [
        ['body', route.body],
        ['query', route.query],
        ['path', route.params],
      ] as const;
      for (const [where, schema] of parts) {
        if (!schema) continue;
        const documented = operationLimits(operation, where);
        for (const limit of zodLimits(schema, '', [])) {
          checked += 1;
          if (!documented.has(limit))
            missing.push(`${route.method} ${route.path} ${where} ${limit}`);
        }
      }
    }
    expect(missing).toEqual([]);
    expect(checked).toBeGreaterThan(100);
  });

  it('a required text field documents its minimum (the refinement used to hide it)', () => {
    const signUp = operationLimits(operationOf(contract.registerRoute), 'body');
    expect(signUp).toContain('firstName min 1');
  });

  it('429 with the real limit on every rate-limited route', () => {
    const limited = routes.filter((route) => operationOf(route)['x-rate-limit']);
    expect(limited.length).toBeGreaterThan(10);
    for (const route of limited) {
      const operation = operationOf(route);
      const limit = operation['x-rate-limit']!;
      expect(operation.responses['429']?.description, route.path).toContain(`at most ${limit.max}`);
    }
    expect(operationOf(contract.signInRoute)['x-rate-limit']).toEqual({
      ...SIGNIN_RATE_LIMIT,
      per: 'ip',
    });
  });

  it('302 on every redirecting route, 414 wherever a path parameter can be too long', () => {
    const redirecting = routes.filter((route) => route.status === 302 || route.redirects);
    expect(redirecting.map((route) => route.path)).toEqual(
      expect.arrayContaining(['/api/logout', '/api/places/image/:query']),
    );
    for (const route of redirecting)
      expect(operationOf(route).responses, route.path).toHaveProperty('302');
    for (const route of routes.filter((r) => r.path.includes(':'))) {
      expect(operationOf(route).responses['414']?.description, route.path).toContain(
        String(MAX_PATH_PARAM_LENGTH),
      );
    }
  });

  it('the session cookie as the security scheme, required by members-only routes', () => {
    expect(document.components.securitySchemes?.[SESSION_SECURITY]).toEqual({
      type: 'apiKey',
      in: 'cookie',
      name: SESSION_COOKIE,
    });
    expect(operationOf(contract.listSessionsRoute).security).toEqual([{ [SESSION_SECURITY]: [] }]);
    // Optional sign-in: anonymous or with the cookie.
    expect(operationOf(contract.signInRoute).security).toEqual([{}, { [SESSION_SECURITY]: [] }]);
  });

  it('answers 414 for a path parameter over the limit, as documented', async () => {
    const response = await app.inject({
      url: `/api/users/${'a'.repeat(MAX_PATH_PARAM_LENGTH + 1)}`,
    });
    expect(response.statusCode).toBe(414);
  });
});
