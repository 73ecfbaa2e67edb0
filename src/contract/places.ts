import { z } from 'zod';
import { defineRoute, MAX_PATH_PARAM_LENGTH } from './route.ts';
import { ZText } from './strings.ts';

/**
 * Place images (spec 2 §7, spec 3 §7 'Hotel listing images'): GET /api/places/image/{query}
 * answers one picture of a place. The server asks Google Places when GOOGLE_PLACES_API_KEY is set,
 * else uses the catalogue's own image of the place, else the most liked public member photo taken
 * there, else a generated cover from the product's own photos; `source` says which. Asked as an
 * image (an `<img src>`, whose Accept names images and not JSON) it redirects to the picture.
 */

/** Fastify's longest path parameter (longer paths answer 414). */
export const PLACE_IMAGE_QUERY_MAX_LENGTH = MAX_PATH_PARAM_LENGTH;
export const PLACE_IMAGE_SOURCES = ['google', 'catalogue', 'member', 'generated'] as const;
export type TPlaceImageSource = (typeof PLACE_IMAGE_SOURCES)[number];

/** The hosts Google Places serves photos from: the only remote URLs accepted as place photos. */
export const MAPS_IMAGE_HOSTS = [
  'lh3.googleusercontent.com',
  'lh4.googleusercontent.com',
  'lh5.googleusercontent.com',
  'lh6.googleusercontent.com',
  'places.googleapis.com',
  'maps.googleapis.com',
] as const;

/** True for an https URL on one of the maps provider's image hosts. */
export function isMapsImageUrl(url: string): boolean {
  try {
    const parsed = new URL(url);
    return (
      parsed.protocol === 'https:' &&
      (MAPS_IMAGE_HOSTS as readonly string[]).includes(parsed.hostname.toLowerCase())
    );
  } catch {
    return false;
  }
}

export const ZPlaceImageParams = z.object({
  query: ZText({ max: PLACE_IMAGE_QUERY_MAX_LENGTH, min: 2 }),
});

export const ZPlaceImage = z.object({
  url: z.string(),
  source: z.enum(PLACE_IMAGE_SOURCES),
  /** Who took the photo, shown beside it (Google requires the author's attribution). */
  attribution: z.object({ name: z.string(), url: z.string().nullable() }).nullable(),
});
export type TPlaceImage = z.infer<typeof ZPlaceImage>;

/** Per IP: every hotel card asks up to four queries. */
export const PLACE_IMAGE_RATE_LIMIT = { max: 240, windowMs: 60 * 1000 } as const;

export const placeImageRoute = defineRoute({
  method: 'GET',
  path: '/api/places/image/:query',
  redirects: true,
  tags: ['places'],
  summary: 'A photo of a place: Google Places, else a member photo taken there, else a cover',
  params: ZPlaceImageParams,
  response: ZPlaceImage,
  errors: [400, 429],
});

/** Spec 2 §7: the queries a hotel image tries, in order, before the stock fallback. */
export function hotelImageQueries(place: string): string[] {
  return [
    `luxury hotels ${place}`,
    `${place} hotel lobby`,
    `${place} hotels`,
    `hotels in ${place}`,
  ];
}

/** Member posts at a destination: the destination page's 'From the community' strip (issue 9 §3). */
export const PLACE_POSTS_DEFAULT_LIMIT = 8;
export const PLACE_POSTS_MAX_LIMIT = 24;
export const PLACE_POST_EXCERPT_LENGTH = 140;

export const ZPlacePost = z.object({
  id: z.string(),
  /** The start of the post's text (at most PLACE_POST_EXCERPT_LENGTH characters). */
  excerpt: z.string(),
  location: z.string().nullable(),
  imageUrl: z.string(),
  likesCount: z.number().int(),
  commentsCount: z.number().int(),
  createdAt: z.string(),
  author: z.object({
    id: z.string(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    profileImageUrl: z.string().nullable(),
  }),
});
export type TPlacePost = z.infer<typeof ZPlacePost>;

export const placePostsRoute = defineRoute({
  method: 'GET',
  path: '/api/destination-posts/:location',
  tags: ['places'],
  summary:
    'Photo posts made at a destination that the viewer may see (public ones for visitors), most liked first',
  params: z.object({ location: ZText({ max: 100, min: 1 }) }),
  query: z.object({
    limit: z.coerce
      .number()
      .int()
      .min(1)
      .max(PLACE_POSTS_MAX_LIMIT, `must be at most ${PLACE_POSTS_MAX_LIMIT}`)
      .default(PLACE_POSTS_DEFAULT_LIMIT),
  }),
  response: z.object({ items: z.array(ZPlacePost) }),
  errors: [400, 429],
});
