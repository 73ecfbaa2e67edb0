import { z } from 'zod';
import { ZPost } from './posts.ts';
import { defineRoute } from './route.ts';
import { ZPublicUser } from './users.ts';

export const SEARCH_TYPES = ['posts', 'people', 'destinations'] as const;
export type TSearchType = (typeof SEARCH_TYPES)[number];

export const SEARCH_QUERY_MAX_LENGTH = 100;
/** Results per type when every type is asked for at once (the tab counts of /search). */
export const SEARCH_PREVIEW_LIMIT = 10;

/** A place named in post locations (until the destinations catalogue adds its own). */
export const ZDestinationResult = z.object({
  name: z.string(),
  postsCount: z.number().int(),
  /** An image from one of its public posts, if any. */
  imageUrl: z.string().nullable(),
});
export type TDestinationResult = z.infer<typeof ZDestinationResult>;

/**
 * GET /api/search: full-text plus trigram similarity, so "Kyto" still finds Kyoto. Without `type`
 * every list holds its first SEARCH_PREVIEW_LIMIT results; with one, only that list is filled and
 * `offset`/`limit` page through it. E-mail matches people only for admins.
 */
export const ZSearchQuery = z.object({
  q: z
    .string()
    .trim()
    .min(1, 'is required')
    .max(SEARCH_QUERY_MAX_LENGTH, `must be at most ${SEARCH_QUERY_MAX_LENGTH} characters`),
  type: z.enum(SEARCH_TYPES, 'must be posts, people or destinations').optional(),
  offset: z.coerce.number().int().min(0).max(1000).default(0),
  limit: z.coerce.number().int().min(1).max(50).default(SEARCH_PREVIEW_LIMIT),
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
  errors: [400, 401, 429],
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
