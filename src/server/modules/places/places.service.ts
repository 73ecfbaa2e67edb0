import { continents, countries, type TCountryCode } from 'countries-list';
import {
  bundledPhotoCredit,
  licenceName,
  PHOTO_CREDITS,
  photoCreditLine,
} from '../../../contract/photo-credits.ts';
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
import {
  bundledPhotoUrl,
  findBundledPhoto,
  type BundledPhoto,
} from '../../providers/places/bundled-photos.ts';
import type { PlaceImagesProvider } from '../../providers/places/place-images.ts';
import { TtlCache } from './ttl-cache.ts';

/** How long answers are kept per instance: provider photos longer (each costs a call). */
const PROVIDER_TTL_MS = 30 * 60 * 1000;
const LOCAL_TTL_MS = 5 * 60 * 1000;
const CACHE_ENTRIES = 2_000;

export type PlacesDeps = {
  /** Asked in order (Google Places, Unsplash, Wikimedia Commons: those configured). */
  providers: readonly PlaceImagesProvider[];
  /** Answers with their author and licence, so a cached photo keeps its credit. */
  cache: TtlCache<TPlaceImage>;
};

export function createPlacesDeps(providers: readonly PlaceImagesProvider[]): PlacesDeps {
  return { providers, cache: new TtlCache(CACHE_ENTRIES) };
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

/** The continent of a country ('Europe'): the fallback's colour family. */
export function continentOf(countryCode: string | null): string | null {
  const country = countryCode ? countries[countryCode.toUpperCase() as TCountryCode] : undefined;
  return country ? (continents[country.continent] ?? null) : null;
}

/**
 * The bundled photograph of exactly the place: the catalogue entry's name in its country, else
 * the text itself ('Eiffel Tower'; 'Avignon, France' when France is Avignon's photo's country).
 */
function bundledMatch(text: string, destination: PageDestinationRow | null): BundledPhoto | null {
  if (destination) return findBundledPhoto(destination.name, destination.countryCode);
  const parts = text.split(',').map((part) => part.trim());
  if (parts.length === 1) return findBundledPhoto(text, null);
  const match = findBundledPhoto(parts[0] ?? '', null);
  const country = match ? countryName(match.countryCode) : null;
  return match && country && plainName(country) === plainName(parts[parts.length - 1] ?? '')
    ? match
    : null;
}

/** A bundled photograph credited as its licence asks; /about lists every one in full. */
export function bundledImage(photo: BundledPhoto, place: TPlaceImage['place']): TPlaceImage {
  const credit = PHOTO_CREDITS.find((candidate) => candidate.id === photo.id);
  return {
    url: bundledPhotoUrl(photo.id),
    source: 'bundled',
    attribution: credit ? { name: `Photo: ${photoCreditLine(credit)}`, url: '/about' } : null,
    licence: credit ? { name: licenceName(credit), url: '/about' } : null,
    place,
  };
}

/**
 * GET /api/places/image/:query: a photograph of the place the query names, or none. In order:
 * the catalogue's own image, the bundled photograph of exactly that place, each configured
 * provider, the most liked public member photo made there; else `url: null` with what the
 * client's designed fallback needs. Never a photograph of somewhere else.
 */
export async function placeImage(
  ctx: ServiceContext,
  deps: PlacesDeps,
  input: { query: string },
): Promise<TPlaceImage> {
  const key = input.query.trim().toLowerCase().replace(/\s+/g, ' ');
  const cached = deps.cache.get(key);
  if (cached) return cached;

  const { place, postPlace, local } = await localPlaceImage(ctx.db, input.query);
  const remember = (image: TPlaceImage, ttl = LOCAL_TTL_MS) => {
    deps.cache.set(key, image, ttl);
    return image;
  };
  if (local) return remember(local);

  for (const provider of deps.providers) {
    const photo = await provider.findPhoto(input.query, { log: ctx.log });
    if (photo) return remember({ ...photo, source: provider.source, place }, PROVIDER_TTL_MS);
  }

  const member = await bestPlacePhoto(ctx.db, { place: postPlace });
  if (member) {
    // A member's upload is credited to the member; a bundled photo (demo world) to its author.
    const bundledCredit = bundledPhotoCredit(member.url);
    return remember({
      url: member.url,
      source: 'member',
      attribution: bundledCredit
        ? { name: `Photo: ${photoCreditLine(bundledCredit)}`, url: '/about' }
        : { name: `Photo: ${member.authorName}`, url: `/posts/${member.postId}` },
      licence: bundledCredit ? { name: licenceName(bundledCredit), url: '/about' } : null,
      place,
    });
  }
  return remember({ url: null, source: 'fallback', attribution: null, licence: null, place });
}

/**
 * What `placeImage` answers for a query without asking a provider: the place as its designed
 * fallback draws it, and the catalogue's own image, else the bundled photograph of exactly that
 * place (null when a provider or member photo, or none, would answer). For the destination page's
 * image hint and drawn hero, which must not wait on a vendor.
 */
export async function localPlaceImage(
  db: Db,
  query: string,
): Promise<{ place: TPlaceImage['place']; postPlace: PostPlace; local: TPlaceImage | null }> {
  const { destination, place: postPlace } = await resolvePlace(db, query);
  const place: TPlaceImage['place'] = {
    name: destination?.name ?? query.trim(),
    country: destination?.type === 'country' ? null : postPlace.countryName,
    region: continentOf(destination?.countryCode ?? null),
    category: destination?.type ?? null,
  };
  if (destination?.imageUrl) {
    const local = {
      url: destination.imageUrl,
      source: 'catalogue',
      attribution: null,
      licence: null,
      place,
    } as const;
    return { place, postPlace, local };
  }
  const bundled = bundledMatch(query, destination);
  return { place, postPlace, local: bundled ? bundledImage(bundled, place) : null };
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
