import { useState } from 'react';
import type { TAvailableCountry, TTestResult } from '../../../contract/country-expansion.ts';
import { toast } from '../../app/toasts/toast-store.ts';
import { errorMessage } from '../../lib/api.ts';
import { CountryChecklist } from './country-checklist.tsx';
import { CoverageCard } from './coverage-card.tsx';
import {
  useAvailableCountries,
  useExpansionProgress,
  useStartExpansion,
  useTestCountry,
} from './queries.ts';
import { count } from './result-card.tsx';
import { CompletionCard, ProgressCard } from './run-cards.tsx';
import { TestResults } from './test-results.tsx';

/** /admin/country-expansion (spec 3 §2 'Country expansion', issue 25 §3). */
export function ExpansionPage() {
  const countries = useAvailableCountries();
  const progress = useExpansionProgress();
  const start = useStartExpansion();
  const test = useTestCountry();
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [force, setForce] = useState(false);
  const [testing, setTesting] = useState<string | null>(null);
  const [results, setResults] = useState<TTestResult[]>([]);
  // Clear Results hides a finished run's card on this screen (spec 3 §4: cleared locally).
  const [clearedRun, setClearedRun] = useState<string | null>(null);
  const run = progress.data;
  const running = run?.isRunning ?? false;

  const onStart = async () => {
    if (selected.size === 0) {
      toast({
        title: 'No Countries Selected',
        description: 'Please select at least one country.',
        variant: 'destructive',
      });
      return;
    }
    try {
      await start.mutateAsync({ body: { countries: [...selected], forceDiscovery: force } });
      toast({
        title: 'Expansion Started',
        description: `Discovering ${count(selected.size)} ${selected.size === 1 ? 'country' : 'countries'}.`,
        variant: 'success',
      });
    } catch (error) {
      toast({
        title: 'Failed to Start',
        description: errorMessage(error, 'The server did not answer. Please try again.'),
        variant: 'destructive',
      });
    }
  };

  const onTest = async (country: TAvailableCountry) => {
    setTesting(country.slug);
    try {
      const response = await test.mutateAsync({
        body: { country: country.slug },
        query: force ? { forceDiscovery: 'true' } : {},
      });
      const result = response.testResult;
      if (!result) {
        // Spec 3 §8: a missing testResult is only logged.
        console.warn('test-country answered without a testResult', response);
        return;
      }
      setResults((prev) => [result, ...prev.filter((r) => r.country !== result.country)]);
      toast({
        title: 'Test Complete',
        description: `${result.countryName}: found ${count(result.destinationsAdded)} destinations with ${count(result.totalTours)} total tours`,
        variant: 'success',
      });
    } catch (error) {
      toast({
        title: 'Test Failed',
        description: errorMessage(error, 'The server did not answer. Please try again.'),
        variant: 'destructive',
      });
    } finally {
      setTesting(null);
    }
  };

  const finished = run && run.runId && !running && run.runId !== clearedRun ? run : null;
  return (
    <section aria-labelledby="expansion-title" className="grid gap-4">
      <header>
        <h1 id="expansion-title" className="font-display text-3xl font-bold text-ink">
          Country expansion
        </h1>
        <p className="mt-1 text-ink-muted">
          Find a country&apos;s provider destinations that have tours and are not mapped yet, then
          add them to the mappings as a change you can roll back.
        </p>
      </header>
      {running && run ? <ProgressCard progress={run} /> : null}
      {finished ? (
        <CompletionCard progress={finished} onClear={() => setClearedRun(finished.runId)} />
      ) : null}
      <div className="grid gap-4 lg:grid-cols-2 lg:items-start">
        <CountryChecklist
          countries={countries.data?.countries ?? []}
          loading={countries.isPending}
          selected={selected}
          onSelectedChange={setSelected}
          force={force}
          onForceChange={setForce}
          running={running}
          testing={testing}
          starting={start.isPending}
          onTest={(country) => void onTest(country)}
          onStart={() => void onStart()}
        />
        <div className="grid gap-4">
          <TestResults results={results} onClearAll={() => setResults([])} running={running} />
          <CoverageCard />
        </div>
      </div>
    </section>
  );
}
