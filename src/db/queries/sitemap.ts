import { sql } from 'drizzle-orm';
import type { Db } from '../client.ts';

/**
 * Keyset-paged reads of the sitemaps' pages (`server/modules/sitemap`): each batch starts after
 * the last key of the one before, in the order of a unique index, so no read holds all rows.
 */

export type SitemapRow = {
  key: string;
  lastmod: Date;
  priority: number | null;
  changeFreq: string | null;
};

type RawRow = {
  key: string;
  lastmod: string | Date;
  priority: number | null;
  change_freq: string | null;
};

const toRows = (rows: RawRow[]): SitemapRow[] =>
  rows.map((row) => ({
    key: row.key,
    lastmod: new Date(row.lastmod),
    priority: row.priority === null ? null : Number(row.priority),
    changeFreq: row.change_freq,
  }));

/**
 * Catalogue destinations by slug (destinations_slug_key), with the operator's active SEO page of
 * the destination's canonical page when there is one: its priority, change frequency and edit
 * time (the page's content changed when either did).
 */
export async function destinationSitemapBatch(
  db: Db,
  params: { after: string | null; limit: number },
): Promise<SitemapRow[]> {
  const { rows } = await db.execute<RawRow>(sql`
    SELECT d.slug AS key, greatest(d.updated_at, sp.updated_at) AS lastmod,
      sp.priority, sp.change_freq
    FROM destinations d
    LEFT JOIN seo_pages sp
      ON sp.path = 'destination/' || d.slug || '/excursions' AND sp.status = 'active'
    WHERE ${params.after === null ? sql`true` : sql`d.slug > ${params.after}`}
    ORDER BY d.slug
    LIMIT ${params.limit}`);
  return toRows(rows);
}

/** Active hotel pages (`destination/{slug}/hotels`) of catalogue destinations, by path. */
export async function hotelSitemapBatch(
  db: Db,
  params: { after: string | null; limit: number },
): Promise<SitemapRow[]> {
  const { rows } = await db.execute<RawRow>(sql`
    SELECT d.slug AS key, greatest(d.updated_at, sp.updated_at) AS lastmod,
      sp.priority, sp.change_freq
    FROM seo_pages sp
    JOIN destinations d ON d.slug = substring(sp.path from '^destination/([^/]+)/hotels$')
    WHERE sp.status = 'active' AND sp.path LIKE 'destination/%/hotels'
      AND ${params.after === null ? sql`true` : sql`sp.path > ${`destination/${params.after}/hotels`}`}
    ORDER BY sp.path
    LIMIT ${params.limit}`);
  return toRows(rows);
}

/** Active SEO pages by path (seo_pages_path_key); the caller keeps those that are pages of their own. */
export async function seoPageSitemapBatch(
  db: Db,
  params: { after: string | null; limit: number },
): Promise<SitemapRow[]> {
  const { rows } = await db.execute<RawRow>(sql`
    SELECT sp.path AS key, sp.updated_at AS lastmod, sp.priority, sp.change_freq
    FROM seo_pages sp
    WHERE sp.status = 'active'
      AND ${params.after === null ? sql`true` : sql`sp.path > ${params.after}`}
    ORDER BY sp.path
    LIMIT ${params.limit}`);
  return toRows(rows);
}
