import { clsx } from 'clsx';
import { useState } from 'react';
import {
  PERFORMANCE_WINDOWS,
  type TEndpointGroup,
  type TPerformanceSummary,
  type TPerformanceWindow,
  type TRequestStats,
} from '../../../contract/performance.ts';
import { Badge } from '../../ui/badge.tsx';
import { Card } from '../../ui/card.tsx';
import { formatMs, formatPercent, formatRate, isHealthyRate } from './format.ts';
import { HourChart } from './hour-chart.tsx';
import { RouteTable } from './route-table.tsx';

const WINDOW_LABELS: Record<TPerformanceWindow, string> = {
  '5m': 'Last 5 minutes',
  '1h': 'Last hour',
  '24h': 'Last 24 hours',
};

const GROUP_LABELS: Record<TEndpointGroup, string> = {
  posts: 'Posts',
  conversations: 'Conversations',
  messages: 'Messages',
  recommendations: 'Recommendations',
};

/** Healthy at 95 % success or more (spec 3 §9). */
export function SuccessBadge({ rate }: { rate: number | null }) {
  if (rate === null) return <Badge>No requests</Badge>;
  return isHealthyRate(rate) ? (
    <Badge tone="brand">Healthy</Badge>
  ) : (
    <Badge tone="accent">Degraded</Badge>
  );
}

function GroupCard({ label, stats }: { label: string; stats: TRequestStats }) {
  return (
    <Card padding="md" data-testid={`endpoint-${label.toLowerCase()}`}>
      <div className="flex items-center justify-between gap-2">
        <h3 className="font-semibold text-ink">{label}</h3>
        <SuccessBadge rate={stats.successRate} />
      </div>
      <dl className="mt-4 grid grid-cols-2 gap-3 text-sm">
        <div>
          <dt className="text-ink-muted">Avg response</dt>
          <dd className="font-semibold text-ink tabular-nums">{formatMs(stats.responseTime)}</dd>
        </div>
        <div>
          <dt className="text-ink-muted">Success rate</dt>
          <dd className="font-semibold text-ink tabular-nums">
            {formatPercent(stats.successRate)}
          </dd>
        </div>
        <div>
          <dt className="text-ink-muted">p95</dt>
          <dd className="font-semibold text-ink tabular-nums">{formatMs(stats.p95)}</dd>
        </div>
        <div>
          <dt className="text-ink-muted">Requests</dt>
          <dd className="font-semibold text-ink tabular-nums">
            {stats.requests} · {formatRate(stats.requestRate)}
          </dd>
        </div>
      </dl>
    </Card>
  );
}

/** Spec's four endpoint groups, then every route template, for the chosen window. */
export function ApiPerformancePanel({ summary }: { summary: TPerformanceSummary }) {
  const [window, setWindow] = useState<TPerformanceWindow>('1h');
  const total = summary.traffic[window];
  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div
          role="group"
          aria-label="Time window"
          className="inline-flex rounded-full bg-surface-muted p-1"
        >
          {PERFORMANCE_WINDOWS.map((w) => (
            <button
              key={w}
              type="button"
              aria-pressed={w === window}
              onClick={() => setWindow(w)}
              className={clsx(
                'rounded-full px-3 py-1.5 text-sm font-semibold transition-colors',
                w === window ? 'bg-surface text-ink shadow-sm' : 'text-ink-muted hover:text-ink',
              )}
            >
              {WINDOW_LABELS[w]}
            </button>
          ))}
        </div>
        <p className="text-sm text-ink-muted tabular-nums">
          {total.requests} requests · {formatRate(total.requestRate)} · 4xx{' '}
          {formatPercent(total.errorRate4xx)} · 5xx {formatPercent(total.errorRate5xx)}
        </p>
      </div>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {summary.endpoints.map((endpoint) => (
          <GroupCard
            key={endpoint.group}
            label={GROUP_LABELS[endpoint.group]}
            stats={endpoint.windows[window]}
          />
        ))}
      </div>
      <Card padding="lg">
        <h2 className="text-lg font-semibold text-ink">The last hour</h2>
        <div className="mt-3">
          <HourChart series={summary.series} />
        </div>
      </Card>
      {total.requests === 0 ? (
        <Card padding="lg">
          <p className="text-sm text-ink-muted">
            No requests recorded in this window yet. Figures appear within seconds of traffic.
          </p>
        </Card>
      ) : (
        <RouteTable metrics={summary.apiMetrics} window={window} />
      )}
    </div>
  );
}
