import { memo, useId, useState } from 'react';
import type { TPost } from '../../../contract/posts.ts';
import { userDisplayName } from '../../../contract/user-names.ts';
import type { TSelfUser } from '../../../contract/users.ts';
import { Card } from '../../ui/card.tsx';
import { useAuth } from '../auth/user-query.ts';
import { AiSuggestions, showsAiSuggestions } from './ai-suggestions.tsx';
import { EditPostForm } from './edit-post-form.tsx';
import { PostActions } from './post-actions.tsx';
import { CommentForm, CommentsList } from './post-comments.tsx';
import { PostHeader } from './post-header.tsx';
import { HiddenPostNotice, SensitiveCover } from './moderation-marks.tsx';
import { PostMediaView } from './post-media-view.tsx';
import { PostTags } from './post-tags.tsx';
import { PostText } from './post-text.tsx';
import { TravelInsights } from './travel-insights.tsx';

export type PostCardProps = {
  post: TPost;
  /** The permalink: comments open, the whole text, the whole photo. */
  permalink?: boolean;
  /** Called after the author deleted the post (the permalink then leaves the page). */
  onDeleted?: () => void;
  /** The first card of a feed loads its photo at once (it is the page's largest paint). */
  eager?: boolean;
};

/**
 * The post card of spec 1 §2, media first (issue 20 §3): a slim author row (time, location, menu),
 * the photo, video or carousel at full card width, then the content (editable by the author),
 * tags, travel insights, AI captions and thumbnails, like / comment / save with optimistic
 * updates and the collapsible comments.
 */
function PostCardView({ post, permalink = false, onDeleted, eager = false }: PostCardProps) {
  const { user } = useAuth();
  const isAuthor = Boolean(user && user.id === post.userId);
  const name = userDisplayName(post.user) || 'Traveller';
  const [editing, setEditing] = useState(false);
  const [commentsOpen, setCommentsOpen] = useState(permalink);
  const headingId = useId();
  const commentsId = useId();
  const mediaLabel = post.location ? `from ${post.location}` : `shared by ${name}`;

  return (
    <Card
      as="article"
      padding="none"
      className="overflow-hidden"
      aria-labelledby={headingId}
      data-testid="post-card"
      data-post-id={post.id}
    >
      <PostHeader
        post={post}
        name={name}
        headingId={headingId}
        isAuthor={isAuthor}
        onEdit={() => setEditing(true)}
        onDeleted={onDeleted}
      />

      {post.hidden && isAuthor ? <HiddenPostNotice /> : null}

      {hasMedia(post) ? (
        <div className="mt-3">
          <SensitiveCover sensitive={post.sensitive}>
            <PostMediaView
              post={post}
              label={mediaLabel}
              whole={permalink}
              eager={eager || permalink}
            />
          </SensitiveCover>
        </div>
      ) : null}

      <div className="grid grid-cols-1 gap-3 px-4 pt-3 pb-4 sm:px-5">
        {editing ? (
          <EditPostForm post={post} onDone={() => setEditing(false)} />
        ) : (
          <PostText content={post.content} fold={!permalink} />
        )}
        {post.tags.length > 0 ? <PostTags tags={post.tags} /> : null}
        {post.travelInsights.length > 0 ? <TravelInsights items={post.travelInsights} /> : null}
      </div>

      {showsAiSuggestions(post, isAuthor) ? (
        <AiSuggestions post={post} isAuthor={isAuthor} />
      ) : null}

      <PostActions
        post={post}
        commentsOpen={commentsOpen}
        commentsId={commentsId}
        onToggleComments={() => setCommentsOpen((open) => !open)}
      />

      <CommentsArea
        post={post}
        user={user}
        open={commentsOpen}
        listId={commentsId}
        onPosted={() => setCommentsOpen(true)}
      />
    </Card>
  );
}

/** Whether the card has a photo or video to lead with. */
function hasMedia(post: TPost): boolean {
  return post.media.length > 0 || Boolean(post.imageUrl || post.videoUrl);
}

/** The comments stay mounted-but-hidden while closed so the Comments button always controls an id. */
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

/**
 * Memoised: a like, save or comment patches one post in the cache and keeps every other post's
 * object (lib/optimistic.ts), so only that card renders again, not the whole feed under the tap.
 */
export const PostCard = memo(PostCardView);
