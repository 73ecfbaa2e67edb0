import type { TExpansionProgress, TTestResult } from '../../../contract/country-expansion.ts';
import type { TMappingProvider } from '../../../contract/mappings.ts';
import type { ExpansionResultRow, ExpansionRunRow } from '../../../db/queries/country-expansion.ts';
import { countryOfCode, type CountryName } from './country-names.ts';
import type { Discovery } from './discovery.ts';

const nameOf = (code: string): CountryName =>
  countryOfCode(code) ?? { code, slug: code.toLowerCase(), name: code };

export function presentTestResult(
  country: CountryName,
  found: Discovery | Omit<ExpansionResultRow, 'position' | 'countryCode'>,
): TTestResult {
  return {
    country: country.slug,
    countryCode: country.code,
    countryName: country.name,
    destinationsAdded: found.destinationsAdded,
    totalTours: found.totalTours,
    workingDestinations: found.workingDestinations,
    status: found.status,
    message: found.message,
  };
}

/** Spec 3 §3 Expansion progress: the run's counts and its countries' results so far. */
export function presentProgress(
  provider: TMappingProvider,
  run: ExpansionRunRow | null,
  results: readonly ExpansionResultRow[],
): TExpansionProgress {
  const settled = results.filter((row) => row.status !== 'pending');
  return {
    runId: run?.id ?? null,
    provider,
    isRunning: run?.status === 'running',
    status: run?.status ?? null,
    completedCountries: settled.length,
    totalCountries: results.length,
    currentCountry: run?.status === 'running' ? run.currentCountry : null,
    forceDiscovery: run?.forceDiscovery ?? false,
    error: run?.error ?? null,
    appliedDiffId: run?.appliedDiffId ?? null,
    results: settled.map((row) => presentTestResult(nameOf(row.countryCode), row)),
  };
}
