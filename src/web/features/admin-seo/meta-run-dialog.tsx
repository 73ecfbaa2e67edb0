import { useState } from 'react';
import type { TMetaRun } from '../../../contract/admin-seo.ts';
import { toast } from '../../app/toasts/toast-store.ts';
import { errorMessage } from '../../lib/api.ts';
import { Button } from '../../ui/button.tsx';
import { ModalDialog } from '../../ui/modal-dialog.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { useApplyMetaRun, useMetaRun } from './queries.ts';
import { SEO_TOASTS } from './seo-labels.ts';

/** The toasts a run ends with (spec 3 §8): 'Claude' ones when Anthropic wrote the meta. */
export function runToasts(kind: TMetaRun['kind'], provider: TMetaRun['provider']) {
  if (kind === 'regenerate') {
    return {
      success: (n: number) => ({
        title: 'Regeneration Complete',
        description: `Fixed ${n} pages with unique meta descriptions`,
      }),
      failure: { title: SEO_TOASTS.regenerationFailed, description: SEO_TOASTS.regenerateFailed },
    };
  }
  const claude = provider === 'anthropic';
  return {
    success: (n: number) => ({
      title: claude ? 'Claude Generation Complete' : 'Generation Complete',
      description: `Generated ${n} unique meta descriptions for destinations`,
    }),
    failure: {
      title: SEO_TOASTS.generationFailed,
      description: claude ? SEO_TOASTS.metaFailedClaude : SEO_TOASTS.metaFailed,
    },
  };
}

const PROVIDER_LABEL = {
  local: 'Composed from the catalogue',
  openai: 'OpenAI',
  anthropic: 'Claude',
};

function Change({ label, from, to }: { label: string; from: string | null; to: string }) {
  return (
    <div className="grid gap-0.5 text-sm">
      <span className="text-xs font-semibold text-ink-muted">{label}</span>
      {from !== null ? (
        <del className="text-ink-muted decoration-danger">{from || '(empty)'}</del>
      ) : (
        <span className="text-xs text-ink-muted">New page</span>
      )}
      <ins className="text-ink no-underline">
        <span className="sr-only">New: </span>
        {to}
      </ins>
    </div>
  );
}

/**
 * A meta run from queued to approved: progress while it works, then every proposed change as
 * old → new title and description, each ticked by default; only the ticked ones are saved.
 */
export function MetaRunDialog({ jobId, onClose }: { jobId: string; onClose: () => void }) {
  const run = useMetaRun(jobId);
  const apply = useApplyMetaRun();
  const [unticked, setUnticked] = useState<Set<string>>(new Set());
  const data = run.data;
  const finished = data?.state === 'completed';
  const failed = data?.state === 'failed' || data?.state === 'cancelled' || run.isError;
  const chosen = data?.proposals.filter((p) => !unticked.has(p.key)) ?? [];
  const toasts = data ? runToasts(data.kind, data.provider) : null;

  const [reported, setReported] = useState(false);
  if (failed && !reported && toasts) {
    setReported(true);
    toast({ ...toasts.failure, variant: 'destructive' });
  }

  const approve = async () => {
    if (!data || !toasts) return;
    try {
      const result = await apply.mutateAsync({ jobId, keys: chosen.map((p) => p.key) });
      const saved = data.kind === 'bulk' ? result.summary.generated : result.summary.successful;
      toast({ ...toasts.success(saved), variant: 'success' });
      onClose();
    } catch (error) {
      toast({
        title: toasts.failure.title,
        description: errorMessage(error, toasts.failure.description),
        variant: 'destructive',
      });
    }
  };

  const toggle = (key: string) =>
    setUnticked((current) => {
      const next = new Set(current);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });

  const title =
    data?.kind === 'regenerate' ? 'Regenerate meta descriptions' : 'Generate meta for destinations';
  const percent = data?.total ? Math.round((data.done / data.total) * 100) : 0;

  return (
    <ModalDialog
      open
      onClose={onClose}
      title={title}
      size="lg"
      busy={apply.isPending}
      description={
        data
          ? `Written by: ${PROVIDER_LABEL[data.provider]}. Nothing is saved until you approve.`
          : undefined
      }
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={apply.isPending}>
            {finished ? 'Discard' : 'Close'}
          </Button>
          {finished ? (
            <Button
              onClick={() => void approve()}
              disabled={apply.isPending || chosen.length === 0}
            >
              {apply.isPending ? 'Saving…' : `Approve and save ${chosen.length}`}
            </Button>
          ) : null}
        </>
      }
    >
      {!data || data.isRunning ? (
        <div className="grid gap-3">
          <Spinner
            label={
              data?.state === 'running'
                ? `Writing ${data.done} of ${data.total ?? '…'}${data.current ? ` — ${data.current}` : ''}`
                : 'Queued…'
            }
          />
          <div
            role="progressbar"
            aria-label="Meta generation progress"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            className="h-2 overflow-hidden rounded-full bg-surface-muted"
          >
            <div className="h-full bg-brand transition-[width]" style={{ width: `${percent}%` }} />
          </div>
        </div>
      ) : failed ? (
        <p role="alert" className="text-sm text-danger">
          {data.error ?? toasts?.failure.description}
        </p>
      ) : data.proposals.length === 0 ? (
        <p className="text-sm text-ink">
          Every page already has a unique title and description: nothing to change.
        </p>
      ) : (
        <div className="grid gap-3">
          <p className="text-sm text-ink">
            {data.proposals.length} proposed {data.proposals.length === 1 ? 'change' : 'changes'}
            {data.failures.length ? `, ${data.failures.length} could not be written` : ''}. Untick
            any you do not want.
          </p>
          <ul
            className="grid max-h-[55vh] gap-2 overflow-y-auto pr-1"
            aria-label="Proposed changes"
          >
            {data.proposals.map((proposal) => (
              <li key={proposal.key} className="rounded-xl border border-line p-3">
                <label className="flex items-start gap-3">
                  <input
                    type="checkbox"
                    className="mt-1 size-4 accent-[var(--color-brand)]"
                    checked={!unticked.has(proposal.key)}
                    onChange={() => toggle(proposal.key)}
                  />
                  <span className="grid min-w-0 flex-1 gap-2">
                    <span className="font-mono text-xs break-all text-ink-muted">
                      /{proposal.path}
                    </span>
                    <Change label="Title" from={proposal.oldTitle} to={proposal.newTitle} />
                    <Change
                      label="Description"
                      from={proposal.oldDescription}
                      to={proposal.newDescription}
                    />
                  </span>
                </label>
              </li>
            ))}
          </ul>
        </div>
      )}
    </ModalDialog>
  );
}
