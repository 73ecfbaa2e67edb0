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

/**
 * Request-duration histograms per route template and status class, one row per minute and one
 * per hour. Every instance adds its own counts into the same rows, so a read sums all instances
 * and survives restarts; the minute rows answer the 5-minute and hour windows, the hour rows the
 * day, so a read touches at most ~85 rows per route.
 */
export const requestRollups = pgTable(
  'request_rollups',
  {
    resolution: text('resolution', { enum: ['minute', 'hour'] }).notNull(),
    bucketStart: timestamp('bucket_start', { withTimezone: true }).notNull(),
    method: text('method').notNull(),
    route: text('route').notNull(),
    /** 2, 3, 4 or 5: the status code's hundreds. */
    statusClass: smallint('status_class').notNull(),
    count: integer('count').notNull(),
    sumMs: doublePrecision('sum_ms').notNull(),
    /** Counts per bucket of DURATION_BUCKETS_MS, the last one above its largest bound. */
    buckets: integer('buckets').array().notNull(),
  },
  (table) => [
    primaryKey({
      name: 'request_rollups_pkey',
      columns: [
        table.resolution,
        table.bucketStart,
        table.method,
        table.route,
        table.statusClass,
      ],
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
