import { timingSafeEqual } from 'node:crypto';
import type { Viewer } from '../../context.ts';

/** A trip as the policies see it. */
export type TripSubject = { ownerId: string };

/**
 * A trip is private to its owner: reading it, saving it, deleting it and managing its share link
 * are the owner's alone. Everyone else is told it does not exist (404), so ids do not leak trips.
 */
export function canAccessTrip(viewer: Viewer | null, trip: TripSubject): boolean {
  return viewer !== null && viewer.id === trip.ownerId;
}

/**
 * Anyone holding the trip's live share link may read it (signed out too); a revoked link (the
 * trip's token is now null or another one) reads nothing. Compared in constant time.
 */
export function canReadSharedTrip(
  _viewer: Viewer | null,
  resource: { shareToken: string | null; token: string },
): boolean {
  if (resource.shareToken === null) return false;
  const expected = Buffer.from(resource.shareToken);
  const given = Buffer.from(resource.token);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
