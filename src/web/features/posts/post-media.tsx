import { ImageOff } from 'lucide-react';
import { useState } from 'react';
import { AI_THUMBNAILS_MAX } from './post-limits.ts';

/**
 * The post's photo; a photo that fails shows spec 1 §2's placeholder instead of a broken icon.
 * In a feed every photo takes the same 4:3 frame (no jump when it loads); the permalink shows it
 * whole.
 */
export function PostImage({
  src,
  alt,
  whole = false,
}: {
  src: string;
  alt: string;
  whole?: boolean;
}) {
  const [failed, setFailed] = useState(false);
  if (failed) {
    return (
      <div
        role="img"
        aria-label="Image temporarily unavailable"
        className="grid aspect-[4/3] w-full place-items-center bg-surface-muted text-ink-muted"
      >
        <span aria-hidden="true" className="grid justify-items-center gap-2 text-sm font-medium">
          <ImageOff className="size-8" />
          Image temporarily unavailable
        </span>
      </div>
    );
  }
  return (
    <img
      src={src}
      alt={alt}
      loading="lazy"
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

/** Videos play inline with the browser's own controls; only their metadata loads up front. */
export function PostVideo({ src, label }: { src: string; label: string }) {
  return (
    <video
      src={src}
      controls
      playsInline
      preload="metadata"
      aria-label={label}
      className="block max-h-[42rem] w-full bg-black"
    />
  );
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
      src={`/uploads/${encodeURIComponent(name)}`}
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
