import { describe, expect, it } from 'vitest';
import * as contract from '../../contract/index.ts';
import type { RouteDef } from '../../contract/route.ts';
import { createTestApp } from '../test/app.ts';
import { buildMember } from '../test/factories.ts';
import { injectRoute } from '../test/inject.ts';

// Warnings the app logs, read by the redirect test.
const logLines: string[] = [];
const { app, database } = await createTestApp({
  logger: { level: 'warn', stream: { write: (line: string) => void logLines.push(line) } },
});

function isRoute(value: unknown): value is RouteDef {
  return (
    typeof value === 'object' &&
    value !== null &&
    'method' in value &&
    'path' in value &&
    'response' in value
  );
}

const declared = (Object.values(contract) as unknown[]).filter(isRoute);
const openApiPath = (path: string) => path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

describe('routes declared in the contract', () => {
  it('are exactly the API the server documents: nothing registered outside the contract', async () => {
    const document = (await app.inject({ url: '/api/docs/json' })).json<{
      paths: Record<string, Record<string, unknown>>;
    }>();
    const documented = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
    );
    const fromContract = declared.map((r) => `${r.method} ${openApiPath(r.path)}`);
    expect(new Set(documented)).toEqual(new Set(fromContract));
    expect(declared.length).toBeGreaterThan(10);
  });

  it('answer 401 before a members-only handler runs', async () => {
    const response = await injectRoute(app, contract.listSessionsRoute);
    expect(response.status).toBe(401);
    expect(response.message).toBe('Authentication required');
  });

  it('validate params against the declaration', async () => {
    const { cookie } = await buildMember(database);
    const response = await injectRoute(app, contract.revokeSessionRoute, {
      params: { id: 'not-a-uuid' },
      cookie,
    });
    expect(response.status).toBe(400);
  });

  it('serialise the success body with the declared schema and status', async () => {
    const { cookie, user } = await buildMember(database);
    const response = await injectRoute(app, contract.getCurrentUserRoute, { cookie });
    expect(response.status).toBe(200);
    expect(response.body.id).toBe(user.id);
    expect(response.body).not.toHaveProperty('passwordHash');
  });

  it('answer a redirect once: a handler returning the reply logs no "Reply was already sent"', async () => {
    logLines.length = 0;
    for (let i = 0; i < 3; i += 1) {
      const response = await injectRoute(app, contract.logoutRoute);
      expect(response.status).toBe(302);
      expect(response.response.headers.location).toBe('/');
    }
    expect(logLines.join('\n')).not.toMatch(/already sent/i);
  });
});
