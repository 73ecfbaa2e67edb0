import { describe, expect, it } from 'vitest';
import {
  applyResultsRoute,
  applyTestResultsRoute,
  availableCountriesRoute,
  coverageCountsRoute,
  destinationBreakdownRoute,
  expansionProgressRoute,
  startExpansionRoute,
  testCountryRoute,
} from '../../../contract/country-expansion.ts';
import {
  mappingHistoryRoute,
  mappingOverviewRoute,
  rollbackDiffRoute,
} from '../../../contract/mappings.ts';
import { createTestApp } from '../../test/app.ts';
import { buildMember } from '../../test/factories.ts';
import { injectRoute } from '../../test/inject.ts';
import { writeTours } from '../tours/tour-store.ts';
import { insertDestinations, tourInput, type TestDestination } from '../tours/tour-test-helpers.ts';
import { createLocalProvider } from '../mappings/mapping-provider.ts';
import { createExpansionProcessor } from './expansion-run.ts';
import { countToursByCode } from '../../../db/queries/country-expansion.ts';

const { app, database } = await createTestApp();
const db = database.db;
await app.ready();
const [member, admin] = await Promise.all([
  buildMember(database),
  buildMember(database, { role: 'admin' }),
]);
const asAdmin = { cookie: admin.cookie };

const city = (code: number, name: string, countryCode: string): TestDestination => ({
  code,
  name,
  countryCode,
  population: 40_000,
});
const tours = (code: number, n: number) =>
  Array.from({ length: n }, () => tourInput({ destinationCode: code }));

// Mapped from the start: two cities of Portugal, 26 of Spain (over the threshold of 25).
const SPAIN_MAPPED = Array.from({ length: 26 }, (_, i) => city(9_300_000 + i, `Villa ${i}`, 'ES'));
await insertDestinations(db, [
  { code: 2264397, name: 'Portugal', countryCode: 'PT', type: 'country' },
  { code: 2510769, name: 'Spain', countryCode: 'ES', type: 'country' },
  { code: 3175395, name: 'Italy', countryCode: 'IT', type: 'country' },
  city(2267057, 'Lisbon', 'PT'),
  city(2735943, 'Porto', 'PT'),
  ...SPAIN_MAPPED,
]);
expect((await injectRoute(app, mappingOverviewRoute, asAdmin)).body.totalMappings).toBe(28);

// Added to the catalogue after the first mappings: the candidates.
const NEW = {
  faro: city(2268339, 'Faro', 'PT'),
  braga: city(2742032, 'Braga', 'PT'),
  evora: city(2268406, 'Évora', 'PT'),
  coimbra: city(2740637, 'Coimbra', 'PT'),
  toledo: city(2510409, 'Toledo', 'ES'),
  rome: city(3169070, 'Rome', 'IT'),
  milan: city(3173435, 'Milan', 'IT'),
  // A region that sells tours of its own (the sample inventory's Bali).
  bali: { code: 1650535, name: 'Bali', countryCode: 'ID', type: 'region' as const },
};
await insertDestinations(db, Object.values(NEW));
await writeTours(db, {
  upsert: [
    ...tours(2267057, 2),
    ...tours(NEW.faro.code, 2),
    ...tours(NEW.braga.code, 5),
    ...tours(NEW.evora.code, 1),
    // Coimbra: no tours, so it is not a working destination.
    ...tours(NEW.toledo.code, 3),
    ...tours(NEW.rome.code, 4),
    ...tours(NEW.milan.code, 2),
    ...tours(NEW.bali.code, 6),
  ],
});

const test = (country: string, forceDiscovery?: 'true') =>
  injectRoute(app, testCountryRoute, {
    ...asAdmin,
    body: { country },
    query: forceDiscovery ? { forceDiscovery } : {},
  });
const coverage = async () => (await injectRoute(app, coverageCountsRoute, asAdmin)).body;

describe('country expansion: access and input', () => {
  it('is for admins only', async () => {
    expect((await injectRoute(app, availableCountriesRoute)).status).toBe(401);
    const refused = await injectRoute(app, coverageCountsRoute, { cookie: member.cookie });
    expect(refused.status).toBe(403);
  });

  it('answers unknown countries and empty selections with a message, not a 500', async () => {
    const unknown = await test('atlantis');
    expect(unknown.status).toBe(404);
    expect(unknown.message).toBe('Country not found');
    const empty = await injectRoute(app, startExpansionRoute, {
      ...asAdmin,
      body: { countries: [] },
    });
    expect(empty.status).toBe(400);
    expect(empty.message).toBe('Countries must have at least 1 item');
    const bad = await injectRoute(app, destinationBreakdownRoute, {
      ...asAdmin,
      params: { country: 'no-such-land' },
    });
    expect(bad.status).toBe(404);
  });
});

describe('country expansion: discovery, test and apply', () => {
  it('lists countries with unmapped provider destinations and their estimate', async () => {
    const { countries } = (await injectRoute(app, availableCountriesRoute, asAdmin)).body;
    const byCode = new Map(countries.map((c) => [c.code, c]));
    expect(byCode.get('PT')).toMatchObject({
      slug: 'portugal',
      estimatedDestinations: 4,
      mapped: 2,
    });
    expect(byCode.get('IT')).toMatchObject({ slug: 'italy', estimatedDestinations: 2, mapped: 0 });
    expect(countries.map((c) => c.name)).toEqual([...countries.map((c) => c.name)].sort());
  });

  it('tests a country: its unmapped destinations with tours, ranked by product count', async () => {
    const response = await test('Portugal');
    expect(response.status).toBe(200);
    const result = response.body.testResult;
    expect(result).toMatchObject({
      country: 'portugal',
      countryName: 'Portugal',
      status: 'completed',
      destinationsAdded: 3,
      totalTours: 8,
    });
    // Ranked by tours (Braga 5, Faro 2, Évora 1); Lisbon is mapped and Coimbra has none.
    expect(Object.entries(result.workingDestinations)).toEqual([
      ['Braga', NEW.braga.code],
      ['Faro', NEW.faro.code],
      ['Évora', NEW.evora.code],
    ]);
    // A test changes nothing.
    expect((await coverage()).counts.portugal).toBe(2);
  });

  it('finds regions with tours too, not only cities', async () => {
    const result = (await test('indonesia')).body.testResult;
    expect(result).toMatchObject({ destinationsAdded: 1, totalTours: 6 });
    expect(result.workingDestinations).toEqual({ Bali: NEW.bali.code });
  });

  it('skips a country above 25 mapped destinations unless forced', async () => {
    const skipped = (await test('spain')).body.testResult;
    expect(skipped).toMatchObject({ status: 'skipped', destinationsAdded: 0 });
    expect(skipped.message).toMatch(/26 mapped destinations/);
    const forced = (await test('spain', 'true')).body.testResult;
    expect(forced).toMatchObject({ status: 'completed', destinationsAdded: 1, totalTours: 3 });
    expect(forced.workingDestinations).toEqual({ Toledo: NEW.toledo.code });
  });

  it('applies a tested country as a mapping diff, refreshes the counts, and rolls back', async () => {
    const result = (await test('portugal')).body.testResult;
    const before = await coverage();
    const applied = await injectRoute(app, applyTestResultsRoute, {
      ...asAdmin,
      body: { country: 'portugal', testResult: result },
    });
    expect(applied.status).toBe(200);
    expect(applied.body.destinationsAdded).toBe(3);
    const after = await coverage();
    expect(after.counts.portugal).toBe(5);
    expect(after.totalMapped).toBe(before.totalMapped + 3);
    // Coverage counts come sorted, the most mapped first.
    expect(Object.keys(after.counts)).toEqual(['spain', 'portugal']);
    const history = (await injectRoute(app, mappingHistoryRoute, { ...asAdmin, query: {} })).body;
    expect(history.diffs[0]).toMatchObject({
      id: applied.body.diffId,
      kind: 'apply',
      added: 3,
      canRollBack: true,
    });
    expect(history.diffs[0]!.summary).toMatch(/Country test of Portugal: added 3 destinations/);
    // Applying the same result again adds nothing.
    const twice = await injectRoute(app, applyTestResultsRoute, {
      ...asAdmin,
      body: { country: 'portugal', testResult: result },
    });
    expect(twice.status).toBe(409);
    const rolledBack = await injectRoute(app, rollbackDiffRoute, {
      ...asAdmin,
      params: { diffId: applied.body.diffId },
    });
    expect(rolledBack.status).toBe(200);
    expect((await coverage()).counts.portugal).toBe(2);
  });

  it('adds only ids that are candidates of the country named (not edited or foreign ones)', async () => {
    const forged = await injectRoute(app, applyTestResultsRoute, {
      ...asAdmin,
      body: {
        country: 'portugal',
        testResult: {
          country: 'portugal',
          // Rome is Italian, Lisbon is mapped, 123 is no destination: only Faro is added.
          workingDestinations: {
            Faro: NEW.faro.code,
            Rome: NEW.rome.code,
            Lisbon: 2267057,
            X: 123,
          },
        },
      },
    });
    expect(forged.status).toBe(200);
    expect(forged.body.destinationsAdded).toBe(1);
    const breakdown = await injectRoute(app, destinationBreakdownRoute, {
      ...asAdmin,
      params: { country: 'portugal' },
    });
    expect(breakdown.body).toMatchObject({ countryName: 'Portugal', totalMapped: 3 });
    // The busiest first, with display name, provider id and tour count.
    expect(breakdown.body.destinations[0]).toEqual({
      name: 'Faro',
      displayName: 'Faro, Portugal',
      id: NEW.faro.code,
      destinationCode: NEW.faro.code,
      tourCount: 2,
    });
    const italy = await injectRoute(app, destinationBreakdownRoute, {
      ...asAdmin,
      params: { country: 'it' },
    });
    expect(italy.body).toMatchObject({ country: 'italy', totalMapped: 0, destinations: [] });
  });
});

describe('country expansion: the run', () => {
  it('works its countries as a job, resumes after a failure, and applies its results once', async () => {
    const started = await injectRoute(app, startExpansionRoute, {
      ...asAdmin,
      body: { countries: ['italy', 'portugal', 'spain'] },
    });
    expect(started.status).toBe(202);
    expect(started.body).toMatchObject({
      isRunning: true,
      completedCountries: 0,
      totalCountries: 3,
    });
    const runId = started.body.runId!;
    const busy = await injectRoute(app, startExpansionRoute, {
      ...asAdmin,
      body: { countries: ['italy'] },
    });
    expect(busy.status).toBe(409);

    // A first attempt dies at the second country: Italy's result is kept, the run goes on.
    let calls = 0;
    const local = createLocalProvider(db);
    const processor = createExpansionProcessor({
      db,
      provider: local,
      log: app.log,
      countProducts: async (candidates) => {
        calls += 1;
        if (calls === 2) throw new Error('socket hang up');
        return countToursByCode(
          db,
          candidates.map((c) => c.providerId),
        );
      },
    });
    await expect(processor({ runId }, { retryCount: 0, retryLimit: 3 })).rejects.toThrow(
      /socket hang up/,
    );
    const midway = (await injectRoute(app, expansionProgressRoute, asAdmin)).body;
    expect(midway).toMatchObject({ isRunning: true, completedCountries: 1, totalCountries: 3 });
    expect(midway.results[0]).toMatchObject({ country: 'italy', destinationsAdded: 2 });

    await app.deps.jobs.drain();
    const done = (await injectRoute(app, expansionProgressRoute, asAdmin)).body;
    expect(done).toMatchObject({ isRunning: false, status: 'completed', completedCountries: 3 });
    expect(done.results.map((r) => [r.country, r.status, r.destinationsAdded])).toEqual([
      ['italy', 'completed', 2],
      ['portugal', 'completed', 2],
      ['spain', 'skipped', 0],
    ]);
    expect(Object.keys(done.results[0]!.workingDestinations)).toEqual(['Rome', 'Milan']);

    const all = await injectRoute(app, applyResultsRoute, {
      ...asAdmin,
      body: { runId, results: done.results },
    });
    expect(all.status).toBe(200);
    expect(all.body.totalDestinations).toBe(4);
    expect((await coverage()).counts).toMatchObject({ italy: 2, portugal: 5 });
    const progress = (await injectRoute(app, expansionProgressRoute, asAdmin)).body;
    expect(progress.appliedDiffId).toBe(all.body.diffId);
    const again = await injectRoute(app, applyResultsRoute, {
      ...asAdmin,
      body: { runId, results: done.results },
    });
    expect(again.status).toBe(409);
    expect(again.message).toMatch(/already applied/);
  });

  it('ends failed with the provider message when the provider stays down', async () => {
    const started = await injectRoute(app, startExpansionRoute, {
      ...asAdmin,
      body: { countries: ['spain'], forceDiscovery: true },
    });
    const runId = started.body.runId!;
    const processor = createExpansionProcessor({
      db,
      provider: createLocalProvider(db),
      log: app.log,
      countProducts: async () => {
        throw new Error('connect ECONNREFUSED');
      },
    });
    for (const retryCount of [0, 1, 2]) {
      await expect(processor({ runId }, { retryCount, retryLimit: 3 })).rejects.toThrow();
    }
    await expect(processor({ runId }, { retryCount: 3, retryLimit: 3 })).resolves.toEqual({
      outcome: 'failed',
    });
    const failed = (await injectRoute(app, expansionProgressRoute, asAdmin)).body;
    expect(failed).toMatchObject({ isRunning: false, status: 'failed' });
    expect(failed.error).toMatch(/Local tour inventory failed: connect ECONNREFUSED/);
    // A new expansion may start once it has failed.
    const next = await injectRoute(app, startExpansionRoute, {
      ...asAdmin,
      body: { countries: ['spain'] },
    });
    expect(next.status).toBe(202);
    await app.deps.jobs.drain();
  });
});
