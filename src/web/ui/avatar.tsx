import { clsx } from 'clsx';
import { useState } from 'react';

const SIZES = {
  xs: 'size-7 text-[0.625rem]',
  sm: 'size-8 text-xs',
  md: 'size-10 text-sm',
  lg: 'size-16 text-lg',
} as const;

/**
 * Round user picture; shows the initials when there is no picture or it fails to load, so a
 * broken upload never leaves an empty circle.
 */
export function Avatar({
  src,
  initials,
  size = 'md',
  className,
}: {
  src: string | null | undefined;
  initials: string;
  size?: keyof typeof SIZES;
  className?: string;
}) {
  const [failed, setFailed] = useState(false);
  const showImage = Boolean(src) && !failed;
  return (
    <span
      aria-hidden="true"
      className={clsx(
        'inline-grid shrink-0 place-items-center overflow-hidden rounded-full bg-brand font-semibold text-on-brand',
        SIZES[size],
        className,
      )}
    >
      {showImage ? (
        <img
          src={src ?? undefined}
          alt=""
          className="size-full object-cover"
          onError={() => setFailed(true)}
        />
      ) : (
        initials
      )}
    </span>
  );
}
