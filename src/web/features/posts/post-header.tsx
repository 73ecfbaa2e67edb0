import { Crown, Globe, Lock, MapPin, Users } from 'lucide-react';
import { Link } from 'react-router';
import type { TPost } from '../../../contract/posts.ts';
import { userInitials } from '../../../contract/user-names.ts';
import { Avatar } from '../../ui/avatar.tsx';
import { PostMenu } from './post-menu.tsx';
import { fullTime, relativeTime } from './post-time.ts';

const PRIVACY_LABEL = {
  public: { label: 'Public', Icon: Globe },
  followers: { label: 'Followers only', Icon: Users },
  private: { label: 'Only you', Icon: Lock },
} as const;

/**
 * The top of a post card: the author's face and name (the card's heading), premium crown, time
 * (linking to the permalink), audience, location and the post menu.
 */
export function PostHeader({
  post,
  name,
  headingId,
  isAuthor,
  onEdit,
  onDeleted,
}: {
  post: TPost;
  name: string;
  headingId: string;
  isAuthor: boolean;
  onEdit: () => void;
  onDeleted?: () => void;
}) {
  const privacy = PRIVACY_LABEL[post.privacy];
  const profilePath = `/profile/${post.user.id}`;
  return (
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
              <Crown aria-label="Premium member" role="img" className="size-4 shrink-0 text-sun" />
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
          onEdit={onEdit}
          onDeleted={onDeleted}
        />
      </div>
    </header>
  );
}
