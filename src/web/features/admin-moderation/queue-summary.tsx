import { Link } from 'react-router';
import { errorMessage } from '../../lib/api.ts';
import { buttonVariants } from '../../ui/button.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { CaseListItem } from './case-list-item.tsx';
import { formatDuration } from './labels.ts';
import { useModerationQueue } from './queries.ts';

const SHOWN = 5;

/** The dashboard's Content tab: the most urgent open cases and the way into the queue. */
export function QueueSummary() {
  const query = useModerationQueue({ limit: SHOWN });
  if (query.isPending) return <Spinner label="Loading the moderation queue…" />;
  if (query.error) {
    return (
      <p role="alert" className="text-sm text-danger">
        {errorMessage(query.error, 'Could not load the moderation queue.')}
      </p>
    );
  }
  const { items, openCount, medianFirstActionSeconds } = query.data;
  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 className="text-lg font-semibold text-ink">Moderation queue</h2>
          <p className="text-sm text-ink-muted">
            {openCount.toLocaleString()} open {openCount === 1 ? 'case' : 'cases'} · median time to
            first action{' '}
            {medianFirstActionSeconds != null
              ? formatDuration(medianFirstActionSeconds)
              : 'not measured yet'}{' '}
            (30 days)
          </p>
        </div>
        <Link to="/admin/moderation" className={buttonVariants({ size: 'sm' })}>
          Open the moderation queue
        </Link>
      </div>
      {items.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-line p-6 text-center text-ink-muted">
          Nothing to review.
        </p>
      ) : (
        <ol className="grid gap-3" aria-label="Most urgent cases">
          {items.map((item) => (
            <CaseListItem key={item.id} item={item} />
          ))}
        </ol>
      )}
    </div>
  );
}
