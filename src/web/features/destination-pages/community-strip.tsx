import { useQuery } from '@tanstack/react-query';
import { Heart, MessageCircle, Users } from 'lucide-react';
import { Link } from 'react-router';
import { userDisplayName, userInitials } from '../../../contract/user-names.ts';
import { Avatar } from '../../ui/avatar.tsx';
import { placePostsQuery } from './queries.ts';

/**
 * 'From the community' (issue 9 §3): photo posts members made at this destination that the
 * viewer may see (public ones for visitors), most liked first. Hidden when there are none.
 */
export function CommunityStrip({ location, name }: { location: string; name: string }) {
  const posts = useQuery(placePostsQuery(location));
  const items = posts.data?.items ?? [];
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="community-title" className="grid grid-cols-[minmax(0,1fr)] gap-4">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <div>
          <h2
            id="community-title"
            className="flex items-center gap-2 text-xl font-semibold text-ink"
          >
            <Users aria-hidden="true" className="size-5 text-brand" />
            From the community
          </h2>
          <p className="mt-0.5 text-sm text-ink-muted">Photos travellers shared from {name}.</p>
        </div>
      </div>
      <ul className="-mx-4 flex snap-x gap-4 overflow-x-auto px-4 pb-2 [scrollbar-width:thin]">
        {items.map((post) => (
          <li key={post.id} className="w-64 shrink-0 snap-start sm:w-72">
            <Link to={`/posts/${post.id}`} className="group block rounded-2xl">
              <div className="aspect-[4/5] overflow-hidden rounded-2xl bg-surface-muted">
                <img
                  src={post.imageUrl}
                  alt={post.excerpt ? `Photo: ${post.excerpt}` : `Photo from ${name}`}
                  loading="lazy"
                  className="size-full object-cover transition-transform duration-500 group-hover:scale-[1.04]"
                />
              </div>
              <div className="mt-2 flex items-center gap-2">
                <Avatar
                  src={post.author.profileImageUrl}
                  initials={userInitials(post.author)}
                  size="sm"
                />
                <span className="min-w-0 flex-1 truncate text-sm font-semibold text-ink group-hover:underline">
                  {userDisplayName(post.author) || 'Roamly traveller'}
                </span>
                <span className="inline-flex items-center gap-1 text-xs text-ink-muted">
                  <Heart aria-hidden="true" className="size-3.5" />
                  <span className="sr-only">Likes: </span>
                  {post.likesCount}
                </span>
                <span className="inline-flex items-center gap-1 text-xs text-ink-muted">
                  <MessageCircle aria-hidden="true" className="size-3.5" />
                  <span className="sr-only">Comments: </span>
                  {post.commentsCount}
                </span>
              </div>
              {post.excerpt ? (
                <p className="mt-1 line-clamp-2 text-sm text-ink-muted">{post.excerpt}</p>
              ) : null}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
