import { useEffect, useRef, useState } from 'react';
import { Spinner } from '../../ui/spinner.tsx';
import { ExportTab } from './export-tab.tsx';
import { HistoryTab } from './history-tab.tsx';
import { panelId, tabId, TabList } from './mapping-tabs.tsx';
import { OverviewTab } from './overview-tab.tsx';
import { useLatestRun } from './queries.ts';
import { ResultsTab } from './results-tab.tsx';
import { ValidateTab } from './validate-tab.tsx';

const TABS = [
  { id: 'overview', label: 'Overview' },
  { id: 'validate', label: 'Validate' },
  { id: 'results', label: 'Results' },
  { id: 'export', label: 'Export' },
  { id: 'history', label: 'History' },
] as const;
type Tab = (typeof TABS)[number]['id'];

/** /admin/mappings (spec 3 §2 'Mapping validation', issue 25 §1–§2). */
export function MappingsScreen() {
  const [tab, setTab] = useState<Tab>('overview');
  const latest = useLatestRun();
  const run = latest.data?.run ?? null;
  // Spec 3 §4: the run started here switches to the Results tab when it finishes (however fast).
  const awaited = useRef<string | null>(null);
  useEffect(() => {
    if (run && run.runId === awaited.current && !run.isRunning) {
      awaited.current = null;
      setTab('results');
    }
  }, [run]);
  const onStarted = (runId: string) => {
    awaited.current = runId;
  };
  const toValidate = () => setTab('validate');
  return (
    <section aria-labelledby="mappings-title" className="grid gap-4">
      <header>
        <h1 id="mappings-title" className="font-display text-3xl font-bold text-ink">
          Mapping validation
        </h1>
        <p className="mt-1 text-ink-muted">
          Roamly destinations and the tour provider&apos;s destination ids: checked, exported and
          applied as versioned changes.
        </p>
      </header>
      <TabList
        label="Mapping validation"
        prefix="mappings"
        tabs={TABS}
        active={tab}
        onSelect={setTab}
      />
      <div
        role="tabpanel"
        id={panelId('mappings', tab)}
        aria-labelledby={tabId('mappings', tab)}
        tabIndex={0}
      >
        {latest.isPending ? (
          <Spinner label="Loading the latest validation" />
        ) : tab === 'overview' ? (
          <OverviewTab run={run} />
        ) : tab === 'validate' ? (
          <ValidateTab run={run} onStarted={onStarted} />
        ) : tab === 'results' ? (
          <ResultsTab run={run} onValidate={toValidate} />
        ) : tab === 'export' ? (
          <ExportTab key={run?.runId ?? 'none'} run={run} onValidate={toValidate} />
        ) : (
          <HistoryTab />
        )}
      </div>
    </section>
  );
}
