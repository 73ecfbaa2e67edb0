import { CalendarClock } from 'lucide-react';
import { Card } from '../../ui/card.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { optionLabel } from './campaign-options.ts';
import { formatDateTime } from './format.ts';
import { HashtagList } from './hashtag-list.tsx';
import { PlatformMark } from './platform-mark.tsx';
import { platformLabel } from './platforms.ts';
import { useScheduledPosts } from './queries.ts';
import { StatusBadge } from './status-badge.tsx';

/** Spec 3 §2 'Scheduled Posts': soonest first, or 'No scheduled posts'. */
export function ScheduledPostsTab() {
  const posts = useScheduledPosts();
  if (posts.isPending) return <Spinner label="Loading scheduled posts" />;
  if (posts.isError) {
    return (
      <p role="alert" className="text-danger">
        Failed to fetch scheduled posts
      </p>
    );
  }
  if (posts.data.posts.length === 0) {
    return (
      <div className="grid justify-items-center gap-3 rounded-2xl border border-dashed border-line px-4 py-10 text-center">
        <CalendarClock aria-hidden="true" className="size-8 text-ink-muted" />
        <p className="font-semibold text-ink">No scheduled posts</p>
        <p className="max-w-md text-sm text-ink-muted">
          Schedule a generated post from a campaign&apos;s details to see it here.
        </p>
      </div>
    );
  }
  return (
    <ul className="grid gap-3">
      {posts.data.posts.map((post) => (
        <Card as="li" key={post.id} padding="sm" className="grid gap-2">
          <div className="flex flex-wrap items-center gap-2">
            <PlatformMark platform={post.platform} size="sm" />
            <span className="font-semibold text-ink">{platformLabel(post.platform)}</span>
            <span className="text-sm text-ink-muted">· {optionLabel(post.contentType)}</span>
            <span className="ml-auto">
              <StatusBadge status={post.status} />
            </span>
          </div>
          <p className="line-clamp-3 text-sm whitespace-pre-line text-ink">
            {post.content.caption}
          </p>
          <HashtagList hashtags={post.hashtags} />
          <p className="text-xs text-ink-muted">
            {post.scheduledFor
              ? `Scheduled for ${formatDateTime(post.scheduledFor)}`
              : 'Not scheduled'}
          </p>
        </Card>
      ))}
    </ul>
  );
}
