import { clsx } from 'clsx';
import { Check } from 'lucide-react';
import { humanizeOption } from '../../lib/format.ts';

/** Several choices from a fixed list as toggle chips (aria-pressed), grouped under a legend. */
export function ChipMultiSelect<T extends string>({
  legend,
  options,
  value,
  onChange,
}: {
  legend: string;
  options: readonly T[];
  value: readonly T[];
  onChange: (next: T[]) => void;
}) {
  const toggle = (option: T) =>
    onChange(value.includes(option) ? value.filter((item) => item !== option) : [...value, option]);
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 text-sm font-medium text-ink">
        {legend}
        <span className="ml-2 text-xs font-normal text-ink-muted">{value.length} selected</span>
      </legend>
      <div className="flex flex-wrap gap-2">
        {options.map((option) => {
          const selected = value.includes(option);
          return (
            <button
              key={option}
              type="button"
              aria-pressed={selected}
              onClick={() => toggle(option)}
              className={clsx(
                'inline-flex items-center gap-1.5 rounded-full border px-3 py-1.5 text-sm font-medium transition-colors',
                selected
                  ? 'border-brand bg-brand text-on-brand'
                  : 'border-line bg-surface text-ink hover:border-brand',
              )}
            >
              {selected ? <Check aria-hidden="true" className="size-3.5" /> : null}
              {humanizeOption(option)}
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}
