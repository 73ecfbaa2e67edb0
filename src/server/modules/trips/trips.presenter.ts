import {
  sharedTripPath,
  type TSharedTrip,
  type TTrip,
  type TTripSummary,
} from '../../../contract/trips.ts';
import type { TripOwner, TripSummaryRow } from '../../../db/queries/trips.ts';
import type { TripRow } from '../../../db/schema/trips.ts';

/** The fields both views of a trip show. */
function tripView(row: TripRow) {
  return {
    id: row.id,
    title: row.title,
    destination: row.destination,
    startDate: row.startDate,
    endDate: row.endDate,
    budget: row.budget,
    travelers: row.travelers,
    description: row.description,
    currency: row.currency,
    days: row.days,
    totalCost: row.totalCost,
    activityCount: row.activityCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The owner's trip: with the version to save against and the share link. */
export function presentTrip(row: TripRow): TTrip {
  return {
    ...tripView(row),
    version: row.version,
    share: row.shareToken ? { token: row.shareToken, path: sharedTripPath(row.shareToken) } : null,
  };
}

/** A trip read through its share link: no version, no token, only the owner's public names. */
export function presentSharedTrip(row: TripRow, owner: TripOwner): TSharedTrip {
  return {
    ...tripView(row),
    owner: {
      id: owner.id,
      firstName: owner.firstName,
      lastName: owner.lastName,
      profileImageUrl: owner.profileImageUrl,
    },
  };
}

/** One row of My Trips. */
export function presentTripSummary(row: TripSummaryRow): TTripSummary {
  return {
    id: row.id,
    title: row.title,
    destination: row.destination,
    startDate: row.startDate,
    endDate: row.endDate,
    currency: row.currency,
    budget: row.budget,
    travelers: row.travelers,
    dayCount: row.dayCount,
    activityCount: row.activityCount,
    totalCost: row.totalCost,
    isShared: row.isShared,
    updatedAt: row.updatedAt.toISOString(),
  };
}
