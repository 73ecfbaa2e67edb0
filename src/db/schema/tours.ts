import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  real,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { TOUR_CATEGORIES } from '../../contract/tours.ts';
import { destinations } from './destinations.ts';

/** PostgreSQL's tsvector (written by the database: a generated column). */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** Where a tour row came from (issue 9 §2). */
export const TOUR_SOURCES = ['viator', 'operator', 'sample'] as const;
export type TTourSource = (typeof TOUR_SOURCES)[number];

/**
 * The provider's inventory (issue 9 part B): Viator's products ingested with modified-since, an
 * operator's catalogue file, or the sample catalogue of the demo destinations. Prices are kept in
 * the provider's currency plus their euro value (`price_eur`, rewritten when the rates change) so
 * tours in different currencies sort and filter together. `destinations.tour_count`, `avg_rating`
 * and the USD price range are recomputed after every write (modules/tours/tour-store.ts).
 */
export const tours = pgTable(
  'tours',
  {
    productCode: text('product_code').primaryKey(),
    source: text('source', { enum: TOUR_SOURCES }).notNull(),
    destinationCode: integer('destination_code')
      .notNull()
      .references(() => destinations.code, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    shortDescription: text('short_description').notNull().default(''),
    imageUrl: text('image_url'),
    productUrl: text('product_url'),
    category: text('category', { enum: TOUR_CATEGORIES }).notNull(),
    /** The provider's tag ids (Viator tags, see tour_tags). */
    tagIds: integer('tag_ids')
      .array()
      .notNull()
      .default(sql`'{}'`),
    rating: real('rating'),
    reviewCount: integer('review_count').notNull().default(0),
    durationMinutes: integer('duration_minutes'),
    /** A duration the provider gave as text only ("Flexible", "2 to 3 hours"). */
    durationText: text('duration_text'),
    priceFrom: doublePrecision('price_from').notNull(),
    currency: text('currency').notNull(),
    priceEur: doublePrecision('price_eur').notNull(),
    freeCancellation: boolean('free_cancellation').notNull().default(false),
    highlights: text('highlights')
      .array()
      .notNull()
      .default(sql`'{}'`),
    /**
     * What text search reads, lower-cased with accents folded ("chichen itza" finds "Chichén
     * Itzá"): title, description, category name and highlights; and the folded title alone for
     * typos. Written with the row (modules/tours/tour-store.ts).
     */
    searchText: text('search_text').notNull().default(''),
    titleFolded: text('title_folded').notNull().default(''),
    /**
     * The words of search_text (English stemming), stored so a search filters rows without
     * parsing their text again (migration 0013).
     */
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      sql`to_tsvector('english'::regconfig, search_text)`,
    ),
    /**
     * The same words qualified by the destination ('684:snorkel'), so a search in one destination
     * reads only that destination's postings of the words (roamly_tour_terms, migration 0017).
     */
    searchTerms: tsvector('search_terms').generatedAlwaysAs(
      sql`roamly_tour_terms(destination_code, search_text)`,
    ),
    providerUpdatedAt: timestamp('provider_updated_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // A destination's tours in each sort order of spec 2 §9, walked in order with LIMIT.
    index('tours_destination_price_idx').on(
      table.destinationCode,
      table.priceEur,
      table.productCode,
    ),
    index('tours_destination_rating_idx').on(
      table.destinationCode,
      sql`${table.rating} DESC NULLS LAST`,
      sql`${table.reviewCount} DESC`,
    ),
    index('tours_destination_popularity_idx').on(
      table.destinationCode,
      sql`${table.reviewCount} DESC`,
      sql`${table.rating} DESC NULLS LAST`,
    ),
    // Popular tours of every destination.
    index('tours_popularity_idx').on(
      sql`${table.reviewCount} DESC`,
      sql`${table.rating} DESC NULLS LAST`,
    ),
    // Words (English stemming: "tours" finds "tour", "snorkel" finds "snorkeling") and typos.
    // A destination's search reads the destination-qualified words; the plain words serve a
    // search across every destination. fastupdate off (migration 0016): a big import goes
    // straight into the index instead of a pending list every search would scan until vacuum.
    index('tours_search_terms_idx').using('gin', table.searchTerms).with({ fastupdate: 'off' }),
    index('tours_search_idx').using('gin', table.searchVector).with({ fastupdate: 'off' }),
    index('tours_destination_title_trgm_idx')
      .using('gin', table.destinationCode, table.titleFolded.op('gin_trgm_ops'))
      .with({ fastupdate: 'off' }),
    index('tours_source_idx').on(table.source),
    check('tours_price_check', sql`${table.priceFrom} >= 0 AND ${table.priceEur} >= 0`),
    check(
      'tours_rating_check',
      sql`${table.rating} IS NULL OR (${table.rating} >= 0 AND ${table.rating} <= 5)`,
    ),
    check('tours_currency_check', sql`${table.currency} ~ '^[A-Z]{3}$'`),
  ],
);

/** Viator's tags (GET /products/tags, refreshed weekly): English name and parents. */
export const tourTags = pgTable('tour_tags', {
  tagId: integer('tag_id').primaryKey(),
  name: text('name').notNull(),
  parentTagIds: integer('parent_tag_ids')
    .array()
    .notNull()
    .default(sql`'{}'`),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Viator's destinations (GET /destinations) and the catalogue destination each maps to (by name,
 * country and distance), so a product's destination ref finds its code.
 */
export const viatorDestinations = pgTable('viator_destinations', {
  destinationId: integer('destination_id').primaryKey(),
  name: text('name').notNull(),
  type: text('type').notNull(),
  parentDestinationId: integer('parent_destination_id'),
  destinationCode: integer('destination_code').references(() => destinations.code, {
    onDelete: 'set null',
  }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Where each ingestion stopped: Viator's cursors (products, availability) and last runs. */
export const tourSyncState = pgTable('tour_sync_state', {
  feed: text('feed').primaryKey(),
  cursor: text('cursor'),
  lastRunAt: timestamp('last_run_at', { withTimezone: true }),
  lastSuccessAt: timestamp('last_success_at', { withTimezone: true }),
});

/**
 * Euro reference rates (units of the currency per euro): the dated ECB snapshot committed with
 * the app, replaced by the ECB's daily file when the refresh job reaches it.
 */
export const currencyRates = pgTable(
  'currency_rates',
  {
    currency: text('currency').primaryKey(),
    ratePerEur: doublePrecision('rate_per_eur').notNull(),
    ratesDate: date('rates_date', { mode: 'string' }).notNull(),
    source: text('source').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('currency_rates_rate_check', sql`${table.ratePerEur} > 0`)],
);
