import { MAX_CENTRE_DISTANCE_KM } from '../../../../contract/mappings.ts';
import type { CheckOutcome } from './types.ts';

type Point = { latitude: number; longitude: number };

/** Great-circle distance in km. */
export function distanceKm(a: Point, b: Point): number {
  const rad = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * rad;
  const dLon = (b.longitude - a.longitude) * rad;
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(Math.min(1, h)));
}

/**
 * The provider's centre must be within 50 km of ours. Countries and regions are too large for a
 * centre to mean much, and a provider destination without a centre cannot be measured: both pass.
 */
export function checkCentreDistance(
  ours: Point & { type: string },
  theirs: { latitude: number | null; longitude: number | null },
): CheckOutcome {
  if (ours.type !== 'city' || theirs.latitude === null || theirs.longitude === null) return null;
  const km = distanceKm(ours, { latitude: theirs.latitude, longitude: theirs.longitude });
  if (km <= MAX_CENTRE_DISTANCE_KM) return null;
  return `The provider's centre is ${Math.round(km)} km away`;
}
