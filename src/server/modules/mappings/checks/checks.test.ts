import { describe, expect, it } from 'vitest';
import { NO_TOURS } from '../../../../contract/mappings.ts';
import { checkCentreDistance } from './distance.ts';
import { checkDuplicates, indexDuplicates } from './duplicates.ts';
import { checkExistsInTaxonomy } from './exists.ts';
import { checkFakeIdPattern } from './sequential-id.ts';
import { runLocalChecks } from './local-checks.ts';
import { checkNamesMatch } from './names.ts';
import { checkProductCount } from './product-count.ts';
import { checkLineageCountry, checkSensibleType } from './type-lineage.ts';
import type { MappingUnderCheck, TaxonomyEntry } from './types.ts';

const lisbon: MappingUnderCheck = {
  destinationCode: 2267057,
  name: 'Lisbon',
  type: 'city',
  countryCode: 'PT',
  latitude: 38.7167,
  longitude: -9.1333,
  providerId: 538,
};
const lisbonEntry: TaxonomyEntry = {
  providerId: 538,
  name: 'Lisbon',
  type: 'CITY',
  lookupId: '6.63.538',
  countryCode: 'PT',
  latitude: 38.7223,
  longitude: -9.1393,
};

describe('checkFakeIdPattern', () => {
  it('flags a sequential id in 7000–8000', () => {
    expect(checkFakeIdPattern(7002, new Set([7001, 7002, 7003]))).toMatch(/made-up id: 7002/);
  });
  it('passes a lone id in the range and ids outside it', () => {
    expect(checkFakeIdPattern(7002, new Set([7002, 538]))).toBeNull();
    expect(checkFakeIdPattern(538, new Set([537, 538, 539]))).toBeNull();
  });
});

describe('checkExistsInTaxonomy', () => {
  it('fails an id the provider does not list', () => {
    expect(checkExistsInTaxonomy(999_999, undefined)).toBe(
      'The provider has no destination 999999',
    );
    expect(checkExistsInTaxonomy(538, lisbonEntry)).toBeNull();
  });
});

describe('checkNamesMatch', () => {
  it('folds accents and case', () => {
    expect(checkNamesMatch('Cancún', 'CANCUN')).toBeNull();
    expect(checkNamesMatch('New York', 'New York City')).toBeNull();
  });
  it('fails a renamed destination', () => {
    expect(checkNamesMatch('Lisbon', 'Porto')).toBe('The provider calls it "Porto", not "Lisbon"');
    // A shared prefix without a word boundary is another name.
    expect(checkNamesMatch('Rome', 'Romeoville')).not.toBeNull();
  });
});

describe('checkSensibleType', () => {
  it('fails a city mapped to a country', () => {
    expect(checkSensibleType('city', 'COUNTRY')).toBe('A city mapped to a provider country');
    expect(checkSensibleType('country', 'CITY')).not.toBeNull();
  });
  it('accepts the types that can stand for a city', () => {
    for (const type of ['CITY', 'TOWN', 'ISLAND', 'NATIONAL PARK']) {
      expect(checkSensibleType('city', type)).toBeNull();
    }
  });
});

describe('checkLineageCountry', () => {
  it('fails a destination the provider files under another country', () => {
    expect(checkLineageCountry('PT', { countryCode: 'ES' })).toBe(
      'The provider places it in Spain, not Portugal',
    );
    expect(checkLineageCountry('PT', { countryCode: null })).toMatch(/no country/);
  });
  it('passes the expected country and a region without one', () => {
    expect(checkLineageCountry('PT', { countryCode: 'PT' })).toBeNull();
    expect(checkLineageCountry(null, { countryCode: 'PT' })).toBeNull();
  });
});

describe('checkCentreDistance', () => {
  it('fails a centre more than 50 km away', () => {
    // Porto's centre for Lisbon: about 275 km.
    expect(checkCentreDistance(lisbon, { latitude: 41.1579, longitude: -8.6291 })).toMatch(
      /^The provider's centre is 27\d km away$/,
    );
  });
  it('passes a near centre, a missing one and a country', () => {
    expect(checkCentreDistance(lisbon, lisbonEntry)).toBeNull();
    expect(checkCentreDistance(lisbon, { latitude: null, longitude: null })).toBeNull();
    expect(
      checkCentreDistance({ ...lisbon, type: 'country' }, { latitude: 0, longitude: 0 }),
    ).toBeNull();
  });
});

describe('checkDuplicates', () => {
  it('fails one provider id mapped from two destinations', () => {
    const other = { ...lisbon, destinationCode: 1, name: 'Sintra' };
    const index = indexDuplicates([lisbon, other]);
    expect(checkDuplicates(lisbon, index)).toBe('Provider id 538 is also mapped from Sintra');
  });
  it('fails one place mapped twice to different ids', () => {
    const twin = { ...lisbon, destinationCode: 2, name: 'LISBON', providerId: 539 };
    expect(checkDuplicates(lisbon, indexDuplicates([lisbon, twin]))).toBe(
      'Lisbon is mapped twice (also to 539)',
    );
  });
  it('passes two places of one name far apart', () => {
    const far = { ...lisbon, destinationCode: 3, providerId: 540, latitude: 40, longitude: -7 };
    expect(checkDuplicates(lisbon, indexDuplicates([lisbon, far]))).toBeNull();
  });
  it('passes a mapping alone', () => {
    expect(checkDuplicates(lisbon, indexDuplicates([lisbon]))).toBeNull();
  });
});

describe('checkProductCount', () => {
  it("says 'No tours' for zero products", () => {
    expect(checkProductCount(0)).toBe(NO_TOURS);
    expect(checkProductCount(12)).toBeNull();
  });
});

describe('runLocalChecks', () => {
  const context = (entry?: TaxonomyEntry, mappings = [lisbon]) => ({
    taxonomy: new Map(entry ? [[entry.providerId, entry]] : []),
    mappedIds: new Set(mappings.map((m) => m.providerId)),
    duplicates: indexDuplicates(mappings),
  });
  it('passes a sound mapping', () => {
    expect(runLocalChecks(lisbon, context(lisbonEntry))).toEqual([]);
  });
  it('stops at a missing id and lists every other failure', () => {
    expect(runLocalChecks(lisbon, context())).toEqual(['The provider has no destination 538']);
    const moved = {
      ...lisbonEntry,
      name: 'Porto',
      countryCode: 'ES',
      latitude: 41.15,
      longitude: -8.6,
    };
    expect(runLocalChecks(lisbon, context(moved))).toHaveLength(3);
  });
});
