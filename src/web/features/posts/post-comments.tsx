import { Trash2 } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { userDisplayName, userInitials } from '../../../contract/user-names.ts';
import { COMMENT_MAX_LENGTH, type TComment } from '../../../contract/posts.ts';
import type { TSelfUser } from '../../../contract/users.ts';
import { errorMessage } from '../../lib/api.ts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { cursorQueryOptions, flattenPages } from '../../lib/route-query.ts';
import { STALE } from '../../lib/staleness.ts';
import { Avatar } from '../../ui/avatar.tsx';
import { Button } from '../../ui/button.tsx';
import { fullTime, relativeTime } from './post-time.ts';
import { useAuth } from '../auth/user-query.ts';
import { ReportButton } from '../reports/report-button.tsx';
import { commentsSource, useAddComment, useDeleteComment } from './comment-queries.ts';

/** The collapsible list: read when first opened, oldest first, "Load more comments" after 20. */
export function CommentsList({ postId, id }: { postId: string; id: string }) {
  const { route, input, select } = commentsSource(postId);
  const query = useInfiniteQuery({
    ...cursorQueryOptions(route, input, select),
    staleTime: STALE.shared,
  });
  const comments = { ...query, items: flattenPages(query.data) };
  const remove = useDeleteComment(postId);
  const viewerId = useAuth().user?.id;

  let body;
  if (comments.isPending) {
    body = (
      <p role="status" className="py-2 text-sm text-ink-muted">
        Loading comments...
      </p>
    );
  } else if (comments.isError && comments.items.length === 0) {
    body = (
      <div role="alert" className="flex flex-wrap items-center gap-3 py-2 text-sm text-danger">
        Failed to load comments. {errorMessage(comments.error, '')}
        <Button size="sm" variant="outline" onClick={() => void comments.refetch()}>
          Try Again
        </Button>
      </div>
    );
  } else if (comments.items.length === 0) {
    body = <p className="py-2 text-sm text-ink-muted">No comments yet. Start the conversation.</p>;
  } else {
    body = (
      <ul className="grid grid-cols-1 gap-3">
        {comments.items.map((comment) => (
          <CommentItem
            key={comment.id}
            comment={comment}
            postId={postId}
            reportable={viewerId !== undefined && comment.user.id !== viewerId}
            deleting={remove.isPending && remove.variables === comment.id}
            onDelete={() => remove.mutate(comment.id)}
          />
        ))}
      </ul>
    );
  }

  return (
    <section
      id={id}
      aria-label="Comments"
      className="grid grid-cols-1 gap-3"
      data-testid="comments-list"
    >
      {body}
      {comments.hasNextPage ? (
        <button
          type="button"
          onClick={() => void comments.fetchNextPage()}
          disabled={comments.isFetchingNextPage}
          className="justify-self-start text-sm font-semibold text-brand hover:underline disabled:opacity-60"
        >
          {comments.isFetchingNextPage ? 'Loading...' : 'Load more comments'}
        </button>
      ) : null}
    </section>
  );
}

function CommentItem({
  comment,
  postId,
  reportable,
  deleting,
  onDelete,
}: {
  comment: TComment;
  postId: string;
  /** Someone else's comment: the viewer may report it. */
  reportable: boolean;
  deleting: boolean;
  onDelete: () => void;
}) {
  const name = userDisplayName(comment.user) || 'Traveller';
  return (
    <li className="group flex gap-2.5" data-testid="comment">
      <Link
        to={`/profile/${comment.user.id}`}
        tabIndex={-1}
        className="shrink-0"
        aria-hidden="true"
      >
        <Avatar
          src={comment.user.profileImageUrl}
          initials={userInitials(comment.user)}
          size="sm"
        />
      </Link>
      <div className="min-w-0 flex-1">
        <div className="rounded-2xl bg-surface-muted px-3.5 py-2">
          <Link
            to={`/profile/${comment.user.id}`}
            className="text-sm font-semibold text-ink hover:underline"
          >
            {name}
          </Link>
          <p className="text-sm wrap-anywhere whitespace-pre-line text-ink">{comment.content}</p>
        </div>
        <div className="mt-1 flex items-center gap-3 pl-3.5 text-xs text-ink-muted">
          <time dateTime={comment.createdAt} title={fullTime(comment.createdAt)}>
            {relativeTime(comment.createdAt)}
          </time>
          {reportable ? (
            <ReportButton
              target={{ type: 'comment', postId, commentId: comment.id }}
              label={`Report comment by ${name}`}
              className="rounded font-semibold hover:text-ink hover:underline"
            >
              Report
            </ReportButton>
          ) : null}
        </div>
      </div>
      {comment.canDelete ? (
        <button
          type="button"
          onClick={onDelete}
          disabled={deleting}
          aria-label={`Delete comment by ${name}`}
          className="grid size-9 shrink-0 place-items-center self-start rounded-full text-ink-muted hover:bg-danger-soft hover:text-danger disabled:opacity-50"
        >
          <Trash2 aria-hidden="true" className="size-4" />
        </button>
      ) : null}
    </li>
  );
}

/**
 * "Add a comment" under the actions. Spec 1 §4: posting opens the list and clears the input;
 * blank text never leaves (spec 1 §5).
 */
export function CommentForm({
  postId,
  user,
  onPosted,
}: {
  postId: string;
  user: TSelfUser | undefined;
  onPosted: () => void;
}) {
  const [text, setText] = useState('');
  const add = useAddComment(postId);
  const inputId = useId();
  const blank = text.trim() === '';

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (blank || add.isPending) return;
    add.mutate(text.trim(), {
      onSuccess: () => {
        setText('');
        onPosted();
      },
    });
  };

  return (
    <form onSubmit={onSubmit} className="flex items-center gap-2.5">
      {user ? <Avatar src={user.profileImageUrl} initials={userInitials(user)} size="sm" /> : null}
      <label htmlFor={inputId} className="sr-only">
        Add a comment
      </label>
      <input
        id={inputId}
        value={text}
        onChange={(event) => setText(event.target.value)}
        maxLength={COMMENT_MAX_LENGTH}
        placeholder="Add a comment..."
        autoComplete="off"
        className="h-10 w-0 min-w-0 flex-1 rounded-full border border-line bg-surface-muted px-4 text-sm text-ink placeholder:text-ink-muted focus:border-brand focus:bg-surface"
      />
      <Button type="submit" size="sm" disabled={blank || add.isPending} aria-label="Post comment">
        {add.isPending ? 'Posting...' : 'Post'}
      </Button>
    </form>
  );
}
