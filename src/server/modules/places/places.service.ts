import { bundledPhotoCredit, photoCreditLine } from '../../../contract/photo-credits.ts';
import { destinationSlug } from '../../../contract/destinations.ts';
import {
  PLACE_POST_EXCERPT_LENGTH,
  type TPlaceImage,
  type TPlacePost,
} from '../../../contract/places.ts';
import {
  bestPlacePhoto,
  findPageDestination,
  placePosts,
  type PageDestinationRow,
  type PostPlace,
} from '../../../db/queries/destination-pages.ts';
import type { Db } from '../../../db/client.ts';
import type { ServiceContext } from '../../context.ts';
import { countryName } from '../../geo/country-facts.ts';
import type { PlacesProvider } from '../../providers/places/google-places.ts';
import { generatedCover } from './covers.ts';
import { TtlCache } from './ttl-cache.ts';

/** How long answers are kept per instance: provider photos longer (each costs a call). */
const PROVIDER_TTL_MS = 30 * 60 * 1000;
const LOCAL_TTL_MS = 5 * 60 * 1000;
const CACHE_ENTRIES = 2_000;

export type PlacesDeps = {
  provider: PlacesProvider | null;
  cache: TtlCache<TPlaceImage>;
};

export function createPlacesDeps(provider: PlacesProvider | null): PlacesDeps {
  return { provider, cache: new TtlCache(CACHE_ENTRIES) };
}

const plainName = (text: string) => destinationSlug(text).replace(/-/g, ' ');

/**
 * The catalogue entry a text names: its slug ('lisbon', 'new-york'), or a label as the
 * catalogue writes them ('Lisbon, Portugal': the place named first, when its country agrees).
 */
async function findNamedDestination(db: Db, text: string): Promise<PageDestinationRow | null> {
  const slug = destinationSlug(text);
  const parts = text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  if (parts.length > 1) {
    const first = destinationSlug(parts[0] ?? '');
    const place = first ? await findPageDestination(db, { slug: first }) : null;
    const country = place?.countryCode ? countryName(place.countryCode) : null;
    if (place && country && plainName(country) === plainName(parts[parts.length - 1] ?? '')) {
      return place;
    }
  }
  return slug ? findPageDestination(db, { slug }) : null;
}

/** The catalogue entry a text names, and the place as posts name it. */
export async function resolvePlace(
  db: Db,
  text: string,
): Promise<{ destination: PageDestinationRow | null; place: PostPlace }> {
  const destination = await findNamedDestination(db, text);
  if (!destination) {
    return {
      destination: null,
      place: { code: null, type: null, name: text.trim(), countryCode: null, countryName: null },
    };
  }
  return {
    destination,
    place: {
      code: destination.code,
      type: destination.type,
      name: destination.name,
      countryCode: destination.countryCode,
      countryName: destination.countryCode ? countryName(destination.countryCode) : null,
    },
  };
}

/**
 * GET /api/places/image/:query. Google Places when configured; else (or when it finds nothing)
 * the catalogue's own image of the place, the most liked public member photo made there, and a
 * generated cover last, so there is always a picture.
 */
export async function placeImage(
  ctx: ServiceContext,
  deps: PlacesDeps,
  input: { query: string },
): Promise<TPlaceImage> {
  const key = input.query.trim().toLowerCase().replace(/\s+/g, ' ');
  const cached = deps.cache.get(key);
  if (cached) return cached;

  if (deps.provider) {
    const photo = await deps.provider.findPhoto(input.query, { log: ctx.log });
    if (photo) {
      const image: TPlaceImage = {
        url: photo.url,
        source: 'google',
        attribution: photo.attribution,
      };
      deps.cache.set(key, image, PROVIDER_TTL_MS);
      return image;
    }
  }
  const { destination, place } = await resolvePlace(ctx.db, input.query);
  let image: TPlaceImage;
  if (destination?.imageUrl) {
    image = { url: destination.imageUrl, source: 'catalogue', attribution: null };
  } else {
    const photo = await bestPlacePhoto(ctx.db, { place });
    // A member's upload is credited to the member; a bundled photo (demo world) to its author.
    const bundled = photo ? bundledPhotoCredit(photo.url) : null;
    image = photo
      ? {
          url: photo.url,
          source: 'member',
          attribution: bundled
            ? { name: `Photo: ${photoCreditLine(bundled)}`, url: '/about' }
            : { name: `Photo: ${photo.authorName}`, url: `/posts/${photo.postId}` },
        }
      : generatedCover(input.query, destination?.countryCode ?? null);
  }
  deps.cache.set(key, image, LOCAL_TTL_MS);
  return image;
}

/** Cuts text at a word boundary with an ellipsis. */
export function excerpt(text: string, max = PLACE_POST_EXCERPT_LENGTH): string {
  const plain = text.replace(/\s+/g, ' ').trim();
  if (plain.length <= max) return plain;
  let cut = plain.slice(0, max - 1);
  // Mid-word: back to the last space (unless that loses too much).
  if (plain[max - 1] !== ' ') {
    const space = cut.lastIndexOf(' ');
    if (space > max * 0.6) cut = cut.slice(0, space);
  }
  return `${cut.replace(/[\s.,;:!?-]+$/, '')}…`;
}

/** GET /api/destination-posts/:location: photo posts at the place the viewer may see. */
export async function listPlacePosts(
  ctx: ServiceContext,
  input: { location: string; limit: number },
): Promise<{ items: TPlacePost[] }> {
  const { place } = await resolvePlace(ctx.db, input.location);
  const rows = await placePosts(ctx.db, {
    viewerId: ctx.viewer?.id ?? null,
    place,
    limit: input.limit,
  });
  return {
    items: rows.flatMap((row) =>
      row.imageUrl
        ? [
            {
              id: row.id,
              excerpt: excerpt(row.content),
              location: row.location,
              imageUrl: row.imageUrl,
              likesCount: row.likesCount,
              commentsCount: row.commentsCount,
              createdAt: row.createdAt.toISOString(),
              author: row.author,
            },
          ]
        : [],
    ),
  };
}
