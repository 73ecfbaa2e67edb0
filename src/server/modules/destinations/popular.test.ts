import { describe, expect, it } from 'vitest';
import { NO_STATS, type DestinationStats } from '../../../db/queries/destinations.ts';
import type { CatalogueRow } from './catalogue.ts';
import { rankPopularDestinations } from './popular.ts';

const place = (code: number, slug: string, extra: Partial<CatalogueRow> = {}): CatalogueRow => ({
  code,
  slug,
  name: slug,
  asciiName: slug,
  type: 'city',
  countryCode: 'FR',
  admin1: null,
  latitude: 0,
  longitude: 0,
  population: 1000,
  ...extra,
});

const rows = [
  place(1, 'paris', { population: 2_000_000 }),
  place(2, 'lyon', { population: 500_000 }),
  place(3, 'nice', { population: 300_000 }),
  place(4, 'france', { type: 'country' }),
  place(5, 'nowhere', { countryCode: null }),
  place(6, 'tiny', { population: 10 }),
];
const catalogue = {
  byCode: new Map(rows.map((row) => [row.code, row])),
  bySlug: new Map(rows.map((row) => [row.slug, row])),
};
const stats = (entries: Array<[number, Partial<DestinationStats>]>) =>
  new Map(entries.map(([code, entry]) => [code, { ...NO_STATS, ...entry }]));
const slugs = (ranked: ReturnType<typeof rankPopularDestinations>) =>
  ranked.map(({ row }) => row.slug);

describe('rankPopularDestinations', () => {
  it('shows the featured in their order on a quiet site', () => {
    const ranked = rankPopularDestinations({
      catalogue,
      stats: new Map(),
      featured: ['nice', 'paris'],
      limit: 6,
    });
    expect(slugs(ranked)).toEqual(['nice', 'paris']);
  });

  it('ranks tours and posts on a log scale each, before the featured order', () => {
    const ranked = rankPopularDestinations({
      catalogue,
      // lyon: ln(1+40); tiny: ln(1+3) + ln(1+3) ≈ ln(16); nice: featured only.
      stats: stats([
        [2, { tourCount: 40 }],
        [6, { tourCount: 3, postCount: 3 }],
      ]),
      featured: ['nice'],
      limit: 6,
    });
    expect(slugs(ranked)).toEqual(['lyon', 'tiny', 'nice']);
    expect(ranked[0]!.stats?.tourCount).toBe(40);
  });

  it('leaves out countries, places without a country and entries with neither tours nor posts', () => {
    const ranked = rankPopularDestinations({
      catalogue,
      stats: stats([
        [4, { tourCount: 90 }],
        [5, { postCount: 9 }],
        [3, { imageUrl: '/x.jpg' }],
      ]),
      featured: [],
      limit: 6,
    });
    expect(slugs(ranked)).toEqual([]);
  });

  it('breaks equal scores by population, then code, and keeps the limit', () => {
    const ranked = rankPopularDestinations({
      catalogue,
      stats: stats([
        [3, { postCount: 2 }],
        [1, { postCount: 2 }],
        [2, { postCount: 2 }],
      ]),
      featured: [],
      limit: 2,
    });
    expect(slugs(ranked)).toEqual(['paris', 'lyon']);
  });
});
