import {
  FORCE_DISCOVERY_THRESHOLD,
  MAX_DISCOVERED_PER_COUNTRY,
} from '../../../contract/country-expansion.ts';
import type { Db } from '../../../db/client.ts';
import {
  countMappedByCountry,
  selectCountryCandidates,
  type Candidate,
} from '../../../db/queries/country-expansion.ts';
import { taxonomyStats } from '../../../db/queries/mappings.ts';
import type { MappingProvider } from '../mappings/mapping-provider.ts';
import { refreshTaxonomy } from '../mappings/taxonomy-refresh.ts';
import type { CountryName } from './country-names.ts';
import type { ProductCounter } from './product-counts.ts';

/**
 * How many candidates a vendor is asked about per country: one product search each, so a large
 * country costs a bounded number of calls (the ones our tours ingestion saw selling go first).
 */
const VENDOR_CANDIDATES = 150;

export type Discovery = {
  status: 'completed' | 'skipped';
  destinationsAdded: number;
  totalTours: number;
  /** Destination name → provider id, the best-selling first. */
  workingDestinations: Record<string, number>;
  message: string | null;
};

/** Names are the map's keys: a second place of the same name is told apart by its id. */
function byName(ranked: readonly (Candidate & { count: number })[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const candidate of ranked) {
    const key =
      candidate.name in out ? `${candidate.name} (${candidate.providerId})` : candidate.name;
    out[key] = candidate.providerId;
  }
  return out;
}

/**
 * Discovery (issue 25 §3): a country's provider destinations from the lineage that are not mapped
 * yet, ranked by product count; those with products are the working destinations. A country with
 * more than 25 mapped destinations is skipped unless forced (spec 3 §9).
 */
export async function discoverCountry({
  db,
  provider,
  countProducts,
  country,
  force,
}: {
  db: Db;
  provider: MappingProvider;
  countProducts: ProductCounter;
  country: CountryName;
  force: boolean;
}): Promise<Discovery> {
  const mapped = (await countMappedByCountry(db, { provider: provider.id })).get(country.code) ?? 0;
  if (mapped > FORCE_DISCOVERY_THRESHOLD && !force) {
    return {
      status: 'skipped',
      destinationsAdded: 0,
      totalTours: 0,
      workingDestinations: {},
      message: `${country.name} already has ${mapped} mapped destinations (more than ${FORCE_DISCOVERY_THRESHOLD}); use Force Discovery Mode to look anyway.`,
    };
  }
  // The first discovery before the weekly refresh ever ran: fetch the lineage it reads.
  if ((await taxonomyStats(db, { provider: provider.id })).destinations === 0) {
    await refreshTaxonomy(db, provider);
  }
  const candidates = await selectCountryCandidates(db, {
    provider: provider.id,
    countryCode: country.code,
    limit: provider.id === 'local' ? 5_000 : VENDOR_CANDIDATES,
  });
  const counts = await countProducts(candidates);
  const ranked = candidates
    .map((candidate) => ({ ...candidate, count: counts.get(candidate.providerId) ?? 0 }))
    .filter((candidate) => candidate.count > 0)
    .sort(
      (a, b) => b.count - a.count || a.name.localeCompare(b.name) || a.providerId - b.providerId,
    )
    .slice(0, MAX_DISCOVERED_PER_COUNTRY);
  return {
    status: 'completed',
    destinationsAdded: ranked.length,
    totalTours: ranked.reduce((sum, candidate) => sum + candidate.count, 0),
    workingDestinations: byName(ranked),
    message:
      ranked.length === 0
        ? `No unmapped destination in ${country.name} has tours with ${provider.name}.`
        : null,
  };
}
