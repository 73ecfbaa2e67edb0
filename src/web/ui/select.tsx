import { clsx } from 'clsx';
import { useId, type ReactNode, type SelectHTMLAttributes } from 'react';
import { fieldClasses, type FieldSize } from './field-classes.ts';

export type SelectProps = SelectHTMLAttributes<HTMLSelectElement> & {
  /** `md` (44 px, forms) or `sm` (40 px, dense filter rows); not `size`, the native rows count. */
  fieldSize?: FieldSize;
};

/**
 * Native select with the shared field look: the browser's own list keeps it keyboard and
 * screen-reader friendly (arrows, type-ahead, the phone's picker) without extra script. Give it
 * a label: a wrapping `<label>`, `aria-label`, or use `SelectField`.
 */
export function Select({ fieldSize = 'md', className, ...props }: SelectProps) {
  // Chromium keeps the arrow's room itself; the forms' extra right padding would cut short
  // labels ("Any media") in the narrow columns of a filter row, so `sm` goes without it.
  return (
    <select
      className={clsx(fieldClasses(fieldSize), fieldSize === 'md' && 'pr-8', className)}
      {...props}
    />
  );
}

/**
 * A select with its visible label (or one for screen readers only, `hideLabel`) and an optional
 * hint, tied to it by ids. `className` goes to the wrapper; every other prop to the select.
 */
export function SelectField({
  label,
  hint,
  hideLabel = false,
  className,
  id: givenId,
  ...props
}: SelectProps & { label: ReactNode; hint?: ReactNode; hideLabel?: boolean }) {
  const generatedId = useId();
  const id = givenId ?? generatedId;
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <div className={clsx('grid min-w-0 gap-1.5', className)}>
      <label htmlFor={id} className={hideLabel ? 'sr-only' : 'text-sm font-medium text-ink'}>
        {label}
      </label>
      <Select id={id} aria-describedby={hintId} {...props} />
      {hint ? (
        <p id={hintId} className="text-xs text-ink-muted">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
