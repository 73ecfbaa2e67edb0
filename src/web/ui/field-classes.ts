import { clsx } from 'clsx';

/** Field heights: `md` is the forms' 44 px touch size, `sm` the 40 px of dense filter rows. */
export type FieldSize = 'sm' | 'md';

/** The shared look of every text field and select; sizes carry height, padding and type size. */
export const FIELD_SURFACE =
  'w-full rounded-xl border border-line bg-surface text-ink placeholder:text-ink-muted aria-[invalid=true]:border-danger disabled:cursor-not-allowed disabled:opacity-60';

const FIELD_SIZE: Record<FieldSize, string> = {
  sm: 'h-10 px-3 text-sm',
  md: 'h-11 px-3.5',
};

/** Classes of a single-line field of `size` (default `md`). */
export function fieldClasses(size: FieldSize = 'md'): string {
  return clsx(FIELD_SURFACE, FIELD_SIZE[size]);
}
