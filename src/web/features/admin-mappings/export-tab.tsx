import { Download } from 'lucide-react';
import { useState } from 'react';
import {
  generateVerifiedRoute,
  type TExport,
  type TValidationRun,
} from '../../../contract/mappings.ts';
import { toast } from '../../app/toasts/toast-store.ts';
import { api, errorMessage } from '../../lib/api.ts';
import { Button } from '../../ui/button.tsx';
import { Card, CardHeader } from '../../ui/card.tsx';
import { ModalDialog } from '../../ui/modal-dialog.tsx';
import { RunFirst } from './empty-state.tsx';
import { count } from './format.ts';
import { useApplyVerified } from './queries.ts';

/** Saves the file the server generated (the browser's download, no server round trip). */
function download({ content, filename }: TExport) {
  const url = URL.createObjectURL(new Blob([content], { type: 'text/typescript' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

function ApplyButton({ run }: { run: TValidationRun }) {
  const apply = useApplyVerified();
  const [open, setOpen] = useState(false);
  if (run.appliedDiffId) {
    return (
      <p className="text-sm text-ink-muted">
        Applied as change #{run.appliedDiffId} (see History).
      </p>
    );
  }
  const confirm = async () => {
    try {
      const { diff } = await apply.mutateAsync({ body: { runId: run.runId } });
      toast({
        title: 'Mappings Applied',
        description: `Removed ${count(diff.removed)} invalid mapping${diff.removed === 1 ? '' : 's'} (change #${diff.id}).`,
        variant: 'success',
      });
      setOpen(false);
    } catch (error) {
      toast({
        title: 'Failed to Apply',
        description: errorMessage(error, 'The server did not answer. Please try again.'),
        variant: 'destructive',
      });
    }
  };
  return (
    <>
      <Button
        variant="secondary"
        disabled={run.invalidMappings === 0}
        onClick={() => setOpen(true)}
      >
        Apply verified mappings
      </Button>
      <ModalDialog
        open={open}
        onClose={() => setOpen(false)}
        role="alertdialog"
        busy={apply.isPending}
        title="Apply the verified mappings?"
        description={`The ${count(run.invalidMappings)} invalid mapping${run.invalidMappings === 1 ? '' : 's'} of this run are removed as one change, recorded in the history and the audit log. You can roll it back.`}
        footer={
          <>
            <Button variant="ghost" onClick={() => setOpen(false)} disabled={apply.isPending}>
              Cancel
            </Button>
            <Button onClick={() => void confirm()} disabled={apply.isPending}>
              {apply.isPending ? 'Applying…' : 'Apply'}
            </Button>
          </>
        }
      />
    </>
  );
}

/** Spec 3 §2 Export: the verified mappings file, its first 5 entries and a count of the rest. */
export function ExportTab({
  run,
  onValidate,
}: {
  run: TValidationRun | null;
  onValidate: () => void;
}) {
  const [file, setFile] = useState<TExport | null>(null);
  const [busy, setBusy] = useState(false);
  if (!run) {
    return (
      <RunFirst onValidate={onValidate}>
        The export holds the mappings a validation verified.
      </RunFirst>
    );
  }
  if (run.isRunning) {
    return (
      <Card>
        <p className="text-ink-muted">
          The validation is still running; the export is ready when it finishes.
        </p>
      </Card>
    );
  }
  const current = file;
  const generate = async () => {
    setBusy(true);
    try {
      setFile(
        await api(generateVerifiedRoute, {
          body: {
            runId: run.runId,
            totalMappings: run.totalMappings,
            validMappings: run.validMappings,
            invalidMappings: run.invalidMappings,
          },
        }),
      );
    } catch (error) {
      toast({
        title: 'Export Failed',
        description: errorMessage(error, 'The server did not answer. Please try again.'),
        variant: 'destructive',
      });
    } finally {
      setBusy(false);
    }
  };
  const rest = current ? current.count - current.preview.length : 0;
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <Card>
        <CardHeader
          title="Verified mappings file"
          description={`A TypeScript file of the ${count(run.validMappings)} valid mappings of the latest run.`}
        />
        {current ? (
          <div className="grid gap-3">
            <p className="text-sm font-medium text-ink">{current.filename}</p>
            <ol
              aria-label="First entries"
              className="grid gap-1 rounded-xl bg-surface-muted p-3 font-mono text-sm"
            >
              {current.preview.map((entry) => (
                <li key={entry.destinationName} className="flex justify-between gap-3">
                  <span className="truncate">{entry.destinationName}</span>
                  <span className="tabular-nums text-ink-muted">{entry.viatorId}</span>
                </li>
              ))}
            </ol>
            <p className="text-sm text-ink-muted">
              {rest > 0
                ? `… and ${count(rest)} more (${count(current.count)} in all).`
                : `${count(current.count)} in all.`}
            </p>
            <div>
              <Button onClick={() => download(current)}>
                <Download aria-hidden="true" className="size-4" />
                Download {current.filename}
              </Button>
            </div>
          </div>
        ) : (
          <Button onClick={() => void generate()} disabled={busy || run.validMappings === 0}>
            {busy ? 'Generating…' : 'Generate verified file'}
          </Button>
        )}
      </Card>
      <Card>
        <CardHeader
          title="Apply"
          description="Makes the verified mappings the mappings: the invalid ones are removed as one change, no file to commit."
        />
        <ApplyButton run={run} />
      </Card>
    </div>
  );
}
