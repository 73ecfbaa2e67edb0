import { sql } from 'drizzle-orm';
import type { TPerformanceSummary } from '../../../contract/performance.ts';
import {
  countActiveMembers,
  featureUsageSince,
  latestAnalyticsReset,
  liveInstances,
  providerCallStats,
  providerJobStats,
  readSeries,
  readWindowTotals,
  resetFeatureUsage,
} from '../../../db/queries/performance.ts';
import type { MemberContext } from '../../context.ts';
import { recordAudit } from '../audit/audit.ts';
import { authorize } from '../../policies/authorize.ts';
import { presentFeatureUsage, presentInstance, presentProviders } from './performance.presenter.ts';
import { BUCKET_COUNT } from './histogram.ts';
import { timedProbe } from './probes.ts';
import { CALLED_PROVIDERS } from './provider-recorder.ts';
import { hourSeries, requestFigures, WINDOW_RESOLUTIONS, windowStarts } from './window-stats.ts';

/** An instance that has not reported for this long is gone (it reports every 5 s). */
const INSTANCE_STALE_MS = 15_000;
const ACTIVE_MEMBER_MS = 5 * 60_000;
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** The jobs that call an external provider, named as the operator knows the provider. */
export const PROVIDER_JOBS = {
  'mail-send': 'E-mail delivery',
  'tours-sync': 'Viator tours sync',
  'currency-rates-refresh': 'ECB exchange rates',
  'youtube-publish': 'YouTube publishing',
  'mailbox-imap-sync': 'IMAP mailbox sync',
  'mailbox-gmail-sync': 'Gmail mailbox sync',
} as const;

/**
 * GET /api/performance/summary: every instance's request and provider-call rollups, live
 * instances' probes, this instance's database and Redis round trips, provider jobs and feature
 * usage, read in parallel.
 */
export async function getPerformanceSummary(
  ctx: MemberContext,
  input: { uptimeMs: number; now?: Date },
): Promise<TPerformanceSummary> {
  authorize(ctx.viewer, 'performance.view', null);
  const now = input.now ?? new Date();
  const dayAgo = new Date(now.getTime() - DAY_MS);
  // Usage counts whole UTC hours: the current one and the 23 before (rows before a reset are gone).
  const usageFrom = new Date(Math.floor(now.getTime() / HOUR_MS) * HOUR_MS - 23 * HOUR_MS);
  const ping = ctx.bus.ping?.bind(ctx.bus);

  const starts = windowStarts(now);
  const [rows, series, instances, activeUsers, usage, lastReset, calls, jobs, database, redis] =
    await Promise.all([
      readWindowTotals(ctx.db, {
        starts,
        resolutions: WINDOW_RESOLUTIONS,
        bucketCount: BUCKET_COUNT,
      }),
      readSeries(ctx.db, {
        resolution: WINDOW_RESOLUTIONS['1h'],
        from: starts['1h'],
        bucketCount: BUCKET_COUNT,
      }),
      liveInstances(ctx.db, { since: new Date(now.getTime() - INSTANCE_STALE_MS) }),
      countActiveMembers(ctx.db, { since: new Date(now.getTime() - ACTIVE_MEMBER_MS) }),
      featureUsageSince(ctx.db, { since: usageFrom }),
      latestAnalyticsReset(ctx.db),
      // Whole hours, as the day's request figures: the current one and the 23 before.
      providerCallStats(ctx.db, { since: usageFrom }),
      // The queue's tables appear when pg-boss first starts; until then there is nothing to report.
      providerJobStats(ctx.db, { names: Object.keys(PROVIDER_JOBS), since: dayAgo }).catch(
        (error: unknown) => {
          ctx.log.warn({ err: error }, 'reading provider job outcomes failed');
          return [];
        },
      ),
      timedProbe(() => ctx.db.execute(sql`SELECT 1`)),
      ping ? timedProbe(ping) : Promise.resolve({ status: 'off' as const, latencyMs: null }),
    ]);

  const usageSince = lastReset && lastReset > usageFrom ? lastReset : usageFrom;
  return {
    asOf: now.toISOString(),
    uptime: Math.round(input.uptimeMs),
    currentActiveUsers: activeUsers,
    currentConnections: instances.reduce((sum, row) => sum + row.sockets, 0),
    ...requestFigures(rows, now),
    series: hourSeries(series, now),
    systemHealth: instances.map(presentInstance),
    probes: { database, redis },
    providers: presentProviders(CALLED_PROVIDERS, calls, PROVIDER_JOBS, jobs),
    featureUsage: usage.map(presentFeatureUsage),
    usageSince: usageSince.toISOString(),
    lastResetAt: lastReset?.toISOString() ?? null,
  };
}

/**
 * POST /api/reset-tracking: the usage counts start again from zero. The tracking events
 * themselves are kept; the reset is recorded (who, when) and audited in the same transaction.
 */
export async function resetUsageFigures(ctx: MemberContext): Promise<{ resetAt: Date }> {
  authorize(ctx.viewer, 'performance.view', null);
  return ctx.tx(async (tx) => {
    const { resetAt, usesCleared } = await resetFeatureUsage(tx.db, { userId: ctx.viewer.id });
    await recordAudit(tx, {
      action: 'analytics.reset',
      objectType: 'analytics',
      objectId: 'feature-usage',
      reason: null,
      before: { uses: usesCleared },
      after: { uses: 0 },
    });
    return { resetAt };
  });
}
