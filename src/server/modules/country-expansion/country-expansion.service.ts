import { sql } from 'drizzle-orm';
import type { TAvailableCountry } from '../../../contract/country-expansion.ts';
import {
  countMappedByCountry,
  countUnmappedByCountry,
  findExpansionRun,
  findRunningExpansion,
  insertExpansionRun,
  latestExpansionRun,
  listExpansionResults,
  selectCountryMappings,
  setExpansionApplied,
} from '../../../db/queries/country-expansion.ts';
import { countMappings, taxonomyStats } from '../../../db/queries/mappings.ts';
import type { ServiceContext } from '../../context.ts';
import { conflict, HttpError, notFound } from '../../http-error.ts';
import { authorize } from '../../policies/authorize.ts';
import { ensureInitialMappings } from '../mappings/mapping-diffs.ts';
import { mappingProviderFor, type MappingProvider } from '../mappings/mapping-provider.ts';
import { refreshTaxonomy } from '../mappings/taxonomy-refresh.ts';
import { applyDiscovered, type Discovered } from './apply-discovered.ts';
import { countryOfCode, requireCountry } from './country-names.ts';
import { presentProgress, presentTestResult } from './country-expansion.presenter.ts';
import { discoverCountry } from './discovery.ts';
import { productCounterFor } from './product-counts.ts';

/** Admins only (the admin plugin's guard ran already); the provider this configuration maps to. */
async function admin(ctx: ServiceContext): Promise<MappingProvider> {
  authorize(ctx.viewer, 'admin.access', null);
  const provider = mappingProviderFor(ctx.config, ctx.db);
  await ensureInitialMappings(ctx.db, provider.id);
  return provider;
}

/** The provider's failure as a 503 the screen can show (its message, not a 500). */
async function fromProvider<T>(provider: MappingProvider, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof HttpError) throw error;
    const message = error instanceof Error ? error.message : String(error);
    throw new HttpError(503, `${provider.name} did not answer: ${message}`.slice(0, 300));
  }
}

export async function availableCountries(ctx: ServiceContext) {
  const provider = await admin(ctx);
  if ((await taxonomyStats(ctx.db, { provider: provider.id })).destinations === 0) {
    await fromProvider(provider, () => refreshTaxonomy(ctx.db, provider));
  }
  const [unmapped, mapped] = await Promise.all([
    countUnmappedByCountry(ctx.db, { provider: provider.id }),
    countMappedByCountry(ctx.db, { provider: provider.id }),
  ]);
  const countries: TAvailableCountry[] = [];
  for (const [code, estimatedDestinations] of unmapped) {
    const country = countryOfCode(code);
    if (!country) continue;
    countries.push({ ...country, estimatedDestinations, mapped: mapped.get(code) ?? 0 });
  }
  countries.sort((a, b) => a.name.localeCompare(b.name, 'en'));
  return { countries };
}

/** Spec 3 §7: read on demand, never cached (the screen refreshes it after every apply). */
export async function coverageCounts(ctx: ServiceContext) {
  const provider = await admin(ctx);
  const [byCountry, totalMapped] = await Promise.all([
    countMappedByCountry(ctx.db, { provider: provider.id }),
    countMappings(ctx.db, { provider: provider.id }),
  ]);
  const counts: Record<string, number> = {};
  const names: Record<string, string> = {};
  const sorted = [...byCountry].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  for (const [code, count] of sorted) {
    const country = countryOfCode(code);
    if (!country) continue;
    counts[country.slug] = count;
    names[country.slug] = country.name;
  }
  return { counts, names, totalMapped };
}

export async function expansionProgress(ctx: ServiceContext) {
  const provider = await admin(ctx);
  const run = await latestExpansionRun(ctx.db, { provider: provider.id });
  const results = run ? await listExpansionResults(ctx.db, run.id) : [];
  return presentProgress(provider.id, run, results);
}

export async function destinationBreakdown(ctx: ServiceContext, { country }: { country: string }) {
  const provider = await admin(ctx);
  const found = requireCountry(country);
  const rows = await selectCountryMappings(ctx.db, {
    provider: provider.id,
    countryCode: found.code,
  });
  return {
    country: found.slug,
    countryName: found.name,
    totalMapped: rows.length,
    destinations: rows.map((row) => ({
      name: row.name,
      displayName: `${row.name}, ${found.name}`,
      id: row.providerId,
      destinationCode: row.destinationCode,
      tourCount: row.tourCount,
    })),
  };
}

/** Starts a run over the chosen countries: the run, its countries and its job in one transaction. */
export async function startExpansion(
  ctx: ServiceContext,
  { countries, forceDiscovery }: { countries: string[]; forceDiscovery: boolean },
) {
  const provider = await admin(ctx);
  const codes = [...new Set(countries.map((country) => requireCountry(country).code))];
  const run = await ctx.tx(async (tx) => {
    // Two starts at once: the second waits here and then finds the first one running.
    await tx.db.execute(sql`SELECT pg_advisory_xact_lock(hashtext('country_expansion.start'))`);
    if (await findRunningExpansion(tx.db, { provider: provider.id })) {
      throw conflict('An expansion is already running; wait for it to finish.');
    }
    const started = await insertExpansionRun(tx.db, {
      provider: provider.id,
      countryCodes: codes,
      forceDiscovery,
      createdBy: ctx.viewer!.id,
    });
    await tx.jobs.send('country-expansion-run', { runId: started.id }, { db: tx.db });
    return started;
  });
  return presentProgress(
    provider.id,
    run,
    codes.map((countryCode, index) => ({
      position: index + 1,
      countryCode,
      status: 'pending' as const,
      destinationsAdded: 0,
      totalTours: 0,
      workingDestinations: {},
      message: null,
    })),
  );
}

/** Spec 3 §7 test-country: one country's discovery now; nothing is changed until it is applied. */
export async function testCountry(
  ctx: ServiceContext,
  { country, forceDiscovery }: { country: string; forceDiscovery: boolean },
) {
  const provider = await admin(ctx);
  const found = requireCountry(country);
  const result = await fromProvider(provider, () =>
    discoverCountry({
      db: ctx.db,
      provider,
      countProducts: productCounterFor(ctx.db, provider),
      country: found,
      force: forceDiscovery,
    }),
  );
  return { testResult: presentTestResult(found, result) };
}

const toDiscovered = (entry: {
  country: string;
  workingDestinations: Record<string, number>;
}): Discovered => ({
  country: requireCountry(entry.country),
  providerIds: Object.values(entry.workingDestinations),
});

const countryList = (discovered: readonly Discovered[]) => {
  const names = [...new Set(discovered.map((entry) => entry.country.name))];
  return names.length > 3
    ? `${names.slice(0, 3).join(', ')} and ${names.length - 3} more`
    : names.join(', ');
};

/** Apply All: the results' destinations as one diff; a run's results are applied once. */
export async function applyResults(
  ctx: ServiceContext,
  body: {
    runId?: string;
    results: { country: string; workingDestinations: Record<string, number> }[];
  },
) {
  const provider = await admin(ctx);
  const discovered = body.results.map(toDiscovered);
  const applied = await ctx.tx(async (tx) => {
    if (body.runId) {
      const run = await findExpansionRun(tx.db, { provider: provider.id, id: body.runId });
      if (!run) throw notFound('There is no such expansion run');
      if (run.status === 'running') throw conflict('The expansion is still running.');
      if (run.appliedDiffId) {
        throw conflict(`These results were already applied (change #${run.appliedDiffId}).`);
      }
    }
    const diff = await applyDiscovered(tx.db, {
      provider: provider.id,
      discovered,
      actorId: ctx.viewer!.id,
      summary: (added) =>
        `Country expansion: added ${added.toLocaleString('en-US')} destinations in ${countryList(discovered)}`,
    });
    if (
      body.runId &&
      !(await setExpansionApplied(tx.db, { id: body.runId, diffId: diff.diffId }))
    ) {
      throw conflict('These results were already applied.');
    }
    return diff;
  });
  return { totalDestinations: applied.added, diffId: applied.diffId };
}

/** A tested country's Apply: its destinations as a diff (coverage counts are read again after). */
export async function applyTestResults(
  ctx: ServiceContext,
  body: {
    country: string;
    testResult: { country: string; workingDestinations: Record<string, number> };
  },
) {
  const provider = await admin(ctx);
  const discovered = toDiscovered({ ...body.testResult, country: body.country });
  const applied = await ctx.tx((tx) =>
    applyDiscovered(tx.db, {
      provider: provider.id,
      discovered: [discovered],
      actorId: ctx.viewer!.id,
      summary: (added) =>
        `Country test of ${discovered.country.name}: added ${added.toLocaleString('en-US')} destinations`,
    }),
  );
  return { destinationsAdded: applied.added, diffId: applied.diffId };
}
