import {
  HEALTHY_SUCCESS_RATE,
  type TFeatureUsage,
  type TInstanceHealth,
  type TProviderHealth,
} from '../../../contract/performance.ts';
import type { InstanceRow, ProviderJobStats } from '../../../db/queries/performance.ts';

const one = (value: number) => Number(value.toFixed(1));

export function presentInstance(row: InstanceRow): TInstanceHealth {
  return {
    instanceId: row.id,
    startedAt: row.startedAt.toISOString(),
    totalConnections: row.sockets,
    memoryUsage: one(row.heapUsedMb),
    rssMb: one(row.rssMb),
    cpuUsage: one(row.cpuPercent),
    eventLoopLagMs: one(row.eventLoopLagMs),
    timestamp: row.seenAt.toISOString(),
  };
}

/** One entry per provider job, runs or not, in the order the operator reads them. */
export function presentProviders(
  names: Record<string, string>,
  stats: readonly ProviderJobStats[],
): TProviderHealth[] {
  const byJob = new Map(stats.map((row) => [row.name, row]));
  return Object.entries(names).map(([job, name]) => {
    const row = byJob.get(job);
    const runs = (row?.completed ?? 0) + (row?.failed ?? 0);
    const failures = row?.failed ?? 0;
    return {
      name,
      runs,
      failures,
      errorRate: runs === 0 ? null : Number(((100 * failures) / runs).toFixed(2)),
      lastSuccessAt: row?.lastSuccessAt?.toISOString() ?? null,
      lastFailureAt: row?.lastFailureAt?.toISOString() ?? null,
    };
  });
}

export function presentFeatureUsage(row: {
  feature: string;
  action: string;
  uses: number;
  failures: number;
  lastAt: Date | null;
}): TFeatureUsage {
  const successRate =
    row.uses === 0 ? 100 : Number(((100 * (row.uses - row.failures)) / row.uses).toFixed(2));
  return {
    feature: row.feature,
    action: row.action,
    uses: row.uses,
    failures: row.failures,
    successRate,
    success: successRate >= HEALTHY_SUCCESS_RATE,
    timestamp: (row.lastAt ?? new Date(0)).toISOString(),
  };
}
