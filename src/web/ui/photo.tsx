import { clsx } from 'clsx';
import { useState, type ImgHTMLAttributes, type ReactNode } from 'react';

export type PhotoProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'onError'> & {
  /** The picture; null or empty shows the fallback. */
  src: string | null | undefined;
  /** What stands in when there is no picture or it fails to load (an icon, initials, a tint). */
  fallback?: ReactNode;
  /** Fade in once loaded (over whatever is behind it), so a hero never shows a half-drawn image. */
  fadeIn?: boolean;
  /** Other formats the browser may prefer (WebP before the JPEG `src`): wraps it in <picture>. */
  sources?: readonly PhotoSource[];
};

export type PhotoSource = { type: string; srcSet: string; sizes?: string };

/**
 * One photo with its fallback. A failure is remembered per URL, so a new picture (a fresh upload,
 * another tour) is tried even after the previous one failed. Decorative by default (alt="").
 */
export function Photo({
  src,
  fallback = null,
  fadeIn = false,
  sources = [],
  alt = '',
  className,
  onLoad,
  ...img
}: PhotoProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const [loadedSrc, setLoadedSrc] = useState<string | null>(null);
  if (!src || failedSrc === src) return <>{fallback}</>;
  const image = (
    <img
      {...img}
      src={src}
      alt={alt}
      ref={
        fadeIn
          ? (node) => {
              // Already decoded (from the cache) before React listened: show it now.
              if (node?.complete && node.naturalWidth > 0) setLoadedSrc(src);
            }
          : undefined
      }
      onLoad={(event) => {
        if (fadeIn) setLoadedSrc(src);
        onLoad?.(event);
      }}
      onError={() => setFailedSrc(src)}
      className={
        fadeIn
          ? clsx(
              className,
              'transition-opacity duration-700',
              loadedSrc === src ? 'opacity-100' : 'opacity-0',
            )
          : className
      }
    />
  );
  if (sources.length === 0) return image;
  return (
    <picture>
      {sources.map((source) => (
        <source key={source.type} {...source} />
      ))}
      {image}
    </picture>
  );
}
