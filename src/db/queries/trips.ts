import { and, eq, isNull, sql } from 'drizzle-orm';
import type { TTripDay } from '../../contract/trips.ts';
import type { Db } from '../client.ts';
import { trips, type TripRow } from '../schema/trips.ts';
import { users } from '../schema/users.ts';

/** What a save writes: the document plus the list columns computed from it. */
export type TripValues = {
  title: string;
  destination: string;
  startDate: string | null;
  endDate: string | null;
  budget: number;
  travelers: number;
  description: string;
  currency: string;
  days: TTripDay[];
  dayCount: number;
  activityCount: number;
  totalCost: number;
};

/** The trip's owner as a shared trip shows them (public profile fields only). */
export type TripOwner = {
  id: string;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
};

/** One row of My Trips, with the keyset of its position. */
export type TripSummaryRow = Pick<
  TripRow,
  | 'id'
  | 'title'
  | 'destination'
  | 'startDate'
  | 'endDate'
  | 'currency'
  | 'budget'
  | 'travelers'
  | 'dayCount'
  | 'activityCount'
  | 'totalCost'
  | 'updatedAt'
> & { isShared: boolean; updatedAtKey: string };

/** Saves a new trip for its owner. */
export async function insertTrip(
  db: Db,
  params: { ownerId: string; values: TripValues },
): Promise<TripRow> {
  const [row] = await db
    .insert(trips)
    .values({ ownerId: params.ownerId, ...params.values })
    .returning();
  if (!row) throw new Error('trip insert returned nothing');
  return row;
}

/** A trip by id, whoever owns it (the service's policy decides who may see it). */
export async function findTripById(db: Db, params: { id: string }): Promise<TripRow | undefined> {
  const [row] = await db.select().from(trips).where(eq(trips.id, params.id)).limit(1);
  return row;
}

/** The trip behind a share link, with its owner's public names, in one query. */
export async function findTripByShareToken(
  db: Db,
  params: { token: string },
): Promise<{ trip: TripRow; owner: TripOwner } | undefined> {
  const [row] = await db
    .select({
      trip: trips,
      owner: {
        id: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        profileImageUrl: users.profileImageUrl,
      },
    })
    .from(trips)
    .innerJoin(users, eq(users.id, trips.ownerId))
    // A suspended member's links go dark with the rest of their content (and work again if lifted).
    .where(and(eq(trips.shareToken, params.token), isNull(users.suspendedAt)))
    .limit(1);
  return row;
}

/**
 * Replaces the document when `version` is still the saved one (optimistic concurrency): one
 * UPDATE … WHERE version = $v, so two racing saves cannot both win. Undefined when the trip is
 * gone, not the owner's, or was saved since.
 */
export async function updateTripAtVersion(
  db: Db,
  params: { id: string; ownerId: string; version: number; values: TripValues },
): Promise<TripRow | undefined> {
  const [row] = await db
    .update(trips)
    .set({
      ...params.values,
      version: sql`${trips.version} + 1`,
      updatedAt: sql`now()`,
    })
    .where(
      and(
        eq(trips.id, params.id),
        eq(trips.ownerId, params.ownerId),
        eq(trips.version, params.version),
      ),
    )
    .returning();
  return row;
}

/** Deletes an owner's trip; false when there was none. */
export async function deleteTripOfOwner(
  db: Db,
  params: { id: string; ownerId: string },
): Promise<boolean> {
  const rows = await db
    .delete(trips)
    .where(and(eq(trips.id, params.id), eq(trips.ownerId, params.ownerId)))
    .returning({ id: trips.id });
  return rows.length > 0;
}

/**
 * Gives the trip `token` as its share link unless it already has one, and returns the link in
 * force (two racing "Share" clicks end with one token). Sharing is not an edit: version and
 * updated_at stay as they are, so an open planner's next autosave is not refused.
 */
export async function ensureShareToken(
  db: Db,
  params: { id: string; ownerId: string; token: string },
): Promise<string | undefined> {
  const [row] = await db
    .update(trips)
    .set({ shareToken: sql`coalesce(${trips.shareToken}, ${params.token})` })
    .where(and(eq(trips.id, params.id), eq(trips.ownerId, params.ownerId)))
    .returning({ shareToken: trips.shareToken });
  return row?.shareToken ?? undefined;
}

/** Revokes the share link (the old token then finds nothing). */
export async function clearShareToken(
  db: Db,
  params: { id: string; ownerId: string },
): Promise<void> {
  await db
    .update(trips)
    .set({ shareToken: null })
    .where(and(eq(trips.id, params.id), eq(trips.ownerId, params.ownerId)));
}

/**
 * One page of the owner's trips, most recently saved first, keyset on (updated_at, id) with full
 * microsecond precision (trips_owner_updated_idx). Reads `limit + 1` rows so the caller knows
 * whether another page exists; never reads the itinerary document.
 */
export async function listTripsOfOwner(
  db: Db,
  params: { ownerId: string; limit: number; before?: { updatedAtKey: string; id: string } },
): Promise<TripSummaryRow[]> {
  const conditions = [eq(trips.ownerId, params.ownerId)];
  if (params.before) {
    conditions.push(
      sql`(${trips.updatedAt}, ${trips.id}) < (timestamptz 'epoch' + ${params.before.updatedAtKey}::bigint * interval '1 microsecond', ${params.before.id}::uuid)`,
    );
  }
  return db
    .select({
      id: trips.id,
      title: trips.title,
      destination: trips.destination,
      startDate: trips.startDate,
      endDate: trips.endDate,
      currency: trips.currency,
      budget: trips.budget,
      travelers: trips.travelers,
      dayCount: trips.dayCount,
      activityCount: trips.activityCount,
      totalCost: trips.totalCost,
      updatedAt: trips.updatedAt,
      isShared: sql<boolean>`${trips.shareToken} is not null`,
      updatedAtKey: sql<string>`(extract(epoch from ${trips.updatedAt}) * 1000000)::bigint::text`,
    })
    .from(trips)
    .where(and(...conditions))
    .orderBy(sql`${trips.updatedAt} desc nulls last`, sql`${trips.id} desc nulls last`)
    .limit(params.limit + 1);
}
