import { EyeOff, Flag, Trash2, Users } from 'lucide-react';
import { Link } from 'react-router';
import type { TCaseSummary } from '../../../contract/moderation.ts';
import { POST_REPORT_REASON_LABELS } from '../../../contract/posts.ts';
import { formatRelativeTime } from '../settings/relative-time.ts';
import { TARGET_LABEL } from './labels.ts';

/** One case in the queue: what was reported, why, by how many, and its priority score. */
export function CaseListItem({ item }: { item: TCaseSummary }) {
  const { target } = item;
  const text = target.deleted
    ? 'This content was deleted.'
    : target.text?.trim() || (target.type === 'user' ? 'No bio' : 'No text');
  return (
    <li>
      <Link
        to={`/admin/moderation/${item.id}`}
        className="flex gap-3 rounded-2xl border border-line bg-surface p-3 transition-shadow hover:shadow-md sm:gap-4 sm:p-4"
        data-testid="case-item"
      >
        {target.imageUrl && !target.deleted ? (
          <img
            src={target.imageUrl}
            alt=""
            className="size-16 shrink-0 rounded-xl object-cover sm:size-20"
          />
        ) : (
          <span
            aria-hidden="true"
            className="grid size-16 shrink-0 place-items-center rounded-xl bg-surface-muted text-ink-muted sm:size-20"
          >
            <Flag className="size-6" />
          </span>
        )}
        <span className="grid min-w-0 flex-1 gap-1">
          <span className="flex flex-wrap items-center gap-1.5 text-xs font-semibold">
            <span className="rounded-full bg-surface-muted px-2 py-0.5 text-ink">
              {TARGET_LABEL[target.type]}
            </span>
            <span className="rounded-full bg-danger-soft px-2 py-0.5 text-danger">
              {POST_REPORT_REASON_LABELS[item.topReason]}
            </span>
            {target.hidden ? (
              <span className="inline-flex items-center gap-1 rounded-full bg-accent-soft px-2 py-0.5 text-ink">
                <EyeOff aria-hidden="true" className="size-3" /> Hidden
              </span>
            ) : null}
            {target.deleted ? (
              <span className="inline-flex items-center gap-1 rounded-full bg-ink px-2 py-0.5 text-surface">
                <Trash2 aria-hidden="true" className="size-3" /> Deleted
              </span>
            ) : null}
          </span>
          <span className="line-clamp-2 text-sm break-words text-ink">{text}</span>
          <span className="flex flex-wrap items-center gap-x-3 gap-y-0.5 text-xs text-ink-muted">
            <span>{item.subject ? `By ${item.subject.name}` : 'Account removed'}</span>
            <span className="inline-flex items-center gap-1">
              <Users aria-hidden="true" className="size-3" />
              {item.reportersCount} {item.reportersCount === 1 ? 'reporter' : 'reporters'}
            </span>
            <span>Opened {formatRelativeTime(item.openedAt)}</span>
          </span>
        </span>
        <span className="grid shrink-0 content-start justify-items-end text-right">
          <span className="text-lg font-bold text-ink tabular-nums">{item.score.toFixed(1)}</span>
          <span className="text-xs text-ink-muted">priority</span>
        </span>
      </Link>
    </li>
  );
}
