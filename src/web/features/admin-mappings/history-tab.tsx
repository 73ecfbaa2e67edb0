import { useState } from 'react';
import type { TMappingDiff } from '../../../contract/mappings.ts';
import { toast } from '../../app/toasts/toast-store.ts';
import { errorMessage } from '../../lib/api.ts';
import { Badge } from '../../ui/badge.tsx';
import { Button } from '../../ui/button.tsx';
import { Card, CardHeader } from '../../ui/card.tsx';
import { ModalDialog } from '../../ui/modal-dialog.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { count, dateTime } from './format.ts';
import { PageNav } from './pager.tsx';
import { useMappingHistory, useRollbackDiff } from './queries.ts';

const KIND_LABEL: Record<TMappingDiff['kind'], string> = {
  initial: 'First mappings',
  apply: 'Applied',
  rollback: 'Rollback',
};

function Counts({ diff }: { diff: TMappingDiff }) {
  const parts = [
    diff.added ? `+${count(diff.added)} added` : null,
    diff.changed ? `${count(diff.changed)} changed` : null,
    diff.removed ? `−${count(diff.removed)} removed` : null,
  ].filter(Boolean);
  return <span>{parts.join(' · ')}</span>;
}

/** The applied diffs, newest first, each with Roll back behind a confirmation. */
export function HistoryTab() {
  const [page, setPage] = useState(1);
  const history = useMappingHistory(page);
  const rollback = useRollbackDiff();
  const [target, setTarget] = useState<TMappingDiff | null>(null);
  const confirm = async () => {
    if (!target) return;
    try {
      const { diff } = await rollback.mutateAsync({ params: { diffId: target.id } });
      toast({
        title: 'Rolled back',
        description: `Change #${target.id} was undone as change #${diff.id}.`,
        variant: 'success',
      });
      setTarget(null);
    } catch (error) {
      toast({
        title: 'Rollback Failed',
        description: errorMessage(error, 'The server did not answer. Please try again.'),
        variant: 'destructive',
      });
    }
  };
  const data = history.data;
  return (
    <Card>
      <CardHeader
        title="History"
        description="Every change to the mappings: who, when and what. A rollback is a change too."
      />
      {!data ? (
        <Spinner label="Loading the history" />
      ) : data.diffs.length === 0 ? (
        <p className="text-ink-muted">No changes yet.</p>
      ) : (
        <>
          <ol className="grid gap-3" aria-label="Mapping changes">
            {data.diffs.map((diff) => (
              <li
                key={diff.id}
                className="flex flex-wrap items-start justify-between gap-3 rounded-xl border border-line p-3"
              >
                <div className="grid min-w-0 flex-1 gap-1">
                  <div className="flex flex-wrap items-center gap-2">
                    <span className="font-semibold text-ink">#{diff.id}</span>
                    <Badge tone={diff.kind === 'rollback' ? 'accent' : 'brand'}>
                      {KIND_LABEL[diff.kind]}
                    </Badge>
                    {diff.rolledBackBy ? <Badge>Rolled back by #{diff.rolledBackBy}</Badge> : null}
                  </div>
                  <p className="text-sm text-ink">{diff.summary}</p>
                  <p className="text-sm text-ink-muted">
                    <Counts diff={diff} /> · {diff.actor} · {dateTime(diff.createdAt)}
                  </p>
                </div>
                {diff.canRollBack ? (
                  <Button
                    variant="outline"
                    size="sm"
                    onClick={() => setTarget(diff)}
                    aria-label={`Roll back change #${diff.id}`}
                  >
                    Roll back
                  </Button>
                ) : null}
              </li>
            ))}
          </ol>
          <PageNav
            label="History pages"
            page={page}
            total={data.total}
            pageSize={data.pageSize}
            onPage={setPage}
            busy={history.isFetching}
          />
        </>
      )}
      <ModalDialog
        open={target !== null}
        onClose={() => setTarget(null)}
        role="alertdialog"
        busy={rollback.isPending}
        title={target ? `Roll back change #${target.id}?` : 'Roll back?'}
        description={
          target
            ? `“${target.summary}” is undone as a new change: its ${count(target.added + target.changed + target.removed)} mapping${target.added + target.changed + target.removed === 1 ? '' : 's'} go back to what they were before it.`
            : undefined
        }
        footer={
          <>
            <Button variant="ghost" onClick={() => setTarget(null)} disabled={rollback.isPending}>
              Cancel
            </Button>
            <Button variant="danger" onClick={() => void confirm()} disabled={rollback.isPending}>
              {rollback.isPending ? 'Rolling back…' : 'Roll back'}
            </Button>
          </>
        }
      />
    </Card>
  );
}
