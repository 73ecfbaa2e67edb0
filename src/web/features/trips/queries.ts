import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { routeUrl } from '../../../contract/route.ts';
import {
  deleteTripRoute,
  getTripRoute,
  listTripsRoute,
  sharedTripCalendarRoute,
  sharedTripRoute,
  shareTripRoute,
  tripCalendarRoute,
  unshareTripRoute,
  type TTrip,
  type TTripShare,
} from '../../../contract/trips.ts';
import { api } from '../../lib/api.ts';
import { routeKey, routeQueryOptions, useCursorQuery } from '../../lib/route-query.ts';
import { STALE } from '../../lib/staleness.ts';

/** My Trips (first page of 20, more on demand). */
export function useMyTrips() {
  return useCursorQuery(listTripsRoute, { query: {} }, (page) => page);
}

/** One of the member's trips, read once when the planner opens it (autosave keeps it after). */
export function useTrip(id: string | null) {
  return useQuery({
    ...routeQueryOptions(getTripRoute, { params: { id: id ?? '' } }),
    enabled: id !== null,
    staleTime: STALE.never,
    gcTime: 0,
    refetchOnWindowFocus: false,
  });
}

/** The read-only page of a shared link (signed out too). */
export function useSharedTrip(token: string) {
  return useQuery({
    ...routeQueryOptions(sharedTripRoute, { params: { token } }),
    staleTime: STALE.shared,
    retry: false,
  });
}

/** My Trips shows the change at once (title, dates, totals) after each save. */
export function useInvalidateTrips() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: routeKey(listTripsRoute) });
}

export function useDeleteTrip() {
  const invalidate = useInvalidateTrips();
  return useMutation({
    mutationFn: (id: string) => api(deleteTripRoute, { params: { id } }),
    onSettled: invalidate,
  });
}

export function useShareTrip(id: string | null, onShare: (share: TTripShare | null) => void) {
  const invalidate = useInvalidateTrips();
  const create = useMutation({
    mutationFn: () => api(shareTripRoute, { params: { id: id ?? '' } }),
    onSuccess: (share) => onShare(share),
    onSettled: invalidate,
  });
  const revoke = useMutation({
    mutationFn: () => api(unshareTripRoute, { params: { id: id ?? '' } }),
    onSuccess: () => onShare(null),
    onSettled: invalidate,
  });
  return { create, revoke };
}

/** The .ics download of a saved trip. */
export const tripCalendarUrl = (id: string) => routeUrl(tripCalendarRoute, { id });
export const sharedTripCalendarUrl = (token: string) =>
  routeUrl(sharedTripCalendarRoute, { token });

/** The whole link to copy: this site's origin plus the share path. */
export const shareLink = (share: TTripShare) => new URL(share.path, window.location.origin).href;

export type { TTrip };
