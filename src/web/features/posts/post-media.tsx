import { clsx } from 'clsx';
import { ImageOff, LoaderCircle, VideoOff } from 'lucide-react';
import { useState, type CSSProperties, type ReactNode } from 'react';
import type { TPostMedia } from '../../../contract/media.ts';
import { Photo } from '../../ui/photo.tsx';
import { useMediaSizes } from './media-sizes.tsx';
import {
  DEFAULT_RATIO,
  demoPhotoSrcSets,
  fallbackSrc,
  feedRatio,
  playableVideoUrl,
  srcSetOf,
} from './media-sources.ts';

/**
 * How a post shows its photos and videos (spec 1 §2 'Post card', issue 20 §3): full card width in
 * the photo's own frame (clamped to 4:5 … 1.91:1), processed variants through <picture> (WebP
 * first, JPEG fallback, `srcset` by true width), a neutral shimmer until the photo has loaded (the
 * media carry no tiny rendition or dominant colour to blur up from), spec 1 §2's placeholder for a
 * photo that fails, the poster frame of a video, and the proxy for videos on cloud storage hosts.
 */

const DEFAULT_FRAME: CSSProperties = { aspectRatio: String(DEFAULT_RATIO) };
/** A video of unknown size keeps its own shape; this stops a tall one filling the screen. */
const UNSIZED_MAX = 'max-h-[min(75vh,40rem)]';

/** spec 1 §2: a photo that fails shows this instead of a broken-image icon. */
export function MediaUnavailable({
  kind = 'image',
  style = DEFAULT_FRAME,
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
      style={style}
      className="relative grid w-full place-items-center bg-surface-muted text-ink-muted"
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
  style = DEFAULT_FRAME,
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
      style={style}
      className="media-shimmer relative grid w-full place-items-center overflow-hidden bg-surface-muted"
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

/**
 * A feed frame of a fixed shape: the shimmer until the photo inside has loaded, which then fades
 * in over it (the first card's photo shows at once: it is the page's largest paint).
 */
function Frame({
  style,
  loaded,
  children,
}: {
  style: CSSProperties;
  loaded: boolean;
  children: ReactNode;
}) {
  return (
    <div
      className="relative w-full overflow-hidden bg-surface-muted"
      style={style}
      data-testid="media-frame"
      data-loaded={loaded || undefined}
    >
      {loaded ? null : <span aria-hidden="true" className="media-shimmer absolute inset-0 block" />}
      {children}
    </div>
  );
}

const FRAMED_IMAGE = 'absolute inset-0 block size-full object-cover';
const WHOLE_IMAGE = 'block h-auto max-h-[80vh] w-full bg-surface-muted object-contain';

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
  const [loaded, setLoaded] = useState(false);
  const sizes = useMediaSizes();
  const frame: CSSProperties = fill
    ? { height: '100%' }
    : { aspectRatio: String(feedRatio(media)) };
  if (media.status === 'failed') return <MediaUnavailable style={frame} />;
  if (media.status === 'processing' && media.variants.length === 0) {
    return <MediaProcessing style={frame} />;
  }
  const webp = srcSetOf(media.variants, 'webp');
  const jpeg = srcSetOf(media.variants, 'jpeg');
  const photo = (
    <Photo
      src={fallbackSrc(media)}
      sources={webp ? [{ type: 'image/webp', srcSet: webp, sizes }] : []}
      srcSet={jpeg || undefined}
      sizes={jpeg ? sizes : undefined}
      width={media.width ?? undefined}
      height={media.height ?? undefined}
      alt={alt}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : undefined}
      decoding="async"
      fadeIn={!whole && !eager}
      onLoad={() => setLoaded(true)}
      className={whole ? WHOLE_IMAGE : FRAMED_IMAGE}
      fallback={<MediaUnavailable style={whole ? DEFAULT_FRAME : { height: '100%' }} />}
    />
  );
  if (whole) return photo;
  return (
    <Frame style={frame} loaded={loaded}>
      {photo}
    </Frame>
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
  const sized = Boolean(width && height);
  const style: CSSProperties | undefined = fill
    ? { height: '100%' }
    : sized
      ? { aspectRatio: String(feedRatio({ width, height })) }
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
      className={clsx('block h-auto w-full bg-black object-contain', !sized && UNSIZED_MAX)}
    />
  );
}

/**
 * A photo from a post without processed media (the demo posts carry only `imageUrl`): the feed
 * frames it at 4:3 (its size is unknown until it loads), the permalink shows it whole.
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
  const [loaded, setLoaded] = useState(false);
  const sizes = useMediaSizes();
  // A demo-world photo has committed renditions: the browser picks the one the card needs.
  const demo = demoPhotoSrcSets(src);
  const photo = (
    <Photo
      src={src}
      sources={
        demo
          ? [
              { type: 'image/avif', srcSet: demo.avif, sizes },
              { type: 'image/webp', srcSet: demo.webp, sizes },
            ]
          : []
      }
      alt={alt}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : undefined}
      decoding="async"
      fadeIn={!whole && !eager}
      onLoad={() => setLoaded(true)}
      className={whole ? WHOLE_IMAGE : FRAMED_IMAGE}
      fallback={<MediaUnavailable style={whole ? DEFAULT_FRAME : { height: '100%' }} />}
    />
  );
  if (whole) return photo;
  return (
    <Frame style={DEFAULT_FRAME} loaded={loaded}>
      {photo}
    </Frame>
  );
}
