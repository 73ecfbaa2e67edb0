import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  EXPANSION_RESULT_STATUSES,
  EXPANSION_RUN_STATUSES,
} from '../../contract/country-expansion.ts';
import { MAPPING_PROVIDERS } from '../../contract/mappings.ts';
import { users } from './users.ts';

/**
 * A country expansion run (issue 25 §3): its countries are rows of `country_expansion_results`,
 * worked in order under a lease like a validation run, so a restart resumes at the first pending
 * country and the progress card reads the rows.
 */
export const countryExpansionRuns = pgTable(
  'country_expansion_runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    provider: text('provider', { enum: MAPPING_PROVIDERS }).notNull(),
    status: text('status', { enum: EXPANSION_RUN_STATUSES }).notNull().default('running'),
    forceDiscovery: boolean('force_discovery').notNull().default(false),
    currentCountry: text('current_country'),
    error: text('error'),
    /** Provider failures in a row; the run fails when they reach the limit (reset by progress). */
    failures: integer('failures').notNull().default(0),
    /** Set by Apply All (the diff's id). */
    appliedDiffId: integer('applied_diff_id'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    leaseOwner: text('lease_owner'),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [
    index('country_expansion_runs_created_idx').on(table.provider, table.createdAt.desc()),
    index('country_expansion_runs_running_idx')
      .on(table.status)
      .where(sql`${table.status} = 'running'`),
  ],
);

/** One country of a run: pending until discovered, then its spec 3 §3 result. */
export const countryExpansionResults = pgTable(
  'country_expansion_results',
  {
    runId: uuid('run_id')
      .notNull()
      .references(() => countryExpansionRuns.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    countryCode: text('country_code').notNull(),
    status: text('status', { enum: EXPANSION_RESULT_STATUSES }).notNull().default('pending'),
    destinationsAdded: integer('destinations_added').notNull().default(0),
    totalTours: integer('total_tours').notNull().default(0),
    /** Destination name → provider id, best-selling first. */
    workingDestinations: jsonb('working_destinations')
      .$type<Record<string, number>>()
      .notNull()
      .default({}),
    message: text('message'),
  },
  (table) => [primaryKey({ columns: [table.runId, table.position] })],
);
