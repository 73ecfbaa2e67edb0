import { sql } from 'drizzle-orm';
import {
  bigint,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  MAPPING_DIFF_KINDS,
  MAPPING_PROVIDERS,
  MAPPING_RESULT_STATUSES,
  MAPPING_RUN_MODES,
  MAPPING_RUN_STATUSES,
} from '../../contract/mappings.ts';
import { destinations } from './destinations.ts';
import { users } from './users.ts';

const providerId = (name: string) => bigint(name, { mode: 'number' });

/**
 * The current mapping of each Roamly destination to the tour provider's destination id (issue 25
 * §1), per provider: the local inventory's own codes in the embedded default, Viator's ids with
 * VIATOR_API_KEY. Only `applyMappingDiff` writes it, so every row is explained by a diff.
 */
export const destinationMappings = pgTable(
  'destination_mappings',
  {
    provider: text('provider', { enum: MAPPING_PROVIDERS }).notNull(),
    destinationCode: integer('destination_code')
      .notNull()
      .references(() => destinations.code, { onDelete: 'cascade' }),
    providerId: providerId('provider_id').notNull(),
    /** The diff that set this value. */
    diffId: integer('diff_id').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.provider, table.destinationCode] }),
    // Duplicate checks and "which destination is provider id N".
    index('destination_mappings_provider_id_idx').on(table.provider, table.providerId),
  ],
);

/** One applied change set: who, when, why, and (for a rollback) which diff it undid. */
export const mappingDiffs = pgTable(
  'mapping_diffs',
  {
    id: serial('id').primaryKey(),
    provider: text('provider', { enum: MAPPING_PROVIDERS }).notNull(),
    kind: text('kind', { enum: MAPPING_DIFF_KINDS }).notNull(),
    summary: text('summary').notNull(),
    added: integer('added').notNull().default(0),
    changed: integer('changed').notNull().default(0),
    removed: integer('removed').notNull().default(0),
    /** The validation run whose verified mappings this applied, if any. */
    runId: uuid('run_id'),
    rollsBack: integer('rolls_back'),
    rolledBackBy: integer('rolled_back_by'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('mapping_diffs_provider_id_idx').on(table.provider, table.id.desc())],
);

/** A diff's rows: the value before and after (null = no mapping). */
export const mappingDiffChanges = pgTable(
  'mapping_diff_changes',
  {
    diffId: integer('diff_id')
      .notNull()
      .references(() => mappingDiffs.id, { onDelete: 'cascade' }),
    destinationCode: integer('destination_code').notNull(),
    before: providerId('before_provider_id'),
    after: providerId('after_provider_id'),
  },
  (table) => [
    primaryKey({ columns: [table.diffId, table.destinationCode] }),
    // "Did a later diff touch these mappings?" (rollback and the history's canRollBack).
    index('mapping_diff_changes_code_idx').on(table.destinationCode, table.diffId),
  ],
);

/**
 * The provider's destination taxonomy as last fetched (Viator's GET /destinations, or the local
 * catalogue), refreshed weekly and on demand; validation reads it instead of calling per mapping.
 */
export const mappingTaxonomy = pgTable(
  'mapping_taxonomy',
  {
    provider: text('provider', { enum: MAPPING_PROVIDERS }).notNull(),
    providerId: providerId('provider_id').notNull(),
    name: text('name').notNull(),
    type: text('type').notNull(),
    parentId: providerId('parent_id'),
    /** Viator's lineage: ancestor ids and its own, dot-separated ('8.77.278.672.59070'). */
    lookupId: text('lookup_id').notNull(),
    /** ISO code of the COUNTRY in its lineage (null above country level or when unknown). */
    countryCode: text('country_code'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    refreshedAt: timestamp('refreshed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.provider, table.providerId] }),
    index('mapping_taxonomy_country_idx').on(table.provider, table.countryCode),
  ],
);

/**
 * A validation run (sample or all): its mappings are snapshotted into `mapping_validation_results`
 * when it starts, worked under a lease, and a run whose worker died is resumed by the sweep.
 */
export const mappingValidationRuns = pgTable(
  'mapping_validation_runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    provider: text('provider', { enum: MAPPING_PROVIDERS }).notNull(),
    mode: text('mode', { enum: MAPPING_RUN_MODES }).notNull(),
    sampleSize: integer('sample_size'),
    status: text('status', { enum: MAPPING_RUN_STATUSES }).notNull().default('running'),
    total: integer('total').notNull().default(0),
    done: integer('done').notNull().default(0),
    valid: integer('valid').notNull().default(0),
    invalid: integer('invalid').notNull().default(0),
    current: text('current'),
    error: text('error'),
    /** Provider failures in a row; the run fails when they reach the limit (reset by progress). */
    failures: integer('failures').notNull().default(0),
    /** Set when its verified mappings were applied (the diff's id). */
    appliedDiffId: integer('applied_diff_id'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    leaseOwner: text('lease_owner'),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [
    index('mapping_validation_runs_created_idx').on(table.provider, table.createdAt.desc()),
    index('mapping_validation_runs_running_idx')
      .on(table.status)
      .where(sql`${table.status} = 'running'`),
  ],
);

/** One mapping of a run, pending until checked; `position` is the run's order (resume point). */
export const mappingValidationResults = pgTable(
  'mapping_validation_results',
  {
    runId: uuid('run_id')
      .notNull()
      .references(() => mappingValidationRuns.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    destinationCode: integer('destination_code').notNull(),
    destinationName: text('destination_name').notNull(),
    providerId: providerId('provider_id').notNull(),
    status: text('status', { enum: MAPPING_RESULT_STATUSES }).notNull().default('pending'),
    excursionCount: integer('excursion_count'),
    error: text('error'),
  },
  (table) => [
    primaryKey({ columns: [table.runId, table.position] }),
    // The Valid / Invalid tabs page by status, and the worker scans pending rows in order.
    index('mapping_validation_results_status_idx').on(table.runId, table.status, table.position),
  ],
);
