import {
  startTransition,
  useDeferredValue,
  useEffect,
  useRef,
  useState,
  useMemo,
  type ReactNode,
} from 'react';
import { FEED_PAGE_SIZE } from '../../../contract/limits.ts';
import type { TPost } from '../../../contract/posts.ts';
import { errorMessage } from '../../lib/api.ts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { cursorQueryOptions, flattenPages } from '../../lib/route-query.ts';
import { STALE } from '../../lib/staleness.ts';
import { Button } from '../../ui/button.tsx';
import { PostCard } from './post-card.tsx';
import { feedSource, type FeedListProps } from './feed-queries.ts';
import { FeedEmpty, FeedError, FeedSkeleton } from './feed-states.tsx';

export type { FeedListProps, FeedType } from './feed-queries.ts';

/** Spec 1 §2 'Feed lists': the end of every feed reads exactly this. */
export const FEED_END_MESSAGE = "You've reached the end of your feed";

/** How far below the viewport the next cards are drawn, and the next page starts loading. */
const PREFETCH_MARGIN = '800px 0px';
/**
 * Cards drawn at first: a phone's first screen shows one or two. The rest of the page follow as
 * the member scrolls towards them (or asks with the button), so the first screen stays light: a
 * card is some 90 elements (issue 21: home's first screen under 800).
 */
export const FIRST_CARDS = 3;

/** The feed's usual look: one post card under another. */
function PostCards({ posts }: { posts: TPost[] }) {
  return (
    <ul className="grid grid-cols-1 gap-5">
      {posts.map((post, index) => (
        <li key={post.id}>
          <PostCard post={post} eager={index === 0} />
        </li>
      ))}
    </ul>
  );
}

/** The default `renderPosts`: one function, so the drawn list is kept while the posts are. */
const drawCards = (posts: TPost[]) => <PostCards posts={posts} />;

/**
 * The post feed of spec 1 §2 for every type: skeleton while loading, 'Failed to Load Posts' with
 * Try Again, a friendly empty state per type, infinite scroll (a sentinel plus a 'Load more'
 * button for keyboards and browsers without IntersectionObserver) and the end message. The posts
 * are cards unless the page lays them out itself (explore's photo grid).
 */
export function FeedList({
  renderPosts = drawCards,
  skeleton = <FeedSkeleton />,
  onPainted,
  firstCount = FIRST_CARDS,
  ...props
}: FeedListProps & {
  renderPosts?: (posts: TPost[]) => ReactNode;
  skeleton?: ReactNode;
  /** Called once the first answer (posts, empty or failed) is on screen: after that paint. */
  onPainted?: () => void;
  /** Posts drawn with the first answer (a grid of small tiles draws a screenful at once). */
  firstCount?: number;
}) {
  const { route, input, select } = feedSource(props);
  // Others post, like and comment all the time: a feed older than STALE.shared is read again.
  const feed = useInfiniteQuery({
    ...cursorQueryOptions(route, input, select),
    staleTime: STALE.shared,
  });
  const items = useMemo(() => flattenPages(feed.data), [feed.data]);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = feed;
  const [shown, setShown] = useState(firstCount);
  // Loaded posts not drawn yet come before the next page.
  const undrawn = items.length > shown;
  const showMore = () => {
    if (undrawn) {
      setShown(shown + FEED_PAGE_SIZE);
      return;
    }
    setShown(items.length + FEED_PAGE_SIZE);
    void fetchNextPage();
  };

  // A next page arrives through the query's update, which React renders at once and in one
  // piece: the cards it adds are drawn in a deferred render instead, which React slices. The
  // cards already drawn take their updates (a like, a comment's count) at once; being memoised,
  // only a card that changed draws again.
  const visible = useMemo(() => items.slice(0, shown), [items, shown]);
  const drawnCount = useDeferredValue(visible.length);
  const drawn = useMemo(() => visible.slice(0, drawnCount), [visible, drawnCount]);
  const list = useMemo(() => renderPosts(drawn), [renderPosts, drawn]);

  // The first answer's cards are the largest render a feed does. The query's update renders at
  // once and in one piece; deferred, React draws them in slices of a few milliseconds between
  // which the browser handles input (on a phone that one render was a long task of its own).
  const answered = useDeferredValue(!feed.isPending);

  const sentinel = useRef<HTMLDivElement>(null);
  const canLoadMore = undrawn || (hasNextPage && !isFetchingNextPage && !feed.isFetchNextPageError);
  const showMoreRef = useRef(showMore);
  useEffect(() => {
    showMoreRef.current = showMore;
  });
  useEffect(() => {
    const node = sentinel.current;
    if (!node || !canLoadMore || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        // Cards drawn ahead of the scroll are not urgent: a transition, which React slices.
        if (entries.some((entry) => entry.isIntersecting)) startTransition(showMoreRef.current);
      },
      { rootMargin: PREFETCH_MARGIN },
    );
    observer.observe(node);
    return () => observer.disconnect();
    // `shown` moves the sentinel: observing afresh reports whether it is still near the screen.
    // It first appears with the (deferred) first answer.
  }, [canLoadMore, shown, answered]);

  useEffect(() => {
    if (!answered || !onPainted) return;
    // The next frame is painted with the answer; a task after it runs once that paint is done.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(onPainted, 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [answered, onPainted]);

  if (!answered) return skeleton;
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
      {list}
      <div ref={sentinel} aria-hidden="true" className="h-px" />
      {undrawn || hasNextPage ? (
        <div className="grid justify-items-center gap-3 py-2">
          {feed.isFetchNextPageError ? (
            <p role="alert" className="text-center text-sm text-danger">
              Failed to Load Posts. {errorMessage(feed.error, 'Failed to fetch posts')}
            </p>
          ) : null}
          <Button variant="outline" onClick={showMore} disabled={isFetchingNextPage}>
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
