import { z } from 'zod';
import { destinationSlug } from './destination-slug.ts';
import { defineRoute } from './route.ts';

export { destinationSlug };

/**
 * The destination catalogue (issue 9 §1): cities, regions and countries with stable numeric
 * codes. Spec 1 §2 'Destination search and visual search', §3 'Destination suggestion', §7
 * 'Search'; spec 2 §3 'lookup table of lower-case city, region and country names to codes'.
 *
 * Codes are stable across rebuilds: a city's is its GeoNames id, a country's its ISO 3166-1
 * numeric code (Kosovo 983), a region's a fixed code in REGION_CODE_RANGE. Cancún is the one
 * exception: it keeps the demo's code 684 (the home sidebar's /api/viator/popular/684).
 */

export const DESTINATION_TYPES = ['city', 'region', 'country'] as const;
export type TDestinationType = (typeof DESTINATION_TYPES)[number];

/** The demo's code for Cancún (spec 1 §7 `GET /api/viator/popular/684`). */
export const CANCUN_DESTINATION_CODE = 684;
/** Regions (continents and well-known travel regions) use fixed codes in this range. */
export const REGION_CODE_RANGE = { min: 1000, max: 1999 } as const;

/** Autocomplete starts at 2 characters (spec 1 §2). */
export const AUTOCOMPLETE_MIN_LENGTH = 2;
export const AUTOCOMPLETE_MAX_LENGTH = 100;
export const AUTOCOMPLETE_DEFAULT_LIMIT = 8;
export const AUTOCOMPLETE_MAX_LIMIT = 20;
/** Spec 1 §9: popular destinations list shows 6. */
export const POPULAR_DESTINATIONS_COUNT = 6;
/** Spec 1 §2: the client waits this long after typing before asking for suggestions. */
export const AUTOCOMPLETE_DEBOUNCE_MS = 300;
/** Spec 1 §2 quick destination chips, in order. */
export const QUICK_DESTINATION_CHIPS = ['Paris', 'Tokyo', 'Bali', 'New York', 'London', 'Rome'];
/** Spec 1 §2 empty-state text of the suggestions. */
export const NO_DESTINATIONS_FOUND = 'No destinations found';
/** Visual search: photos only, up to this size (a phone's full-size JPEG or HEIC). */
export const VISUAL_SEARCH_MAX_BYTES = 25 * 1024 * 1024;
export const VISUAL_SEARCH_MAX_SUGGESTIONS = 5;

/** Prices of the destination's tours, in USD (kept by the tours import, issue 9 §2). */
export const ZPriceRange = z.object({
  min: z.number(),
  max: z.number(),
  currency: z.string(),
});
export type TPriceRange = z.infer<typeof ZPriceRange>;

/** One catalogue entry: spec 1 §3 'Destination suggestion' plus what pages need. */
export const ZDestination = z.object({
  /** The stable numeric code (tours link to it; spec 2's destination code). */
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  type: z.enum(DESTINATION_TYPES),
  /** ISO 3166-1 alpha-2; null for a region that spans countries (a continent). */
  countryCode: z.string().nullable(),
  countryName: z.string().nullable(),
  /** 'Lisbon, Portugal', 'Bali, Indonesia', 'Portugal', 'Europe'. */
  label: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  population: z.number().int(),
  /**
   * A picture of the place: its own, the product's photograph of it, else
   * `/api/places/image/{label}`, which answers 404 when no photograph shows the place (draw the
   * designed fallback then).
   */
  image: z.string(),
  tourCount: z.number().int(),
  /** Average rating of its tours (0–5), null without rated tours. */
  avgRating: z.number().nullable(),
  priceRange: ZPriceRange.nullable(),
  /** Public member posts linked to it. */
  postCount: z.number().int(),
});
export type TDestination = z.infer<typeof ZDestination>;

export const ZAutocompleteQuery = z.object({
  q: z
    .string()
    .trim()
    .min(AUTOCOMPLETE_MIN_LENGTH, `must be at least ${AUTOCOMPLETE_MIN_LENGTH} characters`)
    .max(AUTOCOMPLETE_MAX_LENGTH, `must be at most ${AUTOCOMPLETE_MAX_LENGTH} characters`),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(AUTOCOMPLETE_MAX_LIMIT)
    .default(AUTOCOMPLETE_DEFAULT_LIMIT),
  type: z.enum(DESTINATION_TYPES, 'must be city, region or country').optional(),
});
export type TAutocompleteQuery = z.input<typeof ZAutocompleteQuery>;

export const ZVisualSearchResult = z.object({
  /** Nearest first; empty when neither GPS nor the image analysis names a place. */
  suggestedDestinations: z.array(ZDestination),
  /** How the place was found. */
  source: z.enum(['gps', 'analysis', 'none']),
});
export type TVisualSearchResult = z.infer<typeof ZVisualSearchResult>;

export const ZDestinationSlugParams = z.object({
  slug: z
    .string()
    .trim()
    .min(1, 'is required')
    .max(200, 'must be at most 200 characters')
    .transform((value) => destinationSlug(value)),
});

/** The Travel Map of a profile: where a member has posted from (public posts unless own). */
export const ZTravelMapCountry = z.object({
  /** ISO alpha-2. */
  code: z.string(),
  /** ISO numeric as world-atlas ids it ('620'). */
  numericCode: z.string().nullable(),
  name: z.string(),
  continent: z.string().nullable(),
  postCount: z.number().int(),
});
export const ZTravelMapCity = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  countryCode: z.string().nullable(),
  latitude: z.number(),
  longitude: z.number(),
  postCount: z.number().int(),
});
export const ZTravelMap = z.object({
  countries: z.array(ZTravelMapCountry),
  cities: z.array(ZTravelMapCity),
  continents: z.array(z.string()),
  /** Countries visited / countries in the catalogue, 0–1. */
  worldShare: z.number(),
  /** How many countries the world is counted as (the denominator of worldShare). */
  worldCountries: z.number().int(),
});
export type TTravelMap = z.infer<typeof ZTravelMap>;

export const autocompleteRoute = defineRoute({
  method: 'GET',
  path: '/api/search/autocomplete',
  tags: ['destinations'],
  summary:
    'Destination suggestions for the search box (2+ characters, typo tolerant, ranked by similarity, population and tours)',
  query: ZAutocompleteQuery,
  response: z.array(ZDestination),
  errors: [400, 401, 429],
});

export const popularDestinationsRoute = defineRoute({
  method: 'GET',
  path: '/api/destinations/popular',
  tags: ['destinations'],
  summary: 'The 6 most popular destinations (tours and member posts)',
  response: z.array(ZDestination),
  errors: [401],
});

export const visualSearchRoute = defineRoute({
  method: 'POST',
  path: '/api/search/visual',
  tags: ['destinations'],
  summary:
    'Suggest destinations for a photo (multipart: image): nearest to its GPS, else from the image analysis',
  response: ZVisualSearchResult,
  errors: [400, 401, 413, 415, 429],
});

export const destinationBySlugRoute = defineRoute({
  method: 'GET',
  path: '/api/destinations/:slug',
  tags: ['destinations'],
  summary: 'One destination by slug (a bare name such as "Cancún" or "new york" is slugged first)',
  params: ZDestinationSlugParams,
  response: ZDestination,
  errors: [400, 401, 404],
});

export const travelMapRoute = defineRoute({
  method: 'GET',
  path: '/api/users/:id/travel-map',
  tags: ['destinations'],
  summary: 'Countries, continents and cities a member has posted from (the profile Travel Map)',
  params: z.object({ id: z.uuid('must be a valid ID') }),
  response: ZTravelMap,
  errors: [400, 401, 404],
});
