import { queryOptions, useQueries, useQuery } from '@tanstack/react-query';
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
