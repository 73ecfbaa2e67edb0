import { clsx } from 'clsx';
import type { ReactNode } from 'react';

/** Small pill for states and labels such as "Sample" or "This device". */
export function Badge({
  children,
  tone = 'neutral',
  className,
}: {
  children: ReactNode;
  tone?: 'neutral' | 'brand' | 'accent';
  className?: string;
}) {
  return (
    <span
      className={clsx(
        'inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold',
        tone === 'neutral' && 'bg-surface-muted text-ink-muted',
        tone === 'brand' && 'bg-brand-soft text-brand-strong',
        tone === 'accent' && 'bg-accent-soft text-accent',
        className,
      )}
    >
      {children}
    </span>
  );
}
