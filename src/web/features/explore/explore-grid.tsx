import { Copy, Heart, MapPin, MessageCircle, Play } from 'lucide-react';
import { Link } from 'react-router';
import { tilePicture } from '../../../contract/tile-picture.ts';
import type { TPost } from '../../../contract/posts.ts';
import { Photo } from '../../ui/photo.tsx';
import { textTileGround, tileKind, tileLabel } from './explore-tile-parts.ts';

/** A post without a picture: its words on a deep colour of its own, with the place under them. */
function TextTile({ post }: { post: TPost }) {
  return (
    <span
      className="absolute inset-0 flex flex-col justify-between gap-2 bg-[radial-gradient(circle_at_85%_10%,rgb(255_255_255/0.16),transparent_45%)] p-2.5 text-white sm:p-4"
      style={{ backgroundColor: textTileGround(post.id) }}
      data-testid="text-tile"
    >
      <span className="line-clamp-4 font-display text-xs leading-snug font-semibold wrap-anywhere sm:line-clamp-5 sm:text-base">
        {post.content}
      </span>
      {post.location ? (
        <span className="flex min-w-0 items-center gap-1 text-[0.65rem] font-medium text-white/90 sm:text-xs">
          <MapPin aria-hidden="true" className="size-3 shrink-0" />
          <span className="truncate">{post.location}</span>
        </span>
      ) : null}
    </span>
  );
}

/** The corner mark Instagram uses: several photos, or a video. */
function KindMark({ kind }: { kind: ReturnType<typeof tileKind> }) {
  if (kind !== 'carousel' && kind !== 'video') return null;
  const Icon = kind === 'video' ? Play : Copy;
  return (
    <span
      aria-hidden="true"
      data-mark={kind}
      className="absolute top-1.5 right-1.5 text-white drop-shadow-[0_1px_2px_rgb(0_0_0/0.6)] sm:top-2 sm:right-2"
    >
      <Icon className="size-4 fill-white/90 sm:size-5" />
    </span>
  );
}

/**
 * The first row of tiles is on screen at once: it loads at once, without fading in (the server
 * hints the same row's pictures from the HTML: server/modules/lcp-preload).
 */
const FIRST_ROW = 3;
/** Tiles drawn with the first answer: four rows, more than a phone's screen. */
export const EXPLORE_FIRST_TILES = 12;

function ExploreTile({ post, firstRow }: { post: TPost; firstRow: boolean }) {
  const kind = tileKind(post);
  const image = tilePicture(post);
  const text = <TextTile post={post} />;
  return (
    <Link
      to={`/posts/${post.id}`}
      aria-label={tileLabel(post)}
      data-testid="explore-tile"
      data-kind={kind}
      className="group relative block aspect-square overflow-hidden bg-surface-muted focus-visible:outline-offset-[-3px] sm:rounded-md"
    >
      {image ? (
        <Photo
          src={image.src}
          sources={image.sources}
          srcSet={image.srcSet}
          sizes={image.sizes}
          loading={firstRow ? 'eager' : 'lazy'}
          fetchPriority={firstRow ? 'high' : undefined}
          decoding="async"
          fadeIn={!firstRow}
          className="absolute inset-0 size-full object-cover"
          fallback={text}
        />
      ) : (
        text
      )}
      <KindMark kind={kind} />
      <span
        aria-hidden="true"
        className="absolute inset-0 hidden items-center justify-center gap-4 bg-black/40 text-sm font-semibold text-white group-hover:flex group-focus-visible:flex"
      >
        <span className="flex items-center gap-1">
          <Heart className="size-4 fill-white" />
          {post.likesCount.toLocaleString('en')}
        </span>
        <span className="flex items-center gap-1">
          <MessageCircle className="size-4 fill-white" />
          {post.commentsCount.toLocaleString('en')}
        </span>
      </span>
    </Link>
  );
}

/**
 * Explore as a photo grid (issue 20 §3, like Instagram's explore): square tiles, three to a row
 * with small gaps, each opening the post; several photos and videos carry a corner mark, posts
 * without a picture get a designed text tile.
 */
export function ExploreGrid({ posts }: { posts: TPost[] }) {
  return (
    <ul className="grid grid-cols-3 gap-1 sm:gap-1.5" data-testid="explore-grid">
      {posts.map((post, index) => (
        <li key={post.id}>
          <ExploreTile post={post} firstRow={index < FIRST_ROW} />
        </li>
      ))}
    </ul>
  );
}

/** Nine grey squares while the first page loads; one spoken status for them all. */
export function ExploreGridSkeleton() {
  return (
    <div role="status" aria-live="polite" data-testid="feed-skeleton">
      <span className="sr-only">Loading posts...</span>
      <div aria-hidden="true" className="grid animate-pulse grid-cols-3 gap-1 sm:gap-1.5">
        {Array.from({ length: 9 }, (_, index) => (
          <span key={index} className="aspect-square bg-surface-muted sm:rounded-md" />
        ))}
      </div>
    </div>
  );
}
