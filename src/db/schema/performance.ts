import {
  bigserial,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  real,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/** Rollup row lengths: each answers one summary window (5 minutes, the hour, the day). */
export const ROLLUP_RESOLUTIONS = ['minute', 'five_minutes', 'hour'] as const;
export type RollupResolution = (typeof ROLLUP_RESOLUTIONS)[number];

/**
 * Request-duration histograms per route template and status class, one row per minute, per five
 * minutes and per hour. Every instance adds its own counts into the same rows, so a read sums all
 * instances and survives restarts; each window reads the rows of its resolution, so a read
 * touches at most ~42 rows per route and status class.
 */
export const requestRollups = pgTable(
  'request_rollups',
  {
    resolution: text('resolution', { enum: ROLLUP_RESOLUTIONS }).notNull(),
    bucketStart: timestamp('bucket_start', { withTimezone: true }).notNull(),
    method: text('method').notNull(),
    route: text('route').notNull(),
    /** 2, 3, 4 or 5: the status code's hundreds. */
    statusClass: smallint('status_class').notNull(),
    count: integer('count').notNull(),
    sumMs: doublePrecision('sum_ms').notNull(),
    /** Counts per bucket of DURATION_BUCKETS_MS, the last one above its largest bound. */
    buckets: integer('buckets').array().notNull(),
    /**
     * The exact status code of the row's latest request and when it ended (migration 0041; null
     * in older rows): the summary's statusCode and timestamp per route.
     */
    lastStatus: smallint('last_status'),
    lastAt: timestamp('last_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({
      name: 'request_rollups_pkey',
      columns: [table.resolution, table.bucketStart, table.method, table.route, table.statusClass],
    }),
  ],
);

/** Each app instance's latest probes (sockets, memory, CPU, event-loop lag), written as it flushes. */
export const performanceInstances = pgTable(
  'performance_instances',
  {
    id: text('id').primaryKey(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull(),
    sockets: integer('sockets').notNull(),
    heapUsedMb: real('heap_used_mb').notNull(),
    rssMb: real('rss_mb').notNull(),
    cpuPercent: real('cpu_percent').notNull(),
    eventLoopLagMs: real('event_loop_lag_ms').notNull(),
  },
  (table) => [index('performance_instances_seen_at_idx').on(table.seenAt)],
);

/** Each Reset Analytics: usage figures count tracking events after the latest one. */
export const analyticsResets = pgTable(
  'analytics_resets',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    resetAt: timestamp('reset_at', { withTimezone: true }).notNull().defaultNow(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [index('analytics_resets_reset_at_idx').on(table.resetAt)],
);

/**
 * Uses per hour, feature and action, counted by a trigger on `tracking_events` (migration 0038),
 * so the dashboard sums at most 24 rows per feature and action instead of a day of events. Reset
 * Analytics deletes these rows; the events themselves are kept.
 */
export const featureUsageHourly = pgTable(
  'feature_usage_hourly',
  {
    hour: timestamp('hour', { withTimezone: true }).notNull(),
    feature: text('feature').notNull(),
    action: text('action').notNull(),
    uses: integer('uses').notNull(),
    /** Uses the client reported as failed (`success: false` in the event's data; migration 0041). */
    failures: integer('failures').notNull().default(0),
    lastAt: timestamp('last_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({
      name: 'feature_usage_hourly_pkey',
      columns: [table.hour, table.feature, table.action],
    }),
  ],
);

/**
 * Calls to each external provider per hour (AI, places, payments, push, storage, mail, tours,
 * rates), added by every instance as it flushes (ProviderRecorder), so the summary's error rates
 * and last success and failure agree across instances and restarts.
 */
export const providerRollups = pgTable(
  'provider_rollups',
  {
    hour: timestamp('hour', { withTimezone: true }).notNull(),
    provider: text('provider').notNull(),
    calls: integer('calls').notNull(),
    errors: integer('errors').notNull(),
    lastSuccessAt: timestamp('last_success_at', { withTimezone: true }),
    lastErrorAt: timestamp('last_error_at', { withTimezone: true }),
    /** The latest failure's message, cut to 300 characters. */
    lastError: text('last_error'),
  },
  (table) => [primaryKey({ name: 'provider_rollups_pkey', columns: [table.hour, table.provider] })],
);
