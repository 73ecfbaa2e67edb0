import { clsx } from 'clsx';
import type { LucideIcon } from 'lucide-react';

export type PrivacyOption<V extends string> = {
  value: V;
  label: string;
  hint: string;
  Icon: LucideIcon;
};

/** 'Who can see this?' as three cards of radio buttons. */
export function ComposerPrivacyField<V extends string>({
  options,
  value,
  onChange,
}: {
  options: readonly PrivacyOption<V>[];
  value: V;
  onChange: (value: V) => void;
}) {
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 text-sm font-semibold text-ink">Who can see this?</legend>
      <div className="grid grid-cols-3 gap-2">
        {options.map(({ value: option, label, hint, Icon }) => (
          <label
            key={option}
            className={clsx(
              'flex cursor-pointer flex-col items-center gap-1 rounded-2xl border p-3 text-center transition-colors has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-focus',
              value === option
                ? 'border-brand bg-brand-soft text-brand-strong'
                : 'border-line bg-surface text-ink hover:border-brand',
            )}
          >
            <input
              type="radio"
              name="privacy"
              value={option}
              checked={value === option}
              onChange={() => onChange(option)}
              className="sr-only"
            />
            <Icon aria-hidden="true" className="size-5" />
            <span className="text-sm font-semibold">{label}</span>
            <span className="hidden text-xs text-ink-muted sm:block">{hint}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
