import type { TChangeFrequency, TSeoPage, TSeoPageSummary } from '../../../contract/admin-seo.ts';
import type { SeoPageRecord } from '../../../db/queries/admin-seo.ts';

export function presentSeoPageSummary(row: SeoPageRecord): TSeoPageSummary {
  return {
    id: row.id,
    path: row.path,
    title: row.title,
    description: row.description,
    priority: Math.round(row.priority * 10) / 10,
    changeFreq: row.changeFreq as TChangeFrequency,
    status: row.status,
    destination: row.destination,
    destinationId: row.destinationId,
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function presentSeoPage(row: SeoPageRecord): TSeoPage {
  return {
    ...presentSeoPageSummary(row),
    content: row.content,
    keywords: row.keywords,
    schemaMarkup: row.schemaMarkup,
    ogImage: row.ogImage,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The typed sitemap an SEO page's path belongs to (destination and hotel pages have their own). */
export function sitemapTypeOf(path: string): 'destinations' | 'hotels' | 'pages' {
  if (!path.startsWith('destination/')) return 'pages';
  return path.endsWith('/hotels') ? 'hotels' : 'destinations';
}
