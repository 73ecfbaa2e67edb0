import { RefreshCw } from 'lucide-react';
import type { TValidationRun } from '../../../contract/mappings.ts';
import { toast } from '../../app/toasts/toast-store.ts';
import { errorMessage } from '../../lib/api.ts';
import { Button } from '../../ui/button.tsx';
import { Card, CardHeader } from '../../ui/card.tsx';
import { count, dateTime } from './format.ts';
import { useMappingOverview, useRefreshTaxonomy } from './queries.ts';

const KNOWN_ISSUES = [
  'Sequential made-up ids in the 7000–8000 range that point at no destination.',
  'Ids of another place: renamed, moved more than 50 km, or filed under another country.',
  'One provider id mapped from two destinations, or one destination mapped twice.',
  "Destinations the provider has no tours for ('No tours').",
];
const BENEFITS = [
  'Tour pages show the tours of the right place.',
  'Dead mappings stop costing provider calls on every page view.',
  'A verified set can be applied as one change and rolled back if needed.',
];

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-xl bg-surface-muted px-4 py-3">
      <dt className="text-sm text-ink-muted">{label}</dt>
      <dd className="mt-1 font-display text-2xl font-bold text-ink">{value}</dd>
    </div>
  );
}

/** Spec 3 §2 Overview: known issues and benefits, and the last results. */
export function OverviewTab({ run }: { run: TValidationRun | null }) {
  const overview = useMappingOverview();
  const refresh = useRefreshTaxonomy();
  const data = overview.data;
  const onRefresh = async () => {
    try {
      await refresh.mutateAsync({});
      toast({
        title: 'Taxonomy refresh queued',
        description: "The provider's destinations are fetched again in the background.",
        variant: 'success',
      });
    } catch (error) {
      toast({
        title: 'Refresh failed',
        description: errorMessage(error, 'The server did not answer.'),
        variant: 'destructive',
      });
    }
  };
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <Card>
        <CardHeader
          title="Last results"
          description={
            run
              ? `${run.mode === 'all' ? 'Full validation' : 'Sample validation'} of ${dateTime(run.startedAt)}${run.isRunning ? ' (running)' : ''}`
              : 'No validation has run yet.'
          }
        />
        <dl className="grid grid-cols-2 gap-3">
          <Stat
            label="Total tested"
            value={run ? count(run.validMappings + run.invalidMappings) : '—'}
          />
          <Stat label="Valid" value={run ? count(run.validMappings) : '—'} />
          <Stat label="Invalid" value={run ? count(run.invalidMappings) : '—'} />
          <Stat label="Success rate" value={run ? `${run.successRate}%` : '—'} />
        </dl>
        {run?.status === 'failed' ? (
          <p className="mt-3 text-sm text-danger">
            This validation failed: {run.error ?? 'the provider did not answer.'} Restart it from
            the Validate tab.
          </p>
        ) : null}
      </Card>
      <Card>
        <CardHeader
          title="Mappings"
          description={data ? `Roamly destinations mapped to ${data.providerName}.` : 'Loading…'}
          action={
            <Button
              variant="outline"
              size="sm"
              onClick={() => void onRefresh()}
              disabled={refresh.isPending}
            >
              <RefreshCw aria-hidden="true" className="size-4" />
              Refresh taxonomy
            </Button>
          }
        />
        {data ? (
          <dl className="grid grid-cols-2 gap-3">
            <Stat label="Mappings" value={count(data.totalMappings)} />
            <Stat label="Provider destinations" value={count(data.taxonomy.destinations)} />
            <div className="col-span-2 text-sm text-ink-muted">
              <dt className="inline">Taxonomy fetched: </dt>
              <dd className="inline">
                {data.taxonomy.refreshedAt
                  ? dateTime(data.taxonomy.refreshedAt)
                  : 'not yet (the first validation fetches it)'}
                ; refreshed weekly.
              </dd>
            </div>
          </dl>
        ) : null}
      </Card>
      <Card>
        <CardHeader title="Known issues" description="What the checks look for in every mapping." />
        <ul className="grid list-disc gap-2 pl-5 text-sm text-ink">
          {KNOWN_ISSUES.map((issue) => (
            <li key={issue}>{issue}</li>
          ))}
        </ul>
      </Card>
      <Card>
        <CardHeader title="Benefits" description="Why validating pays off." />
        <ul className="grid list-disc gap-2 pl-5 text-sm text-ink">
          {BENEFITS.map((benefit) => (
            <li key={benefit}>{benefit}</li>
          ))}
        </ul>
      </Card>
    </div>
  );
}
