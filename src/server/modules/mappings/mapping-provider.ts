import { COUNTRY_CODES } from '../../../contract/country-codes.ts';
import type { TMappingProvider } from '../../../contract/mappings.ts';
import type { Db } from '../../../db/client.ts';
import {
  countLocalTours,
  selectCatalogueTaxonomy,
  type TaxonomyRow,
} from '../../../db/queries/mappings.ts';
import type { AppConfig } from '../../config.ts';
import {
  createViatorClient,
  type ViatorClient,
  type ViatorDestination,
} from '../../providers/viator/viator-api.ts';
import { catalogueCountryName } from '../destinations/catalogue.ts';
import { normalizeName } from './checks/names.ts';

/**
 * Where mappings point: Viator with VIATOR_API_KEY, else the local tour inventory, whose ids are
 * the catalogue's own codes, so validation works offline end to end.
 */
export type MappingProvider = {
  id: TMappingProvider;
  name: string;
  /** Product searches a run keeps in flight (the rate limiter paces them). */
  concurrency: number;
  taxonomy(): Promise<TaxonomyRow[]>;
  /** The destination's product count: one search asking for one product. */
  productCount(providerId: number): Promise<number>;
};

export function createLocalProvider(db: Db): MappingProvider {
  return {
    id: 'local',
    name: 'Local tour inventory',
    concurrency: 4,
    async taxonomy() {
      const rows = await selectCatalogueTaxonomy(db);
      const countryIds = new Map(
        rows.filter((r) => r.type === 'country').map((r) => [r.country_code, r.code]),
      );
      return rows.map((row) => {
        const country = row.type === 'country' ? null : countryIds.get(row.country_code);
        return {
          providerId: row.code,
          name: row.name,
          type: row.type.toUpperCase(),
          parentId: country ?? null,
          lookupId: country ? `${country}.${row.code}` : String(row.code),
          countryCode: row.country_code,
          latitude: row.latitude,
          longitude: row.longitude,
        };
      });
    },
    productCount: (providerId) => countLocalTours(db, providerId),
  };
}

/** Viator names countries in English; the ISO code of each name we know. */
let countryByName: Map<string, string> | null = null;
function countryCodeOfName(name: string): string | null {
  if (!countryByName) {
    countryByName = new Map();
    for (const code of COUNTRY_CODES) {
      const display = catalogueCountryName(code);
      if (display) countryByName.set(normalizeName(display), code);
    }
    // Names Viator uses that differ from the display names.
    for (const [alias, code] of [
      ['usa', 'US'],
      ['united states of america', 'US'],
      ['england', 'GB'],
      ['scotland', 'GB'],
      ['wales', 'GB'],
      ['northern ireland', 'GB'],
      ['czech republic', 'CZ'],
      ['turkey', 'TR'],
    ] as const) {
      countryByName.set(alias, code);
    }
  }
  return countryByName.get(normalizeName(name)) ?? null;
}

/** Viator's destinations as taxonomy rows: the country is the COUNTRY node in each lineage. */
export function viatorTaxonomy(list: readonly ViatorDestination[]): TaxonomyRow[] {
  const byId = new Map(list.map((d) => [d.destinationId, d]));
  const countryOf = (destination: ViatorDestination): string | null => {
    const lineage = (destination.lookupId ?? String(destination.destinationId))
      .split('.')
      .map(Number);
    for (const id of lineage) {
      const node = byId.get(id);
      if (node && node.type.toUpperCase() === 'COUNTRY') return countryCodeOfName(node.name);
    }
    return null;
  };
  return list
    .filter((d) => Number.isSafeInteger(d.destinationId) && typeof d.name === 'string' && d.name)
    .map((d) => ({
      providerId: d.destinationId,
      name: d.name.slice(0, 200),
      type: (d.type ?? 'CITY').slice(0, 40).toUpperCase(),
      parentId: d.parentDestinationId ?? null,
      lookupId: (d.lookupId ?? String(d.destinationId)).slice(0, 200),
      countryCode: countryOf(d),
      latitude: d.center?.latitude ?? null,
      longitude: d.center?.longitude ?? null,
    }));
}

export function createViatorProvider(client: ViatorClient): MappingProvider {
  return {
    id: 'viator',
    name: 'Viator',
    concurrency: 8,
    taxonomy: async () => viatorTaxonomy(await client.destinations()),
    async productCount(providerId) {
      const answer = await client.searchProducts({ destination: providerId, start: 1, count: 1 });
      return typeof answer.totalCount === 'number' ? answer.totalCount : 0;
    },
  };
}

/** The provider this configuration uses. */
export function mappingProviderFor(config: Pick<AppConfig, 'viator'>, db: Db): MappingProvider {
  return config.viator
    ? createViatorProvider(createViatorClient(config.viator))
    : createLocalProvider(db);
}

/** Which provider's mappings this configuration reads, without building a client. */
export const providerIdFor = (config: Pick<AppConfig, 'viator'>): TMappingProvider =>
  config.viator ? 'viator' : 'local';
