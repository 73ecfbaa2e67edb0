import type { UseQueryResult } from '@tanstack/react-query';
import { BellOff, Flag, Heart, MessageCircle, RotateCw, Shield, UserPlus } from 'lucide-react';
import { Link } from 'react-router';
import type { TActivityGroup, TActivityList } from '../../../contract/activity.ts';
import { userInitials } from '../../../contract/user-names.ts';
import { errorMessage } from '../../lib/api.ts';
import { Avatar } from '../../ui/avatar.tsx';
import { Button } from '../../ui/button.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { formatRelativeTime } from '../settings/relative-time.ts';
import { actionPhrase, activityHref, actorsPhrase } from './activity-text.ts';

const TYPE_ICON = {
  follow: { Icon: UserPlus, className: 'bg-brand text-on-brand' },
  like: { Icon: Heart, className: 'bg-accent text-on-accent' },
  comment: { Icon: MessageCircle, className: 'bg-brand-strong text-on-brand' },
  warning: { Icon: Shield, className: 'bg-danger text-on-danger' },
  report_outcome: { Icon: Flag, className: 'bg-brand-strong text-on-brand' },
} as const;

/** One face, or the first two stacked, with the kind of activity in a small corner badge. */
function Faces({ group }: { group: TActivityGroup }) {
  const [first, second] = group.actors;
  const { Icon, className } = TYPE_ICON[group.type];
  if (!first) {
    // A notice from the Roamly team: no faces, the kind of notice is the picture.
    return (
      <span
        aria-hidden="true"
        className={`grid size-11 shrink-0 place-items-center rounded-full ${className}`}
      >
        <Icon className="size-5" />
      </span>
    );
  }
  // Two faces stacked corner to corner in the one-face box (Instagram's way): a row of three
  // overlapping circles hid the first one's initials and pushed the text of grouped items right.
  return (
    <span aria-hidden="true" className="relative size-11 shrink-0">
      {second ? (
        <>
          <Avatar
            src={first.profileImageUrl}
            initials={userInitials(first)}
            size="xs"
            className="absolute top-0 left-0"
          />
          <Avatar
            src={second.profileImageUrl}
            initials={userInitials(second)}
            size="xs"
            className="absolute right-0 bottom-0 ring-2 ring-surface"
          />
        </>
      ) : (
        <Avatar
          src={first.profileImageUrl}
          initials={userInitials(first)}
          className="absolute top-0.5 left-0.5"
        />
      )}
      {/* Bottom left beside two faces, so it covers neither one's initials. */}
      <span
        className={`absolute -bottom-1 grid size-5 place-items-center rounded-full ring-2 ring-surface ${second ? '-left-1' : '-right-1'} ${className}`}
      >
        <Icon className="size-3" />
      </span>
    </span>
  );
}

function ActivityItem({ group, onNavigate }: { group: TActivityGroup; onNavigate: () => void }) {
  const excerpt =
    group.type === 'warning' || group.type === 'report_outcome'
      ? group.message
      : group.type === 'comment'
        ? group.commentExcerpt
        : group.post?.excerpt;
  return (
    <Link
      to={activityHref(group)}
      onClick={onNavigate}
      className="flex items-start gap-3 rounded-xl px-2.5 py-2.5 hover:bg-surface-muted"
      data-testid="activity-item"
    >
      <Faces group={group} />
      <span className="min-w-0 flex-1">
        <span className="block text-sm leading-snug text-ink">
          <strong className="font-semibold">{actorsPhrase(group)}</strong>{' '}
          {actionPhrase(group.type)}
        </span>
        {excerpt ? (
          <span className="mt-0.5 line-clamp-2 block text-sm break-words text-ink-muted">
            {group.type === 'comment' ? `“${excerpt}”` : excerpt}
          </span>
        ) : null}
        <span className="mt-1 block text-xs text-ink-muted">
          {formatRelativeTime(group.latestAt)}
          {group.unread ? <span className="sr-only"> (new)</span> : null}
        </span>
      </span>
      {group.post?.imageUrl ? (
        <img
          src={group.post.imageUrl}
          alt=""
          loading="lazy"
          className="size-12 shrink-0 rounded-lg bg-surface-muted object-cover"
        />
      ) : null}
      {group.unread ? (
        <span aria-hidden="true" className="mt-1.5 size-2.5 shrink-0 rounded-full bg-badge" />
      ) : null}
    </Link>
  );
}

/** The panel's body: loading, failure with Try again, the empty state, or the groups. */
export function ActivityList({
  query,
  onNavigate,
}: {
  query: UseQueryResult<TActivityList>;
  onNavigate: () => void;
}) {
  if (query.isPending) {
    return (
      <div className="grid place-items-center py-12">
        <Spinner label="Loading activity…" />
      </div>
    );
  }
  if (query.isError) {
    return (
      <div role="alert" className="grid justify-items-center gap-3 px-4 py-10 text-center">
        <p className="text-sm font-semibold text-ink">Couldn't load your activity</p>
        <p className="text-sm text-ink-muted">
          {errorMessage(query.error, 'No answer from the server.')}
        </p>
        <Button
          variant="outline"
          size="sm"
          onClick={() => void query.refetch()}
          disabled={query.isFetching}
        >
          <RotateCw aria-hidden="true" className="size-4" />
          Try again
        </Button>
      </div>
    );
  }
  if (query.data.items.length === 0) {
    return (
      <div
        className="grid justify-items-center px-6 py-12 text-center"
        data-testid="activity-empty"
      >
        <span
          aria-hidden="true"
          className="mb-3 grid size-12 place-items-center rounded-full bg-brand-soft text-brand"
        >
          <BellOff className="size-6" />
        </span>
        <p className="font-semibold text-ink">No activity yet</p>
        <p className="mt-1 max-w-xs text-sm text-ink-muted">
          When travellers follow you, or like and comment on your posts, you'll see it here.
        </p>
      </div>
    );
  }
  return (
    <ul className="grid gap-0.5">
      {query.data.items.map((group) => (
        <li key={group.id}>
          <ActivityItem group={group} onNavigate={onNavigate} />
        </li>
      ))}
    </ul>
  );
}
