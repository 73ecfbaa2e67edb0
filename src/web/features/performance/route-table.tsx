import type { TApiMetric, TPerformanceWindow } from '../../../contract/performance.ts';
import { Card } from '../../ui/card.tsx';
import { formatMs, formatPercent, formatRate } from './format.ts';

/** The busiest routes first; the rest are one scroll away. */
const ROW_LIMIT = 25;

/**
 * Per route template: rate, percentiles and error rates (4xx and 5xx apart), and the status code
 * of its latest request.
 */
export function RouteTable({
  metrics,
  window,
}: {
  metrics: TApiMetric[];
  window: TPerformanceWindow;
}) {
  const rows = metrics
    .filter((m) => m.windows[window].requests > 0)
    .sort((a, b) => b.windows[window].requests - a.windows[window].requests)
    .slice(0, ROW_LIMIT);
  return (
    <Card padding="none" className="overflow-hidden">
      <div className="overflow-x-auto" tabIndex={0} role="region" aria-label="Routes">
        <table className="w-full text-left text-sm whitespace-nowrap">
          <caption className="sr-only">Request figures per route</caption>
          <thead className="bg-surface-muted text-xs text-ink-muted uppercase">
            <tr>
              <th scope="col" className="px-4 py-3 font-semibold">
                Route
              </th>
              <th scope="col" className="px-3 py-3 text-right font-semibold">
                Rate
              </th>
              <th scope="col" className="px-3 py-3 text-right font-semibold">
                p50
              </th>
              <th scope="col" className="px-3 py-3 text-right font-semibold">
                p95
              </th>
              <th scope="col" className="px-3 py-3 text-right font-semibold">
                p99
              </th>
              <th scope="col" className="px-3 py-3 text-right font-semibold">
                4xx
              </th>
              <th scope="col" className="px-3 py-3 text-right font-semibold">
                5xx
              </th>
              <th scope="col" className="px-4 py-3 text-right font-semibold">
                Last status
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            {rows.map((metric) => {
              const stats = metric.windows[window];
              return (
                <tr key={metric.endpoint}>
                  <th scope="row" className="px-4 py-2.5 font-mono text-xs font-medium text-ink">
                    <span className="mr-1 text-ink-muted">{metric.method}</span>
                    {metric.route}
                  </th>
                  <td className="px-3 py-2.5 text-right tabular-nums">
                    {formatRate(stats.requestRate)}
                  </td>
                  <td className="px-3 py-2.5 text-right tabular-nums">{formatMs(stats.p50)}</td>
                  <td className="px-3 py-2.5 text-right tabular-nums">{formatMs(stats.p95)}</td>
                  <td className="px-3 py-2.5 text-right tabular-nums">{formatMs(stats.p99)}</td>
                  <td className="px-3 py-2.5 text-right tabular-nums">
                    {formatPercent(stats.errorRate4xx)}
                  </td>
                  <td className="px-3 py-2.5 text-right tabular-nums">
                    {formatPercent(stats.errorRate5xx)}
                  </td>
                  <td
                    className="px-4 py-2.5 text-right tabular-nums"
                    title={`Latest request ${new Date(metric.timestamp).toLocaleString()}`}
                  >
                    {metric.statusCode ?? '—'}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </Card>
  );
}
