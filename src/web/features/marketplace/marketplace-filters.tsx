import { Percent } from 'lucide-react';
import {
  AFFILIATE_PROGRAMME,
  MARKETPLACE_CATEGORIES,
  MARKETPLACE_CATEGORY_LABELS,
  type TMarketplaceCategory,
} from '../../../contract/marketplace.ts';

/** Spec 2 §2: the affiliate programme note (pills on a phone, a table beside the grid). */
export function ProgrammeNote() {
  return (
    <section
      aria-labelledby="programme-title"
      className="rounded-2xl border border-line bg-surface p-4 shadow-sm lg:p-5"
    >
      <h2 id="programme-title" className="flex items-center gap-2 font-semibold text-ink">
        <Percent aria-hidden="true" className="size-4 text-brand" />
        Affiliate programme
      </h2>
      <p className="mt-1 text-sm text-ink-muted max-lg:sr-only">
        Roamly earns a commission when you buy through these links, at no extra cost to you.
      </p>
      <dl className="mt-2 flex flex-wrap gap-x-4 gap-y-2 text-sm lg:mt-3 lg:grid">
        {AFFILIATE_PROGRAMME.map((row) => (
          <div key={row.label} className="flex items-center gap-2 lg:justify-between lg:gap-3">
            <dt className="text-ink-muted">{row.label}</dt>
            <dd className="rounded-full bg-brand-soft px-2.5 py-0.5 font-semibold whitespace-nowrap text-brand-strong">
              {row.rate} commission
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

export function CategoryChips({
  value,
  onChange,
}: {
  value: TMarketplaceCategory;
  onChange: (category: TMarketplaceCategory) => void;
}) {
  return (
    <div
      role="group"
      aria-label="Categories"
      className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 [scrollbar-width:none] lg:mx-0 lg:flex-wrap lg:overflow-visible lg:px-0"
    >
      {MARKETPLACE_CATEGORIES.map((category) => (
        <button
          key={category}
          type="button"
          aria-pressed={value === category}
          onClick={() => onChange(category)}
          className="shrink-0 rounded-full border border-line bg-surface px-4 py-2 text-sm font-semibold text-ink-muted hover:text-ink aria-pressed:border-brand aria-pressed:bg-brand aria-pressed:text-on-brand"
        >
          {MARKETPLACE_CATEGORY_LABELS[category]}
        </button>
      ))}
    </div>
  );
}
