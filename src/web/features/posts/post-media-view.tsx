import type { TPostMedia } from '../../../contract/media.ts';
import type { TPost } from '../../../contract/posts.ts';
import { MediaCarousel } from './media-carousel.tsx';
import { usePollWhileProcessing } from './media-processing.ts';
import { feedRatio } from './media-sources.ts';
import { MediaImage, MediaVideo, PostImage } from './post-media.tsx';

function MediaItem({
  media,
  label,
  whole,
  eager,
  fill = false,
}: {
  media: TPostMedia;
  label: string;
  whole: boolean;
  eager: boolean;
  /** A carousel slide: fill its height. */
  fill?: boolean;
}) {
  if (media.type === 'video') {
    // A video plays from its own file at once; the poster frame follows when processing ends.
    return (
      <MediaVideo
        src={media.url}
        posterUrl={media.posterUrl}
        placeholder={media.placeholder}
        width={media.width}
        height={media.height}
        label={`Video ${label}`}
        fill={fill}
      />
    );
  }
  return (
    <MediaImage media={media} alt={`Photo ${label}`} whole={whole} eager={eager} fill={fill} />
  );
}

/**
 * The media part of a post card: the processed media (one item, or a carousel of several), or —
 * for posts without a media list (made from a URL, or seeded before demo posts had one) — the
 * post's `imageUrl` / `videoUrl`. While any item is still processing, the post is re-read until
 * its variants exist.
 */
export function PostMediaView({
  post,
  label,
  whole = false,
  eager = false,
}: {
  post: TPost;
  /** 'from Lisbon, Portugal' or 'shared by Ana Lima'. */
  label: string;
  whole?: boolean;
  eager?: boolean;
}) {
  usePollWhileProcessing(post);
  const items = post.media;

  if (items.length === 0) {
    if (post.videoUrl) return <MediaVideo src={post.videoUrl} label={`Video ${label}`} />;
    if (post.imageUrl) {
      return <PostImage src={post.imageUrl} alt={`Photo ${label}`} whole={whole} eager={eager} />;
    }
    return null;
  }

  if (items.length === 1) {
    const [only] = items as [TPostMedia];
    return <MediaItem media={only} label={label} whole={whole} eager={eager} />;
  }

  const ratio = feedRatio(items[0]);
  const photos = items.every((item) => item.type === 'image');
  return (
    <MediaCarousel
      label={`${photos ? 'Photos' : 'Media'} ${label}`}
      kinds={items.map((item) => item.type)}
      ratio={ratio}
      renderSlide={(index) => {
        const media = items[index]!;
        return (
          <MediaItem
            media={media}
            label={`${index + 1} of ${items.length} ${label}`}
            whole={false}
            eager={eager && index === 0}
            fill
          />
        );
      }}
    />
  );
}
