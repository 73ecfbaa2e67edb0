import { clsx } from 'clsx';
import { ImageOff, LoaderCircle, VideoOff } from 'lucide-react';
import { useEffect, useState, type CSSProperties, type ReactNode } from 'react';
import type { TPostMedia } from '../../../contract/media.ts';
import { imageUrlPicture, mediaPicture } from '../../../contract/pictures.ts';
import { useReducedMotion } from '../../app/accessibility/accessibility-context.ts';
import { Photo } from '../../ui/photo.tsx';
import { useMediaSizes } from './media-sizes.tsx';
import { DEFAULT_RATIO, feedRatio, playableVideoUrl } from './media-sources.ts';

/**
 * How a post shows its photos and videos (spec 1 §2 'Post card', issue 20 §3): full card width in
 * the photo's own frame (clamped to 4:5 … 1.91:1), processed variants through <picture> (WebP
 * first, JPEG fallback, `srcset` by true width), the media's tiny placeholder blurred up in the
 * frame until the photo has loaded (a neutral shimmer for media stored without one), spec 1 §2's
 * placeholder for a photo that fails, the poster frame of a video, and the proxy for videos on
 * cloud storage hosts.
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
 * The media's tiny placeholder stretched over its box and blurred. A background, not an <img>:
 * nothing for assistive technology or image lookups to find. Scaled up a little so the blur's
 * soft edge stays outside the box (which clips it).
 */
function BlurPlaceholder({ uri }: { uri: string }) {
  return (
    <span
      aria-hidden="true"
      data-testid="media-placeholder"
      style={{ backgroundImage: `url("${uri}")` }}
      className="absolute inset-0 block scale-110 bg-cover bg-center blur-xl"
    />
  );
}

/**
 * A feed frame of a fixed shape. Until the photo inside has loaded it shows the media's blur-up
 * placeholder, stretched to the frame and blurred (the shimmer when there is none); the photo then
 * fades in over it, and the placeholder goes once the photo covers it. The frame has its shape
 * from the start, so nothing moves when the photo arrives.
 */
function Frame({
  style,
  loaded,
  covered = loaded,
  placeholder = null,
  children,
}: {
  style: CSSProperties;
  loaded: boolean;
  /** The photo is fully shown (its fade has ended): the placeholder can go. */
  covered?: boolean;
  placeholder?: string | null;
  children: ReactNode;
}) {
  return (
    <div
      className="relative w-full overflow-hidden bg-surface-muted"
      style={style}
      data-testid="media-frame"
      data-loaded={loaded || undefined}
    >
      {placeholder && !covered ? <BlurPlaceholder uri={placeholder} /> : null}
      {placeholder || loaded ? null : (
        <span aria-hidden="true" className="media-shimmer absolute inset-0 block" />
      )}
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
  const [faded, setFaded] = useState(false);
  const reduceMotion = useReducedMotion();
  const sizes = useMediaSizes();
  const frame: CSSProperties = fill
    ? { height: '100%' }
    : { aspectRatio: String(feedRatio(media)) };
  if (media.status === 'failed') return <MediaUnavailable style={frame} />;
  if (media.status === 'processing' && media.variants.length === 0) {
    return <MediaProcessing style={frame} />;
  }
  // A demo-world photo has committed renditions (its one stored variant is 960 px or more). The
  // server hints the permalink's photo with the same candidates (contract/pictures.ts).
  const picture = mediaPicture(media, sizes);
  // The first card's photo shows at once (it is the page's largest paint); the rest fade in over
  // the placeholder, unless motion is reduced.
  const fadeIn = !whole && !eager && !reduceMotion;
  const photo = (
    <Photo
      src={picture.src}
      sources={picture.sources}
      srcSet={picture.srcSet}
      sizes={picture.sizes}
      width={media.width ?? undefined}
      height={media.height ?? undefined}
      alt={alt}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : undefined}
      decoding="async"
      fadeIn={fadeIn}
      onLoad={() => setLoaded(true)}
      onTransitionEnd={(event) => {
        if (event.propertyName === 'opacity') setFaded(true);
      }}
      className={whole ? WHOLE_IMAGE : FRAMED_IMAGE}
      fallback={<MediaUnavailable style={whole ? DEFAULT_FRAME : { height: '100%' }} />}
    />
  );
  if (whole) return photo;
  return (
    <Frame
      style={frame}
      loaded={loaded}
      covered={loaded && (!fadeIn || faded)}
      placeholder={media.placeholder}
    >
      {photo}
    </Frame>
  );
}

/** Whether the picture at `url` has loaded (into the cache the element showing it shares). */
function usePictureLoaded(url: string | null): boolean {
  const [loadedUrl, setLoadedUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!url) return;
    const picture = new Image();
    picture.onload = () => setLoadedUrl(url);
    picture.src = url;
    return () => {
      picture.onload = null;
    };
  }, [url]);
  return url !== null && loadedUrl === url;
}

/**
 * Videos play inline with the browser's controls; only their metadata loads up front. With a
 * placeholder, its blur shows through the player until the poster frame has loaded (or it plays).
 */
export function MediaVideo({
  src,
  posterUrl = null,
  placeholder = null,
  width = null,
  height = null,
  label,
  fill = false,
}: {
  src: string;
  posterUrl?: string | null;
  /** The poster's blur-up data URI (ZPostMedia.placeholder). */
  placeholder?: string | null;
  width?: number | null;
  height?: number | null;
  label: string;
  /** Fill the parent's height (a carousel slide) instead of taking the video's own frame. */
  fill?: boolean;
}) {
  const [failed, setFailed] = useState(false);
  const [playing, setPlaying] = useState(false);
  const posterLoaded = usePictureLoaded(placeholder ? posterUrl : null);
  const sized = Boolean(width && height);
  const style: CSSProperties | undefined = fill
    ? { height: '100%' }
    : sized
      ? { aspectRatio: String(feedRatio({ width, height })) }
      : undefined;
  if (failed) return <MediaUnavailable kind="video" style={style} />;
  const blurring = Boolean(placeholder) && !posterLoaded && !playing;
  const video = (
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
      onPlaying={() => setPlaying(true)}
      style={style}
      className={clsx(
        'block h-auto w-full object-contain',
        blurring ? 'relative bg-transparent' : 'bg-black',
        !sized && UNSIZED_MAX,
      )}
    />
  );
  if (!placeholder) return video;
  // The same wrapper before and after, so the player is never remounted mid-play.
  return (
    <div className={clsx('relative overflow-hidden bg-black', fill && 'h-full')}>
      {placeholder && blurring ? <BlurPlaceholder uri={placeholder} /> : null}
      {video}
    </div>
  );
}

/**
 * A photo from a post without a media list (only `imageUrl`, e.g. a demo world seeded before its
 * posts had one): the feed frames it at 4:3 (its size is unknown until it loads), the permalink
 * shows it whole.
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
  const picture = imageUrlPicture(src, sizes);
  const photo = (
    <Photo
      src={picture.src}
      sources={picture.sources}
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
