import type { FastifyBaseLogger } from 'fastify';
import { isMapsImageUrl } from '../../../contract/places.ts';
import type { ProviderCalls } from '../provider-calls.ts';

/**
 * Place photos from Google Places API (New): a Text Search for the query asking only for the
 * places' photos (field mask `places.id,places.photos`), then the first photo's media with
 * `skipHttpRedirect=true`, whose `photoUri` is a short-lived URL on Google's image hosts. Only
 * such URLs are accepted; anything else, an error status, a timeout or an unexpected body is
 * logged and answered with null, so the caller falls back to its other sources. The key travels
 * in the X-Goog-Api-Key header, never in a URL that could be logged.
 */

export type PlacePhoto = {
  url: string;
  /** The photo's author as Google asks apps to credit them. */
  attribution: { name: string; url: string | null } | null;
};

export type PlacesProvider = {
  name: string;
  findPhoto(query: string, options: { log: FastifyBaseLogger }): Promise<PlacePhoto | null>;
};

export type GooglePlacesOptions = {
  apiKey: string;
  /** https://places.googleapis.com, or a local fake in tests. */
  baseUrl: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
  /** Each request's outcome, for the performance summary's "places" provider. */
  calls?: ProviderCalls;
};

/** Wide enough for the destination hero on a large screen. */
export const PLACE_PHOTO_MAX_WIDTH = 1600;
const DEFAULT_TIMEOUT_MS = 5_000;

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null;

/** '//maps.google.com/maps/contrib/1' (as Google writes author links) → 'https://…'. */
function absoluteHttps(value: unknown): string | null {
  if (typeof value !== 'string' || !value) return null;
  const url = value.startsWith('//') ? `https:${value}` : value;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' ? parsed.toString() : null;
  } catch {
    return null;
  }
}

/** The first photo of the first place that has one: its resource name and author. */
export function firstPhoto(
  body: unknown,
): { name: string; attribution: PlacePhoto['attribution'] } | null {
  if (!isObject(body) || !Array.isArray(body.places)) return null;
  for (const place of body.places as unknown[]) {
    if (!isObject(place) || !Array.isArray(place.photos)) continue;
    for (const photo of place.photos as unknown[]) {
      if (!isObject(photo) || typeof photo.name !== 'string') continue;
      // places/{placeId}/photos/{reference}: nothing else may reach the media URL's path.
      if (!/^places\/[\w-]+\/photos\/[\w-]+$/.test(photo.name)) continue;
      const author = Array.isArray(photo.authorAttributions)
        ? (photo.authorAttributions as unknown[]).find(isObject)
        : undefined;
      const name =
        author && typeof author.displayName === 'string' ? author.displayName.trim() : '';
      return {
        name: photo.name,
        attribution: name ? { name, url: absoluteHttps(author?.uri) } : null,
      };
    }
  }
  return null;
}

class PlacesError extends Error {}

export function createGooglePlacesProvider(options: GooglePlacesOptions): PlacesProvider {
  const doFetch = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;

  // Every request's outcome is reported: findPhoto answers null on failure, hiding it.
  async function call(url: string, init: RequestInit): Promise<unknown> {
    try {
      const body = await request(url, init);
      options.calls?.record('places', { ok: true });
      return body;
    } catch (error) {
      options.calls?.record('places', { ok: false, error });
      throw error;
    }
  }

  async function request(url: string, init: RequestInit): Promise<unknown> {
    const response = await doFetch(url, {
      ...init,
      headers: { ...(init.headers as Record<string, string>), 'X-Goog-Api-Key': options.apiKey },
      signal: AbortSignal.timeout(timeoutMs),
      redirect: 'error',
    });
    const text = await response.text();
    if (!response.ok) {
      let detail = `HTTP ${response.status}`;
      try {
        const parsed: unknown = JSON.parse(text);
        if (isObject(parsed) && isObject(parsed.error) && typeof parsed.error.status === 'string') {
          detail += ` ${parsed.error.status}`;
        }
      } catch {
        // not JSON: the status is enough
      }
      throw new PlacesError(detail);
    }
    try {
      return JSON.parse(text) as unknown;
    } catch {
      throw new PlacesError('answer is not JSON');
    }
  }

  return {
    name: 'google-places',
    async findPhoto(query, { log }) {
      try {
        const search = await call(`${options.baseUrl}/v1/places:searchText`, {
          method: 'POST',
          headers: {
            'Content-Type': 'application/json',
            'X-Goog-FieldMask': 'places.id,places.photos',
          },
          body: JSON.stringify({ textQuery: query, languageCode: 'en', pageSize: 5 }),
        });
        const photo = firstPhoto(search);
        if (!photo) return null;
        const params = new URLSearchParams({
          maxWidthPx: String(PLACE_PHOTO_MAX_WIDTH),
          skipHttpRedirect: 'true',
        });
        const media = await call(`${options.baseUrl}/v1/${photo.name}/media?${params}`, {
          method: 'GET',
        });
        const uri = isObject(media) && typeof media.photoUri === 'string' ? media.photoUri : '';
        if (!isMapsImageUrl(uri)) {
          log.warn({ provider: 'google-places' }, 'place photo URL is not on a Google image host');
          return null;
        }
        return { url: uri, attribution: photo.attribution };
      } catch (error) {
        log.warn(
          { provider: 'google-places', reason: error instanceof Error ? error.message : 'error' },
          'place photo lookup failed',
        );
        return null;
      }
    },
  };
}
