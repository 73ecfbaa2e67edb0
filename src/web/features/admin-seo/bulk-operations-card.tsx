import { Sparkles, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { BULK_DESTINATIONS_MAX } from '../../../contract/admin-seo.ts';
import { toast } from '../../app/toasts/toast-store.ts';
import { errorMessage } from '../../lib/api.ts';
import { Button } from '../../ui/button.tsx';
import { Card, CardHeader } from '../../ui/card.tsx';
import { MetaRunDialog, runToasts } from './meta-run-dialog.tsx';
import { useStartMetaRun } from './queries.ts';

/**
 * Spec 3 §2's Bulk Operations card: meta for the first 100 destinations, and unique meta for
 * every destination page. Both run as jobs; the operator approves the changes before they save.
 */
/** The run being watched survives a reload of the page (the job runs on regardless). */
const RUN_KEY = 'roamly-seo-meta-run';

function storedRun(): string | null {
  try {
    return sessionStorage.getItem(RUN_KEY);
  } catch {
    return null;
  }
}

function storeRun(jobId: string | null) {
  try {
    if (jobId) sessionStorage.setItem(RUN_KEY, jobId);
    else sessionStorage.removeItem(RUN_KEY);
  } catch {
    // Private mode without storage: the dialog just does not come back after a reload.
  }
}

export function BulkOperationsCard() {
  const start = useStartMetaRun();
  const [jobId, setJobIdState] = useState<string | null>(storedRun);
  const setJobId = (next: string | null) => {
    storeRun(next);
    setJobIdState(next);
  };

  const run = async (kind: 'bulk' | 'regenerate') => {
    try {
      const started = await start.mutateAsync(kind);
      setJobId(started.jobId);
    } catch (error) {
      const { failure } = runToasts(kind, 'local');
      toast({
        title: failure.title,
        description: errorMessage(error, failure.description),
        variant: 'destructive',
      });
    }
  };

  return (
    <Card padding="md" aria-labelledby="seo-bulk-title">
      <CardHeader
        id="seo-bulk-title"
        title="Bulk Operations"
        description="AI-written titles (50–60 characters) and descriptions (150–160), unique across pages. You review every change before it is saved."
      />
      <div className="grid gap-2">
        <Button variant="primary" disabled={start.isPending} onClick={() => void run('bulk')}>
          <Sparkles aria-hidden="true" className="size-4" />
          Generate Meta for {BULK_DESTINATIONS_MAX} Destinations
        </Button>
        <Button variant="outline" disabled={start.isPending} onClick={() => void run('regenerate')}>
          <RefreshCw aria-hidden="true" className="size-4" />
          Regenerate All Meta Descriptions
        </Button>
      </div>
      {jobId ? <MetaRunDialog jobId={jobId} onClose={() => setJobId(null)} /> : null}
    </Card>
  );
}
