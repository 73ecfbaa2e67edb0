import type { TDestinationType } from '../../../../contract/destinations.ts';
import { catalogueCountryName } from '../../destinations/catalogue.ts';
import type { CheckOutcome, TaxonomyEntry } from './types.ts';

/** Viator's destination types (GET /destinations) that can stand for each of ours. */
const SENSIBLE_TYPES: Record<TDestinationType, ReadonlySet<string>> = {
  city: new Set([
    'CITY',
    'TOWN',
    'VILLAGE',
    'HAMLET',
    'ISLAND',
    'AREA',
    'DISTRICT',
    'NEIGHBORHOOD',
    'WARD',
    'COUNTY',
    'NATIONAL PARK',
    'PENINSULA',
  ]),
  region: new Set([
    'REGION',
    'STATE',
    'PROVINCE',
    'AREA',
    'ISLAND',
    'PENINSULA',
    'UNION TERRITORY',
    'COUNTY',
    'NATIONAL PARK',
  ]),
  country: new Set(['COUNTRY']),
};

/** A city must not map to a country or a state, nor a country to a city. */
export function checkSensibleType(ours: TDestinationType, theirs: string): CheckOutcome {
  const type = theirs.toUpperCase().replace(/_/g, ' ');
  if (SENSIBLE_TYPES[ours].has(type)) return null;
  return `A ${ours} mapped to a provider ${type.toLowerCase()}`;
}

const countryName = (code: string) => catalogueCountryName(code) ?? code;

/** The provider's lineage must run through our destination's country. */
export function checkLineageCountry(
  expectedCountry: string | null,
  entry: Pick<TaxonomyEntry, 'countryCode'>,
): CheckOutcome {
  // A region spanning countries (a continent) has no country to find.
  if (!expectedCountry) return null;
  if (entry.countryCode === expectedCountry) return null;
  return entry.countryCode
    ? `The provider places it in ${countryName(entry.countryCode)}, not ${countryName(expectedCountry)}`
    : `The provider's lineage has no country (expected ${countryName(expectedCountry)})`;
}
