import { clsx } from 'clsx';
import type { ReactNode } from 'react';

/** One toggle of a rich-text toolbar (the inbox's and the SEO editor's): 40 px, labelled, pressed state. */
export function EditorToolButton({
  label,
  pressed,
  disabled,
  onClick,
  children,
}: {
  label: string;
  pressed?: boolean;
  disabled?: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      aria-pressed={pressed}
      disabled={disabled}
      onClick={onClick}
      className={clsx(
        'inline-flex size-10 items-center justify-center rounded-lg text-ink hover:bg-surface-muted focus-visible:ring-2 focus-visible:ring-brand focus-visible:outline-none disabled:opacity-40',
        pressed && 'bg-brand-soft text-brand-strong',
      )}
    >
      {children}
    </button>
  );
}
