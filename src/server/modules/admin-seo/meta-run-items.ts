import { pageTypeOf, destinationOfPath } from '../../../contract/admin-seo.ts';
import type { Db } from '../../../db/client.ts';
import {
  destinationSeoPages,
  destinationsByCodes,
  destinationsBySlugs,
  seoPagesByPaths,
  type MetaDestinationRow,
} from '../../../db/queries/admin-seo.ts';
import type { MetaFacts } from '../../providers/ai/seo-meta/seo-meta.ts';

/** One page a meta run writes for: an existing page (regenerate, or bulk over a page that exists) or a new one. */
export type MetaRunItem = {
  key: string;
  label: string;
  pageId: string | null;
  path: string;
  kind: MetaFacts['kind'];
  destination: MetaDestinationRow | null;
  /** The name to use when the catalogue does not know the place. */
  fallbackName: string;
  old: { title: string; description: string } | null;
};

/** Bulk: the destinations' tours pages, in the order given (three queries). */
export async function bulkItems(db: Db, codes: number[]): Promise<MetaRunItem[]> {
  const rows = await destinationsByCodes(db, { codes });
  const byCode = new Map(rows.map((row) => [row.code, row]));
  const destinations = codes.flatMap((code) => byCode.get(code) ?? []);
  const paths = destinations.map((destination) => `destination/${destination.slug}/excursions`);
  const pages = new Map((await seoPagesByPaths(db, { paths })).map((page) => [page.path, page]));
  return destinations.map((destination, index) => {
    const path = paths[index]!;
    const page = pages.get(path);
    return {
      key: page ? page.id : `new:${destination.code}`,
      label: destination.name,
      pageId: page?.id ?? null,
      path,
      kind: 'excursions',
      destination,
      fallbackName: destination.name,
      old: page ? { title: page.title, description: page.description } : null,
    };
  });
}

/** Regenerate: every page about a place, with its catalogue entry when there is one (two queries). */
export async function regenerateItems(db: Db): Promise<MetaRunItem[]> {
  const pages = await destinationSeoPages(db);
  const slugs = [...new Set(pages.map((page) => destinationOfPath(page.path)!).filter(Boolean))];
  const bySlug = new Map((await destinationsBySlugs(db, { slugs })).map((row) => [row.slug, row]));
  return pages.map((page) => {
    const slug = destinationOfPath(page.path) ?? page.path;
    const destination = bySlug.get(slug) ?? null;
    return {
      key: page.id,
      label: destination?.name ?? page.destination ?? slug,
      pageId: page.id,
      path: page.path,
      kind: pageTypeOf(page.path) === 'hotels' ? 'hotels' : 'excursions',
      destination,
      fallbackName: page.destination ?? slug,
      old: { title: page.title, description: page.description },
    };
  });
}
