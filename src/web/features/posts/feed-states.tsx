import { AlertTriangle, Bookmark, Compass, Heart, Map, RotateCw, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button, buttonVariants } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { useAuth } from '../auth/user-query.ts';
import { CreatePostButton } from './create-post-button.tsx';
import type { FeedListProps, FeedType } from './feed-queries.ts';

// What a feed shows instead of posts: while loading, after a failure, and when it is empty.

/** Three card-shaped placeholders, media first like the cards; one spoken status for the list. */
export function FeedSkeleton() {
  return (
    <div role="status" aria-live="polite" className="grid gap-5" data-testid="feed-skeleton">
      <span className="sr-only">Loading posts...</span>
      {[0, 1, 2].map((index) => (
        <Card
          as="div"
          padding="none"
          key={index}
          aria-hidden="true"
          className="animate-pulse overflow-hidden"
        >
          <div className="flex items-center gap-3 px-4 pt-4">
            <span className="size-10 rounded-full bg-surface-muted" />
            <span className="grid flex-1 gap-2">
              <span className="h-3 w-1/3 rounded-full bg-surface-muted" />
              <span className="h-3 w-1/5 rounded-full bg-surface-muted" />
            </span>
          </div>
          {index === 0 ? <div className="mt-3 aspect-[4/3] bg-surface-muted" /> : null}
          <div className="grid gap-2 px-4 pt-4 pb-2">
            <span className="h-3 w-11/12 rounded-full bg-surface-muted" />
            <span className="h-3 w-3/4 rounded-full bg-surface-muted" />
          </div>
          <div className="flex gap-3 p-4">
            <span className="h-8 w-16 rounded-full bg-surface-muted" />
            <span className="h-8 w-16 rounded-full bg-surface-muted" />
          </div>
        </Card>
      ))}
    </div>
  );
}

export function FeedError({
  message,
  onRetry,
  retrying,
}: {
  message: string;
  onRetry: () => void;
  retrying: boolean;
}) {
  return (
    <Card
      as="div"
      padding="none"
      role="alert"
      className="grid justify-items-center px-6 py-12 text-center"
    >
      <span
        aria-hidden="true"
        className="mb-4 grid size-14 place-items-center rounded-full bg-danger-soft text-danger"
      >
        <AlertTriangle className="size-7" />
      </span>
      <h2 className="font-display text-xl font-semibold text-ink">Failed to Load Posts</h2>
      <p className="mt-2 max-w-md text-sm wrap-anywhere text-ink-muted">{message}</p>
      <Button className="mt-6" onClick={onRetry} disabled={retrying}>
        <RotateCw aria-hidden="true" className={retrying ? 'size-4 animate-spin' : 'size-4'} />
        Try Again
      </Button>
    </Card>
  );
}

type EmptyCopy = { icon: ReactNode; title: string; text: string; actions: ReactNode };

const LINK_PRIMARY = buttonVariants({ size: 'sm' });
const LINK_OUTLINE = buttonVariants({ variant: 'outline', size: 'sm' });

/** Most empty feeds point to /explore, the one feed that is never empty for long. */
function exploreLink(label: string, className: string) {
  return (
    <Link to="/explore" data-button className={className}>
      {label}
    </Link>
  );
}

function emptyCopy(type: FeedType, tag: string | undefined, isSelf: boolean): EmptyCopy {
  switch (type) {
    case 'home':
      return {
        icon: <Users className="size-7" />,
        title: 'Your feed is waiting for its first story',
        text: 'Follow fellow travellers to see their adventures here, or share one of your own.',
        actions: (
          <>
            {exploreLink('Find people to follow', LINK_PRIMARY)}
            <CreatePostButton variant="outline" size="sm" />
          </>
        ),
      };
    case 'explore':
      return {
        icon: <Compass className="size-7" />,
        title: tag ? `No #${tag} posts yet` : 'Nothing to explore yet',
        text: tag
          ? 'Be the first to share a trip with this tag, or browse every post.'
          : 'Public posts from travellers around the world will appear here. Start it off with yours.',
        actions: (
          <>
            <CreatePostButton size="sm">Share the first one</CreatePostButton>
            {tag ? exploreLink('See all posts', LINK_OUTLINE) : null}
          </>
        ),
      };
    case 'user':
      return isSelf
        ? {
            icon: <Map className="size-7" />,
            title: 'No posts yet',
            text: 'Your adventures will live here. Share your first trip with fellow travellers.',
            actions: <CreatePostButton size="sm">Share your first post</CreatePostButton>,
          }
        : {
            icon: <Map className="size-7" />,
            title: 'No posts yet',
            text: 'When this traveller shares a trip you can see, it will show up here.',
            actions: exploreLink('Explore other travellers', LINK_OUTLINE),
          };
    case 'bookmarked':
      return {
        icon: <Bookmark className="size-7" />,
        title: 'No saved posts yet',
        text: 'Tap the bookmark on any post to keep it here for your next trip.',
        actions: exploreLink('Explore posts', LINK_PRIMARY),
      };
    case 'liked':
      return {
        icon: <Heart className="size-7" />,
        title: 'No liked posts yet',
        text: 'Posts you like will appear here. Only you can see them.',
        actions: exploreLink('Explore posts', LINK_PRIMARY),
      };
  }
}

export function FeedEmpty({ type, userId, tag }: FeedListProps) {
  const { user } = useAuth();
  const copy = emptyCopy(type, tag, Boolean(user && userId === user.id));
  return (
    <Card
      as="div"
      padding="none"
      data-testid="feed-empty"
      className="grid justify-items-center border-dashed px-6 py-12 text-center"
    >
      <span
        aria-hidden="true"
        className="mb-4 grid size-14 place-items-center rounded-full bg-brand-soft text-brand"
      >
        {copy.icon}
      </span>
      <h2 className="font-display text-xl font-semibold text-ink">{copy.title}</h2>
      <p className="mt-2 max-w-sm text-sm text-ink-muted">{copy.text}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">{copy.actions}</div>
    </Card>
  );
}
