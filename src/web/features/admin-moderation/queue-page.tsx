import { clsx } from 'clsx';
import { useSearchParams } from 'react-router';
import { CASE_STATUSES, type TCaseStatus } from '../../../contract/moderation.ts';
import { errorMessage } from '../../lib/api.ts';
import { Spinner } from '../../ui/spinner.tsx';
import { useKeysetPaging } from '../admin/data-table/keyset-paging.ts';
import { PagerNav } from '../admin/data-table/pager-nav.tsx';
import { CaseListItem } from './case-list-item.tsx';
import { formatDuration, STATUS_TEXT } from './labels.ts';
import { useModerationQueue } from './queries.ts';

const EMPTY: Record<TCaseStatus, string> = {
  open: 'Nothing to review. New reports appear here, most urgent first.',
  resolved: 'No resolved cases yet.',
  dismissed: 'No dismissed cases yet.',
};

function statusOf(value: string | null): TCaseStatus {
  return (CASE_STATUSES as readonly string[]).includes(value ?? '')
    ? (value as TCaseStatus)
    : 'open';
}

/**
 * /admin/moderation: open cases by priority score (reporters, their accuracy, the gravest reason
 * and age; docs/architecture.md), or closed ones newest first, with the open count and the
 * median time to first action of the last 30 days.
 */
export function QueuePage() {
  const [params, setParams] = useSearchParams();
  const status = statusOf(params.get('status'));
  const paging = useKeysetPaging(status);
  const query = useModerationQueue({
    status,
    ...(paging.cursor ? { cursor: paging.cursor } : {}),
  });
  const data = query.data;
  return (
    <section aria-labelledby="moderation-title" className="grid gap-4">
      <header className="grid gap-1">
        <h1 id="moderation-title" className="font-display text-3xl font-bold text-ink">
          Moderation
        </h1>
        <p className="text-ink-muted">
          Reports of posts, comments, members and messages, one case per reported thing.
        </p>
      </header>
      <dl className="grid grid-cols-2 gap-3 sm:max-w-md">
        <div className="rounded-2xl border border-line bg-surface px-4 py-3">
          <dt className="text-xs text-ink-muted">Open cases</dt>
          <dd className="text-2xl font-bold text-ink" data-testid="open-count">
            {data ? data.openCount.toLocaleString() : '—'}
          </dd>
        </div>
        <div className="rounded-2xl border border-line bg-surface px-4 py-3">
          <dt className="text-xs text-ink-muted">Median time to first action (30 days)</dt>
          <dd className="text-2xl font-bold text-ink" data-testid="median-first-action">
            {data?.medianFirstActionSeconds != null
              ? formatDuration(data.medianFirstActionSeconds)
              : 'No actions yet'}
          </dd>
        </div>
      </dl>
      <div role="group" aria-label="Cases to show" className="flex gap-2">
        {CASE_STATUSES.map((value) => (
          <button
            key={value}
            type="button"
            aria-pressed={status === value}
            onClick={() => setParams(value === 'open' ? {} : { status: value })}
            className={clsx(
              'rounded-full border px-4 py-1.5 text-sm font-semibold transition-colors',
              status === value
                ? 'border-ink bg-ink text-surface'
                : 'border-line bg-surface text-ink hover:border-ink',
            )}
          >
            {STATUS_TEXT[value]}
          </button>
        ))}
      </div>
      {query.isPending ? (
        <Spinner label="Loading the queue…" />
      ) : query.error ? (
        <p role="alert" className="rounded-2xl border border-line bg-surface p-6 text-danger">
          {errorMessage(query.error, 'Could not load the queue.')}
        </p>
      ) : data && data.items.length > 0 ? (
        <ol className="grid gap-3" aria-label={`${STATUS_TEXT[status]} cases`}>
          {data.items.map((item) => (
            <CaseListItem key={item.id} item={item} />
          ))}
        </ol>
      ) : (
        <p className="rounded-2xl border border-dashed border-line p-8 text-center text-ink-muted">
          {EMPTY[status]}
        </p>
      )}
      {paging.hasPrevious || data?.nextCursor ? (
        <PagerNav label="Queue pages" pager={paging.pager(data?.nextCursor)} />
      ) : null}
    </section>
  );
}
