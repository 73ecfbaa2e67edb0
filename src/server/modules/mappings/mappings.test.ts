import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { listAuditRoute } from '../../../contract/audit.ts';
import {
  applyVerifiedRoute,
  generateVerifiedRoute,
  latestRunRoute,
  mappingHistoryRoute,
  mappingOverviewRoute,
  refreshTaxonomyRoute,
  rollbackDiffRoute,
  runResultsRoute,
  validateAllRoute,
  validateSampleRoute,
} from '../../../contract/mappings.ts';
import { createTestApp } from '../../test/app.ts';
import { buildMember } from '../../test/factories.ts';
import { injectRoute } from '../../test/inject.ts';
import { writeTours } from '../tours/tour-store.ts';
import { insertDestinations, tourInput, type TestDestination } from '../tours/tour-test-helpers.ts';
import { applyMappingDiff } from './mapping-diffs.ts';
import { createLocalProvider } from './mapping-provider.ts';
import { resumeValidationRuns, workValidationRun } from './validation-run.ts';

const { app, database } = await createTestApp();
const db = database.db;
await app.ready();
const [member, admin] = await Promise.all([
  buildMember(database),
  buildMember(database, { role: 'admin', firstName: 'Ada' }),
]);
const asAdmin = { cookie: admin.cookie };

const country = (code: number, name: string, countryCode: string): TestDestination => ({
  code,
  name,
  countryCode,
  type: 'country',
});
const PLACES = {
  lisbon: { code: 2267057, name: 'Lisbon', countryCode: 'PT', latitude: 38.72, longitude: -9.14 },
  porto: { code: 2735943, name: 'Porto', countryCode: 'PT', latitude: 41.15, longitude: -8.61 },
  paris: { code: 2988507, name: 'Paris', countryCode: 'FR', latitude: 48.85, longitude: 2.35 },
  cancun: { code: 684, name: 'Cancún', countryCode: 'MX', latitude: 21.17, longitude: -86.85 },
} satisfies Record<string, TestDestination>;
/** Filler cities (with tours) so a run has several batches to resume between. */
const FILLER: TestDestination[] = Array.from({ length: 60 }, (_, i) => ({
  code: 9_100_000 + i,
  name: `Testville ${String.fromCharCode(65 + (i % 26))}${i}`,
  countryCode: 'PT',
  latitude: 39 + i / 100,
  longitude: -8,
  population: 20_000 + i,
}));

const mapping = async (code: number) => {
  const result = await db.execute<{ provider_id: string }>(
    sql`SELECT provider_id FROM destination_mappings WHERE provider = 'local' AND destination_code = ${code}`,
  );
  return result.rows[0] ? Number(result.rows[0].provider_id) : null;
};

async function finishedRun(body: { sampleSize: unknown } | null) {
  const started = body
    ? await injectRoute(app, validateSampleRoute, {
        ...asAdmin,
        body: body as { sampleSize: number },
      })
    : await injectRoute(app, validateAllRoute, asAdmin);
  expect(started.status).toBe(202);
  await app.deps.jobs.drain();
  const latest = await injectRoute(app, latestRunRoute, asAdmin);
  return latest.body.run!;
}

beforeAll(async () => {
  await insertDestinations(db, [
    country(2264397, 'Portugal', 'PT'),
    country(3017382, 'France', 'FR'),
    country(3996063, 'Mexico', 'MX'),
    ...Object.values(PLACES).map((p) => ({ ...p, population: 500_000 })),
    ...FILLER,
  ]);
  const tour = (destinationCode: number) => tourInput({ destinationCode });
  await writeTours(db, {
    upsert: [
      tour(PLACES.lisbon.code),
      tour(PLACES.lisbon.code),
      tour(PLACES.paris.code),
      tour(PLACES.porto.code),
      ...FILLER.map((f) => tour(f.code)),
    ],
  });
});

describe('mapping validation: access', () => {
  it('is for admins only', async () => {
    expect((await injectRoute(app, mappingOverviewRoute)).status).toBe(401);
    expect((await injectRoute(app, mappingOverviewRoute, { cookie: member.cookie })).status).toBe(
      403,
    );
    const moderator = await buildMember(database, { role: 'moderator' });
    const refused = await injectRoute(app, validateAllRoute, { cookie: moderator.cookie });
    expect(refused.status).toBe(403);
  });
});

describe('mapping validation: the versioned table and a run', () => {
  it('starts with the catalogue mapped to the local inventory, as the initial diff', async () => {
    const overview = await injectRoute(app, mappingOverviewRoute, asAdmin);
    expect(overview.status).toBe(200);
    expect(overview.body).toMatchObject({ provider: 'local', totalMappings: 64 });
    expect(await mapping(PLACES.lisbon.code)).toBe(PLACES.lisbon.code);
    const history = await injectRoute(app, mappingHistoryRoute, { ...asAdmin, query: {} });
    expect(history.body.diffs).toEqual([
      expect.objectContaining({ kind: 'initial', added: 64, actor: 'System', canRollBack: false }),
    ]);
  });

  it('validates the sample size: an integer 10–500, 50 when it is not a number', async () => {
    for (const sampleSize of [5, 501, 9.5e9]) {
      const response = await injectRoute(app, validateSampleRoute, {
        ...asAdmin,
        body: { sampleSize },
      });
      expect(response.status).toBe(400);
      expect(response.body).toHaveProperty('message');
    }
    const run = await finishedRun({ sampleSize: 'lots' });
    expect(run).toMatchObject({ mode: 'sample', totalMappings: 50, status: 'completed' });
    expect(run.validMappings + run.invalidMappings).toBe(50);
  });

  it('a full run flags the bad mappings and counts the tours of the good ones', async () => {
    // Porto mapped to Lisbon's id: renamed, 275 km away, and Lisbon's id twice.
    await db.transaction((tx) =>
      applyMappingDiff(tx, {
        provider: 'local',
        kind: 'apply',
        summary: 'A bad mapping for the test',
        changes: [{ destinationCode: PLACES.porto.code, providerId: PLACES.lisbon.code }],
        actorId: admin.user.id,
      }),
    );
    const run = await finishedRun(null);
    expect(run).toMatchObject({ mode: 'all', status: 'completed', totalMappings: 64 });
    const results = async (status: 'valid' | 'invalid') =>
      (
        await injectRoute(app, runResultsRoute, {
          ...asAdmin,
          params: { runId: run.runId },
          query: { status },
        })
      ).body;
    const invalid = await results('invalid');
    const byName = new Map(invalid.results.map((r) => [r.destinationName, r]));
    expect(byName.get('Cancún')).toMatchObject({
      isValid: false,
      error: 'No tours',
      excursionCount: 0,
    });
    expect(byName.get('Porto')?.error).toMatch(
      /calls it "Lisbon".*km away.*also mapped from Lisbon/,
    );
    expect(byName.get('Lisbon')?.error).toMatch(/also mapped from Porto/);
    const valid = await results('valid');
    expect(valid.total).toBe(61);
    expect(valid.results.find((r) => r.destinationName === 'Paris')).toMatchObject({
      viatorId: PLACES.paris.code,
      excursionCount: 1,
      error: null,
    });
    expect(run.successRate).toBe(Math.round((61 / 64) * 100));
  });

  it('exports the verified file with its first 5 entries and a count', async () => {
    const run = (await injectRoute(app, latestRunRoute, asAdmin)).body.run!;
    const exported = await injectRoute(app, generateVerifiedRoute, {
      ...asAdmin,
      body: { runId: run.runId, totalMappings: run.totalMappings },
    });
    expect(exported.status).toBe(200);
    expect(exported.body.filename).toMatch(/^verified-viator-mappings-\d{4}-\d{2}-\d{2}\.ts$/);
    expect(exported.body.content).toContain('export const VERIFIED_VIATOR_MAPPINGS');
    expect(exported.body.content).toContain(`"Paris": ${PLACES.paris.code},`);
    expect(exported.body.content).not.toContain('"Cancún"');
    expect(exported.body.preview).toHaveLength(5);
    expect(exported.body.count).toBe(61);
    const unknown = await injectRoute(app, generateVerifiedRoute, {
      ...asAdmin,
      body: { runId: '00000000-0000-4000-8000-000000000000' },
    });
    expect(unknown.status).toBe(404);
    const malformed = await injectRoute(app, generateVerifiedRoute, {
      ...asAdmin,
      body: { runId: 'x\u0000' },
    });
    expect(malformed.status).toBe(400);
  });

  it('applies the verified mappings as a diff, audited, and rolls it back as a diff', async () => {
    const run = (await injectRoute(app, latestRunRoute, asAdmin)).body.run!;
    const applied = await injectRoute(app, applyVerifiedRoute, {
      ...asAdmin,
      body: { runId: run.runId },
    });
    expect(applied.status).toBe(200);
    expect(applied.body.diff).toMatchObject({
      kind: 'apply',
      removed: 3,
      actor: 'Ada Lovelace',
      canRollBack: true,
    });
    expect(await mapping(PLACES.cancun.code)).toBeNull();
    expect(await mapping(PLACES.porto.code)).toBeNull();
    expect(await mapping(PLACES.paris.code)).toBe(PLACES.paris.code);
    const again = await injectRoute(app, applyVerifiedRoute, {
      ...asAdmin,
      body: { runId: run.runId },
    });
    expect(again.status).toBe(409);

    const audit = await injectRoute(app, listAuditRoute, {
      ...asAdmin,
      query: { action: 'mappings.apply' },
    });
    expect(audit.body.items[0]).toMatchObject({
      objectType: 'mapping_diff',
      objectId: String(applied.body.diff.id),
    });

    const rolledBack = await injectRoute(app, rollbackDiffRoute, {
      ...asAdmin,
      params: { diffId: applied.body.diff.id },
    });
    expect(rolledBack.status).toBe(200);
    expect(rolledBack.body.diff).toMatchObject({
      kind: 'rollback',
      added: 3,
      rollsBack: applied.body.diff.id,
    });
    expect(await mapping(PLACES.cancun.code)).toBe(PLACES.cancun.code);
    expect(await mapping(PLACES.porto.code)).toBe(PLACES.lisbon.code);

    const twice = await injectRoute(app, rollbackDiffRoute, {
      ...asAdmin,
      params: { diffId: applied.body.diff.id },
    });
    expect(twice.status).toBe(409);
    const history = (await injectRoute(app, mappingHistoryRoute, { ...asAdmin, query: {} })).body;
    const initial = history.diffs.find((d) => d.kind === 'initial')!;
    expect(history.diffs.find((d) => d.id === applied.body.diff.id)).toMatchObject({
      rolledBackBy: rolledBack.body.diff.id,
      canRollBack: false,
    });
    const first = await injectRoute(app, rollbackDiffRoute, {
      ...asAdmin,
      params: { diffId: initial.id },
    });
    expect(first.status).toBe(409);
    // The rollback itself can be undone (it is just a diff).
    const redo = await injectRoute(app, rollbackDiffRoute, {
      ...asAdmin,
      params: { diffId: rolledBack.body.diff.id },
    });
    expect(redo.status).toBe(200);
    expect(await mapping(PLACES.cancun.code)).toBeNull();
    for (const diffId of ['0', 'abc', '99999999999']) {
      const bad = await injectRoute(app, rollbackDiffRoute, {
        ...asAdmin,
        params: { diffId } as never,
      });
      expect(bad.status).toBe(400);
    }
    const missing = await injectRoute(app, rollbackDiffRoute, {
      ...asAdmin,
      params: { diffId: 999_999 },
    });
    expect(missing.status).toBe(404);
  });

  it('refuses a rollback when a later diff touched the same mappings', async () => {
    const first = await db.transaction((tx) =>
      applyMappingDiff(tx, {
        provider: 'local',
        kind: 'apply',
        summary: 'first',
        changes: [{ destinationCode: PLACES.paris.code, providerId: 1 }],
        actorId: admin.user.id,
      }),
    );
    await db.transaction((tx) =>
      applyMappingDiff(tx, {
        provider: 'local',
        kind: 'apply',
        summary: 'second',
        changes: [{ destinationCode: PLACES.paris.code, providerId: PLACES.paris.code }],
        actorId: admin.user.id,
      }),
    );
    const refused = await injectRoute(app, rollbackDiffRoute, {
      ...asAdmin,
      params: { diffId: first.diffId },
    });
    expect(refused.status).toBe(409);
    expect((refused.body as unknown as { message: string }).message).toMatch(/later change/);
  });

  it('refuses a second run while one is running, and queues a taxonomy refresh', async () => {
    const started = await injectRoute(app, validateAllRoute, asAdmin);
    expect(started.status).toBe(202);
    const second = await injectRoute(app, validateSampleRoute, {
      ...asAdmin,
      body: { sampleSize: 10 },
    });
    expect(second.status).toBe(409);
    await app.deps.jobs.drain();
    const refresh = await injectRoute(app, refreshTaxonomyRoute, asAdmin);
    expect(refresh.status).toBe(202);
    await app.deps.jobs.drain();
    const overview = (await injectRoute(app, mappingOverviewRoute, asAdmin)).body;
    expect(overview.taxonomy.destinations).toBe(67);
    expect(overview.taxonomy.refreshedAt).not.toBeNull();
  });
});

describe('mapping validation: a run interrupted resumes where it stopped', () => {
  it('continues with the first unchecked mapping after its worker died', async () => {
    const started = await injectRoute(app, validateAllRoute, asAdmin);
    const runId = started.body.runId;
    const local = createLocalProvider(db);
    let calls = 0;
    const dying = {
      ...local,
      async productCount(id: number) {
        calls += 1;
        if (calls > 25) throw new Error('killed');
        return local.productCount(id);
      },
    };
    // The first worker settles two batches of 10, then dies in the third (its lease stays).
    await expect(
      workValidationRun({ db, provider: dying, runId, batch: 10, owner: 'first' }),
    ).rejects.toThrow('killed');
    const halfway = (await injectRoute(app, latestRunRoute, asAdmin)).body.run!;
    expect(halfway).toMatchObject({ status: 'running', done: 20, isRunning: true });
    // Another worker leaves a live lease alone; the sweep does too until it lapses.
    expect(await workValidationRun({ db, provider: local, runId, owner: 'second' })).toBe('held');
    await app.deps.jobs.drain();
    expect(await resumeValidationRuns({ db, jobs: app.deps.jobs }, { all: false })).toEqual({
      resumed: 0,
    });
    await db.execute(
      sql`UPDATE mapping_validation_runs SET lease_until = now() - interval '1 second' WHERE id = ${runId}`,
    );

    let resumedCalls = 0;
    const counting = {
      ...local,
      async productCount(id: number) {
        resumedCalls += 1;
        return local.productCount(id);
      },
    };
    expect(await workValidationRun({ db, provider: counting, runId, owner: 'third' })).toBe(
      'completed',
    );
    const done = (await injectRoute(app, latestRunRoute, asAdmin)).body.run!;
    expect(done).toMatchObject({ status: 'completed', done: done.totalMappings });
    // Only the mappings the dead worker had not settled were checked again.
    const settledFirst = 20;
    expect(resumedCalls).toBeLessThanOrEqual(done.totalMappings - settledFirst);
    expect(resumedCalls).toBeGreaterThan(0);
  });

  it('the sweep queues a run whose lease lapsed, and the job finishes it', async () => {
    const started = await injectRoute(app, validateSampleRoute, {
      ...asAdmin,
      body: { sampleSize: 10 },
    });
    const runId = started.body.runId;
    await db.execute(
      sql`UPDATE mapping_validation_runs SET lease_owner = 'dead', lease_until = now() - interval '1 second' WHERE id = ${runId}`,
    );
    expect(await resumeValidationRuns({ db, jobs: app.deps.jobs }, { all: false })).toEqual({
      resumed: 1,
    });
    await app.deps.jobs.drain();
    const run = (await injectRoute(app, latestRunRoute, asAdmin)).body.run!;
    expect(run).toMatchObject({ runId, status: 'completed', done: 10 });
  });
});
