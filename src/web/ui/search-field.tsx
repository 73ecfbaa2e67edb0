import { Search } from 'lucide-react';
import { useId, type InputHTMLAttributes } from 'react';
import { clsx } from 'clsx';

type SearchFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'id' | 'size'> & {
  label: string;
  size?: 'md' | 'lg';
};

/** A labelled search input with its magnifier icon; the look of every search box in the app. */
export function SearchField({ label, size = 'md', className, ...inputProps }: SearchFieldProps) {
  const id = useId();
  const large = size === 'lg';
  return (
    <div className="relative flex-1">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Search
        aria-hidden="true"
        className={clsx(
          'pointer-events-none absolute top-1/2 -translate-y-1/2 text-ink-muted',
          large ? 'left-4 size-5' : 'left-3.5 size-4',
        )}
      />
      <input
        id={id}
        type="search"
        className={clsx(
          'w-full rounded-full pr-4 text-ink placeholder:text-ink-muted',
          large ? 'h-12 pl-12' : 'h-10 pl-10 text-sm',
          className,
        )}
        {...inputProps}
      />
    </div>
  );
}
