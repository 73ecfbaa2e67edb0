import { AlertTriangle } from 'lucide-react';
import type { TValidationRun } from '../../../contract/mappings.ts';
import { toast } from '../../app/toasts/toast-store.ts';
import { errorMessage } from '../../lib/api.ts';
import { Button } from '../../ui/button.tsx';
import { Card, CardHeader } from '../../ui/card.tsx';
import { count } from './format.ts';
import { useRestartRun } from './queries.ts';

/**
 * A run the provider stopped (its retries gave up): the provider's message, what was checked
 * before, and Restart, which continues from the first unchecked mapping.
 */
export function FailedRun({
  run,
  onStarted,
}: {
  run: TValidationRun;
  onStarted: (runId: string) => void;
}) {
  const restart = useRestartRun();
  const onRestart = async () => {
    try {
      const restarted = await restart.mutateAsync({ params: { runId: run.runId } });
      onStarted(restarted.runId);
      toast({
        title: 'Validation restarted',
        description: 'It continues from the first unchecked mapping.',
        variant: 'success',
      });
    } catch (error) {
      toast({
        title: 'Validation Failed',
        description: errorMessage(error, 'The server did not answer. Please try again.'),
        variant: 'destructive',
      });
    }
  };
  return (
    <Card className="lg:col-span-2">
      <CardHeader
        title={run.mode === 'all' ? 'Full validation failed' : 'Sample validation failed'}
        description={`It stopped after checking ${count(run.done)} of ${count(run.totalMappings)} mappings.`}
      />
      <div role="alert" className="mb-4 flex gap-3 rounded-xl bg-danger-soft p-3 text-sm text-ink">
        <AlertTriangle aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-danger" />
        <p>{run.error ?? 'The provider did not answer.'}</p>
      </div>
      <Button onClick={() => void onRestart()} disabled={restart.isPending}>
        {restart.isPending ? 'Restarting…' : 'Restart validation'}
      </Button>
    </Card>
  );
}
