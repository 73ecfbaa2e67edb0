import {
  boolean,
  doublePrecision,
  index,
  integer,
  pgTable,
  real,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { PRODUCT_CATEGORIES } from '../../contract/marketplace.ts';
import { users } from './users.ts';

/** Where an affiliate product row came from. */
export const AFFILIATE_SOURCES = ['amazon', 'catalogue', 'sample'] as const;
export type TAffiliateSource = (typeof AFFILIATE_SOURCES)[number];

/**
 * The affiliate catalogue (issue 10): the sample products and an operator's imported file
 * (`npm run marketplace:import`) when Amazon's API is not configured, and the items Amazon
 * answered with when it is (kept so a click can be checked against the link we served).
 * Prices stay in the provider's currency; the service converts them per request.
 */
export const affiliateProducts = pgTable(
  'affiliate_products',
  {
    id: text('id').primaryKey(),
    source: text('source', { enum: AFFILIATE_SOURCES }).notNull(),
    category: text('category', { enum: PRODUCT_CATEGORIES }).notNull(),
    title: text('title').notNull(),
    brand: text('brand'),
    description: text('description').notNull().default(''),
    features: text('features').array().notNull().default([]),
    rating: real('rating'),
    reviewCount: integer('review_count').notNull().default(0),
    price: doublePrecision('price'),
    originalPrice: doublePrecision('original_price'),
    currency: text('currency').notNull(),
    prime: boolean('prime').notNull().default(false),
    affiliateUrl: text('affiliate_url').notNull(),
    imageUrl: text('image_url'),
    /** Display order within the source (the file's order, Amazon's relevance). */
    rank: integer('rank').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('affiliate_products_listing_idx').on(table.source, table.category, table.rank)],
);

/** One member's click on an affiliate link (spec 2 §7: POST /api/amazon/track-click). */
export const affiliateClicks = pgTable(
  'affiliate_clicks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: text('product_id').notNull(),
    source: text('source').notNull(),
    productUrl: text('product_url').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('affiliate_clicks_product_idx').on(table.productId, table.createdAt),
    index('affiliate_clicks_user_idx').on(table.userId, table.createdAt),
  ],
);
