/**
 * URLs of the committed photo renditions (scripts/make-images.mjs writes them to public/photos).
 * Every photo exists as AVIF and WebP at the true widths listed where it is used.
 */
export type PhotoFormat = 'avif' | 'webp';

/** Widths of the full-bleed renditions (landing slides, home banner). */
export const HERO_WIDTHS = [960, 1600, 2400] as const;
/** Widths of the destination tiles on the landing page (320 is the thumbnail rendition). */
export const TILE_WIDTHS = [320, 640, 960] as const;
/** Widths every photo has: thumbnails on the credits page and the home page's sample cards. */
export const THUMB_WIDTHS = [160, 320] as const;

/** Path of one rendition of a photo. */
export function photoSrc(id: string, width: number, format: PhotoFormat = 'webp') {
  return `/photos/${id}-${width}.${format}`;
}

/** srcset string of a photo at the given widths. */
export function photoSrcSet(id: string, widths: readonly number[], format: PhotoFormat = 'webp') {
  return widths.map((width) => `${photoSrc(id, width, format)} ${width}w`).join(', ');
}
