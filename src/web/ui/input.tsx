import { clsx } from 'clsx';
import type { InputHTMLAttributes, TextareaHTMLAttributes } from 'react';
import { FIELD_SURFACE, fieldClasses } from './field-classes.ts';

// The select lives in its own file; kept importable from here for the forms that always did.
export { Select, SelectField } from './select.tsx';

/** Text input with the shared field look; pass `aria-invalid` to show the error state. */
export function Input({ className, ...props }: InputHTMLAttributes<HTMLInputElement>) {
  return <input className={clsx(fieldClasses(), className)} {...props} />;
}

/** Multi-line input with the shared field look. */
export function Textarea({ className, ...props }: TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return (
    <textarea className={clsx(FIELD_SURFACE, 'min-h-28 px-3.5 py-2.5', className)} {...props} />
  );
}
