import { AlertTriangle } from 'lucide-react';
import type { TExpansionProgress } from '../../../contract/country-expansion.ts';
import { toast } from '../../app/toasts/toast-store.ts';
import { errorMessage } from '../../lib/api.ts';
import { Button } from '../../ui/button.tsx';
import { Card, CardHeader } from '../../ui/card.tsx';
import { useApplyResults } from './queries.ts';
import { count, ResultCard } from './result-card.tsx';

/** Spec 3 §2: the progress card while an expansion runs. */
export function ProgressCard({ progress }: { progress: TExpansionProgress }) {
  const { completedCountries: done, totalCountries: total } = progress;
  const percent = total > 0 ? Math.round((done / total) * 100) : 0;
  return (
    <Card>
      <CardHeader
        title="Expansion running"
        description="You can leave this page: the run continues, and resumes after a restart."
      />
      <div className="grid gap-2" aria-live="polite">
        <div className="flex justify-between gap-2 text-sm">
          <span className="font-medium text-ink">
            {count(done)} of {count(total)} countries done
          </span>
          <span className="text-ink-muted">{percent}%</span>
        </div>
        <div
          role="progressbar"
          aria-label="Expansion progress"
          aria-valuemin={0}
          aria-valuemax={total}
          aria-valuenow={done}
          className="h-2 overflow-hidden rounded-full bg-surface-muted"
        >
          <div className="h-full bg-brand transition-all" style={{ width: `${percent}%` }} />
        </div>
        {progress.currentCountry ? (
          <p className="text-sm text-ink-muted">Now discovering {progress.currentCountry}</p>
        ) : null}
      </div>
    </Card>
  );
}

/**
 * Spec 3 §2: the completion card with each country's result, Apply All Results (one diff of
 * the mappings, once per run) and Clear Results (hides it here; nothing is changed).
 */
export function CompletionCard({
  progress,
  onClear,
}: {
  progress: TExpansionProgress;
  onClear: () => void;
}) {
  const apply = useApplyResults();
  const found = progress.results.reduce((sum, r) => sum + r.destinationsAdded, 0);
  const applied = progress.appliedDiffId !== null;
  const onApply = async () => {
    try {
      const { totalDestinations } = await apply.mutateAsync({
        body: {
          runId: progress.runId ?? undefined,
          results: progress.results.filter((r) => r.destinationsAdded > 0),
        },
      });
      toast({
        title: 'Mappings Applied',
        description: `added ${count(totalDestinations)} new destination mappings`,
        variant: 'success',
      });
    } catch (error) {
      toast({
        title: 'Failed to Apply',
        description: errorMessage(error, 'The server did not answer. Please try again.'),
        variant: 'destructive',
      });
    }
  };
  const failed = progress.status === 'failed';
  return (
    <Card>
      <CardHeader
        title={failed ? 'Expansion failed' : 'Expansion complete'}
        description={
          applied
            ? `Applied as change #${progress.appliedDiffId} (roll it back from Mappings › History).`
            : `${count(found)} destinations found in ${count(progress.totalCountries)} ${progress.totalCountries === 1 ? 'country' : 'countries'}.`
        }
      />
      {failed ? (
        <div
          role="alert"
          className="mb-3 flex gap-3 rounded-xl bg-danger-soft p-3 text-sm text-ink"
        >
          <AlertTriangle aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-danger" />
          <p>{progress.error ?? 'The provider did not answer.'}</p>
        </div>
      ) : null}
      {progress.results.length > 0 ? (
        <ul
          className="mb-4 grid max-h-[32rem] gap-2 overflow-y-auto pr-1"
          aria-label="Expansion results"
          // A scrolling region the keyboard can reach (its results hold nothing focusable).
          tabIndex={0}
        >
          {progress.results.map((result) => (
            <ResultCard key={result.country} result={result} />
          ))}
        </ul>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button onClick={() => void onApply()} disabled={applied || found === 0 || apply.isPending}>
          {apply.isPending ? 'Applying…' : 'Apply All Results'}
        </Button>
        <Button variant="outline" onClick={onClear}>
          Clear Results
        </Button>
      </div>
    </Card>
  );
}
