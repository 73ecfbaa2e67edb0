import { TRACKED_FEATURES, type TPerformanceSummary } from '../../../contract/performance.ts';
import { Card } from '../../ui/card.tsx';
import { usageBarPercent } from './format.ts';

const FEATURE_LABELS: Record<string, string> = {
  posting: 'Posting',
  messaging: 'Messaging',
  viator_tours: 'Viator tours',
  profile: 'Profile',
  recommendations: 'Recommendations',
};

const since = (iso: string) =>
  new Date(iso).toLocaleString('en-US', {
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });

/** Uses per feature (spec's five first, then any other tracked one); the bar is full at 10. */
export function FeatureUsagePanel({ summary }: { summary: TPerformanceSummary }) {
  const byFeature = new Map<string, { uses: number; actions: string[] }>();
  for (const feature of TRACKED_FEATURES) byFeature.set(feature, { uses: 0, actions: [] });
  for (const row of summary.featureUsage) {
    const entry = byFeature.get(row.feature) ?? { uses: 0, actions: [] };
    entry.uses += row.uses;
    entry.actions.push(`${row.action} ${row.uses}`);
    byFeature.set(row.feature, entry);
  }
  const empty = summary.featureUsage.length === 0;
  return (
    <Card padding="lg">
      <div className="flex flex-col gap-1 sm:flex-row sm:items-baseline sm:justify-between">
        <h2 className="text-lg font-semibold text-ink">Feature usage</h2>
        <p className="text-sm text-ink-muted">Since {since(summary.usageSince)}</p>
      </div>
      {empty ? (
        <p className="mt-3 text-sm text-ink-muted">
          No feature usage recorded since then. Figures appear as members visit and use the app.
        </p>
      ) : null}
      <ul className="mt-5 flex flex-col gap-5">
        {[...byFeature.entries()].map(([feature, { uses, actions }]) => (
          <li key={feature} data-testid={`usage-${feature}`}>
            <div className="flex items-baseline justify-between gap-3 text-sm">
              <span className="font-semibold text-ink">{FEATURE_LABELS[feature] ?? feature}</span>
              <span className="text-ink-muted tabular-nums">
                {uses} {uses === 1 ? 'use' : 'uses'}
              </span>
            </div>
            <div
              role="meter"
              aria-label={`${FEATURE_LABELS[feature] ?? feature} usage`}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={usageBarPercent(uses)}
              aria-valuetext={`${uses} uses`}
              className="mt-2 h-2.5 overflow-hidden rounded-full bg-surface-muted"
            >
              <div
                className="h-full rounded-full bg-brand transition-[width]"
                style={{ width: `${usageBarPercent(uses)}%` }}
              />
            </div>
            {actions.length > 0 ? (
              <p className="mt-1 text-xs text-ink-muted">{actions.join(' · ')}</p>
            ) : null}
          </li>
        ))}
      </ul>
    </Card>
  );
}
