import { clsx } from 'clsx';
import { Bookmark, Heart, MessageCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import type { TPost } from '../../../contract/posts.ts';
import { useToggleBookmark, useToggleLike } from './queries.ts';

/** "1 like", "12 likes". */
function plural(count: number, one: string, many: string) {
  return `${count.toLocaleString('en')} ${count === 1 ? one : many}`;
}

/**
 * The bar under a post: like and save (optimistic toggles) and the button that opens or closes
 * the comments, each with its count.
 */
export function PostActions({
  post,
  commentsOpen,
  commentsId,
  onToggleComments,
}: {
  post: TPost;
  commentsOpen: boolean;
  commentsId: string;
  onToggleComments: () => void;
}) {
  const like = useToggleLike();
  const bookmark = useToggleBookmark();
  return (
    <div className="flex items-center gap-1 border-t border-line px-2 py-1.5 sm:px-3">
      <ActionButton
        label="Like"
        pressed={post.isLiked}
        onClick={() => like.mutate({ id: post.id })}
        count={post.likesCount}
        countLabel={plural(post.likesCount, 'like', 'likes')}
        activeClass="text-accent"
        icon={
          <Heart
            aria-hidden="true"
            className={clsx('size-5', post.isLiked && 'fill-current')}
            strokeWidth={2}
          />
        }
      />
      <ActionButton
        label="Comments"
        expanded={commentsOpen}
        controls={commentsId}
        onClick={onToggleComments}
        count={post.commentsCount}
        countLabel={plural(post.commentsCount, 'comment', 'comments')}
        icon={<MessageCircle aria-hidden="true" className="size-5" />}
      />
      <span className="flex-1" />
      <ActionButton
        label="Save"
        pressed={post.isBookmarked}
        onClick={() => bookmark.mutate({ id: post.id })}
        activeClass="text-brand"
        icon={
          <Bookmark
            aria-hidden="true"
            className={clsx('size-5', post.isBookmarked && 'fill-current')}
          />
        }
      />
    </div>
  );
}

/** A round icon button; the count beside it is read out in words ("3 likes"). */
function ActionButton({
  label,
  icon,
  onClick,
  pressed,
  expanded,
  controls,
  count,
  countLabel,
  activeClass,
}: {
  label: string;
  icon: ReactNode;
  onClick: () => void;
  pressed?: boolean;
  expanded?: boolean;
  controls?: string;
  count?: number;
  countLabel?: string;
  activeClass?: string;
}) {
  const active = pressed ?? expanded ?? false;
  return (
    <span className="inline-flex items-center">
      <button
        type="button"
        aria-label={label}
        aria-pressed={pressed}
        aria-expanded={expanded}
        aria-controls={controls}
        onClick={onClick}
        className={clsx(
          'grid size-10 place-items-center rounded-full transition-[color,background-color,transform] hover:bg-surface-muted active:scale-90',
          active && activeClass ? activeClass : 'text-ink',
        )}
      >
        {icon}
      </button>
      {count !== undefined ? (
        <span className="min-w-5 pr-2 text-sm font-semibold text-ink tabular-nums">
          <span aria-hidden="true">{count.toLocaleString('en')}</span>
          <span className="sr-only">{countLabel}</span>
        </span>
      ) : null}
    </span>
  );
}
