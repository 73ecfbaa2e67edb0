import type { TTourCategory, TTourSort } from '../../../contract/tours.ts';

/**
 * The destination page's filters: the hero's search text, a category (the mobile chips or the
 * panel), the numeric price range, sort and free cancellation.
 */
export type TourFilters = {
  searchQuery: string;
  category: TTourCategory | '';
  minPrice: string;
  maxPrice: string;
  sortBy: TTourSort;
  freeCancellation: boolean;
};

export const DEFAULT_TOUR_FILTERS: TourFilters = {
  searchQuery: '',
  category: '',
  minPrice: '',
  maxPrice: '',
  sortBy: 'popularity',
  freeCancellation: false,
};

export function hasActiveFilters(filters: TourFilters): boolean {
  return (
    filters.searchQuery.trim() !== '' ||
    filters.category !== '' ||
    filters.minPrice !== '' ||
    filters.maxPrice !== '' ||
    filters.freeCancellation
  );
}

/** Spec 2 §2: the mobile category chips and the tour categories they stand for. */
export const CATEGORY_CHIPS: readonly { label: string; category: TTourCategory | '' }[] = [
  { label: 'All Tours', category: '' },
  { label: 'Activities', category: 'adventure' },
  { label: 'Sightseeing', category: 'sightseeing' },
  { label: 'Outdoor', category: 'nature' },
  { label: 'Cultural', category: 'cultural' },
  { label: 'Food & Drink', category: 'food' },
];

/** A price box's number, or undefined when empty or not a number ≥ 0. */
export function priceBound(value: string): number | undefined {
  if (value.trim() === '') return undefined;
  const number = Number(value);
  return Number.isFinite(number) && number >= 0 ? number : undefined;
}

/** The price boxes' problem, if any ('Minimum price must be below the maximum'). */
export function priceRangeError(filters: Pick<TourFilters, 'minPrice' | 'maxPrice'>) {
  const min = filters.minPrice.trim() === '' ? undefined : Number(filters.minPrice);
  const max = filters.maxPrice.trim() === '' ? undefined : Number(filters.maxPrice);
  if (
    (min !== undefined && (!Number.isFinite(min) || min < 0)) ||
    (max !== undefined && (!Number.isFinite(max) || max < 0))
  ) {
    return 'Prices must be numbers of 0 or more';
  }
  if (min !== undefined && max !== undefined && min > max) {
    return 'Minimum price must not be above the maximum';
  }
  return null;
}
