import type { TPostMedia } from '../../../contract/media.ts';
import { ALLOWED_MEDIA_HOSTS } from '../../../contract/posts.ts';
import { videoProxyRoute } from '../../../contract/uploads.ts';

// The frame a post's media gets in a feed, and where a video plays from. Which files a photo
// offers (srcset, sizes) is shared with the server: contract/pictures.ts.

/**
 * Home's feed column (home-page.tsx's grid inside the shell's max-w-7xl px-4): the whole page on
 * phones and tablets, beside the 20rem right column from 1024 px, between the 17rem and 19rem
 * columns from 1280 px, where the page stops growing at 80rem.
 */
export const HOME_FEED_MEDIA_SIZES =
  '(min-width: 1280px) 39rem, (min-width: 1024px) calc(100vw - 23.5rem), calc(100vw - 2rem)';

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
