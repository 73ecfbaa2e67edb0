import type { TPerformanceSummary, TProviderHealth } from '../../../contract/performance.ts';
import { Badge } from '../../ui/badge.tsx';
import { Card } from '../../ui/card.tsx';
import { formatAgo, formatMs, formatPercent, isHealthyRate, plural } from './format.ts';

type Status = { label: string; good: boolean | null; detail: string };

const unit = (provider: TProviderHealth | undefined) =>
  provider?.kind === 'calls' ? 'call' : 'run';

/** Failing when its latest outcome was a failure; else active, or idle without any. */
function providerStatus(provider: TProviderHealth | undefined): Status {
  if (!provider || provider.runs === 0)
    return { label: 'Idle', good: null, detail: `No ${unit(provider)}s in the last 24 hours` };
  const failingNow =
    provider.lastFailureAt !== null &&
    (provider.lastSuccessAt === null || provider.lastFailureAt > provider.lastSuccessAt);
  return {
    label: failingNow ? 'Failing' : 'Active',
    good: !failingNow,
    detail: `Last success ${formatAgo(provider.lastSuccessAt)} · ${formatPercent(provider.errorRate)} errors`,
  };
}

/** The spec's four badges (database, websocket, API, tours), each from a real probe. */
function statuses(summary: TPerformanceSummary): [string, Status][] {
  const { database, redis } = summary.probes;
  const api = summary.traffic['5m'];
  const tours = summary.providers.find((p) => p.name === 'Viator tours sync');
  return [
    [
      'Database',
      database.status === 'ok'
        ? { label: 'Healthy', good: true, detail: `Answered in ${formatMs(database.latencyMs)}` }
        : { label: 'Down', good: false, detail: 'Did not answer within 1.5 s' },
    ],
    [
      'WebSocket',
      summary.systemHealth.length > 0
        ? {
            label: 'Connected',
            good: true,
            detail: `${summary.currentConnections} open connections`,
          }
        : { label: 'No report', good: false, detail: 'No server reported in the last 15 s' },
    ],
    [
      'API',
      isHealthyRate(api.successRate)
        ? {
            label: 'Operational',
            good: true,
            detail: api.requests
              ? `${formatPercent(api.successRate)} success, 5 min`
              : 'No requests in 5 min',
          }
        : {
            label: 'Degraded',
            good: false,
            detail: `${formatPercent(api.successRate)} success, 5 min`,
          },
    ],
    ['Tours integration', providerStatus(tours)],
    [
      'Redis',
      redis.status === 'off'
        ? { label: 'Not used', good: null, detail: 'One server: events stay in process' }
        : redis.status === 'ok'
          ? { label: 'Connected', good: true, detail: `Answered in ${formatMs(redis.latencyMs)}` }
          : { label: 'Down', good: false, detail: 'Did not answer within 1.5 s' },
    ],
  ];
}

function StatusBadge({ status }: { status: Status }) {
  if (status.good === null) return <Badge>{status.label}</Badge>;
  return <Badge tone={status.good ? 'brand' : 'accent'}>{status.label}</Badge>;
}

/** Probes, each server's own figures, and the provider jobs' record. */
export function SystemHealthPanel({ summary }: { summary: TPerformanceSummary }) {
  return (
    <div className="flex flex-col gap-5">
      <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {statuses(summary).map(([name, status]) => (
          <li key={name}>
            <Card padding="md" className="h-full">
              <div className="flex items-center justify-between gap-2">
                <h3 className="font-semibold text-ink">{name}</h3>
                <StatusBadge status={status} />
              </div>
              <p className="mt-2 text-xs text-ink-muted">{status.detail}</p>
            </Card>
          </li>
        ))}
      </ul>

      <Card padding="lg">
        <h2 className="text-lg font-semibold text-ink">Servers</h2>
        <p className="mt-1 text-sm text-ink-muted">
          {plural(summary.currentActiveUsers, 'active member')} ·{' '}
          {plural(summary.currentConnections, 'connection')}
        </p>
        {summary.systemHealth.length === 0 ? (
          <p className="mt-3 text-sm text-ink-muted">
            No server has reported in the last 15 seconds.
          </p>
        ) : (
          <ul className="mt-4 divide-y divide-line">
            {summary.systemHealth.map((instance) => (
              <li key={instance.instanceId} className="flex flex-wrap gap-x-6 gap-y-1 py-3 text-sm">
                <span className="w-24 font-mono text-xs text-ink-muted">
                  {instance.instanceId.slice(0, 8)}
                </span>
                <span>
                  <span className="text-ink-muted">Memory </span>
                  <span className="font-semibold tabular-nums">
                    {Math.round(instance.memoryUsage)} MB
                  </span>
                  <span className="text-ink-muted"> / RSS {Math.round(instance.rssMb)} MB</span>
                </span>
                <span>
                  <span className="text-ink-muted">CPU </span>
                  <span className="font-semibold tabular-nums">
                    {formatPercent(instance.cpuUsage)}
                  </span>
                </span>
                <span>
                  <span className="text-ink-muted">Event-loop lag </span>
                  <span className="font-semibold tabular-nums">
                    {formatMs(instance.eventLoopLagMs)}
                  </span>
                </span>
                <span>
                  <span className="text-ink-muted">Sockets </span>
                  <span className="font-semibold tabular-nums">{instance.totalConnections}</span>
                </span>
              </li>
            ))}
          </ul>
        )}
      </Card>

      <Card padding="lg">
        <h2 className="text-lg font-semibold text-ink">Providers (last 24 hours)</h2>
        <p className="mt-1 text-sm text-ink-muted">
          Calls made while serving members, every server&apos;s, then the jobs that call a provider.
        </p>
        <ul className="mt-4 divide-y divide-line">
          {summary.providers.map((provider) => {
            const status = providerStatus(provider);
            return (
              <li
                key={provider.name}
                data-testid={`provider-${provider.name}`}
                className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 py-3 text-sm"
              >
                <span className="font-semibold text-ink">{provider.name}</span>
                <span className="flex items-center gap-3 text-ink-muted">
                  <span className="tabular-nums">
                    {provider.runs > 0 ? `${plural(provider.runs, unit(provider))} · ` : ''}
                    {status.detail}
                  </span>
                  <StatusBadge status={status} />
                </span>
                {provider.lastFailureAt ? (
                  <span className="w-full text-xs break-words text-ink-muted">
                    Last failure {formatAgo(provider.lastFailureAt)}
                    {provider.lastError ? `: ${provider.lastError}` : ''}
                  </span>
                ) : null}
              </li>
            );
          })}
        </ul>
      </Card>
    </div>
  );
}
