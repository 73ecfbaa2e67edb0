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
import { Card, CardHeader } from '../../ui/card.tsx';
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
  return (
    <Card aria-labelledby="categories-title">
      <CardHeader id="categories-title" title="Categories" />
      <ul className="grid grid-cols-3 gap-2">
        {EXPLORE_CATEGORIES.map(({ tag, label }) => {
          const Icon = CATEGORY_ICONS[tag];
          const pressed = active === tag;
          return (
            <li key={tag}>
              <button
                type="button"
                aria-pressed={pressed}
                onClick={() => onChange(pressed ? undefined : tag)}
                className={clsx(
                  'flex w-full flex-col items-center gap-1.5 rounded-2xl border px-2 py-3 text-xs font-semibold transition-colors',
                  pressed
                    ? 'border-brand bg-brand text-on-brand'
                    : 'border-line bg-surface text-ink hover:border-brand hover:bg-brand-soft',
                )}
              >
                <Icon aria-hidden="true" className="size-5" />
                {label}
              </button>
            </li>
          );
        })}
      </ul>
    </Card>
  );
}
