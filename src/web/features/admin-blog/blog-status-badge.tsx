import { clsx } from 'clsx';
import type { TBlogStatus } from '../../../contract/blog.ts';
import { STATUS_LABELS } from './blog-format.ts';

/** Spec 3 §4's badge colours, with scheduled (waiting) and a missed schedule (an alarm). */
export function BlogStatusBadge({
  status,
  missed = false,
}: {
  status: TBlogStatus;
  missed?: boolean;
}) {
  return (
    <span
      className={clsx(
        'inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold',
        missed && 'bg-danger-soft text-danger',
        !missed && status === 'published' && 'bg-brand text-on-brand',
        !missed && status === 'scheduled' && 'bg-brand-soft text-brand-strong',
        !missed && status === 'draft' && 'bg-surface-muted text-ink-muted',
        !missed && status === 'archived' && 'bg-danger text-on-danger',
      )}
    >
      {missed ? 'Missed schedule' : STATUS_LABELS[status]}
    </span>
  );
}
