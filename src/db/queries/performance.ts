import { and, count, desc, eq, gte, lt, max, or, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import {
  type RollupResolution,
  analyticsResets,
  featureUsageHourly,
  performanceInstances,
  providerRollups,
  requestRollups,
  users,
} from '../schema/index.ts';

export type RollupRow = typeof requestRollups.$inferSelect;
export type InstanceRow = typeof performanceInstances.$inferSelect;
export type ProviderRollupRow = typeof providerRollups.$inferSelect;

/**
 * Adds counts into the rollup rows (created on first use). Bucket arrays add element by element,
 * so instances flushing into the same minute sum rather than overwrite.
 */
export async function addRequestRollups(db: Db, rows: RollupRow[]): Promise<void> {
  if (rows.length === 0) return;
  const t = requestRollups;
  await db
    .insert(t)
    .values(rows)
    .onConflictDoUpdate({
      target: [t.resolution, t.bucketStart, t.method, t.route, t.statusClass],
      set: {
        count: sql`${t.count} + excluded.count`,
        sumMs: sql`${t.sumMs} + excluded.sum_ms`,
        buckets: sql`ARRAY(
          SELECT coalesce(a, 0) + coalesce(b, 0)
          FROM unnest(${t.buckets}, excluded.buckets) WITH ORDINALITY AS x(a, b, i)
          ORDER BY i
        )`,
        // The row keeps the status code of whichever instance's request ended last.
        lastStatus: sql`CASE WHEN ${t.lastAt} IS NULL OR excluded.last_at >= ${t.lastAt}
          THEN excluded.last_status ELSE ${t.lastStatus} END`,
        lastAt: sql`greatest(${t.lastAt}, excluded.last_at)`,
      },
    });
}

export type WindowName = '5m' | '1h' | '24h';

/** Per window, route and status class: counts, duration sum and bucket-by-bucket sums. */
export type WindowTotalRow = {
  window: WindowName;
  method: string;
  route: string;
  statusClass: number;
  count: number;
  sumMs: number;
  buckets: number[];
  /** The latest request's end (the latest row's start in rows older than migration 0041). */
  lastAt: Date;
  /** The latest request's exact status code; null in rows older than migration 0041. */
  lastStatus: number | null;
};

/**
 * Sums every instance's rollups per window in the database, each window from the rows of its
 * resolution, so a read returns one row per window, route and status class. Buckets are summed
 * by subscript (no unnest), `bucketCount` of them.
 */
export async function readWindowTotals(
  db: Db,
  params: {
    starts: Record<WindowName, Date>;
    resolutions: Record<WindowName, RollupResolution>;
    bucketCount: number;
  },
): Promise<WindowTotalRow[]> {
  const sums = sql.join(
    Array.from({ length: params.bucketCount }, (_, i) => sql.raw(`sum(buckets[${i + 1}])::int`)),
    sql`, `,
  );
  const part = (window: WindowName) => sql`
    SELECT ${window} AS window, method, route, status_class,
      sum(count)::int AS count, sum(sum_ms)::float8 AS sum_ms, ARRAY[${sums}] AS buckets,
      max(coalesce(last_at, bucket_start)) AS last_at,
      (array_agg(last_status ORDER BY last_at DESC NULLS LAST))[1]::int AS last_status
    FROM request_rollups
    WHERE resolution = ${params.resolutions[window]} AND bucket_start >= ${params.starts[window]}
    GROUP BY method, route, status_class`;
  const result = await db.execute<{
    window: WindowName;
    method: string;
    route: string;
    status_class: number;
    count: number;
    sum_ms: number;
    buckets: number[];
    last_at: string | Date;
    last_status: number | null;
  }>(sql`${part('5m')} UNION ALL ${part('1h')} UNION ALL ${part('24h')}`);
  return result.rows.map((row) => ({
    window: row.window,
    method: row.method,
    route: row.route,
    statusClass: row.status_class,
    count: row.count,
    sumMs: row.sum_ms,
    buckets: row.buckets,
    lastAt: new Date(row.last_at),
    lastStatus: row.last_status,
  }));
}

export type SeriesRow = {
  start: Date;
  count: number;
  errors4xx: number;
  errors5xx: number;
  buckets: number[];
};

/** Requests per slot of one resolution from `from`, all routes summed (the hour's chart). */
export async function readSeries(
  db: Db,
  params: { resolution: RollupResolution; from: Date; bucketCount: number },
): Promise<SeriesRow[]> {
  const sums = sql.join(
    Array.from({ length: params.bucketCount }, (_, i) => sql.raw(`sum(buckets[${i + 1}])::int`)),
    sql`, `,
  );
  const result = await db.execute<{
    start: string | Date;
    count: number;
    errors_4xx: number;
    errors_5xx: number;
    buckets: number[];
  }>(sql`
    SELECT bucket_start AS start, sum(count)::int AS count,
      coalesce(sum(count) FILTER (WHERE status_class = 4), 0)::int AS errors_4xx,
      coalesce(sum(count) FILTER (WHERE status_class = 5), 0)::int AS errors_5xx,
      ARRAY[${sums}] AS buckets
    FROM request_rollups
    WHERE resolution = ${params.resolution} AND bucket_start >= ${params.from}
    GROUP BY bucket_start ORDER BY bucket_start`);
  return result.rows.map((row) => ({
    start: new Date(row.start),
    count: row.count,
    errors4xx: row.errors_4xx,
    errors5xx: row.errors_5xx,
    buckets: row.buckets,
  }));
}

/** One instance's latest probes (one row per instance, replaced each flush). */
export async function saveInstanceProbes(db: Db, row: InstanceRow): Promise<void> {
  const { id: _id, ...rest } = row;
  await db
    .insert(performanceInstances)
    .values(row)
    .onConflictDoUpdate({ target: performanceInstances.id, set: rest });
}

/** Instances that reported since `since` (the others are gone or frozen). */
export async function liveInstances(db: Db, params: { since: Date }): Promise<InstanceRow[]> {
  return db
    .select()
    .from(performanceInstances)
    .where(gte(performanceInstances.seenAt, params.since))
    .orderBy(performanceInstances.startedAt);
}

/** Deletes rollups (each resolution before its date) and instance rows no summary reads. */
export async function pruneRollups(
  db: Db,
  params: { before: Record<RollupResolution, Date>; usageBefore: Date; instancesBefore: Date },
): Promise<{ rollups: number; instances: number }> {
  const t = requestRollups;
  const rollups = await db
    .delete(t)
    .where(
      or(
        ...Object.entries(params.before).map(([resolution, before]) =>
          and(eq(t.resolution, resolution as RollupResolution), lt(t.bucketStart, before)),
        ),
      ),
    )
    .returning({ route: t.route });
  await db.delete(featureUsageHourly).where(lt(featureUsageHourly.hour, params.usageBefore));
  await db.delete(providerRollups).where(lt(providerRollups.hour, params.usageBefore));
  const instances = await db
    .delete(performanceInstances)
    .where(lt(performanceInstances.seenAt, params.instancesBefore))
    .returning({ id: performanceInstances.id });
  return { rollups: rollups.length, instances: instances.length };
}

/** Uses per feature and action in the hour rows from `since` (an hour start, UTC). */
export async function featureUsageSince(db: Db, params: { since: Date }) {
  const t = featureUsageHourly;
  return db
    .select({
      feature: t.feature,
      action: t.action,
      uses: sql<number>`sum(${t.uses})::int`,
      failures: sql<number>`sum(${t.failures})::int`,
      lastAt: max(t.lastAt),
    })
    .from(t)
    .where(gte(t.hour, params.since))
    .groupBy(t.feature, t.action)
    .orderBy(desc(sql`sum(${t.uses})`), t.feature, t.action);
}

/** Clears the usage counts (the events stay) and records when; call it inside a transaction. */
export async function resetFeatureUsage(
  db: Db,
  params: { userId: string | null },
): Promise<{ resetAt: Date; usesCleared: number }> {
  // Deleted and summed in one statement, so the audit record states exactly what was cleared.
  const cleared = await db.execute<{ uses: string }>(sql`
    WITH gone AS (DELETE FROM ${featureUsageHourly} RETURNING ${featureUsageHourly.uses})
    SELECT coalesce(sum(uses), 0)::text AS uses FROM gone`);
  const [row] = await db
    .insert(analyticsResets)
    .values({ userId: params.userId })
    .returning({ resetAt: analyticsResets.resetAt });
  return { resetAt: row!.resetAt, usesCleared: Number(cleared.rows[0]?.uses ?? 0) };
}

/** When the usage figures were last reset, if ever. */
export async function latestAnalyticsReset(db: Db): Promise<Date | null> {
  const [row] = await db
    .select({ resetAt: analyticsResets.resetAt })
    .from(analyticsResets)
    .orderBy(desc(analyticsResets.resetAt))
    .limit(1);
  return row?.resetAt ?? null;
}

/** Members seen since `since` (last_active_at is written at most once a minute per session). */
export async function countActiveMembers(db: Db, params: { since: Date }): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(users)
    .where(gte(users.lastActiveAt, params.since));
  return row?.n ?? 0;
}

export type ProviderJobStats = {
  name: string;
  completed: number;
  failed: number;
  lastSuccessAt: Date | null;
  lastFailureAt: Date | null;
  /** The latest failed run's error message (pg-boss keeps the thrown error in `output`). */
  lastError: string | null;
};

/**
 * Outcomes of the provider-calling jobs since `since`, from pg-boss's tables (schema `pgboss`;
 * completed jobs move to `archive` after 12 hours). Each queue is its own partition of `job`.
 */
export async function providerJobStats(
  db: Db,
  params: { names: readonly string[]; since: Date },
): Promise<ProviderJobStats[]> {
  const result = await db.execute<{
    name: string;
    completed: number;
    failed: number;
    last_success_at: string | null;
    last_failure_at: string | null;
    last_error: string | null;
  }>(sql`
    SELECT name,
      count(*) FILTER (WHERE state = 'completed')::int AS completed,
      count(*) FILTER (WHERE state = 'failed')::int AS failed,
      max(completed_on) FILTER (WHERE state = 'completed') AS last_success_at,
      max(completed_on) FILTER (WHERE state = 'failed') AS last_failure_at,
      (array_agg(left(coalesce(output->>'message', output->>'value'), 300)
        ORDER BY completed_on DESC NULLS LAST) FILTER (WHERE state = 'failed'))[1] AS last_error
    FROM (
      SELECT name, state::text AS state, completed_on, output FROM pgboss.job
        WHERE name IN ${params.names} AND created_on >= ${params.since}
      UNION ALL
      SELECT name, state::text AS state, completed_on, output FROM pgboss.archive
        WHERE name IN ${params.names} AND created_on >= ${params.since}
    ) runs
    GROUP BY name
  `);
  return result.rows.map((row) => ({
    name: row.name,
    completed: row.completed,
    failed: row.failed,
    lastSuccessAt: row.last_success_at ? new Date(row.last_success_at) : null,
    lastFailureAt: row.last_failure_at ? new Date(row.last_failure_at) : null,
    lastError: row.last_error,
  }));
}

/**
 * Adds provider calls into the hour rows, every instance into the same row: counts add, the
 * last success is the later one, the last error (time and message) the later one.
 */
export async function addProviderRollups(db: Db, rows: ProviderRollupRow[]): Promise<void> {
  if (rows.length === 0) return;
  const t = providerRollups;
  await db
    .insert(t)
    .values(rows)
    .onConflictDoUpdate({
      target: [t.hour, t.provider],
      set: {
        calls: sql`${t.calls} + excluded.calls`,
        errors: sql`${t.errors} + excluded.errors`,
        lastSuccessAt: sql`greatest(${t.lastSuccessAt}, excluded.last_success_at)`,
        lastError: sql`CASE WHEN excluded.last_error_at IS NOT NULL
          AND (${t.lastErrorAt} IS NULL OR excluded.last_error_at >= ${t.lastErrorAt})
          THEN excluded.last_error ELSE ${t.lastError} END`,
        lastErrorAt: sql`greatest(${t.lastErrorAt}, excluded.last_error_at)`,
      },
    });
}

export type ProviderCallStats = {
  provider: string;
  calls: number;
  errors: number;
  lastSuccessAt: Date | null;
  lastErrorAt: Date | null;
  lastError: string | null;
};

/** Per provider since `since` (an hour start): calls, errors, last success and last error. */
export async function providerCallStats(
  db: Db,
  params: { since: Date },
): Promise<ProviderCallStats[]> {
  const result = await db.execute<{
    provider: string;
    calls: number;
    errors: number;
    last_success_at: string | Date | null;
    last_error_at: string | Date | null;
    last_error: string | null;
  }>(sql`
    SELECT provider, sum(calls)::int AS calls, sum(errors)::int AS errors,
      max(last_success_at) AS last_success_at, max(last_error_at) AS last_error_at,
      (array_agg(last_error ORDER BY last_error_at DESC NULLS LAST))[1] AS last_error
    FROM ${providerRollups}
    WHERE hour >= ${params.since}
    GROUP BY provider`);
  const date = (value: string | Date | null) => (value === null ? null : new Date(value));
  return result.rows.map((row) => ({
    provider: row.provider,
    calls: row.calls,
    errors: row.errors,
    lastSuccessAt: date(row.last_success_at),
    lastErrorAt: date(row.last_error_at),
    lastError: row.last_error,
  }));
}
