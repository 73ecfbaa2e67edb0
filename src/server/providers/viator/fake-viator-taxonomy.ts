/**
 * Test and bench only: a Viator taxonomy built around our destinations, with the bad mappings the
 * validation exists to catch mixed in deterministically: sequential fake ids (7000–8000), renamed,
 * moved (centre 200+ km off), filed under another country, one id mapped twice, and destinations
 * with zero products. Countries are COUNTRY nodes at the top of each lineage, as Viator's are.
 */
import type { ViatorDestination } from './viator-api.ts';

export type FixturePlace = {
  code: number;
  name: string;
  countryCode: string;
  countryName: string;
  latitude: number;
  longitude: number;
};

export const BAD_KINDS = [
  'fake',
  'renamed',
  'moved',
  'otherCountry',
  'duplicated',
  'zero',
] as const;
export type BadKind = (typeof BAD_KINDS)[number];

export type TaxonomyFixture = {
  destinations: ViatorDestination[];
  productCounts: Map<number, number>;
  mappings: { destinationCode: number; providerId: number }[];
  /** Destination codes planted with each fault. */
  bad: Record<BadKind, number[]>;
};

/** Which fault (if any) the i-th place gets: about one in eight is bad. */
function faultOf(i: number): BadKind | null {
  if (i < 4) return null;
  const slot = i % 48;
  if (slot === 5 || slot === 6 || slot === 7) return 'fake';
  if (slot === 13) return 'renamed';
  if (slot === 19) return 'moved';
  if (slot === 25) return 'otherCountry';
  if (slot === 31) return 'duplicated';
  if (slot === 37) return 'zero';
  return null;
}

export function buildTaxonomyFixture(places: readonly FixturePlace[]): TaxonomyFixture {
  const countries = new Map<string, ViatorDestination>();
  const countryOf = (code: string, name: string) => {
    let node = countries.get(code);
    if (!node) {
      const destinationId = 100 + countries.size;
      node = {
        destinationId,
        name,
        type: 'COUNTRY',
        lookupId: String(destinationId),
        center: { latitude: 0, longitude: 0 },
      };
      countries.set(code, node);
    }
    return node;
  };
  const destinations: ViatorDestination[] = [];
  const productCounts = new Map<number, number>();
  const mappings: TaxonomyFixture['mappings'] = [];
  const bad: TaxonomyFixture['bad'] = {
    fake: [],
    renamed: [],
    moved: [],
    otherCountry: [],
    duplicated: [],
    zero: [],
  };
  let fakeId = 7001;
  let previousId = 0;
  places.forEach((place, i) => {
    const fault = faultOf(i);
    if (fault === 'fake') {
      // Never in the taxonomy: an id somebody typed in sequence.
      mappings.push({ destinationCode: place.code, providerId: fakeId });
      fakeId += 1;
      bad.fake.push(place.code);
      return;
    }
    const destinationId = 20_000 + i;
    const home = countryOf(place.countryCode, place.countryName);
    const parent = fault === 'otherCountry' ? countryOf(`Z${place.countryCode}`, 'Atlantis') : home;
    destinations.push({
      destinationId,
      name: fault === 'renamed' ? `${places[(i + 1) % places.length]!.name}` : place.name,
      type: 'CITY',
      parentDestinationId: parent.destinationId,
      lookupId: `${parent.destinationId}.${destinationId}`,
      center: {
        latitude: place.latitude + (fault === 'moved' ? 2.5 : 0.01),
        longitude: place.longitude,
      },
    });
    productCounts.set(destinationId, fault === 'zero' ? 0 : 1 + ((i * 37) % 400));
    if (fault === 'duplicated' && previousId) {
      // Mapped to the previous place's id: both ends of the pair are duplicates.
      mappings.push({ destinationCode: place.code, providerId: previousId });
    } else {
      mappings.push({ destinationCode: place.code, providerId: destinationId });
    }
    if (fault) bad[fault].push(place.code);
    previousId = destinationId;
  });
  return { destinations: [...countries.values(), ...destinations], productCounts, mappings, bad };
}
