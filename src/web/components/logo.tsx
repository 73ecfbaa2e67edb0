import { clsx } from 'clsx';

/** The Roamly mark and wordmark; `tone` adapts it to light pages or photo backgrounds. */
export function Logo({
  tone = 'brand',
  className,
}: {
  tone?: 'brand' | 'light';
  className?: string;
}) {
  return (
    <span className={clsx('inline-flex items-center gap-2', className)}>
      <svg viewBox="0 0 64 64" aria-hidden="true" className="size-8 shrink-0">
        <rect width="64" height="64" rx="16" fill={tone === 'light' ? '#ffffff' : '#0f5b63'} />
        <path
          d="M32 12c-8.3 0-15 6.5-15 14.6C17 38 32 52 32 52s15-14 15-25.4C47 18.5 40.3 12 32 12Z"
          fill="#fb7a5c"
        />
        <circle cx="32" cy="27" r="6" fill={tone === 'light' ? '#0f5b63' : '#ffffff'} />
      </svg>
      <span
        className={clsx(
          'font-display text-2xl font-bold tracking-tight',
          tone === 'light' ? 'text-white' : 'text-brand',
        )}
      >
        Roamly
      </span>
    </span>
  );
}
