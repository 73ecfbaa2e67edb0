import { ArrowLeft } from 'lucide-react';
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { getPostRoute } from '../../../contract/posts.ts';
import type { TSelfUser } from '../../../contract/users.ts';
import { NotFound } from '../../components/not-found.tsx';
import { ApiError, errorMessage } from '../../lib/api.ts';
import { routeQueryOptions } from '../../lib/route-query.ts';
import { Button } from '../../ui/button.tsx';
import { FeedSkeleton } from './feed-states.tsx';
import { PostCard } from './post-card.tsx';

/** A malformed id is answered before any request: it can only be the 404 page. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * /posts/:id, the permalink a card's menu copies: the card with its comments open. A post the
 * member may not see (private, followers only, blocked, deleted) is the app's 404 page, exactly
 * like one that never existed (spec issue 6 §2).
 */
export function PostPage(_props: { user: TSelfUser }) {
  const { id = '' } = useParams();
  const valid = UUID.test(id);
  const post = useQuery({ ...routeQueryOptions(getPostRoute, { params: { id } }), enabled: valid });
  const navigate = useNavigate();
  // The card with its comments is drawn in a deferred render React slices (see FeedList).
  const answered = useDeferredValue(!post.isPending);

  if (!valid) return <NotFound />;
  if (post.isPending || !answered) {
    return (
      <div className="mx-auto max-w-2xl">
        <FeedSkeleton />
      </div>
    );
  }
  if (post.isError) {
    const status = post.error instanceof ApiError ? post.error.status : 0;
    if (status === 404 || status === 400 || status === 403) return <NotFound />;
    return (
      <div
        role="alert"
        className="mx-auto grid max-w-2xl justify-items-center gap-4 py-16 text-center"
      >
        <h1 className="font-display text-2xl font-semibold text-ink">Failed to load this post</h1>
        <p className="text-sm text-ink-muted">{errorMessage(post.error, 'Please try again.')}</p>
        <Button onClick={() => void post.refetch()}>Try Again</Button>
      </div>
    );
  }

  return (
    <div className="mx-auto grid max-w-2xl gap-4">
      <div className="flex items-center gap-3">
        <Link
          to="/"
          className="grid size-10 place-items-center rounded-full text-ink hover:bg-surface"
          aria-label="Back to home"
        >
          <ArrowLeft aria-hidden="true" className="size-5" />
        </Link>
        <h1 className="font-display text-2xl font-semibold text-ink">Post</h1>
      </div>
      <PostCard
        post={post.data}
        permalink
        onDeleted={() => void navigate('/', { replace: true })}
      />
    </div>
  );
}
