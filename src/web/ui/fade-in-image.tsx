import { clsx } from 'clsx';
import { useState } from 'react';

/**
 * A decorative photo that fades in once it has loaded (over a placeholder behind it), so a hero
 * never shows a half-drawn image. An image already decoded from the cache shows at once.
 */
export function FadeInImage({ src, className }: { src: string; className?: string }) {
  const [loaded, setLoaded] = useState<string | null>(null);
  return (
    <img
      src={src}
      alt=""
      ref={(node) => {
        // Already decoded (from the cache) before React listened: show it now.
        if (node?.complete && node.naturalWidth > 0) setLoaded(src);
      }}
      onLoad={() => setLoaded(src)}
      className={clsx(
        className,
        'transition-opacity duration-700',
        loaded === src ? 'opacity-100' : 'opacity-0',
      )}
    />
  );
}
