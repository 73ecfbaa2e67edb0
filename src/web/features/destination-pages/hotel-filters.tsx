import { clsx } from 'clsx';
import { Check } from 'lucide-react';
import { useId } from 'react';
import {
  DEFAULT_HOTEL_FILTERS,
  HOTEL_AMENITIES,
  HOTEL_AMENITY_LABELS,
  HOTEL_PRICE_RANGE_LABELS,
  HOTEL_PRICE_RANGES,
  HOTEL_RATING_LABELS,
  HOTEL_RATINGS,
  HOTEL_SORT_LABELS,
  HOTEL_SORTS,
  type THotelAmenity,
  type THotelFilters,
  type THotelPriceRange,
  type THotelRating,
  type THotelSort,
} from '../../../contract/sample-hotels.ts';
import { Button } from '../../ui/button.tsx';
import { Select } from '../../ui/input.tsx';

export function isDefaultHotelFilters(filters: THotelFilters): boolean {
  return (
    filters.priceRange === DEFAULT_HOTEL_FILTERS.priceRange &&
    filters.rating === DEFAULT_HOTEL_FILTERS.rating &&
    filters.sortBy === DEFAULT_HOTEL_FILTERS.sortBy &&
    filters.amenities.length === 0
  );
}

/**
 * Spec 2 §2 / spec 3 §5 'Hotel Filters': price range, rating, sort and amenity toggles. Every
 * change applies at once (the list below filters and re-sorts).
 */
export function HotelFiltersPanel({
  id,
  filters,
  onChange,
}: {
  id: string;
  filters: THotelFilters;
  onChange: (filters: THotelFilters) => void;
}) {
  const fieldId = useId();
  const toggleAmenity = (amenity: THotelAmenity) =>
    onChange({
      ...filters,
      amenities: filters.amenities.includes(amenity)
        ? filters.amenities.filter((item) => item !== amenity)
        : [...filters.amenities, amenity],
    });
  return (
    <section
      id={id}
      aria-labelledby={`${fieldId}-title`}
      className="rounded-2xl border border-line bg-surface p-5 shadow-sm"
    >
      <div className="flex items-center justify-between gap-3">
        <h2 id={`${fieldId}-title`} className="text-base font-semibold text-ink">
          Hotel Filters
        </h2>
        <Button
          variant="ghost"
          size="sm"
          disabled={isDefaultHotelFilters(filters)}
          onClick={() => onChange(DEFAULT_HOTEL_FILTERS)}
        >
          Reset
        </Button>
      </div>
      <div className="mt-4 grid gap-4 sm:grid-cols-3">
        <div className="grid gap-1.5">
          <label htmlFor={`${fieldId}-price`} className="text-sm font-medium text-ink">
            Price range
          </label>
          <Select
            id={`${fieldId}-price`}
            value={filters.priceRange}
            onChange={(event) =>
              onChange({ ...filters, priceRange: event.target.value as THotelPriceRange })
            }
          >
            {HOTEL_PRICE_RANGES.map((range) => (
              <option key={range} value={range}>
                {HOTEL_PRICE_RANGE_LABELS[range]}
              </option>
            ))}
          </Select>
        </div>
        <div className="grid gap-1.5">
          <label htmlFor={`${fieldId}-rating`} className="text-sm font-medium text-ink">
            Guest rating
          </label>
          <Select
            id={`${fieldId}-rating`}
            value={filters.rating}
            onChange={(event) =>
              onChange({ ...filters, rating: event.target.value as THotelRating })
            }
          >
            {HOTEL_RATINGS.map((rating) => (
              <option key={rating} value={rating}>
                {HOTEL_RATING_LABELS[rating]}
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
            onChange={(event) => onChange({ ...filters, sortBy: event.target.value as THotelSort })}
          >
            {HOTEL_SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {HOTEL_SORT_LABELS[sort]}
              </option>
            ))}
          </Select>
        </div>
      </div>
      <fieldset className="mt-5">
        <legend className="text-sm font-medium text-ink">Amenities</legend>
        <div className="mt-2 flex flex-wrap gap-2">
          {HOTEL_AMENITIES.map((amenity) => {
            const on = filters.amenities.includes(amenity);
            return (
              <button
                key={amenity}
                type="button"
                aria-pressed={on}
                onClick={() => toggleAmenity(amenity)}
                className={clsx(
                  'inline-flex h-9 items-center gap-1.5 rounded-full border px-3.5 text-sm font-medium transition-colors',
                  on
                    ? 'border-brand bg-brand text-on-brand'
                    : 'border-line bg-surface text-ink hover:border-ink-muted',
                )}
              >
                {on ? <Check aria-hidden="true" className="size-3.5" /> : null}
                {HOTEL_AMENITY_LABELS[amenity]}
              </button>
            );
          })}
        </div>
      </fieldset>
    </section>
  );
}
