import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  latestRunRoute,
  mappingOverviewRoute,
  runResultsRoute,
  validateAllRoute,
} from '../../../contract/mappings.ts';
import {
  buildTaxonomyFixture,
  type FixturePlace,
} from '../../providers/viator/fake-viator-taxonomy.ts';
import { startFakeViator } from '../../providers/viator/fake-viator.ts';
import { createViatorClient, ViatorApiError } from '../../providers/viator/viator-api.ts';
import { createViatorRateLimiter } from '../../providers/viator/viator-rate-limit.ts';
import { createTestApp } from '../../test/app.ts';
import { buildMember } from '../../test/factories.ts';
import { injectRoute } from '../../test/inject.ts';
import { insertDestinations } from '../tours/tour-test-helpers.ts';
import { applyMappingDiff } from './mapping-diffs.ts';
import { viatorTaxonomy } from './mapping-provider.ts';

function instantClock() {
  let offset = 0;
  return {
    now: () => Date.now() + offset,
    sleep: async (ms: number) => {
      offset += ms;
    },
  };
}

const fake = await startFakeViator({ latencyMs: [1, 4], rateLimit: { limit: 1000 } });
afterAll(() => fake.close());

const { app, database } = await createTestApp({
  viator: { apiKey: fake.apiKey, baseUrl: fake.baseUrl },
});
const db = database.db;
await app.ready();
const admin = await buildMember(database, { role: 'admin' });

const COUNTRIES = [
  ['PT', 'Portugal', 38.7, -9.1],
  ['FR', 'France', 48.8, 2.3],
  ['JP', 'Japan', 35.6, 139.7],
] as const;
const places: FixturePlace[] = Array.from({ length: 240 }, (_, i) => {
  const [countryCode, countryName, lat, lon] = COUNTRIES[i % COUNTRIES.length]!;
  return {
    code: 9_200_000 + i,
    name: `Place ${i} ${['Norte', 'Sud', 'Kita'][i % 3]}`,
    countryCode,
    countryName,
    latitude: lat + (i % 10) / 2,
    longitude: lon,
  };
});
const fixture = buildTaxonomyFixture(places);

beforeAll(async () => {
  fake.destinations = fixture.destinations;
  for (const [id, count] of fixture.productCounts) fake.productCounts.set(id, count);
  await insertDestinations(
    db,
    places.map((p) => ({ ...p, type: 'city' as const })),
  );
  await db.transaction((tx) =>
    applyMappingDiff(tx, {
      provider: 'viator',
      kind: 'initial',
      summary: 'The fixture mappings',
      changes: fixture.mappings,
      actorId: null,
    }),
  );
});

describe('the Viator client (Partner API v2)', () => {
  const client = createViatorClient({ apiKey: fake.apiKey, baseUrl: fake.baseUrl });

  it('searches products with the v2 headers, 1-based start and count ≤ 50', async () => {
    const id = fixture.destinations.find((d) => d.type === 'CITY')!.destinationId;
    const answer = await client.searchProducts({ destination: id, start: 1, count: 1 });
    expect(answer.totalCount).toBe(fixture.productCounts.get(id));
    expect(answer.products).toHaveLength(1);
    const sent = fake.requests.at(-1)!;
    expect(sent).toMatchObject({ method: 'POST', path: '/partner/products/search' });
    expect(sent.headers['exp-api-key']).toBe(fake.apiKey);
    expect(sent.headers.accept).toBe('application/json;version=2.0');
    expect(JSON.parse(sent.body)).toEqual({
      filtering: { destination: String(id) },
      pagination: { start: 1, count: 1 },
      currency: 'USD',
    });
    await expect(client.searchProducts({ destination: id, count: 51 })).rejects.toThrow(/count/);
    await expect(client.searchProducts({ destination: id, start: 0, count: 1 })).rejects.toThrow(
      /1-based/,
    );
  });

  it('says why a wrong key fails', async () => {
    const wrong = createViatorClient({ apiKey: 'nope', baseUrl: fake.baseUrl });
    await expect(wrong.searchProducts({ destination: 1, count: 1 })).rejects.toBeInstanceOf(
      ViatorApiError,
    );
  });

  it('reads lineage countries from the taxonomy', () => {
    const rows = viatorTaxonomy(fixture.destinations);
    const placeId = fixture.mappings.find((m) => m.destinationCode === places[0]!.code)!.providerId;
    expect(rows.find((r) => r.providerId === placeId)).toMatchObject({
      countryCode: 'PT',
      type: 'CITY',
    });
  });
});

describe('rate limits against the fake', () => {
  it('retries a 429 after Retry-After and then paces under the learned limit', async () => {
    const limited = await startFakeViator({ rateLimit: { limit: 4, windowMs: 1000 } });
    try {
      limited.productCounts.set(5, 3);
      const client = createViatorClient({
        apiKey: limited.apiKey,
        baseUrl: limited.baseUrl,
        limiter: createViatorRateLimiter({ windowMs: 1000 }),
      });
      // Six at once before any answer taught the limit: two are refused, waited for, retried.
      const first = await Promise.all(
        Array.from({ length: 6 }, () => client.searchProducts({ destination: 5, count: 1 })),
      );
      expect(first.every((a) => a.totalCount === 3)).toBe(true);
      expect(limited.rateLimited).toBeGreaterThan(0);
      const refusedBefore = limited.rateLimited;
      // Now the limit is known: twelve more go through with no 429.
      const started = Date.now();
      await Promise.all(
        Array.from({ length: 12 }, () => client.searchProducts({ destination: 5, count: 1 })),
      );
      expect(limited.rateLimited).toBe(refusedBefore);
      expect(Date.now() - started).toBeGreaterThanOrEqual(1500);
    } finally {
      await limited.close();
    }
  });

  it('gives up after its retries with the status', async () => {
    const down = await startFakeViator();
    try {
      for (let i = 0; i < 3; i += 1) down.failNext('/products/search', 503);
      const client = createViatorClient({
        apiKey: down.apiKey,
        baseUrl: down.baseUrl,
        maxRetries: 2,
        // Time passes instantly: the backing-off is the limiter tests' business.
        limiter: createViatorRateLimiter({ clock: instantClock() }),
      });
      await expect(client.searchProducts({ destination: 1, count: 1 })).rejects.toMatchObject({
        status: 503,
      });
    } finally {
      await down.close();
    }
  });
});

describe('a full validation against the Viator fake', () => {
  it(
    'flags every planted fault and only searches mappings that passed the local checks',
    { timeout: 60_000 },
    async () => {
      const overview = await injectRoute(app, mappingOverviewRoute, { cookie: admin.cookie });
      expect(overview.body).toMatchObject({ provider: 'viator', totalMappings: places.length });
      const searchesBefore = fake.requests.filter(
        (r) => r.path === '/partner/products/search',
      ).length;
      const started = await injectRoute(app, validateAllRoute, { cookie: admin.cookie });
      expect(started.status).toBe(202);
      await app.deps.jobs.drain();
      const run = (await injectRoute(app, latestRunRoute, { cookie: admin.cookie })).body.run!;
      expect(run).toMatchObject({ status: 'completed', totalMappings: places.length });

      const invalid = await db.execute<{ destination_code: number; error: string }>(sql`
      SELECT destination_code, error FROM mapping_validation_results
      WHERE run_id = ${run.runId} AND status = 'invalid'`);
      const errorOf = new Map(invalid.rows.map((r) => [r.destination_code, r.error]));
      const expectError = (codes: number[], pattern: RegExp) => {
        expect(codes.length).toBeGreaterThan(0);
        for (const code of codes) expect(errorOf.get(code)).toMatch(pattern);
      };
      expectError(fixture.bad.fake, /made-up id/);
      expectError(fixture.bad.renamed, /calls it/);
      expectError(fixture.bad.moved, /km away/);
      expectError(fixture.bad.otherCountry, /lineage has no country|places it in/);
      expectError(fixture.bad.duplicated, /also mapped from/);
      expectError(fixture.bad.zero, /^No tours$/);
      const planted = Object.values(fixture.bad).flat().length;
      // A duplicate pair flags both ends, so at least one more than planted.
      expect(run.invalidMappings).toBe(planted + fixture.bad.duplicated.length);

      const searches = fake.requests.filter((r) => r.path === '/partner/products/search').length;
      expect(searches - searchesBefore).toBe(run.validMappings + fixture.bad.zero.length);

      const page = await injectRoute(app, runResultsRoute, {
        cookie: admin.cookie,
        params: { runId: run.runId },
        query: { status: 'valid' },
      });
      expect(page.body.results[0]!.excursionCount).toBeGreaterThan(0);
    },
  );
});
