import { clsx } from 'clsx';
import type { ReactNode } from 'react';

/**
 * A picture from the API, or, when there is none, the icon on a brand tile of the same shape.
 * `className` gives both the shape; `imageClassName` styles only the picture.
 */
export function ImageOrIcon({
  src,
  icon,
  className,
  imageClassName,
}: {
  src: string | null | undefined;
  icon: ReactNode;
  className: string;
  imageClassName?: string;
}) {
  return src ? (
    <img
      src={src}
      alt=""
      loading="lazy"
      decoding="async"
      className={clsx(className, 'bg-surface-muted object-cover', imageClassName)}
    />
  ) : (
    <span
      aria-hidden="true"
      className={clsx(className, 'grid place-items-center bg-brand-soft text-brand')}
    >
      {icon}
    </span>
  );
}
