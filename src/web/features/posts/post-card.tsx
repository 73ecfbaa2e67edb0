import { clsx } from 'clsx';
import {
  Bookmark,
  Copy,
  Crown,
  Globe,
  Heart,
  Lightbulb,
  Lock,
  MapPin,
  MessageCircle,
  Sparkles,
  Users,
} from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { POST_CONTENT_MAX_LENGTH, type TPost } from '../../../contract/posts.ts';
import { userDisplayName, userInitials } from '../../../contract/user-names.ts';
import type { TSelfUser } from '../../../contract/users.ts';
import { toast } from '../../app/toasts/toast-store.ts';
import { errorMessage } from '../../lib/api.ts';
import { Avatar } from '../../ui/avatar.tsx';
import { Button } from '../../ui/button.tsx';
import { useAuth } from '../auth/user-query.ts';
import { copyText } from '../settings/copy-text.ts';
import { CommentForm, CommentsList } from './post-comments.tsx';
import { FOLD_AFTER_CHARACTERS } from './post-limits.ts';
import { PostImage, PostVideo, Thumbnails } from './post-media.tsx';
import { PostMenu } from './post-menu.tsx';
import { fullTime, relativeTime } from './post-time.ts';
import { useToggleBookmark, useToggleLike, useUpdatePost } from './queries.ts';

export type PostCardProps = {
  post: TPost;
  /** The permalink: comments open, the whole text, the whole photo. */
  permalink?: boolean;
  /** Called after the author deleted the post (the permalink then leaves the page). */
  onDeleted?: () => void;
};

const PRIVACY_LABEL = {
  public: { label: 'Public', Icon: Globe },
  followers: { label: 'Followers only', Icon: Users },
  private: { label: 'Only you', Icon: Lock },
} as const;

/** Tag chips lead to the explore feed narrowed to that tag. */
export function tagPath(tag: string): string {
  return `/explore?${new URLSearchParams({ tag }).toString()}`;
}

/** "1 like", "12 likes". */
function plural(count: number, one: string, many: string) {
  return `${count.toLocaleString('en')} ${count === 1 ? one : many}`;
}

/**
 * The post card of spec 1 §2: author, time, location, content (editable by the author), tags,
 * travel insights, the photo or video, AI captions and thumbnails, like / comment / save with
 * optimistic updates, the collapsible comments and the post menu.
 */
export function PostCard({ post, permalink = false, onDeleted }: PostCardProps) {
  const { user } = useAuth();
  const isAuthor = Boolean(user && user.id === post.userId);
  const name = userDisplayName(post.user) || 'Traveller';
  const [editing, setEditing] = useState(false);
  const [commentsOpen, setCommentsOpen] = useState(permalink);
  const like = useToggleLike();
  const bookmark = useToggleBookmark();
  const headingId = useId();
  const commentsId = useId();
  const privacy = PRIVACY_LABEL[post.privacy];
  const profilePath = `/profile/${post.user.id}`;
  const mediaLabel = post.location ? `from ${post.location}` : `shared by ${name}`;

  return (
    <article
      aria-labelledby={headingId}
      data-testid="post-card"
      data-post-id={post.id}
      className="overflow-hidden rounded-3xl border border-line bg-surface shadow-sm"
    >
      <header className="flex items-start gap-3 px-4 pt-4 sm:px-5">
        <Link to={profilePath} tabIndex={-1} aria-hidden="true" className="shrink-0">
          <Avatar src={post.user.profileImageUrl} initials={userInitials(post.user)} />
        </Link>
        <div className="min-w-0 flex-1 pt-0.5">
          <div className="flex min-w-0 items-center gap-1.5 text-[0.95rem] leading-tight">
            <h3 id={headingId} className="flex min-w-0 items-center gap-1">
              <Link to={profilePath} className="truncate font-semibold text-ink hover:underline">
                {name}
              </Link>
              {post.user.isPremium ? (
                <Crown
                  aria-label="Premium member"
                  role="img"
                  className="size-4 shrink-0 text-sun"
                />
              ) : null}
            </h3>
            <span aria-hidden="true" className="text-ink-muted">
              ·
            </span>
            <Link
              to={`/posts/${post.id}`}
              className="shrink-0 text-xs text-ink-muted hover:text-ink hover:underline"
            >
              <time dateTime={post.createdAt} title={fullTime(post.createdAt)}>
                {relativeTime(post.createdAt)}
              </time>
            </Link>
            <span className="shrink-0 text-ink-muted" title={privacy.label}>
              <privacy.Icon aria-hidden="true" className="size-3.5" />
              <span className="sr-only">{privacy.label}</span>
            </span>
          </div>
          {post.location ? (
            <p className="mt-1 flex min-w-0 items-center gap-1 text-xs text-ink">
              <MapPin aria-hidden="true" className="size-3.5 shrink-0 text-accent" />
              <span className="truncate">{post.location}</span>
            </p>
          ) : null}
        </div>
        <div className="-mt-1 -mr-2">
          <PostMenu
            postId={post.id}
            isAuthor={isAuthor}
            authorName={name}
            onEdit={() => setEditing(true)}
            onDeleted={onDeleted}
          />
        </div>
      </header>

      <div className="grid grid-cols-1 gap-3 px-4 pt-3 pb-4 sm:px-5">
        {editing ? (
          <EditContent post={post} onDone={() => setEditing(false)} />
        ) : (
          <PostText content={post.content} fold={!permalink} />
        )}
        {post.tags.length > 0 ? (
          <ul className="flex flex-wrap gap-1.5" aria-label="Tags">
            {post.tags.map((tag) => (
              <li key={tag}>
                <Link
                  to={tagPath(tag)}
                  className="inline-flex h-7 items-center rounded-full bg-brand-soft px-2.5 text-xs font-semibold text-brand-strong hover:bg-brand hover:text-on-brand"
                >
                  #{tag}
                </Link>
              </li>
            ))}
          </ul>
        ) : null}
        {post.travelInsights.length > 0 ? <TravelInsights items={post.travelInsights} /> : null}
      </div>

      {post.videoUrl ? (
        <PostVideo src={post.videoUrl} label={`Video ${mediaLabel}`} />
      ) : post.imageUrl ? (
        <PostImage src={post.imageUrl} alt={`Photo ${mediaLabel}`} whole={permalink} />
      ) : null}

      {post.aiCaptions.length > 0 || post.aiThumbnails.length > 0 ? (
        <AiExtras post={post} isAuthor={isAuthor} />
      ) : null}

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
          onClick={() => setCommentsOpen((open) => !open)}
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

      <CommentsArea
        post={post}
        user={user}
        open={commentsOpen}
        listId={commentsId}
        onPosted={() => setCommentsOpen(true)}
      />
    </article>
  );
}

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

function CommentsArea({
  post,
  user,
  open,
  listId,
  onPosted,
}: {
  post: TPost;
  user: TSelfUser | undefined;
  open: boolean;
  listId: string;
  onPosted: () => void;
}) {
  return (
    <div className="grid grid-cols-1 gap-3 border-t border-line px-4 py-3 sm:px-5">
      {open ? <CommentsList postId={post.id} id={listId} /> : <div id={listId} hidden />}
      {post.allowComments ? (
        <CommentForm postId={post.id} user={user} onPosted={onPosted} />
      ) : (
        <p className="text-sm text-ink-muted">Comments are turned off for this post.</p>
      )}
    </div>
  );
}

function PostText({ content, fold }: { content: string; fold: boolean }) {
  const long = fold && content.length > FOLD_AFTER_CHARACTERS;
  const [expanded, setExpanded] = useState(false);
  const shown =
    long && !expanded ? `${content.slice(0, FOLD_AFTER_CHARACTERS).trimEnd()}…` : content;
  return (
    <div>
      <p className="text-[0.95rem] leading-relaxed wrap-anywhere whitespace-pre-line text-ink">
        {shown}
      </p>
      {long ? (
        <button
          type="button"
          onClick={() => setExpanded((value) => !value)}
          aria-expanded={expanded}
          className="mt-1 text-sm font-semibold text-ink-muted hover:text-ink"
        >
          {expanded ? 'Show less' : 'Show more'}
        </button>
      ) : null}
    </div>
  );
}

function EditContent({ post, onDone }: { post: TPost; onDone: () => void }) {
  const [text, setText] = useState(post.content);
  const update = useUpdatePost(post.id);
  const fieldId = useId();
  const unchanged = text.trim() === post.content.trim();
  const blank = text.trim() === '';
  return (
    <form
      className="grid gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        if (blank || unchanged) return;
        update.mutate(text.trim(), {
          onSuccess: () => {
            toast({ title: 'Post updated', variant: 'success' });
            onDone();
          },
          onError: (error) =>
            toast({
              title: 'Update Failed',
              description: errorMessage(error, 'Please try again.'),
              variant: 'destructive',
            }),
        });
      }}
    >
      <label htmlFor={fieldId} className="text-sm font-semibold text-ink">
        Edit your post
      </label>
      <textarea
        id={fieldId}
        autoFocus
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            event.preventDefault();
            onDone();
          }
        }}
        maxLength={POST_CONTENT_MAX_LENGTH}
        aria-invalid={blank || undefined}
        className="min-h-28 w-full resize-y rounded-xl border border-line bg-surface px-3.5 py-2.5 text-[0.95rem] text-ink aria-[invalid=true]:border-danger"
      />
      {blank ? (
        <p className="text-xs font-medium text-danger">Please add some content to your post</p>
      ) : null}
      <div className="flex justify-end gap-2">
        <Button variant="ghost" size="sm" onClick={onDone} disabled={update.isPending}>
          Cancel
        </Button>
        <Button type="submit" size="sm" disabled={blank || unchanged || update.isPending}>
          {update.isPending ? 'Saving...' : 'Save changes'}
        </Button>
      </div>
    </form>
  );
}

function TravelInsights({ items }: { items: string[] }) {
  return (
    <section
      aria-label="Travel insights"
      className="rounded-2xl border border-sun/40 bg-[#fff8e8] px-4 py-3"
    >
      <h4 className="flex items-center gap-2 text-xs font-semibold tracking-wide text-[#7a5200] uppercase">
        <Lightbulb aria-hidden="true" className="size-4" />
        Travel insights
      </h4>
      <ul className="mt-2 grid gap-1.5 text-sm text-ink">
        {items.map((item, index) => (
          <li key={`${index}-${item}`} className="flex gap-2">
            <span aria-hidden="true" className="mt-2 size-1.5 shrink-0 rounded-full bg-sun" />
            <span className="wrap-anywhere">{item}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

function AiExtras({ post, isAuthor }: { post: TPost; isAuthor: boolean }) {
  const update = useUpdatePost(post.id);
  const copy = async (caption: string) => {
    const copied = await copyText(caption);
    toast(
      copied
        ? { title: 'Caption copied', variant: 'success' }
        : { title: 'Copy not available', description: caption },
    );
  };
  const applyCaption = (caption: string) =>
    update.mutate(caption, {
      onSuccess: () => toast({ title: 'Caption Updated', variant: 'success' }),
      onError: (error) =>
        toast({
          title: 'Update Failed',
          description: errorMessage(error, 'Please try again.'),
          variant: 'destructive',
        }),
    });
  return (
    <section aria-label="AI suggestions" className="grid grid-cols-1 gap-3 px-4 py-4 sm:px-5">
      {post.aiCaptions.length > 0 ? (
        <div className="grid gap-2">
          <h4 className="flex items-center gap-2 text-xs font-semibold tracking-wide text-brand uppercase">
            <Sparkles aria-hidden="true" className="size-4" />
            AI captions
          </h4>
          <ul className="grid gap-2">
            {post.aiCaptions.map((caption, index) => (
              <li
                key={`${index}-${caption}`}
                className="grid gap-2 rounded-2xl bg-brand-soft/60 px-3.5 py-3 sm:flex sm:items-start sm:justify-between"
              >
                <p className="min-w-0 text-sm wrap-anywhere text-ink">{caption}</p>
                <div className="flex shrink-0 gap-2">
                  <Button
                    size="sm"
                    variant="outline"
                    className="h-8 px-3"
                    aria-label={`Copy caption ${index + 1}`}
                    onClick={() => void copy(caption)}
                  >
                    <Copy aria-hidden="true" className="size-3.5" />
                    Copy
                  </Button>
                  {isAuthor ? (
                    <Button
                      size="sm"
                      className="h-8 px-3"
                      aria-label={`Use Caption ${index + 1}`}
                      disabled={update.isPending || caption === post.content}
                      onClick={() => applyCaption(caption)}
                    >
                      Use Caption
                    </Button>
                  ) : null}
                </div>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <Thumbnails names={post.aiThumbnails} />
    </section>
  );
}
