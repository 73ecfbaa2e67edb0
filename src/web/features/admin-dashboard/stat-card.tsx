import { clsx } from 'clsx';
import { ArrowDownRight, ArrowRight, ArrowUpRight } from 'lucide-react';
import type { TAdminFigure } from '../../../contract/admin-dashboard.ts';
import { Card } from '../../ui/card.tsx';
import { describeChange, formatCount } from './format.ts';
import { Sparkline } from './sparkline.tsx';

const ICONS = { up: ArrowUpRight, down: ArrowDownRight, flat: ArrowRight };

/** Peak and latest of the series, for people who cannot see the line. */
function seriesSummary(series: Array<number | null>): string {
  const known = series.filter((value): value is number => value !== null);
  if (known.length === 0) return 'No daily figures yet.';
  return `Daily, last ${series.length} days: lowest ${formatCount(Math.min(...known))}, highest ${formatCount(Math.max(...known))}.`;
}

/** One measure: its value, its change against the previous period and its daily trend. */
export function StatCard({
  label,
  figure,
  comparedWith,
}: {
  label: string;
  figure: TAdminFigure;
  /** What the previous period is, e.g. "previous 7 days". */
  comparedWith: string;
}) {
  const change = describeChange(figure.value, figure.previous);
  const Icon = change ? ICONS[change.direction] : null;
  return (
    <Card as="li" padding="sm" className="flex min-w-0 flex-col gap-2" aria-label={label}>
      <p className="text-sm font-medium text-ink-muted">{label}</p>
      <p className="text-2xl font-bold tracking-tight text-ink" data-testid="stat-value">
        {formatCount(figure.value)}
      </p>
      <p className="flex flex-wrap items-center gap-1 text-xs text-ink-muted">
        {change && Icon ? (
          <span
            data-testid="stat-change"
            className={clsx(
              'inline-flex items-center gap-0.5 font-semibold',
              change.direction === 'up' && 'text-brand-strong',
              change.direction === 'down' && 'text-danger',
            )}
          >
            <Icon aria-hidden="true" className="size-3.5" />
            {change.text}
          </span>
        ) : (
          <span data-testid="stat-change">No earlier figures</span>
        )}
        <span>vs {comparedWith}</span>
      </p>
      <Sparkline series={figure.series} />
      <p className="sr-only">{seriesSummary(figure.series)}</p>
    </Card>
  );
}
