import type { FastifyInstance, FastifyReply } from 'fastify';
import {
  createTripRoute,
  deleteTripRoute,
  getTripRoute,
  listTripsRoute,
  sharedTripCalendarRoute,
  sharedTripRoute,
  shareTripRoute,
  TRIP_WRITE_RATE_LIMIT,
  tripCalendarRoute,
  unshareTripRoute,
  updateTripRoute,
} from '../../../contract/trips.ts';
import { addRoute } from '../../http/route.ts';
import {
  createTrip,
  deleteTrip,
  getSharedTrip,
  getTrip,
  listMyTrips,
  sharedTripCalendarFile,
  shareTrip,
  tripCalendarFile,
  unshareTrip,
  updateTrip,
  type TripCalendarFile,
} from './trips.service.ts';

/** Writes per member (autosave sends often); reads per member; shared links per IP. */
const WRITES = { ...TRIP_WRITE_RATE_LIMIT, perMember: true };
const READS = { max: 300, windowMs: 60 * 1000, perMember: true };
const SHARED_READS = { max: 120, windowMs: 60 * 1000 };
/**
 * A trip at every limit (60 days × 30 activities, every text field full) is about 2.6 MB of
 * ASCII JSON; real itineraries are a few KB. Larger bodies get 413.
 */
const TRIP_BODY_LIMIT = 4 * 1024 * 1024;

/** Trip planner: the member's saved trips, share links and calendar export. */
export async function tripsRoutes(app: FastifyInstance) {
  addRoute(app, listTripsRoute, { auth: 'user', rateLimit: READS }, async ({ ctx, query }) =>
    listMyTrips(ctx, query),
  );
  addRoute(
    app,
    createTripRoute,
    { auth: 'user', rateLimit: WRITES, bodyLimit: TRIP_BODY_LIMIT },
    async ({ ctx, body }) => createTrip(ctx, body),
  );
  addRoute(app, getTripRoute, { auth: 'user', rateLimit: READS }, async ({ ctx, params }) =>
    getTrip(ctx, params.id),
  );
  addRoute(
    app,
    updateTripRoute,
    { auth: 'user', rateLimit: WRITES, bodyLimit: TRIP_BODY_LIMIT },
    async ({ ctx, params, body }) => updateTrip(ctx, params.id, body),
  );
  addRoute(app, deleteTripRoute, { auth: 'user', rateLimit: WRITES }, async ({ ctx, params }) =>
    deleteTrip(ctx, params.id),
  );
  addRoute(app, shareTripRoute, { auth: 'user', rateLimit: WRITES }, async ({ ctx, params }) =>
    shareTrip(ctx, params.id),
  );
  addRoute(app, unshareTripRoute, { auth: 'user', rateLimit: WRITES }, async ({ ctx, params }) =>
    unshareTrip(ctx, params.id),
  );
  addRoute(app, sharedTripRoute, { rateLimit: SHARED_READS }, async ({ ctx, params }) =>
    getSharedTrip(ctx, params.token),
  );
  addRoute(
    app,
    tripCalendarRoute,
    { auth: 'user', rateLimit: READS },
    async ({ ctx, params, reply }) => sendCalendar(reply, await tripCalendarFile(ctx, params.id)),
  );
  addRoute(
    app,
    sharedTripCalendarRoute,
    { rateLimit: SHARED_READS },
    async ({ ctx, params, reply }) =>
      sendCalendar(reply, await sharedTripCalendarFile(ctx, params.token)),
  );
}

/** A text/calendar attachment named after the trip. */
function sendCalendar(reply: FastifyReply, file: TripCalendarFile) {
  return reply
    .type('text/calendar; charset=utf-8')
    .header('content-disposition', `attachment; filename="${file.filename}"`)
    .send(file.body);
}
