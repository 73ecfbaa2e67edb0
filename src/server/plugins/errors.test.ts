import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { registerRoute } from '../../contract/auth.ts';
import { ZCalendarDate, ZText } from '../../contract/strings.ts';
import { buildApp } from '../app.ts';
import { clientAddress, createTestApp, newAccount } from '../test/app.ts';
import { injectRoute } from '../test/inject.ts';

const logLines: string[] = [];
// The same dependencies as every test app, built again with a logger whose lines we can read.
const { app: plainApp, database } = await createTestApp();
const app = await buildApp(plainApp.deps, {
  logger: { level: 'info', stream: { write: (line: string) => void logLines.push(line) } },
});
afterAll(() => app.close());

await database.pool.query(`
  CREATE TABLE probe_parent (id int PRIMARY KEY);
  CREATE TABLE probe_child (parent int NOT NULL REFERENCES probe_parent (id));
`);
const { db } = database;
const api = app.withTypeProvider<ZodTypeProvider>();
api.post(
  '/api/test-form',
  {
    schema: {
      body: z
        .object({
          firstName: ZText({ max: 50, min: 1 }),
          dateOfBirth: ZCalendarDate.optional(),
          languages: z
            .array(z.enum(['english', 'french']))
            .max(2)
            .optional(),
          age: z.number().int().min(18).optional(),
        })
        .strict(),
    },
  },
  async () => ({ ok: true }),
);
api.get('/api/test-db/date/:value', async (request) => {
  const { value } = request.params as { value: string };
  return db.execute(sql`SELECT ${value}::date AS day`);
});
api.post('/api/test-db/text', async (request) => {
  const { text } = request.body as { text: string };
  return db.execute(sql`SELECT ${text}::text AS echoed`);
});
api.post('/api/test-db/parent/:id', async (request) => {
  await db.execute(
    sql`INSERT INTO probe_parent (id) VALUES (${Number((request.params as { id: string }).id)})`,
  );
  return { ok: true };
});
api.post('/api/test-db/child/:id', async (request) => {
  await db.execute(
    sql`INSERT INTO probe_child (parent) VALUES (${Number((request.params as { id: string }).id)})`,
  );
  return { ok: true };
});
api.get('/api/test-db/secret-failure', async () =>
  db.execute(sql`SELECT length(${'hunter2-secret-param'}) / 0`),
);

const post = (url: string, payload: unknown) =>
  app.inject({ method: 'POST', url, payload: payload as Record<string, unknown> });

const JARGON = /Invalid input|Too big|Too small|expected|received|Unrecognized|<=|>=/;

describe('validation messages are written for people', () => {
  it.each([
    [{ firstName: 'x'.repeat(51) }, 'First name must be at most 50 characters'],
    [{ firstName: 'Ada\u0000' }, 'First name must not contain control characters'],
    [{}, 'First name is required'],
    [{ firstName: '   ' }, 'First name is required'],
    [{ firstName: 7 }, 'First name must be text'],
    [{ firstName: null }, 'First name must be text'],
    [{ firstName: 'Ada', dateOfBirth: '2023-02-30' }, 'Date of birth must be a real calendar date'],
    [{ firstName: 'Ada', dateOfBirth: 'tomorrow' }, 'Date of birth must be a date (YYYY-MM-DD)'],
    [{ firstName: 'Ada', languages: ['klingon'] }, 'Languages must be one of: english, french'],
    [
      { firstName: 'Ada', languages: ['english', 'french', 'english'] },
      'Languages must have at most 2 items',
    ],
    [{ firstName: 'Ada', age: 12 }, 'Age must be at least 18'],
    [{ firstName: 'Ada', role: 'admin' }, 'Unknown field: role'],
  ])('%o → "%s"', async (payload, message) => {
    const response = await post('/api/test-form', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
  });

  it('real routes answer the same way (sign-up with a long name, profile with a NUL byte)', async () => {
    const signUp = await injectRoute(app, registerRoute, {
      remoteAddress: clientAddress(),
      body: newAccount({ firstName: 'x'.repeat(51) }),
    });
    expect(signUp.status).toBe(400);
    expect(signUp.body).toEqual({ message: 'First name must be at most 50 characters' });
    const noBody = await injectRoute(app, registerRoute, { remoteAddress: clientAddress() });
    expect(noBody.status).toBe(400);
    expect(noBody.message).toBeTruthy();
    expect(noBody.message).not.toMatch(JARGON);
  });
});

describe('PostgreSQL refusals become 4xx with a sentence', () => {
  it('an impossible or malformed date is a 400', async () => {
    const outOfRange = await app.inject({ url: '/api/test-db/date/2023-02-30' });
    expect(outOfRange.statusCode).toBe(400);
    expect(outOfRange.json()).toEqual({ message: 'A date or time in the request is out of range' });
    const malformed = await app.inject({ url: '/api/test-db/date/banana' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ message: 'A date or time in the request is not valid' });
  });

  it('a NUL byte is a 400', async () => {
    const response = await post('/api/test-db/text', { text: 'a\u0000b' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/NUL character/);
  });

  it('a unique violation is a 409 and a missing referenced row a 404', async () => {
    expect((await post('/api/test-db/parent/1', {})).statusCode).toBe(200);
    const duplicate = await post('/api/test-db/parent/1', {});
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toEqual({ message: 'This already exists' });
    const orphan = await post('/api/test-db/child/99', {});
    expect(orphan.statusCode).toBe(404);
    expect(orphan.json().message).toMatch(/does not exist/);
  });

  it('a real failure is a bare 500 and the log never holds the SQL parameters', async () => {
    const response = await app.inject({ url: '/api/test-db/secret-failure' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: 'Internal server error' });
    const logged = logLines.join('\n');
    expect(logged).toContain('request failed');
    expect(logged).toContain('22012'); // division_by_zero: the code survives for debugging
    expect(logged).not.toContain('hunter2-secret-param');
  });
});

describe('framework errors use the same shape', () => {
  it('a URL that does not decode is a 400 {message}', async () => {
    for (const url of ['/api/%', '/api/auth/%E0%A4%A', '/uploads/%']) {
      const response = await app.inject({ url });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: 'The address of this request is not valid' });
    }
  });

  it('an unsupported content type is a 415 {message} and broken JSON a 400 {message}', async () => {
    const wrongType = await app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      headers: { 'content-type': 'application/xml' },
      payload: '<email>a@example.com</email>',
    });
    expect(wrongType.statusCode).toBe(415);
    expect(wrongType.json()).toEqual({
      message: 'This content type is not accepted here; send JSON',
    });
    const broken = await app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toEqual({ message: 'The request body is not valid JSON' });
  });
});
