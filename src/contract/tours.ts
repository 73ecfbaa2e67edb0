import { z } from 'zod';
import { ZCurrencyCode } from './currency.ts';
import { DEFAULT_CURRENCY } from './currency-format.ts';
import { defineRoute } from './route.ts';

/**
 * Tours (issue 9 part B; spec 2 §2–§9, spec 1 §2/§7). Tours are the provider's inventory kept in
 * PostgreSQL — Viator's catalogue when VIATOR_API_KEY is set, an operator's imported catalogue
 * file, or the sample catalogue of the demo destinations — and every price is converted to the
 * currency asked for.
 */

/** Spec 2 §9: sort options; the default is price-low-high. */
export const TOUR_SORTS = ['price-low-high', 'price-high-low', 'rating', 'popularity'] as const;
export type TTourSort = (typeof TOUR_SORTS)[number];
export const DEFAULT_TOUR_SORT: TTourSort = 'price-low-high';
export const TOUR_SORT_LABELS: Record<TTourSort, string> = {
  'price-low-high': 'Lowest Price',
  'price-high-low': 'Highest Price',
  rating: 'Top Rated',
  popularity: 'Most Popular',
};

/**
 * Spec 2 §9: the fallback categories, which are also the categories every tour is filed under
 * (Viator's tags and an operator file's category names map onto them).
 */
export const TOUR_CATEGORIES = [
  'sightseeing',
  'cultural',
  'adventure',
  'food',
  'nature',
  'museums',
  'walking',
  'water',
] as const;
export type TTourCategory = (typeof TOUR_CATEGORIES)[number];
export const TOUR_CATEGORY_NAMES: Record<TTourCategory, string> = {
  sightseeing: 'Sightseeing',
  cultural: 'Cultural',
  adventure: 'Adventure',
  food: 'Food & Drink',
  nature: 'Nature',
  museums: 'Museums',
  walking: 'Walking Tours',
  water: 'Water Activities',
};

/** Spec 2 §4/§9: the widget's debounce of the destination lookup and search text. */
export const TOUR_SEARCH_DEBOUNCE_MS = 500;
/** Spec 2 §9: the destination dropdown shows the first 20. */
export const TOUR_DESTINATION_DROPDOWN_LIMIT = 20;
/** Spec 1 §7/§9: popular tours are cached 10 minutes by the client; the sidebars show 3. */
export const TOURS_STALE_MS = 10 * 60 * 1000;
export const SIDEBAR_TOURS = 3;
/** Spec 1 §2/§7: the sidebars ask for Cancun's popular tours. */
export const SIDEBAR_DESTINATION_CODE = 684;

export const TOUR_QUERY_MAX_LENGTH = 100;
export const TOURS_PAGE_DEFAULT = 24;
export const TOURS_PAGE_MAX = 100;
export const TOURS_RATE_LIMIT = { max: 240, windowMs: 60 * 1000 } as const;

/** The Tour result of spec 2 §3 (and spec 1 §3's Tour), priced in the asked currency. */
export const ZTour = z.object({
  productCode: z.string(),
  title: z.string(),
  shortDescription: z.string(),
  /** An https URL, or a path of this site for sample and operator tours. */
  imageUrl: z.string().nullable(),
  /** One of TOUR_CATEGORIES. */
  category: z.string(),
  categoryName: z.string(),
  /** 0–5 with one decimal shown; null when nobody reviewed it yet. */
  rating: z.number().nullable(),
  reviewCount: z.number().int(),
  /** "3 hours", "1 hour 30 minutes", "2 days"; null when the provider gives none. */
  duration: z.string().nullable(),
  /** "Cancun, Mexico". */
  location: z.string(),
  destinationCode: z.number().int(),
  /** The lowest price in `currency`, rounded to its minor unit. */
  priceFrom: z.number(),
  currency: z.string(),
  /** en-US, whole amounts without decimals and others with two, e.g. "$1,234" or "$1,234.50". */
  formattedPrice: z.string(),
  highlights: z.array(z.string()),
  /** Where the tour is booked (opens in a new tab); null for a tour without a booking page. */
  productUrl: z.string().nullable(),
  freeCancellation: z.boolean(),
  /** Where the row came from; sample tours are labelled 'Sample' in the UI. */
  source: z.enum(['viator', 'operator', 'sample']),
  isSample: z.boolean(),
});
export type TTour = z.infer<typeof ZTour>;

const ZQueryText = z
  .string()
  .trim()
  .max(TOUR_QUERY_MAX_LENGTH, `must be at most ${TOUR_QUERY_MAX_LENGTH} characters`);

/** A destination code as a query parameter (the catalogue's numeric code). */
const ZDestinationCode = z.coerce
  .number('must be a destination code')
  .int('must be a destination code')
  .min(1, 'must be a destination code')
  .max(2_147_483_647, 'must be a destination code');

/** Spec 2 §7: freeCancellation is sent only as 'true'; anything else means "no filter". */
const ZOnlyTrue = z
  .enum(['true', 'false'], "must be 'true' or 'false'")
  .optional()
  .transform((value) => value === 'true');

const ZCategory = z.enum(TOUR_CATEGORIES, `must be one of ${TOUR_CATEGORIES.join(', ')}`);
const ZSort = z.enum(TOUR_SORTS, `must be one of ${TOUR_SORTS.join(', ')}`);

/** Shared filters of search and popular. */
const filters = {
  /** Empty means every category (the widget's "All Categories"). */
  category: z.union([ZCategory, z.literal('')]).optional(),
  sortBy: ZSort.default(DEFAULT_TOUR_SORT),
  freeCancellation: ZOnlyTrue,
  currency: ZCurrencyCode.default(DEFAULT_CURRENCY),
  /** The destination page's price range, in `currency`. */
  minPrice: z.coerce.number('must be a number').min(0, 'must be at least 0').optional(),
  maxPrice: z.coerce.number('must be a number').min(0, 'must be at least 0').optional(),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(TOURS_PAGE_MAX, `must be at most ${TOURS_PAGE_MAX}`)
    .default(TOURS_PAGE_DEFAULT),
  offset: z.coerce.number().int().min(0).max(10_000, 'must be at most 10000').default(0),
};

/**
 * GET /api/viator/search (spec 2 §7). Spec 2 §5: nothing is returned unless a destination code
 * and non-empty search text are given — an empty list, not an error, as the widget searches
 * while the member types.
 */
export const ZTourSearchQuery = z.object({
  query: ZQueryText.optional(),
  destination: z.union([ZDestinationCode, z.literal('')]).optional(),
  ...filters,
});
export type TTourSearchQuery = z.input<typeof ZTourSearchQuery>;
export type TTourSearchValues = z.output<typeof ZTourSearchQuery>;

/**
 * GET /api/viator/popular (spec 2 §7, the destination page): the destination's tours (every
 * destination's without one), narrowed by the optional searchQuery and filters.
 */
export const ZPopularToursQuery = z.object({
  destination: z.union([ZDestinationCode, z.literal('')]).optional(),
  searchQuery: ZQueryText.optional(),
  ...filters,
  sortBy: ZSort.default('popularity'),
});
export type TPopularToursQuery = z.input<typeof ZPopularToursQuery>;
export type TPopularToursValues = z.output<typeof ZPopularToursQuery>;

/** GET /api/viator/popular/:code (spec 1 §7: /api/viator/popular/684 in the sidebars). */
export const ZPopularByCodeParams = z.object({ code: ZDestinationCode });
export const ZPopularByCodeQuery = z.object({
  currency: ZCurrencyCode.default(DEFAULT_CURRENCY),
  limit: filters.limit.default(6),
});

/** Spec 2 §3: a destination option of the tours search. */
export const ZTourDestination = z.object({
  destinationId: z.number().int(),
  destinationName: z.string(),
  /** The catalogue's slug (for /destination/{slug}/excursions links). */
  slug: z.string(),
  tourCount: z.number().int(),
});
export type TTourDestination = z.infer<typeof ZTourDestination>;

/** Spec 2 §3: a category option. */
export const ZTourCategoryOption = z.object({
  id: z.string(),
  name: z.string(),
  tourCount: z.number().int(),
});
export type TTourCategoryOption = z.infer<typeof ZTourCategoryOption>;

export const tourSearchRoute = defineRoute({
  method: 'GET',
  path: '/api/viator/search',
  tags: ['tours'],
  summary:
    'Search tours of a destination by text (empty without a destination code and text), filtered, sorted and priced in a currency',
  query: ZTourSearchQuery,
  response: z.array(ZTour),
  errors: [400, 429],
});

export const popularToursRoute = defineRoute({
  method: 'GET',
  path: '/api/viator/popular',
  tags: ['tours'],
  summary: "A destination's tours for the destination page, filtered and sorted",
  query: ZPopularToursQuery,
  response: z.array(ZTour),
  errors: [400, 429],
});

export const popularToursByCodeRoute = defineRoute({
  method: 'GET',
  path: '/api/viator/popular/:code',
  tags: ['tours'],
  summary: 'The most popular tours of a destination (the sidebars show 3)',
  params: ZPopularByCodeParams,
  query: ZPopularByCodeQuery,
  response: z.array(ZTour),
  errors: [400, 429],
});

export const tourDestinationsRoute = defineRoute({
  method: 'GET',
  path: '/api/viator/destinations',
  tags: ['tours'],
  summary: 'Destinations that have tours, most tours first (the widget shows the first 20)',
  query: z.object({
    limit: z.coerce.number().int().min(1).max(500, 'must be at most 500').default(100),
  }),
  response: z.array(ZTourDestination),
  errors: [400, 429],
});

export const tourCategoriesRoute = defineRoute({
  method: 'GET',
  path: '/api/viator/categories',
  tags: ['tours'],
  summary: 'Tour categories (the fixed list of spec 2 §9 with how many tours each has)',
  response: z.array(ZTourCategoryOption),
  errors: [429],
});
