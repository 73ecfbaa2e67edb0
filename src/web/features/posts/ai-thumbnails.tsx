import { ImageOff } from 'lucide-react';
import { Photo } from '../../ui/photo.tsx';
import { AI_THUMBNAILS_MAX } from './post-limits.ts';

/** An AI thumbnail's file name under /uploads/ (a full /uploads/ path is taken as it is). */
export function thumbnailUrl(name: string): string {
  if (name.startsWith('/uploads/')) return name;
  return `/uploads/${name.split('/').map(encodeURIComponent).join('/')}`;
}

function Thumbnail({ name, index }: { name: string; index: number }) {
  return (
    <Photo
      src={thumbnailUrl(name)}
      alt={`AI thumbnail ${index + 1}`}
      loading="lazy"
      decoding="async"
      className="aspect-square w-full rounded-xl bg-surface-muted object-cover"
      fallback={
        <span
          role="img"
          aria-label={`Thumbnail ${index + 1} unavailable`}
          data-testid="thumbnail-placeholder"
          className="grid aspect-square place-items-center rounded-xl bg-surface-muted text-ink-muted"
        >
          <ImageOff aria-hidden="true" className="size-6" />
        </span>
      }
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
