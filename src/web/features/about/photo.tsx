import type { ImgHTMLAttributes } from 'react';
import { photoSrc, photoSrcSet } from './photo-sources.ts';

type PhotoProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet'> & {
  photoId: string;
  widths: readonly number[];
  sizes: string;
  /** Intrinsic size (or just the aspect ratio) so the browser reserves the space (no CLS). */
  width: number;
  height: number;
  alt: string;
  pictureClassName?: string;
};

/**
 * One photo as <picture>: AVIF for browsers that take it, WebP otherwise, each at true widths so
 * the browser downloads no more pixels than the layout needs.
 */
export function Photo({ photoId, widths, sizes, pictureClassName, ...img }: PhotoProps) {
  // Fallback for the rare browser without srcset: a mid-sized rendition, never the 2400 px one.
  const fallback = widths.filter((width) => width <= 1600).at(-1) ?? widths[0] ?? 0;
  return (
    <picture className={pictureClassName}>
      <source type="image/avif" srcSet={photoSrcSet(photoId, widths, 'avif')} sizes={sizes} />
      <img
        {...img}
        src={photoSrc(photoId, fallback)}
        srcSet={photoSrcSet(photoId, widths)}
        sizes={sizes}
      />
    </picture>
  );
}
