import { queryOptions, useQueries, useQuery, type QueryClient } from '@tanstack/react-query';
import {
  hotelImageQueries,
  isVendorImageUrl,
  placeImageRoute,
  placePostsRoute,
  type TPlaceImage,
} from '../../../contract/places.ts';
import { destinationContentRoute, hotelContentRoute } from '../../../contract/seo.ts';
import { api } from '../../lib/api.ts';
import { routeKey } from '../../lib/route-query.ts';

/** SEO content and place photos change rarely: kept for the visit. */
const CONTENT_STALE_MS = 10 * 60 * 1000;
const IMAGE_STALE_MS = 30 * 60 * 1000;

export function destinationContentQuery(location: string) {
  const input = { params: { location } };
  return queryOptions({
    queryKey: routeKey(destinationContentRoute, input),
    queryFn: () => api(destinationContentRoute, input),
    staleTime: CONTENT_STALE_MS,
  });
}

export function hotelContentQuery(location: string) {
  const input = { params: { location } };
  return queryOptions({
    queryKey: routeKey(hotelContentRoute, input),
    queryFn: () => api(hotelContentRoute, input),
    staleTime: CONTENT_STALE_MS,
  });
}

export function placeImageQuery(query: string) {
  const input = { params: { query } };
  return queryOptions({
    queryKey: routeKey(placeImageRoute, input),
    queryFn: () => api(placeImageRoute, input),
    staleTime: IMAGE_STALE_MS,
    retry: false,
  });
}

export function usePlaceImage(query: string | null) {
  return useQuery({
    ...placeImageQuery(query ?? ''),
    enabled: Boolean(query && query.length >= 2),
  });
}

/**
 * Spec 2 §7: a hotel photo is accepted only from a photo vendor (Google Places, Unsplash,
 * Wikimedia Commons) on its own image hosts: a bundled or member photo answers for the place,
 * not for its hotels.
 */
export function acceptedHotelImage(image: TPlaceImage | undefined): string | null {
  if (!image) return null;
  const { source, url } = image;
  if (source !== 'google' && source !== 'unsplash' && source !== 'wikimedia') return null;
  return isVendorImageUrl(source, url) ? url : null;
}

/**
 * Hotel photos of a destination: the spec's four queries ('luxury hotels {x}', '{x} hotel lobby',
 * '{x} hotels', 'hotels in {x}'); hotel n takes the first accepted answer from query n on, so the
 * cards differ when several answer. Null means the designed fallback.
 */
export function useHotelImages(place: string, count: number): (string | null)[] {
  const queries = hotelImageQueries(place);
  const results = useQueries({
    queries: queries.map((query) => ({ ...placeImageQuery(query), enabled: place.length > 0 })),
  });
  const accepted = results.map((result) => acceptedHotelImage(result.data));
  return Array.from({ length: count }, (_, index) => {
    for (let step = 0; step < accepted.length; step += 1) {
      const url = accepted[(index + step) % accepted.length];
      if (url) return url;
    }
    return null;
  });
}

export function placePostsQuery(location: string) {
  const input = { params: { location }, query: { limit: 8 } };
  return queryOptions({
    queryKey: routeKey(placePostsRoute, input),
    queryFn: () => api(placePostsRoute, input),
    staleTime: 60_000,
  });
}

/** The place a tours page's address names, as routes/destination-route.tsx reads it, or null. */
export function tourPagePlace(pathname: string): string | null {
  const path = pathname.replace(/\/$/, '');
  const match =
    /^\/destinations\/([^/]+)(?:\/[^/]+)?$/.exec(path) ??
    /^\/destination\/([^/]+)\/[^/]+$/.exec(path);
  if (!match?.[1]) return null;
  try {
    return decodeURIComponent(match[1]).trim() || null;
  } catch {
    return null;
  }
}

/**
 * Where the server drew a tours page's first screen (its hero with the place's photo), the app's
 * first render waits for what that hero shows — the page's content and photo — so it lands on the
 * drawn hero instead of one without its photo and subtitle. public/boot.js asked for both with
 * the page, so they are usually in by then; a photo from a vendor may not be, hence `maxWaitMs`.
 */
export function prefetchTourPageHero(
  queryClient: QueryClient,
  pathname: string,
  maxWaitMs = 1500,
): Promise<unknown> {
  const place = tourPagePlace(pathname);
  if (!place) return Promise.resolve();
  const answers = Promise.all([
    queryClient.prefetchQuery(destinationContentQuery(place)),
    queryClient.prefetchQuery(placeImageQuery(place.replace(/-/g, ' '))),
  ]);
  return Promise.race([answers, new Promise((resolve) => setTimeout(resolve, maxWaitMs))]);
}
