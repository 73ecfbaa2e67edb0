import { AlertTriangle } from 'lucide-react';
import { useState } from 'react';
import { SAMPLE_SIZE, type TValidationRun } from '../../../contract/mappings.ts';
import { toast } from '../../app/toasts/toast-store.ts';
import { errorMessage } from '../../lib/api.ts';
import { Button } from '../../ui/button.tsx';
import { Card, CardHeader } from '../../ui/card.tsx';
import { Field } from '../../ui/field.tsx';
import { Input } from '../../ui/input.tsx';
import { FailedRun } from './failed-run.tsx';
import { count } from './format.ts';
import { useMappingOverview, useValidateAll, useValidateSample } from './queries.ts';

/** Spec 3 §5: the sample size parses as an integer, 50 when it is not a number. */
export function parseSampleSize(text: string): number {
  const parsed = Number.parseInt(text, 10);
  return Number.isFinite(parsed) ? parsed : SAMPLE_SIZE.default;
}

const VALIDATION_FAILED = 'Validation Failed';

function Progress({ run }: { run: TValidationRun }) {
  const percent = run.totalMappings > 0 ? Math.round((run.done / run.totalMappings) * 100) : 0;
  return (
    <div className="grid gap-2" aria-live="polite">
      <div className="flex justify-between gap-2 text-sm">
        <span className="font-medium text-ink">
          Checked {count(run.done)} of {count(run.totalMappings)}
        </span>
        <span className="text-ink-muted">{percent}%</span>
      </div>
      <div
        role="progressbar"
        aria-label="Validation progress"
        aria-valuemin={0}
        aria-valuemax={run.totalMappings}
        aria-valuenow={run.done}
        className="h-2 overflow-hidden rounded-full bg-surface-muted"
      >
        <div className="h-full bg-brand transition-all" style={{ width: `${percent}%` }} />
      </div>
      {run.current ? <p className="text-sm text-ink-muted">Now at {run.current}</p> : null}
    </div>
  );
}

/** Spec 3 §2 Validate: a sample (10–500, 50 by default) or every mapping, as a job with progress. */
export function ValidateTab({
  run,
  onStarted,
}: {
  run: TValidationRun | null;
  onStarted: (runId: string) => void;
}) {
  const [sample, setSample] = useState(String(SAMPLE_SIZE.default));
  const validateSample = useValidateSample();
  const validateAll = useValidateAll();
  const overview = useMappingOverview();
  const running = run?.isRunning ?? false;
  const busy = running || validateSample.isPending || validateAll.isPending;
  const size = parseSampleSize(sample);
  const outOfRange = size < SAMPLE_SIZE.min || size > SAMPLE_SIZE.max;

  const start = async (action: () => Promise<TValidationRun>) => {
    try {
      onStarted((await action()).runId);
      toast({
        title: 'Validation started',
        description: 'Results appear as the checks finish.',
        variant: 'success',
      });
    } catch (error) {
      toast({
        title: VALIDATION_FAILED,
        description: errorMessage(error, 'The server did not answer. Please try again.'),
        variant: 'destructive',
      });
    }
  };

  return (
    <div className="grid gap-4 lg:grid-cols-2">
      {running && run ? (
        <Card className="lg:col-span-2">
          <CardHeader
            title={run.mode === 'all' ? 'Full validation running' : 'Sample validation running'}
            description="You can leave this page: the run continues, and resumes after a restart."
          />
          <Progress run={run} />
        </Card>
      ) : null}
      {run?.status === 'failed' ? <FailedRun run={run} onStarted={onStarted} /> : null}
      <Card>
        <CardHeader
          title="Sample validation"
          description="Checks a random sample of the mappings: quick, and a good picture of the whole."
        />
        <form
          className="grid gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            if (!outOfRange)
              void start(() => validateSample.mutateAsync({ body: { sampleSize: size } }));
          }}
        >
          <Field
            label="Sample size"
            hint="Between 10 and 500; 50–100 is recommended."
            error={outOfRange ? 'Choose a sample size between 10 and 500.' : undefined}
          >
            {(control) => (
              <Input
                {...control}
                type="number"
                inputMode="numeric"
                min={SAMPLE_SIZE.min}
                max={SAMPLE_SIZE.max}
                step={1}
                value={sample}
                onChange={(event) => setSample(event.target.value)}
                className="max-w-40"
              />
            )}
          </Field>
          <div>
            <Button type="submit" disabled={busy || outOfRange}>
              {validateSample.isPending
                ? 'Starting…'
                : `Validate ${count(outOfRange ? SAMPLE_SIZE.default : size)} mappings`}
            </Button>
          </div>
        </form>
      </Card>
      <Card>
        <CardHeader
          title="Full validation"
          description={`Checks all ${overview.data ? count(overview.data.totalMappings) : ''} mappings.`}
        />
        <div className="mb-4 flex gap-3 rounded-xl bg-accent-soft p-3 text-sm text-ink">
          <AlertTriangle aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent" />
          <p>
            Can take 15–30 minutes against a slow provider and is resource intensive: best run
            off-peak. Provider calls follow its rate limits.
          </p>
        </div>
        <Button
          variant="secondary"
          disabled={busy}
          onClick={() => void start(() => validateAll.mutateAsync({}))}
        >
          {validateAll.isPending ? 'Starting…' : 'Validate all mappings'}
        </Button>
      </Card>
    </div>
  );
}
