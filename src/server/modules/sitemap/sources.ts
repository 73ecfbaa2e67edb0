import { blogSitemapSource } from '../blog/blog.sitemap.ts';
import { matchPage } from '../../../contract/page-routes.ts';
import type { Db } from '../../../db/client.ts';
import {
  destinationSitemapBatch,
  hotelSitemapBatch,
  seoPageSitemapBatch,
  type SitemapRow,
} from '../../../db/queries/sitemap.ts';
import type { SitemapEntry, SitemapSource, SitemapType } from '../page-head/page-head.types.ts';

/**
 * The typed sitemaps' sources: each reads its published, canonical pages in keyset-paged batches.
 * Registering another type is one line in SITEMAP_SOURCES; the index lists a type only when its
 * source is registered.
 */

const CHANGE_FREQUENCIES = new Set<SitemapEntry['changefreq']>([
  'always',
  'hourly',
  'daily',
  'weekly',
  'monthly',
  'yearly',
  'never',
]);

/** Spec 3 §9: priority 0.0–1.0 (default 0.8) and change frequency (default weekly). */
function entry(
  path: string,
  row: SitemapRow,
  defaults: { priority: number; changefreq: NonNullable<SitemapEntry['changefreq']> },
): SitemapEntry {
  const changefreq = CHANGE_FREQUENCIES.has(row.changeFreq as SitemapEntry['changefreq'])
    ? (row.changeFreq as SitemapEntry['changefreq'])
    : defaults.changefreq;
  const priority =
    row.priority !== null && row.priority >= 0 && row.priority <= 1
      ? row.priority
      : defaults.priority;
  return { path, lastmod: row.lastmod, changefreq, priority };
}

type Batch = (db: Db, params: { after: string | null; limit: number }) => Promise<SitemapRow[]>;

async function* keysetBatches<T>(
  db: Db,
  read: Batch,
  batchSize: number,
  present: (rows: SitemapRow[]) => T[],
): AsyncIterable<T[]> {
  let after: string | null = null;
  for (;;) {
    const rows = await read(db, { after, limit: batchSize });
    if (rows.length === 0) return;
    yield present(rows);
    if (rows.length < batchSize) return;
    after = rows[rows.length - 1]!.key;
  }
}

/** Every catalogue destination's page (the three tour types share the canonical `…/excursions`). */
export const destinationsSitemapSource: SitemapSource = {
  type: 'destinations',
  batches: (db, { batchSize }) =>
    keysetBatches(db, destinationSitemapBatch, batchSize, (rows) =>
      rows.map((row) =>
        entry(`/destination/${encodeURIComponent(row.key)}/excursions`, row, {
          priority: 0.8,
          changefreq: 'weekly',
        }),
      ),
    ),
};

/** Hotel pages the operator published (spec 3 §2 'Hotel page creator'; default monthly). */
export const hotelsSitemapSource: SitemapSource = {
  type: 'hotels',
  batches: (db, { batchSize }) =>
    keysetBatches(db, hotelSitemapBatch, batchSize, (rows) =>
      rows.map((row) =>
        entry(`/destination/${encodeURIComponent(row.key)}/hotels`, row, {
          priority: 0.8,
          changefreq: 'monthly',
        }),
      ),
    ),
};

/**
 * Why an active SEO page is not in the pages sitemap, or null when it is: destination and
 * hotel pages are in their own sitemaps, and a path the app does not answer (or answers only
 * for one member) would be a 404 to a crawler. The admin card lists what was left out.
 */
export function seoPageExclusion(path: string): string | null {
  const page = matchPage(`/${path}`);
  if (!page) return 'no page of the site answers this path';
  if (page.route.subject === 'destination') return 'listed in the destinations or hotels sitemap';
  if (page.route.subject !== undefined) return 'a member page, not an SEO page';
  if (page.route.path.startsWith('/admin')) return 'an admin page';
  return null;
}

/** Active SEO pages of their own (an about page, a landing page for a campaign). */
export const pagesSitemapSource: SitemapSource = {
  type: 'pages',
  batches: (db, { batchSize }) =>
    keysetBatches(db, seoPageSitemapBatch, batchSize, (rows) =>
      rows
        .filter((row) => seoPageExclusion(row.key) === null)
        .map((row) =>
          entry(`/${row.key.split('/').map(encodeURIComponent).join('/')}`, row, {
            priority: 0.8,
            changefreq: 'weekly',
          }),
        ),
    ),
};

/** The registered sources, one per type. */
export const SITEMAP_SOURCES: readonly SitemapSource[] = [
  destinationsSitemapSource,
  hotelsSitemapSource,
  pagesSitemapSource,
  blogSitemapSource,
];

export type { SitemapType };
