import { DEFAULT_CURRENCY } from '../../../contract/currency-format.ts';
import {
  TOUR_CATEGORIES,
  TOUR_CATEGORY_NAMES,
  type TPopularToursValues,
  type TTour,
  type TTourCategoryOption,
  type TTourDestination,
  type TTourSearchValues,
} from '../../../contract/tours.ts';
import type { Db } from '../../../db/client.ts';
import {
  countToursByCategory,
  selectTourDestinations,
  selectTours,
  type TourFilter,
} from '../../../db/queries/tours.ts';
import type { ServiceContext } from '../../context.ts';
import { badRequest } from '../../http-error.ts';
import { currentRates, isSupported, toEur, type Rates } from '../currency/rates.ts';
import { foldText } from './tour-store.ts';
import { presentTour } from './tours.presenter.ts';

type Filters = Pick<
  TTourSearchValues,
  | 'category'
  | 'sortBy'
  | 'freeCancellation'
  | 'currency'
  | 'minPrice'
  | 'maxPrice'
  | 'limit'
  | 'offset'
>;

/** Spec 2 §9's currency list decides what can be asked for; an unknown code is a 400. */
function checkCurrency(rates: Rates, currency: string) {
  if (!isSupported(rates, currency)) {
    throw badRequest(`Currency ${currency} is not supported`);
  }
}

/** The price bounds in euros (what the rows are sorted and filtered by). */
function priceBounds(rates: Rates, filters: Filters) {
  if (
    filters.minPrice !== undefined &&
    filters.maxPrice !== undefined &&
    filters.minPrice > filters.maxPrice
  ) {
    throw badRequest('Minimum price must not be more than the maximum price');
  }
  return {
    minPriceEur:
      filters.minPrice === undefined ? null : toEur(rates, filters.minPrice, filters.currency),
    maxPriceEur:
      filters.maxPrice === undefined ? null : toEur(rates, filters.maxPrice, filters.currency),
  };
}

async function findTours(
  db: Db,
  destination: number | '' | undefined,
  text: string | undefined,
  filters: Filters,
): Promise<TTour[]> {
  const rates = await currentRates(db);
  checkCurrency(rates, filters.currency);
  const filter: TourFilter = {
    destinationCode: typeof destination === 'number' ? destination : null,
    text: text?.trim() ? foldText(text.trim()) : null,
    category: filters.category ? filters.category : null,
    freeCancellation: filters.freeCancellation,
    ...priceBounds(rates, filters),
    sortBy: filters.sortBy,
    limit: filters.limit,
    offset: filters.offset,
  };
  const rows = await selectTours(db, filter);
  return rows.map((row) => presentTour(row, filters.currency, rates));
}

/**
 * GET /api/viator/search. Spec 2 §5: nothing unless a destination code and non-empty search
 * text exist (an empty list: the widget asks while the member is still typing).
 */
export async function searchTours(ctx: ServiceContext, input: TTourSearchValues): Promise<TTour[]> {
  if (typeof input.destination !== 'number' || !input.query?.trim()) return [];
  return findTours(ctx.db, input.destination, input.query, input);
}

/** GET /api/viator/popular: the destination page's grid (every destination's without one). */
export async function popularTours(
  ctx: ServiceContext,
  input: TPopularToursValues,
): Promise<TTour[]> {
  return findTours(ctx.db, input.destination, input.searchQuery, input);
}

/** GET /api/viator/popular/:code: a destination's most popular tours (the sidebars). */
export async function popularToursOf(
  ctx: ServiceContext,
  { code, currency = DEFAULT_CURRENCY, limit }: { code: number; currency?: string; limit: number },
): Promise<TTour[]> {
  return findTours(ctx.db, code, undefined, {
    category: undefined,
    sortBy: 'popularity',
    freeCancellation: false,
    currency,
    minPrice: undefined,
    maxPrice: undefined,
    limit,
    offset: 0,
  });
}

/** GET /api/viator/destinations: destinations with tours, most first. */
export async function tourDestinations(
  ctx: ServiceContext,
  { limit }: { limit: number },
): Promise<TTourDestination[]> {
  const rows = await selectTourDestinations(ctx.db, limit);
  return rows.map((row) => ({
    destinationId: row.code,
    destinationName: row.name,
    slug: row.slug,
    tourCount: row.tourCount,
  }));
}

/** Category counts change only with imports: an instance reuses them for a minute. */
const CATEGORY_COUNTS_MS = 60_000;
const categoryCache = new WeakMap<Db, { at: number; counts: Promise<Map<string, number>> }>();

function categoryCounts(db: Db): Promise<Map<string, number>> {
  const hit = categoryCache.get(db);
  if (hit && Date.now() - hit.at < CATEGORY_COUNTS_MS) return hit.counts;
  const counts = countToursByCategory(db) as Promise<Map<string, number>>;
  counts.catch(() => categoryCache.delete(db));
  categoryCache.set(db, { at: Date.now(), counts });
  return counts;
}

/** Drops this instance's category counts (after an import or ingestion wrote tours). */
export function forgetCategoryCounts(db: Db): void {
  categoryCache.delete(db);
}

/** GET /api/viator/categories: spec 2 §9's list (always all of it) with tour counts. */
export async function tourCategories(ctx: ServiceContext): Promise<TTourCategoryOption[]> {
  const counts = await categoryCounts(ctx.db);
  return TOUR_CATEGORIES.map((id) => ({
    id,
    name: TOUR_CATEGORY_NAMES[id],
    tourCount: counts.get(id) ?? 0,
  }));
}
