import { describe, expect, it } from 'vitest';
import type { CatalogueRow } from './catalogue.ts';
import { createNameIndex, trigrams } from './name-index.ts';

const row = (code: number, name: string, population: number, type: CatalogueRow['type'] = 'city') =>
  ({
    code,
    slug: name.replace(/ /g, '-'),
    name,
    asciiName: name,
    type,
    countryCode: 'PT',
    admin1: null,
    latitude: 0,
    longitude: 0,
    population,
  }) satisfies CatalogueRow;

describe('the autocomplete name index', () => {
  it("makes pg_trgm's trigrams (words padded with two spaces before, one after)", () => {
    expect([...trigrams('lisbon')].sort()).toEqual(
      ['  l', ' li', 'bon', 'isb', 'lis', 'on ', 'sbo'].sort(),
    );
    expect(trigrams('new york').has(' yo')).toBe(true);
    expect(trigrams('').size).toBe(0);
  });

  const index = createNameIndex([
    row(1, 'lisbon', 517_802),
    row(2, 'lisburn', 45_000),
    row(3, 'paris', 2_138_551),
    row(4, 'paraguay', 6_000_000, 'country'),
    row(5, 'new york', 8_175_133),
    row(6, 'lisbon falls', 9_000),
    row(7, 'kyiv', 2_800_000),
  ]);
  const names = (term: string, extra: Parameters<typeof index.search>[1] = { limit: 5 }) =>
    index.search(term, extra).map((hit) => hit.row.name);

  it('tolerates typos by similarity and ranks by population', () => {
    expect(names('lisbn')[0]).toBe('lisbon');
    expect(names('lisbn')).toContain('lisburn');
    expect(names('kyto')).toEqual([]); // shares only its first letters with kyiv
  });

  it('matches prefixes (only prefixes under 3 letters) and words inside names', () => {
    expect(names('par')).toEqual(['paris', 'paraguay']);
    expect(names('li')).toEqual(['lisbon', 'lisburn', 'lisbon falls']);
    expect(names('york')).toEqual(['new york']);
    expect(names('paris', { limit: 5, type: 'country' })).toEqual([]);
  });

  it('lets tours lift a destination', () => {
    expect(names('lisb', { limit: 3, tourCounts: new Map([[6, 1000]]) })[0]).toBe('lisbon falls');
  });
});
