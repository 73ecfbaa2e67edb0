import { clsx } from 'clsx';
import type { InputHTMLAttributes, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';

const FIELD =
  'w-full rounded-xl border border-line bg-surface px-3.5 text-ink placeholder:text-ink-muted aria-[invalid=true]:border-danger disabled:opacity-60';

/** Text input with the shared field look; pass `aria-invalid` to show the error state. */
export function Input({ className, ...props }: InputHTMLAttributes<HTMLInputElement>) {
  return <input className={clsx(FIELD, 'h-11', className)} {...props} />;
}

/** Multi-line input with the shared field look. */
export function Textarea({ className, ...props }: TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return <textarea className={clsx(FIELD, 'min-h-28 py-2.5', className)} {...props} />;
}

/** Native select: accessible and mobile-friendly without extra script. */
export function Select({ className, ...props }: SelectHTMLAttributes<HTMLSelectElement>) {
  return <select className={clsx(FIELD, 'h-11 pr-8', className)} {...props} />;
}
