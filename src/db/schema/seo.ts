import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { SEO_PAGE_STATUSES } from '../../contract/seo.ts';

/**
 * The operator's SEO pages (spec 3 §3 'SEO page'). Public pages read the active page of their
 * path (`destination/lisbon/excursions`, `destination/lisbon/hotels`: no leading slash, lower
 * case, as the editor's URL handle writes it); the operator SEO issue adds the editing screens.
 */
export const seoPages = pgTable(
  'seo_pages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    path: text('path').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    /** HTML from the rich editor; sanitised again whenever a public page serves it. */
    content: text('content').notNull().default(''),
    /** Comma-separated, as the editor writes them. */
    keywords: text('keywords').notNull().default(''),
    /** JSON-LD text; served only when it parses as a JSON object. */
    schemaMarkup: text('schema_markup'),
    ogImage: text('og_image'),
    priority: real('priority').notNull().default(0.8),
    changeFreq: text('change_freq').notNull().default('weekly'),
    status: text('status', { enum: SEO_PAGE_STATUSES }).notNull().default('draft'),
    /** The destination's name and catalogue code (destinations.code), when the page is about one. */
    destination: text('destination'),
    destinationId: integer('destination_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('seo_pages_path_key').on(table.path),
    // The admin list (issue 24): newest change first, keyset on (updated_at, id), by status or not.
    index('seo_pages_status_idx').on(table.status, table.updatedAt.desc(), table.id.desc()),
    index('seo_pages_updated_idx').on(table.updatedAt.desc(), table.id.desc()),
    // Its search by path or title: a substring anywhere, so trigrams rather than a prefix scan.
    index('seo_pages_search_trgm_idx').using(
      'gin',
      sql`lower(${table.path} || ' ' || ${table.title}) gin_trgm_ops`,
    ),
    index('seo_pages_destination_id_idx').on(table.destinationId),
    check('seo_pages_status_check', sql`${table.status} IN ('draft', 'active', 'archived')`),
    check('seo_pages_priority_check', sql`${table.priority} >= 0 AND ${table.priority} <= 1`),
  ],
);

/**
 * Old public paths that moved (an SEO page's URL handle or a blog post's slug changed; issue 24):
 * an HTML request for `fromPath` that no page answers gets a 301 to `toPath`. Paths start with
 * '/', no query. A chain is never stored: moving a page again rewrites the older rows to the
 * newest path, and a path that a page takes again stops redirecting.
 */
export const pageRedirects = pgTable(
  'page_redirects',
  {
    fromPath: text('from_path').primaryKey(),
    toPath: text('to_path').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('page_redirects_to_path_idx').on(table.toPath),
    check('page_redirects_not_self_check', sql`${table.fromPath} <> ${table.toPath}`),
  ],
);
