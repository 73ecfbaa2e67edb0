import { clsx } from 'clsx';
import {
  Building2,
  Dumbbell,
  Landmark,
  Mountain,
  Tent,
  Umbrella,
  type LucideIcon,
} from 'lucide-react';
import { useId } from 'react';
import {
  BUDGET_RANGE_LABELS,
  BUDGET_RANGES,
  RECOMMENDATION_INTEREST_LABELS,
  RECOMMENDATION_INTERESTS,
  TRIP_STYLE_LABELS,
  TRIP_STYLES,
  type TBudgetRange,
  type TRecommendationInterest,
  type TTripStyle,
} from '../../../contract/recommendations.ts';
import { Select } from '../../ui/input.tsx';

export type PageFilters = {
  interests: TRecommendationInterest[];
  budget: TBudgetRange;
  style: TTripStyle;
};

export const DEFAULT_PAGE_FILTERS: PageFilters = { interests: [], budget: 'any', style: 'any' };

const ICONS: Record<TRecommendationInterest, LucideIcon> = {
  beach: Umbrella,
  mountain: Mountain,
  city: Building2,
  culture: Landmark,
  adventure: Tent,
  wellness: Dumbbell,
};

/**
 * 'Personalize Your Recommendations' (spec 2 §2): interest toggles, Budget Range and Travel
 * Style. Every change re-ranks the tabs at once.
 */
export function PersonalizeCard({
  filters,
  onChange,
}: {
  filters: PageFilters;
  onChange: (filters: PageFilters) => void;
}) {
  const id = useId();
  const toggle = (interest: TRecommendationInterest) =>
    onChange({
      ...filters,
      interests: filters.interests.includes(interest)
        ? filters.interests.filter((item) => item !== interest)
        : [...filters.interests, interest],
    });
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="rounded-2xl border border-line bg-surface p-4 shadow-sm sm:p-5"
    >
      <h2 id={`${id}-title`} className="text-base font-semibold text-ink">
        Personalize Your Recommendations
      </h2>
      {/* One scrolling row on phones, so the recommendations start on the first screen. */}
      <div
        role="group"
        aria-label="Interests"
        className="-mx-4 mt-3 flex gap-2 overflow-x-auto px-4 [scrollbar-width:none] sm:mx-0 sm:mt-4 sm:flex-wrap sm:overflow-visible sm:px-0"
      >
        {RECOMMENDATION_INTERESTS.map((interest) => {
          const Icon = ICONS[interest];
          const on = filters.interests.includes(interest);
          return (
            <button
              key={interest}
              type="button"
              aria-pressed={on}
              onClick={() => toggle(interest)}
              className={clsx(
                'inline-flex h-10 shrink-0 items-center gap-2 rounded-full border px-4 text-sm font-medium transition-colors',
                on
                  ? 'border-brand bg-brand text-on-brand'
                  : 'border-line bg-surface text-ink hover:border-ink-muted',
              )}
            >
              <Icon aria-hidden="true" className="size-4" />
              {RECOMMENDATION_INTEREST_LABELS[interest]}
            </button>
          );
        })}
      </div>
      <div className="mt-3 grid grid-cols-[repeat(2,minmax(0,1fr))] gap-3 sm:mt-4 sm:gap-4">
        <div className="grid min-w-0 gap-1.5">
          <label htmlFor={`${id}-budget`} className="text-sm font-medium text-ink">
            Budget Range
          </label>
          <Select
            id={`${id}-budget`}
            value={filters.budget}
            onChange={(event) =>
              onChange({ ...filters, budget: event.target.value as TBudgetRange })
            }
          >
            {BUDGET_RANGES.map((budget) => (
              <option key={budget} value={budget}>
                {BUDGET_RANGE_LABELS[budget]}
              </option>
            ))}
          </Select>
        </div>
        <div className="grid min-w-0 gap-1.5">
          <label htmlFor={`${id}-style`} className="text-sm font-medium text-ink">
            Travel Style
          </label>
          <Select
            id={`${id}-style`}
            value={filters.style}
            onChange={(event) => onChange({ ...filters, style: event.target.value as TTripStyle })}
          >
            {TRIP_STYLES.map((style) => (
              <option key={style} value={style}>
                {TRIP_STYLE_LABELS[style]}
              </option>
            ))}
          </Select>
        </div>
      </div>
    </section>
  );
}
