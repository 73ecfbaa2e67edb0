import {
  HEALTHY_SUCCESS_RATE,
  type TFeatureUsage,
  type TInstanceHealth,
  type TProviderHealth,
} from '../../../contract/performance.ts';
import type {
  InstanceRow,
  ProviderCallStats,
  ProviderJobStats,
} from '../../../db/queries/performance.ts';

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

const errorRate = (runs: number, failures: number) =>
  runs === 0 ? null : Number(((100 * failures) / runs).toFixed(2));

/**
 * One entry per provider, called or not, in the order the operator reads them: the providers
 * called during requests first, then the provider jobs.
 */
export function presentProviders(
  called: Record<string, string>,
  calls: readonly ProviderCallStats[],
  jobs: Record<string, string>,
  runs: readonly ProviderJobStats[],
): TProviderHealth[] {
  const byProvider = new Map(calls.map((row) => [row.provider, row]));
  const byJob = new Map(runs.map((row) => [row.name, row]));
  return [
    ...Object.entries(called).map(([provider, name]): TProviderHealth => {
      const row = byProvider.get(provider);
      return {
        name,
        kind: 'calls',
        runs: row?.calls ?? 0,
        failures: row?.errors ?? 0,
        errorRate: errorRate(row?.calls ?? 0, row?.errors ?? 0),
        lastSuccessAt: row?.lastSuccessAt?.toISOString() ?? null,
        lastFailureAt: row?.lastErrorAt?.toISOString() ?? null,
        lastError: row?.lastError ?? null,
      };
    }),
    ...Object.entries(jobs).map(([job, name]): TProviderHealth => {
      const row = byJob.get(job);
      const total = (row?.completed ?? 0) + (row?.failed ?? 0);
      return {
        name,
        kind: 'job',
        runs: total,
        failures: row?.failed ?? 0,
        errorRate: errorRate(total, row?.failed ?? 0),
        lastSuccessAt: row?.lastSuccessAt?.toISOString() ?? null,
        lastFailureAt: row?.lastFailureAt?.toISOString() ?? null,
        lastError: row?.lastError ?? null,
      };
    }),
  ];
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
