import { clsx } from 'clsx';
import { useId } from 'react';
import {
  TOUR_CATEGORIES,
  TOUR_CATEGORY_NAMES,
  TOUR_SORT_LABELS,
  TOUR_SORTS,
  type TTourCategory,
  type TTourSort,
} from '../../../contract/tours.ts';
import { Button } from '../../ui/button.tsx';
import { Input, Select } from '../../ui/input.tsx';
import { CurrencySelect } from '../tours/currency-select.tsx';
import {
  CATEGORY_CHIPS,
  hasActiveFilters,
  priceRangeError,
  type TourFilters,
} from './tour-filters-state.ts';

/** Spec 2 §2: the mobile category chips (All Tours, Activities, …, Food & Drink). */
export function CategoryChips({
  category,
  onChange,
}: {
  category: TTourCategory | '';
  onChange: (category: TTourCategory | '') => void;
}) {
  return (
    <div
      role="group"
      aria-label="Tour categories"
      className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 [scrollbar-width:none] md:hidden"
    >
      {CATEGORY_CHIPS.map((chip) => {
        const on = chip.category === category;
        return (
          <button
            key={chip.label}
            type="button"
            aria-pressed={on}
            onClick={() => onChange(chip.category)}
            className={clsx(
              'h-9 shrink-0 rounded-full border px-4 text-sm font-medium whitespace-nowrap transition-colors',
              on ? 'border-ink bg-ink text-surface' : 'border-line bg-surface text-ink',
            )}
          >
            {chip.label}
          </button>
        );
      })}
    </div>
  );
}

/**
 * Spec 2 §2: the advanced filters panel with numeric price range inputs, plus category, sort
 * and free cancellation; Clear All Filters resets everything, the search text included.
 */
export function TourFiltersPanel({
  id,
  filters,
  currency,
  onChange,
  onClear,
}: {
  id: string;
  filters: TourFilters;
  currency: string;
  onChange: (next: Partial<TourFilters>) => void;
  onClear: () => void;
}) {
  const fieldId = useId();
  const error = priceRangeError(filters);
  return (
    <section
      id={id}
      aria-labelledby={`${fieldId}-title`}
      className="rounded-2xl border border-line bg-surface p-5 shadow-sm"
    >
      <div className="flex items-center justify-between gap-3">
        <h2 id={`${fieldId}-title`} className="text-base font-semibold text-ink">
          Filters
        </h2>
        <Button variant="ghost" size="sm" disabled={!hasActiveFilters(filters)} onClick={onClear}>
          Clear All Filters
        </Button>
      </div>
      <div className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-[minmax(0,1.4fr)_repeat(3,minmax(0,1fr))_auto] lg:items-end">
        <fieldset>
          <legend className="text-sm font-medium text-ink">Price range ({currency})</legend>
          <div className="mt-1.5 flex items-center gap-2">
            <label htmlFor={`${fieldId}-min`} className="sr-only">
              Minimum price
            </label>
            <Input
              id={`${fieldId}-min`}
              type="number"
              inputMode="decimal"
              min={0}
              placeholder="Min"
              value={filters.minPrice}
              onChange={(event) => onChange({ minPrice: event.target.value })}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${fieldId}-price-error` : undefined}
            />
            <span aria-hidden="true" className="text-ink-muted">
              –
            </span>
            <label htmlFor={`${fieldId}-max`} className="sr-only">
              Maximum price
            </label>
            <Input
              id={`${fieldId}-max`}
              type="number"
              inputMode="decimal"
              min={0}
              placeholder="Max"
              value={filters.maxPrice}
              onChange={(event) => onChange({ maxPrice: event.target.value })}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${fieldId}-price-error` : undefined}
            />
          </div>
          {error ? (
            <p id={`${fieldId}-price-error`} className="mt-1 text-xs font-medium text-danger">
              {error}
            </p>
          ) : null}
        </fieldset>
        <div className="grid gap-1.5">
          <label htmlFor={`${fieldId}-category`} className="text-sm font-medium text-ink">
            Category
          </label>
          <Select
            id={`${fieldId}-category`}
            value={filters.category}
            onChange={(event) => onChange({ category: event.target.value as TTourCategory | '' })}
          >
            <option value="">All Categories</option>
            {TOUR_CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {TOUR_CATEGORY_NAMES[category]}
              </option>
            ))}
          </Select>
        </div>
        <div className="grid gap-1.5">
          <label htmlFor={`${fieldId}-sort`} className="text-sm font-medium text-ink">
            Sort by
          </label>
          <Select
            id={`${fieldId}-sort`}
            value={filters.sortBy}
            onChange={(event) => onChange({ sortBy: event.target.value as TTourSort })}
          >
            {TOUR_SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {TOUR_SORT_LABELS[sort]}
              </option>
            ))}
          </Select>
        </div>
        <CurrencySelect className="grid gap-1.5 [&_label]:mb-0 [&_label]:text-sm [&_label]:font-medium [&_label]:text-ink" />
        <label className="flex h-11 items-center gap-2 text-sm font-medium text-ink">
          <input
            type="checkbox"
            checked={filters.freeCancellation}
            onChange={(event) => onChange({ freeCancellation: event.target.checked })}
            className="size-4 accent-brand"
          />
          Free cancellation
        </label>
      </div>
    </section>
  );
}
