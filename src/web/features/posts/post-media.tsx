import { ImageOff, LoaderCircle, VideoOff } from 'lucide-react';
import { useState, type CSSProperties } from 'react';
import type { TMediaVariant, TPostMedia } from '../../../contract/media.ts';
import { ALLOWED_MEDIA_HOSTS } from '../../../contract/posts.ts';
import { videoProxyRoute } from '../../../contract/uploads.ts';
import { AI_THUMBNAILS_MAX } from './post-limits.ts';

/**
 * How a post shows its photos and videos (spec 1 §2 'Post card'): processed variants through
 * <picture> (WebP first, JPEG fallback, `srcset` by true width), intrinsic sizes so nothing jumps,
 * a shimmer while the server is still making the variants, spec 1 §2's placeholder for a photo
 * that fails, the poster frame of a video, and the proxy for videos on cloud storage hosts.
 */

/** The card's width at each breakpoint: the whole screen on phones, the feed column above. */
export const CARD_MEDIA_SIZES = '(min-width: 768px) 50rem, 100vw';

/** Feed frames stay between Instagram's 4:5 portrait and 1.91:1 landscape; unknown sizes are 4:3. */
const MIN_FEED_RATIO = 4 / 5;
const MAX_FEED_RATIO = 1.91;
const DEFAULT_RATIO = 4 / 3;
/** However tall a photo is, a feed frame never takes more than most of the screen. */
const FRAME_MAX = 'max-h-[min(75vh,40rem)]';

/** width / height of a media item when the server knows them, else null. */
function naturalRatio(media: Pick<TPostMedia, 'width' | 'height'>): number | null {
  return media.width && media.height ? media.width / media.height : null;
}

/** The frame a media item takes in a feed card. */
export function feedRatio(media: Pick<TPostMedia, 'width' | 'height'> | undefined): number {
  const ratio = media ? naturalRatio(media) : null;
  if (!ratio) return DEFAULT_RATIO;
  return Math.min(MAX_FEED_RATIO, Math.max(MIN_FEED_RATIO, ratio));
}

/** `url 320w, url 960w`: one entry per distinct width, narrowest first. */
export function srcSetOf(variants: readonly TMediaVariant[], format: TMediaVariant['format']) {
  const seen = new Set<number>();
  return variants
    .filter((variant) => variant.format === format)
    .sort((a, b) => a.width - b.width)
    .filter((variant) => !seen.has(variant.width) && seen.add(variant.width))
    .map((variant) => `${variant.url} ${variant.width}w`)
    .join(', ');
}

/** The `src` for browsers without srcset: the JPEG closest above a phone's 2x width. */
export function fallbackSrc(media: Pick<TPostMedia, 'url' | 'variants'>): string {
  const jpegs = media.variants
    .filter((variant) => variant.format === 'jpeg')
    .sort((a, b) => a.width - b.width);
  return (jpegs.find((variant) => variant.width >= 960) ?? jpegs.at(-1))?.url ?? media.url;
}

/**
 * Videos hosted on the allowed cloud storage hosts play through this site's proxy (spec 1 §2,
 * §7 GET /api/video-proxy?url=); uploads here and anything else play from where they are.
 */
export function playableVideoUrl(url: string): string {
  try {
    const parsed = new URL(url, 'http://roamly.local');
    if (
      parsed.protocol === 'https:' &&
      (ALLOWED_MEDIA_HOSTS as readonly string[]).includes(parsed.hostname)
    ) {
      return `${videoProxyRoute.path}?url=${encodeURIComponent(url)}`;
    }
  } catch {
    // Not a URL: played as given.
  }
  return url;
}

/** spec 1 §2: a photo that fails shows this instead of a broken-image icon. */
export function MediaUnavailable({
  kind = 'image',
  style,
}: {
  kind?: 'image' | 'video';
  style?: CSSProperties;
}) {
  const text = kind === 'video' ? 'Video temporarily unavailable' : 'Image temporarily unavailable';
  const Icon = kind === 'video' ? VideoOff : ImageOff;
  return (
    <div
      role="img"
      aria-label={text}
      data-testid="media-unavailable"
      style={style ?? { aspectRatio: String(DEFAULT_RATIO) }}
      className={`grid w-full place-items-center bg-surface-muted text-ink-muted ${FRAME_MAX}`}
    >
      <span aria-hidden="true" className="grid justify-items-center gap-2 text-sm font-medium">
        <Icon className="size-8" />
        {text}
      </span>
    </div>
  );
}

/** While the server makes the variants: a soft moving sheen in the photo's own frame. */
export function MediaProcessing({
  kind = 'image',
  style,
}: {
  kind?: 'image' | 'video';
  style?: CSSProperties;
}) {
  const text = kind === 'video' ? 'Processing video…' : 'Processing photo…';
  return (
    <div
      role="img"
      aria-label={text}
      aria-busy="true"
      data-testid="media-processing"
      style={style ?? { aspectRatio: String(DEFAULT_RATIO) }}
      className={`media-shimmer relative grid w-full place-items-center overflow-hidden bg-surface-muted ${FRAME_MAX}`}
    >
      <span
        aria-hidden="true"
        className="relative inline-flex items-center gap-2 rounded-full bg-surface/85 px-3.5 py-1.5 text-sm font-medium text-ink shadow-sm backdrop-blur"
      >
        <LoaderCircle className="size-4 animate-spin text-brand" />
        {text}
      </span>
    </div>
  );
}

type ImageMode = {
  alt: string;
  /** The permalink shows the photo whole instead of in the feed's frame. */
  whole?: boolean;
  /** The first card of a feed loads its photo at once; the rest wait until they near the screen. */
  eager?: boolean;
  /** Fill the parent's height (a carousel slide) instead of taking the photo's own frame. */
  fill?: boolean;
};

/** One processed photo: WebP and JPEG `srcset`s, intrinsic size, placeholder on failure. */
export function MediaImage({
  media,
  alt,
  whole = false,
  eager = false,
  fill = false,
}: ImageMode & {
  media: TPostMedia;
}) {
  const [failed, setFailed] = useState(false);
  const frame: CSSProperties = fill
    ? { height: '100%' }
    : { aspectRatio: String(feedRatio(media)) };
  if (failed || media.status === 'failed') return <MediaUnavailable style={frame} />;
  if (media.status === 'processing' && media.variants.length === 0) {
    return <MediaProcessing style={frame} />;
  }
  const webp = srcSetOf(media.variants, 'webp');
  const jpeg = srcSetOf(media.variants, 'jpeg');
  const img = (
    <img
      src={fallbackSrc(media)}
      srcSet={jpeg || undefined}
      sizes={jpeg ? CARD_MEDIA_SIZES : undefined}
      width={media.width ?? undefined}
      height={media.height ?? undefined}
      alt={alt}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : undefined}
      decoding="async"
      onError={() => setFailed(true)}
      className={
        whole
          ? 'block h-auto max-h-[80vh] w-full bg-surface-muted object-contain'
          : 'absolute inset-0 block size-full bg-surface-muted object-cover'
      }
    />
  );
  const picture = (
    <picture>
      {webp ? <source type="image/webp" srcSet={webp} sizes={CARD_MEDIA_SIZES} /> : null}
      {img}
    </picture>
  );
  if (whole) return picture;
  return (
    <div className={`relative w-full overflow-hidden bg-surface-muted ${FRAME_MAX}`} style={frame}>
      {picture}
    </div>
  );
}

/** Videos play inline with the browser's controls; only their metadata loads up front. */
export function MediaVideo({
  src,
  posterUrl = null,
  width = null,
  height = null,
  label,
  fill = false,
}: {
  src: string;
  posterUrl?: string | null;
  width?: number | null;
  height?: number | null;
  label: string;
  /** Fill the parent's height (a carousel slide) instead of taking the video's own frame. */
  fill?: boolean;
}) {
  const [failed, setFailed] = useState(false);
  const style: CSSProperties | undefined = fill
    ? { height: '100%' }
    : width && height
      ? { aspectRatio: String(width / height) }
      : undefined;
  if (failed) return <MediaUnavailable kind="video" style={style} />;
  return (
    <video
      src={playableVideoUrl(src)}
      poster={posterUrl ?? undefined}
      width={width ?? undefined}
      height={height ?? undefined}
      controls
      playsInline
      preload="metadata"
      aria-label={label}
      onError={() => setFailed(true)}
      style={style}
      className={`block w-full bg-black object-contain ${FRAME_MAX}`}
    />
  );
}

/**
 * A photo from a post without processed media (the demo posts carry only `imageUrl`): the feed
 * frames it at 4:3, the permalink shows it whole.
 */
export function PostImage({
  src,
  alt,
  whole = false,
  eager = false,
}: {
  src: string;
  alt: string;
  whole?: boolean;
  eager?: boolean;
}) {
  const [failed, setFailed] = useState(false);
  if (failed) return <MediaUnavailable />;
  return (
    <img
      src={src}
      alt={alt}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : undefined}
      decoding="async"
      onError={() => setFailed(true)}
      className={
        whole
          ? 'block max-h-[80vh] w-full bg-surface-muted object-contain'
          : 'block aspect-[4/3] w-full bg-surface-muted object-cover'
      }
    />
  );
}

/** An AI thumbnail's file name under /uploads/ (a full /uploads/ path is taken as it is). */
export function thumbnailUrl(name: string): string {
  if (name.startsWith('/uploads/')) return name;
  return `/uploads/${name.split('/').map(encodeURIComponent).join('/')}`;
}

function Thumbnail({ name, index }: { name: string; index: number }) {
  const [failed, setFailed] = useState(false);
  if (failed) {
    return (
      <span
        role="img"
        aria-label={`Thumbnail ${index + 1} unavailable`}
        data-testid="thumbnail-placeholder"
        className="grid aspect-square place-items-center rounded-xl bg-surface-muted text-ink-muted"
      >
        <ImageOff aria-hidden="true" className="size-6" />
      </span>
    );
  }
  return (
    <img
      src={thumbnailUrl(name)}
      alt={`AI thumbnail ${index + 1}`}
      loading="lazy"
      decoding="async"
      onError={() => setFailed(true)}
      className="aspect-square w-full rounded-xl bg-surface-muted object-cover"
    />
  );
}

/** Up to three AI thumbnails (spec 1 §9), files under /uploads/. */
export function Thumbnails({ names }: { names: string[] }) {
  const shown = names.slice(0, AI_THUMBNAILS_MAX);
  if (shown.length === 0) return null;
  return (
    <ul className="grid max-w-sm grid-cols-3 gap-2" aria-label="AI thumbnails">
      {shown.map((name, index) => (
        <li key={`${name}-${index}`}>
          <Thumbnail name={name} index={index} />
        </li>
      ))}
    </ul>
  );
}
