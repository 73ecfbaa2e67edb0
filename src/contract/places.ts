import { z } from 'zod';
import { defineRoute, MAX_PATH_PARAM_LENGTH } from './route.ts';
import { ZText } from './strings.ts';

/**
 * Place images (spec 2 §7, spec 3 §7 'Hotel listing images'): GET /api/places/image/{query}
 * answers one photograph of the place the query names, or honestly none (issue 20 §1: a photo
 * shown for a place shows that place). In order: the catalogue's own image, the product's bundled
 * photograph of exactly that place, a configured provider (Google Places, Unsplash, Wikimedia
 * Commons), the most liked public member photo taken there; else `url: null` with `source:
 * 'fallback'` and the place's name, country and region, which the client draws as the designed
 * fallback. Asked as an image (an `<img src>`, whose Accept names images and not JSON) it
 * redirects to the picture, or answers 404 when there is none so the image's fallback shows.
 */

/** Fastify's longest path parameter (longer paths answer 414). */
export const PLACE_IMAGE_QUERY_MAX_LENGTH = MAX_PATH_PARAM_LENGTH;
export const PLACE_IMAGE_SOURCES = [
  'catalogue',
  'bundled',
  'google',
  'unsplash',
  'wikimedia',
  'member',
  'fallback',
] as const;
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

/** Each photo vendor's image hosts: the only remote URLs accepted as its photos. */
export const VENDOR_IMAGE_HOSTS = {
  google: MAPS_IMAGE_HOSTS,
  unsplash: ['images.unsplash.com'],
  wikimedia: ['upload.wikimedia.org'],
} as const;
export type TPlaceImageVendor = keyof typeof VENDOR_IMAGE_HOSTS;

/** True for an https URL on one of the vendor's image hosts. */
export function isVendorImageUrl(vendor: TPlaceImageVendor, url: unknown): url is string {
  if (typeof url !== 'string') return false;
  try {
    const parsed = new URL(url);
    return (
      parsed.protocol === 'https:' &&
      (VENDOR_IMAGE_HOSTS[vendor] as readonly string[]).includes(parsed.hostname.toLowerCase())
    );
  } catch {
    return false;
  }
}

export const ZPlaceImageParams = z.object({
  query: ZText({ max: PLACE_IMAGE_QUERY_MAX_LENGTH, min: 2 }),
});

export const ZPlaceImage = z.object({
  /** The photograph; null when none shows this place (draw the fallback from `place`). */
  url: z.string().nullable(),
  source: z.enum(PLACE_IMAGE_SOURCES),
  /** Who took the photo, shown beside it (every provider and licence asks for the author). */
  attribution: z.object({ name: z.string(), url: z.string().nullable() }).nullable(),
  /** The photo's licence ('CC BY-SA 4.0', 'Unsplash License'); null for member photos. */
  licence: z.object({ name: z.string(), url: z.string().nullable() }).nullable(),
  /** What the fallback shows: the place's name, country and region (its colour). */
  place: z.object({
    name: z.string(),
    country: z.string().nullable(),
    region: z.string().nullable(),
    category: z.enum(['city', 'region', 'country']).nullable(),
  }),
});
export type TPlaceImage = z.infer<typeof ZPlaceImage>;

/** Per IP: every hotel card asks up to four queries. */
export const PLACE_IMAGE_RATE_LIMIT = { max: 240, windowMs: 60 * 1000 } as const;

export const placeImageRoute = defineRoute({
  method: 'GET',
  path: '/api/places/image/:query',
  redirects: true,
  tags: ['places'],
  summary:
    'A photograph of the place: catalogue, bundled, provider or member photo; else the fallback',
  params: ZPlaceImageParams,
  response: ZPlaceImage,
  errors: [400, 404, 429],
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
