import {
  Building2,
  Landmark,
  Mountain,
  Trees,
  UtensilsCrossed,
  Waves,
  type LucideIcon,
} from 'lucide-react';
import { clsx } from 'clsx';
import { EXPLORE_CATEGORIES, type ExploreCategoryTag } from './sample-data.ts';

const CATEGORY_ICONS: Record<ExploreCategoryTag, LucideIcon> = {
  adventure: Mountain,
  beach: Waves,
  city: Building2,
  culture: Landmark,
  food: UtensilsCrossed,
  nature: Trees,
};

/** The category grid (spec 1 §2): each tile narrows the explore feed to its tag; again clears it. */
export function CategoryGrid({
  active,
  onChange,
}: {
  active: string | undefined;
  onChange: (tag: string | undefined) => void;
}) {
  // Phones get Airbnb's scrolling row of category pills, so the photo grid is on the first
  // screen; from lg the categories are a card of tiles in the left column.
  return (
    <section
      aria-labelledby="categories-title"
      className="lg:rounded-2xl lg:border lg:border-line lg:bg-surface lg:p-5 lg:shadow-sm"
    >
      <h2
        id="categories-title"
        className="sr-only lg:not-sr-only lg:mb-4 lg:text-base lg:font-semibold lg:text-ink"
      >
        Categories
      </h2>
      <ul className="-mx-4 flex gap-2 overflow-x-auto px-4 [scrollbar-width:none] lg:mx-0 lg:grid lg:grid-cols-3 lg:overflow-visible lg:px-0">
        {EXPLORE_CATEGORIES.map(({ tag, label }) => {
          const Icon = CATEGORY_ICONS[tag];
          const pressed = active === tag;
          return (
            <li key={tag} className="shrink-0">
              <button
                type="button"
                aria-pressed={pressed}
                onClick={() => onChange(pressed ? undefined : tag)}
                className={clsx(
                  'flex items-center gap-1.5 rounded-full border px-3.5 py-2 text-sm font-semibold transition-colors lg:w-full lg:flex-col lg:rounded-2xl lg:px-2 lg:py-3 lg:text-xs',
                  pressed
                    ? 'border-brand bg-brand text-on-brand'
                    : 'border-line bg-surface text-ink hover:border-brand hover:bg-brand-soft',
                )}
              >
                <Icon aria-hidden="true" className="size-4 lg:size-5" />
                {label}
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
