import { TRACKED_FEATURES, type TPerformanceSummary } from '../../../contract/performance.ts';
import { Card } from '../../ui/card.tsx';
import { formatPercent, usageBarPercent } from './format.ts';
import { SuccessBadge } from './api-performance-panel.tsx';

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

type FeatureTotals = { uses: number; failures: number; actions: string[] };

/** The share of uses that did not fail; null without uses. */
const successRate = ({ uses, failures }: FeatureTotals) =>
  uses === 0 ? null : Number(((100 * (uses - failures)) / uses).toFixed(1));

/**
 * Uses per feature (spec's five first, then any other tracked one); the bar is full at 10. Each
 * feature's success rate counts the uses the client reported as failed.
 */
export function FeatureUsagePanel({ summary }: { summary: TPerformanceSummary }) {
  const byFeature = new Map<string, FeatureTotals>();
  for (const feature of TRACKED_FEATURES)
    byFeature.set(feature, { uses: 0, failures: 0, actions: [] });
  for (const row of summary.featureUsage) {
    const entry = byFeature.get(row.feature) ?? { uses: 0, failures: 0, actions: [] };
    entry.uses += row.uses;
    entry.failures += row.failures;
    entry.actions.push(
      `${row.action} ${row.uses}${row.failures > 0 ? ` (${row.failures} failed)` : ''}`,
    );
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
        {[...byFeature.entries()].map(([feature, totals]) => {
          const { uses, actions } = totals;
          const rate = successRate(totals);
          return (
            <li key={feature} data-testid={`usage-${feature}`}>
              <div className="flex items-center justify-between gap-3 text-sm">
                <span className="font-semibold text-ink">{FEATURE_LABELS[feature] ?? feature}</span>
                <span className="flex items-center gap-2 text-ink-muted tabular-nums">
                  {uses} {uses === 1 ? 'use' : 'uses'}
                  {rate === null ? null : (
                    <>
                      <span aria-hidden="true">·</span>
                      <span>{formatPercent(rate)} success</span>
                      <SuccessBadge rate={rate} />
                    </>
                  )}
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
          );
        })}
      </ul>
    </Card>
  );
}
