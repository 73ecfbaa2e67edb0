import { randomBytes } from 'node:crypto';
import type { z } from 'zod';
import {
  sharedTripPath,
  type TSharedTrip,
  type TTrip,
  type TTripDay,
  type TTripPage,
  type TTripShare,
  type ZTripCreateBody,
  type ZTripUpdateBody,
} from '../../../contract/trips.ts';
import {
  clearShareToken,
  deleteTripOfOwner,
  ensureShareToken,
  findTripById,
  findTripByShareToken,
  insertTrip,
  listTripsOfOwner,
  updateTripAtVersion,
  type TripValues,
} from '../../../db/queries/trips.ts';
import type { TripRow } from '../../../db/schema/trips.ts';
import type { MemberContext, ServiceContext } from '../../context.ts';
import { conflict, notFound } from '../../http-error.ts';
import { authorize } from '../../policies/authorize.ts';
import { decodeTripCursor, encodeTripCursor } from './trips-cursor.ts';
import { calendarFilename, tripCalendar } from './trips.calendar.ts';
import { presentSharedTrip, presentTrip, presentTripSummary } from './trips.presenter.ts';
import { keysetPage } from '../../http/keyset-page.ts';

type TripFields = z.output<typeof ZTripCreateBody>;
type TripUpdate = z.output<typeof ZTripUpdateBody>;

const TRIP_NOT_FOUND = 'Trip not found';
const SHARED_TRIP_NOT_FOUND =
  'This shared trip is not available: the link may have been turned off';

/** Cents, so sums of decimal costs do not drift (0.1 + 0.2). */
const cents = (amount: number) => Math.round(amount * 100);

/** The document as stored: the validated fields plus the list columns computed from them. */
export function tripValues(fields: TripFields): TripValues {
  // The contract schema (checked by the route) produced these days; copy only known keys.
  const days: TTripDay[] = fields.days.map((day) => ({
    id: day.id,
    date: day.date,
    activities: day.activities.map((activity) => ({
      id: activity.id,
      title: activity.title,
      type: activity.type,
      time: activity.time,
      location: activity.location,
      cost: activity.cost,
      notes: activity.notes,
    })),
  }));
  const activities = days.flatMap((day) => day.activities);
  return {
    title: fields.title,
    destination: fields.destination,
    startDate: fields.startDate,
    endDate: fields.endDate,
    budget: fields.budget,
    travelers: fields.travelers,
    description: fields.description,
    currency: fields.currency,
    days,
    dayCount: days.length,
    activityCount: activities.length,
    totalCost: activities.reduce((sum, activity) => sum + cents(activity.cost), 0) / 100,
  };
}

/** Loads a trip the viewer owns, or answers 404 as if it did not exist. */
async function loadOwnTrip(ctx: ServiceContext, id: string): Promise<TripRow> {
  const row = await findTripById(ctx.db, { id });
  if (!row) throw notFound(TRIP_NOT_FOUND);
  authorize(ctx.viewer, 'trip.access', { ownerId: row.ownerId });
  return row;
}

/** My Trips: the viewer's trips, most recently saved first, one keyset page at a time. */
export async function listMyTrips(
  ctx: MemberContext,
  input: { limit: number; cursor?: string },
): Promise<TTripPage> {
  const before = input.cursor ? decodeTripCursor(input.cursor) : undefined;
  const rows = await listTripsOfOwner(ctx.db, {
    ownerId: ctx.viewer.id,
    limit: input.limit,
    before,
  });
  const { page, nextCursor } = keysetPage(rows, input.limit, (last) =>
    encodeTripCursor({ updatedAtKey: last.updatedAtKey, id: last.id }),
  );
  return { items: page.map(presentTripSummary), nextCursor };
}

/** Saves a new trip for the viewer. */
export async function createTrip(ctx: MemberContext, input: TripFields): Promise<TTrip> {
  const row = await insertTrip(ctx.db, { ownerId: ctx.viewer.id, values: tripValues(input) });
  return presentTrip(row);
}

/** One of the viewer's trips. */
export async function getTrip(ctx: ServiceContext, id: string): Promise<TTrip> {
  return presentTrip(await loadOwnTrip(ctx, id));
}

/**
 * Autosave: replaces the whole trip if `version` is the saved one. A stale version (the trip was
 * saved from another tab or device since it was loaded) is refused with 409 and changes nothing.
 */
export async function updateTrip(
  ctx: MemberContext,
  id: string,
  input: TripUpdate,
): Promise<TTrip> {
  const current = await loadOwnTrip(ctx, id);
  const { version, ...fields } = input;
  const row = await updateTripAtVersion(ctx.db, {
    id,
    ownerId: current.ownerId,
    version,
    values: tripValues(fields),
  });
  if (row) return presentTrip(row);
  const latest = await findTripById(ctx.db, { id });
  if (!latest) throw notFound(TRIP_NOT_FOUND);
  throw conflict(
    `This trip was changed in another tab or device since you opened it (you have version ${version}, the saved one is ${latest.version}). Reload the trip to see the latest changes, then edit again.`,
  );
}

/** Deletes one of the viewer's trips (its share link goes with it). */
export async function deleteTrip(ctx: MemberContext, id: string): Promise<{ ok: true }> {
  const row = await loadOwnTrip(ctx, id);
  const deleted = await deleteTripOfOwner(ctx.db, { id, ownerId: row.ownerId });
  if (!deleted) throw notFound(TRIP_NOT_FOUND);
  return { ok: true };
}

/** The trip's read-only link: the active one, or a new one of 256 random bits. */
export async function shareTrip(ctx: MemberContext, id: string): Promise<TTripShare> {
  const row = await loadOwnTrip(ctx, id);
  const token = await ensureShareToken(ctx.db, {
    id,
    ownerId: row.ownerId,
    token: randomBytes(32).toString('base64url'),
  });
  if (!token) throw notFound(TRIP_NOT_FOUND);
  return { token, path: sharedTripPath(token) };
}

/** Turns the share link off; the old link then answers 404. Turning off an unshared trip is fine. */
export async function unshareTrip(ctx: MemberContext, id: string): Promise<{ ok: true }> {
  const row = await loadOwnTrip(ctx, id);
  await clearShareToken(ctx.db, { id, ownerId: row.ownerId });
  return { ok: true };
}

/** A trip through its share link (signed out too). */
async function loadSharedTrip(ctx: ServiceContext, token: string) {
  const found = await findTripByShareToken(ctx.db, { token });
  if (!found) throw notFound(SHARED_TRIP_NOT_FOUND);
  authorize(ctx.viewer, 'trip.readShared', { shareToken: found.trip.shareToken, token });
  return found;
}

export async function getSharedTrip(ctx: ServiceContext, token: string): Promise<TSharedTrip> {
  const { trip, owner } = await loadSharedTrip(ctx, token);
  return presentSharedTrip(trip, owner);
}

/** An .ics file: its name (from the title) and text. */
export type TripCalendarFile = { filename: string; body: string };

/** One of the viewer's trips as iCalendar. */
export async function tripCalendarFile(ctx: ServiceContext, id: string): Promise<TripCalendarFile> {
  const row = await loadOwnTrip(ctx, id);
  return { filename: calendarFilename(row.title || row.destination), body: tripCalendar(row) };
}

/** A shared trip as iCalendar; the events link back to the shared page when BASE_URL is known. */
export async function sharedTripCalendarFile(
  ctx: ServiceContext,
  token: string,
): Promise<TripCalendarFile> {
  const { trip } = await loadSharedTrip(ctx, token);
  const base = ctx.config.baseUrl?.replace(/\/+$/, '');
  return {
    filename: calendarFilename(trip.title || trip.destination),
    body: tripCalendar(trip, base ? { url: `${base}${sharedTripPath(token)}` } : {}),
  };
}
