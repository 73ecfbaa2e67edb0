import { z } from 'zod';
import { ZPost } from './posts.ts';
import { defineRoute } from './route.ts';
import { isCountryCode } from './country-codes.ts';
import { ZCalendarDate } from './strings.ts';
import { ZPublicUser } from './users.ts';

export const SEARCH_TYPES = ['posts', 'people', 'destinations'] as const;
export type TSearchType = (typeof SEARCH_TYPES)[number];

export const SEARCH_QUERY_MAX_LENGTH = 100;
/** Results per type when every type is asked for at once (the tab counts of /search). */
export const SEARCH_PREVIEW_LIMIT = 10;

/** Media types the advanced filter knows: posts with a photo, posts with a video. */
export const SEARCH_MEDIA_TYPES = ['photo', 'video'] as const;
export type TSearchMediaType = (typeof SEARCH_MEDIA_TYPES)[number];
export const SEARCH_MIN_LIKES_MAX = 1_000_000;

/** Post orders: best match (default) or most liked (early access, flag search-most-liked). */
export const SEARCH_SORTS = ['relevance', 'most-liked'] as const;
export type TSearchSort = (typeof SEARCH_SORTS)[number];

/** The Premium-only query fields of GET /api/search (advanced search filters). */
export const SEARCH_FILTER_KEYS = ['country', 'from', 'to', 'media', 'minLikes'] as const;
export type TSearchFilters = {
  country?: string;
  from?: string;
  to?: string;
  media?: TSearchMediaType;
  minLikes?: number;
};

/** True when a query uses any advanced filter (a free member's request is then refused). */
export function hasSearchFilters(query: TSearchFilters): boolean {
  return SEARCH_FILTER_KEYS.some((key) => query[key] !== undefined && query[key] !== '');
}

/** A place named in post locations (until the destinations catalogue adds its own). */
export const ZDestinationResult = z.object({
  name: z.string(),
  postsCount: z.number().int(),
  /** An image from one of its public posts, if any. */
  imageUrl: z.string().nullable(),
});
export type TDestinationResult = z.infer<typeof ZDestinationResult>;

/**
 * GET /api/search: the words in any order, accents and one typo per word forgiven ("pastell
 * belem" finds "Pastel de nata at Belém", "Kyto" finds Kyoto). Without `type`
 * every list holds its first SEARCH_PREVIEW_LIMIT results; with one, only that list is filled and
 * `offset`/`limit` page through it. E-mail matches people only for admins. The advanced filters
 * (country, from, to, media, minLikes) are for Premium members: anyone else gets 403.
 */
export const ZSearchQuery = z
  .object({
    q: z
      .string()
      .trim()
      .min(1, 'is required')
      .max(SEARCH_QUERY_MAX_LENGTH, `must be at most ${SEARCH_QUERY_MAX_LENGTH} characters`),
    type: z.enum(SEARCH_TYPES, 'must be posts, people or destinations').optional(),
    offset: z.coerce.number().int().min(0).max(1000).default(0),
    limit: z.coerce.number().int().min(1).max(50).default(SEARCH_PREVIEW_LIMIT),
    // Advanced filters (Premium, spec 1 §1): they narrow the posts list only.
    /** ISO 3166-1 alpha-2: posts made at a catalogue destination in that country. */
    country: z
      .string()
      .trim()
      .regex(/^[A-Za-z]{2}$/, 'must be a two-letter country code')
      .transform((value) => value.toUpperCase())
      .refine(isCountryCode, 'must be a country code such as PT or JP')
      .optional(),
    /** Posted on or after this day (UTC). */
    from: ZCalendarDate.optional(),
    /** Posted on or before this day (UTC). */
    to: ZCalendarDate.optional(),
    media: z.enum(SEARCH_MEDIA_TYPES, 'must be photo or video').optional(),
    minLikes: z.coerce
      .number()
      .int('must be a whole number')
      .min(0, 'must be at least 0')
      .max(SEARCH_MIN_LIKES_MAX, `must be at most ${SEARCH_MIN_LIKES_MAX}`)
      .optional(),
    /** 'most-liked' is an early-access feature (flag search-most-liked). */
    sort: z.enum(SEARCH_SORTS, 'must be relevance or most-liked').default('relevance'),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    message: 'must be on or after the from date',
    path: ['to'],
  });
export type TSearchQuery = z.input<typeof ZSearchQuery>;
export type TSearchQueryValues = z.output<typeof ZSearchQuery>;

export const ZSearchResults = z.object({
  posts: z.array(ZPost),
  people: z.array(ZPublicUser),
  destinations: z.array(ZDestinationResult),
});
export type TSearchResults = z.infer<typeof ZSearchResults>;

export const SEARCH_RATE_LIMIT = { max: 120, windowMs: 60 * 1000 } as const;

export const searchRoute = defineRoute({
  method: 'GET',
  path: '/api/search',
  tags: ['search'],
  summary: 'Search posts, people and destinations (typo tolerant, privacy respecting)',
  query: ZSearchQuery,
  response: ZSearchResults,
  errors: [400, 401, 403, 429],
});

/** Trending Destinations on home: places most named in recent visible posts. */
export const trendingDestinationsRoute = defineRoute({
  method: 'GET',
  path: '/api/trending/destinations',
  tags: ['search'],
  summary: 'Places most named in public posts of the last 30 days',
  query: z.object({ limit: z.coerce.number().int().min(1).max(10).default(3) }),
  response: z.array(ZDestinationResult),
  errors: [400, 401],
});
