import type { TMediaVariant, TPostMedia } from '../../../contract/media.ts';
import { ALLOWED_MEDIA_HOSTS } from '../../../contract/posts.ts';
import { videoProxyRoute } from '../../../contract/uploads.ts';

// Which file of a post's media the browser loads, and the frame it gets in a feed.

/**
 * The card's width at each breakpoint: the page's width inside its 1rem margins on phones, the
 * widest feed column (the own profile's) above.
 */
export const CARD_MEDIA_SIZES = '(min-width: 768px) 50rem, calc(100vw - 2rem)';

/**
 * Home's feed column (home-page.tsx's grid inside the shell's max-w-7xl px-4): the whole page on
 * phones and tablets, beside the 20rem right column from 1024 px, between the 17rem and 19rem
 * columns from 1280 px, where the page stops growing at 80rem.
 */
export const HOME_FEED_MEDIA_SIZES =
  '(min-width: 1280px) 39rem, (min-width: 1024px) calc(100vw - 23.5rem), calc(100vw - 2rem)';

/** The committed renditions every demo-world post photo has (docs/architecture.md, "Photos"). */
const DEMO_PHOTO_WIDTHS = [320, 640, 960] as const;

/**
 * `srcset`s of a demo-world photo from its stored URL (…/demo/photos/<id>.webp, which holds one
 * 960 or 1600 px rendition): the committed AVIF and WebP renditions under /photos. Null for any
 * other URL, whose size the client cannot know.
 */
export function demoPhotoSrcSets(url: string): { avif: string; webp: string } | null {
  const id = /\/demo\/photos\/([a-z0-9-]+)\.webp$/.exec(url)?.[1];
  if (!id) return null;
  const srcSet = (format: string) =>
    DEMO_PHOTO_WIDTHS.map((width) => `/photos/${id}-${width}.${format} ${width}w`).join(', ');
  return { avif: srcSet('avif'), webp: srcSet('webp') };
}

/** Feed frames stay between Instagram's 4:5 portrait and 1.91:1 landscape; unknown sizes are 4:3. */
export const MIN_FEED_RATIO = 4 / 5;
export const MAX_FEED_RATIO = 1.91;
export const DEFAULT_RATIO = 4 / 3;

/** width / height of a media item when the server knows them, else null. */
function naturalRatio(media: Pick<TPostMedia, 'width' | 'height'>): number | null {
  return media.width && media.height ? media.width / media.height : null;
}

/** The frame a media item takes in a feed card: its own shape, clamped to Instagram's bounds. */
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
