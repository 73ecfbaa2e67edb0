import { AlertTriangle, Bookmark, Compass, Heart, Map, RotateCw, Users } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useAuth } from '../auth/user-query.ts';
import { errorMessage } from '../../lib/api.ts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { cursorQueryOptions, flattenPages } from '../../lib/route-query.ts';
import { STALE } from '../../lib/staleness.ts';
import { Button, buttonVariants } from '../../ui/button.tsx';
import { CreatePostButton } from './create-post-button.tsx';
import { PostCard } from './post-card.tsx';
import { feedSource, type FeedListProps, type FeedType } from './feed-queries.ts';

export type { FeedListProps, FeedType } from './feed-queries.ts';

/** Spec 1 §2 'Feed lists': the end of every feed reads exactly this. */
export const FEED_END_MESSAGE = "You've reached the end of your feed";

/** How far below the viewport the next page starts loading. */
const PREFETCH_MARGIN = '800px 0px';

/**
 * The post feed of spec 1 §2 for every type: skeleton while loading, 'Failed to Load Posts' with
 * Try Again, a friendly empty state per type, infinite scroll (a sentinel plus a 'Load more'
 * button for keyboards and browsers without IntersectionObserver) and the end message.
 */
export function FeedList(props: FeedListProps) {
  const { route, input, select } = feedSource(props);
  // Others post, like and comment all the time: a feed older than STALE.shared is read again.
  const feed = useInfiniteQuery({
    ...cursorQueryOptions(route, input, select),
    staleTime: STALE.shared,
  });
  const items = flattenPages(feed.data);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = feed;

  const sentinel = useRef<HTMLDivElement>(null);
  const canLoadMore = hasNextPage && !isFetchingNextPage && !feed.isFetchNextPageError;
  useEffect(() => {
    const node = sentinel.current;
    if (!node || !canLoadMore || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) void fetchNextPage();
      },
      { rootMargin: PREFETCH_MARGIN },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [canLoadMore, fetchNextPage]);

  if (feed.isPending) return <FeedSkeleton />;
  if (feed.isError && items.length === 0) {
    return (
      <FeedError
        message={errorMessage(feed.error, 'Failed to fetch posts')}
        onRetry={() => void feed.refetch()}
        retrying={feed.isFetching}
      />
    );
  }
  if (items.length === 0) return <FeedEmpty {...props} />;

  return (
    <div className="grid grid-cols-1 gap-5" data-testid="feed-list" aria-busy={isFetchingNextPage}>
      <ul className="grid grid-cols-1 gap-5">
        {items.map((post) => (
          <li key={post.id}>
            <PostCard post={post} />
          </li>
        ))}
      </ul>
      <div ref={sentinel} aria-hidden="true" className="h-px" />
      {hasNextPage ? (
        <div className="grid justify-items-center gap-3 py-2">
          {feed.isFetchNextPageError ? (
            <p role="alert" className="text-center text-sm text-danger">
              Failed to Load Posts. {errorMessage(feed.error, 'Failed to fetch posts')}
            </p>
          ) : null}
          <Button
            variant="outline"
            onClick={() => void fetchNextPage()}
            disabled={isFetchingNextPage}
          >
            {isFetchingNextPage ? (
              <>
                <span
                  aria-hidden="true"
                  className="size-4 animate-spin rounded-full border-2 border-brand-soft border-t-brand"
                />
                Loading more posts...
              </>
            ) : feed.isFetchNextPageError ? (
              'Try Again'
            ) : (
              'Load more posts'
            )}
          </Button>
        </div>
      ) : (
        <p className="flex items-center justify-center gap-3 py-4 text-sm text-ink-muted">
          <span aria-hidden="true" className="h-px w-10 bg-line" />
          {FEED_END_MESSAGE}
          <span aria-hidden="true" className="h-px w-10 bg-line" />
        </p>
      )}
    </div>
  );
}

/** Three card-shaped placeholders; one spoken status for the whole list. */
export function FeedSkeleton() {
  return (
    <div role="status" aria-live="polite" className="grid gap-5" data-testid="feed-skeleton">
      <span className="sr-only">Loading posts...</span>
      {[0, 1, 2].map((index) => (
        <div
          key={index}
          aria-hidden="true"
          className="animate-pulse overflow-hidden rounded-3xl border border-line bg-surface shadow-sm"
        >
          <div className="flex items-center gap-3 p-4">
            <span className="size-10 rounded-full bg-surface-muted" />
            <span className="grid flex-1 gap-2">
              <span className="h-3 w-1/3 rounded-full bg-surface-muted" />
              <span className="h-3 w-1/5 rounded-full bg-surface-muted" />
            </span>
          </div>
          <div className="grid gap-2 px-4 pb-4">
            <span className="h-3 w-11/12 rounded-full bg-surface-muted" />
            <span className="h-3 w-3/4 rounded-full bg-surface-muted" />
          </div>
          {index === 0 ? <div className="aspect-[4/3] bg-surface-muted" /> : null}
          <div className="flex gap-3 p-4">
            <span className="h-8 w-16 rounded-full bg-surface-muted" />
            <span className="h-8 w-16 rounded-full bg-surface-muted" />
          </div>
        </div>
      ))}
    </div>
  );
}

function FeedError({
  message,
  onRetry,
  retrying,
}: {
  message: string;
  onRetry: () => void;
  retrying: boolean;
}) {
  return (
    <div
      role="alert"
      className="grid justify-items-center rounded-3xl border border-line bg-surface px-6 py-12 text-center shadow-sm"
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
    </div>
  );
}

type EmptyCopy = { icon: ReactNode; title: string; text: string; actions: ReactNode };

const LINK_PRIMARY = buttonVariants({ size: 'sm' });
const LINK_OUTLINE = buttonVariants({ variant: 'outline', size: 'sm' });

function emptyCopy(type: FeedType, tag: string | undefined, isSelf: boolean): EmptyCopy {
  switch (type) {
    case 'home':
      return {
        icon: <Users className="size-7" />,
        title: 'Your feed is waiting for its first story',
        text: 'Follow fellow travellers to see their adventures here, or share one of your own.',
        actions: (
          <>
            <Link to="/explore" data-button className={LINK_PRIMARY}>
              Find people to follow
            </Link>
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
            {tag ? (
              <Link to="/explore" data-button className={LINK_OUTLINE}>
                See all posts
              </Link>
            ) : null}
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
            actions: (
              <Link to="/explore" data-button className={LINK_OUTLINE}>
                Explore other travellers
              </Link>
            ),
          };
    case 'bookmarked':
      return {
        icon: <Bookmark className="size-7" />,
        title: 'No saved posts yet',
        text: 'Tap the bookmark on any post to keep it here for your next trip.',
        actions: (
          <Link to="/explore" data-button className={LINK_PRIMARY}>
            Explore posts
          </Link>
        ),
      };
    case 'liked':
      return {
        icon: <Heart className="size-7" />,
        title: 'No liked posts yet',
        text: 'Posts you like will appear here. Only you can see them.',
        actions: (
          <Link to="/explore" data-button className={LINK_PRIMARY}>
            Explore posts
          </Link>
        ),
      };
  }
}

function FeedEmpty({ type, userId, tag }: FeedListProps) {
  const { user } = useAuth();
  const copy = emptyCopy(type, tag, Boolean(user && userId === user.id));
  return (
    <div
      data-testid="feed-empty"
      className="grid justify-items-center rounded-3xl border border-dashed border-line bg-surface px-6 py-12 text-center"
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
    </div>
  );
}
