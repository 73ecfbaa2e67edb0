import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { DEFAULT_TRAVELERS, type TTripDay } from '../../contract/trips.ts';
import { users } from './users.ts';

/**
 * Saved trips of the trip planner (issue 11; spec 2 §3 Trip). The itinerary (days and their
 * activities) is one jsonb document, written only after the contract's schema validated it; the
 * list columns `day_count`, `activity_count` and `total_cost` are computed from it on every write
 * so My Trips never opens the document. `version` counts saves (optimistic concurrency for
 * autosave); `share_token` is the read-only link, null when not shared.
 */
export const trips = pgTable(
  'trips',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull().default(''),
    destination: text('destination').notNull().default(''),
    startDate: date('start_date', { mode: 'string' }),
    endDate: date('end_date', { mode: 'string' }),
    budget: numeric('budget', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    travelers: integer('travelers').notNull().default(DEFAULT_TRAVELERS),
    description: text('description').notNull().default(''),
    currency: text('currency').notNull().default('USD'),
    days: jsonb('days').$type<TTripDay[]>().notNull().default([]),
    dayCount: integer('day_count').notNull().default(0),
    activityCount: integer('activity_count').notNull().default(0),
    totalCost: numeric('total_cost', { precision: 14, scale: 2, mode: 'number' })
      .notNull()
      .default(0),
    version: integer('version').notNull().default(1),
    shareToken: text('share_token'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // My Trips: one member's trips, most recently saved first (keyset on updated_at, id).
    index('trips_owner_updated_idx').on(table.ownerId, table.updatedAt.desc(), table.id.desc()),
    uniqueIndex('trips_share_token_idx').on(table.shareToken),
    check('trips_travelers_check', sql`${table.travelers} >= 1`),
    check('trips_budget_check', sql`${table.budget} >= 0`),
    check('trips_total_cost_check', sql`${table.totalCost} >= 0`),
    check('trips_version_check', sql`${table.version} >= 1`),
    check('trips_currency_check', sql`${table.currency} ~ '^[A-Z]{3}$'`),
    check(
      'trips_dates_check',
      sql`${table.startDate} IS NULL OR ${table.endDate} IS NULL OR ${table.endDate} >= ${table.startDate}`,
    ),
    check('trips_days_array_check', sql`jsonb_typeof(${table.days}) = 'array'`),
  ],
);

export type TripRow = typeof trips.$inferSelect;
