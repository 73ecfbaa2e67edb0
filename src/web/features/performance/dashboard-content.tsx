import { RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { toast } from '../../app/toasts/toast-store.ts';
import { Badge } from '../../ui/badge.tsx';
import { Button } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { ApiPerformancePanel } from './api-performance-panel.tsx';
import { FeatureUsagePanel } from './feature-usage-panel.tsx';
import { formatUptime } from './format.ts';
import { DASHBOARD_PANEL_ID, DashboardTabs, type DashboardTab, tabId } from './dashboard-tabs.tsx';
import { usePerformanceSummary, useResetTrackingMutation } from './queries.ts';
import { SummaryCards } from './summary-cards.tsx';
import { SystemHealthPanel } from './system-health-panel.tsx';

/** The admin's view: header with reset and status, the four cards, the three tabs. */
export function DashboardContent() {
  const summary = usePerformanceSummary(true);
  const reset = useResetTrackingMutation();
  const [tab, setTab] = useState<DashboardTab>('usage');
  const data = summary.data;

  const onReset = () =>
    reset.mutate(undefined, {
      onSuccess: () =>
        toast({
          title: 'Analytics Reset',
          description: 'Feature usage now counts from zero.',
          variant: 'success',
        }),
      onError: () =>
        toast({
          title: 'Reset Failed',
          description: 'Could not clear tracking data. Please try again.',
          variant: 'destructive',
        }),
    });

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6">
      <header className="flex flex-col gap-4 md:flex-row md:items-center md:justify-between">
        <div>
          <h1 className="text-2xl font-bold text-ink sm:text-3xl">Performance Dashboard</h1>
          <p className="mt-1 text-sm text-ink-muted">
            Live figures from every server, refreshed every 5 seconds.
          </p>
          {data ? (
            <div className="mt-3 flex flex-wrap items-center gap-2 text-sm text-ink-muted">
              <Badge tone={data.probes.database.status === 'ok' ? 'brand' : 'accent'}>
                <span
                  aria-hidden="true"
                  className={`mr-1 size-2 rounded-full ${data.probes.database.status === 'ok' ? 'bg-brand' : 'bg-accent'}`}
                />
                {data.probes.database.status === 'ok' ? 'System Online' : 'Database Down'}
              </Badge>
              <span>
                Uptime: <span className="font-semibold text-ink">{formatUptime(data.uptime)}</span>
              </span>
            </div>
          ) : null}
        </div>
        <Button variant="outline" onClick={onReset} disabled={reset.isPending}>
          <RotateCcw aria-hidden="true" className="size-4" />
          {reset.isPending ? 'Resetting…' : 'Reset Analytics'}
        </Button>
      </header>

      {!data ? (
        summary.isError ? (
          <Card padding="lg" className="text-center" role="alert">
            <p className="font-semibold text-ink">The performance summary could not be loaded.</p>
            <p className="mt-1 text-sm text-ink-muted">
              No figures are shown rather than old or made-up ones.
            </p>
            <Button className="mt-4" variant="secondary" onClick={() => void summary.refetch()}>
              Try again
            </Button>
          </Card>
        ) : (
          <Spinner page label="Loading the performance summary…" />
        )
      ) : (
        <>
          <SummaryCards summary={data} />
          <div>
            <DashboardTabs active={tab} onSelect={setTab} />
            <div
              id={DASHBOARD_PANEL_ID}
              role="tabpanel"
              aria-labelledby={tabId(tab)}
              tabIndex={0}
              className="pt-6"
            >
              {tab === 'usage' ? <FeatureUsagePanel summary={data} /> : null}
              {tab === 'api' ? <ApiPerformancePanel summary={data} /> : null}
              {tab === 'health' ? <SystemHealthPanel summary={data} /> : null}
            </div>
          </div>
        </>
      )}
    </div>
  );
}
