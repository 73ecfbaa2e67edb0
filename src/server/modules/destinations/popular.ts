import type { DestinationStats } from '../../../db/queries/destinations.ts';
import type { Catalogue, CatalogueRow } from './catalogue.ts';

/**
 * GET /api/destinations/popular's ranking, in memory over the catalogue and the cached stats
 * (tours and public member posts per destination): counting the posts per destination on every
 * request read every public post (a million on the bench database) and timed out under load.
 * Cities and regions only (no countries or continents); more tours and more posts first (each on
 * a log scale, so neither drowns the other), then the featured order (which is what a quiet site
 * shows), then population.
 */
export function rankPopularDestinations({
  catalogue,
  stats,
  featured,
  limit,
}: {
  catalogue: Pick<Catalogue, 'byCode' | 'bySlug'>;
  stats: ReadonlyMap<number, DestinationStats>;
  featured: readonly string[];
  limit: number;
}): Array<{ row: CatalogueRow; stats: DestinationStats | undefined }> {
  const candidates = new Map<number, CatalogueRow>();
  for (const [code, entry] of stats) {
    const row = catalogue.byCode.get(code);
    if (row && (entry.tourCount > 0 || entry.postCount > 0)) candidates.set(code, row);
  }
  for (const slug of featured) {
    const row = catalogue.bySlug.get(slug);
    if (row) candidates.set(row.code, row);
  }
  const featuredAt = (row: CatalogueRow) => {
    const at = featured.indexOf(row.slug);
    return at === -1 ? Number.POSITIVE_INFINITY : at;
  };
  const score = (row: CatalogueRow) => {
    const entry = stats.get(row.code);
    return Math.log1p(entry?.tourCount ?? 0) + Math.log1p(entry?.postCount ?? 0);
  };
  return [...candidates.values()]
    .filter((row) => row.type !== 'country' && row.countryCode !== null)
    .map((row) => ({ row, score: score(row), featured: featuredAt(row) }))
    .sort(
      (a, b) =>
        b.score - a.score ||
        a.featured - b.featured ||
        b.row.population - a.row.population ||
        a.row.code - b.row.code,
    )
    .slice(0, limit)
    .map(({ row }) => ({ row, stats: stats.get(row.code) }));
}
