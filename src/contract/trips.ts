import { z } from 'zod';
import { ZOkResponse } from './common.ts';
import { CURRENCIES, DEFAULT_CURRENCY } from './currency-format.ts';
import { defineRoute } from './route.ts';
import { ZCalendarDate, ZText } from './strings.ts';

/**
 * Trip planner (issue 11; spec 2 §2 'Trip planner', §3 Trip/Day/Activity, §4, §5, §9). The spec's
 * planner keeps the trip in the page; here a member's trips are saved (autosave sends the whole
 * document with its `version`), listed as My Trips, shared read-only through a link and exported
 * as an iCalendar file.
 */

/** Spec 2 §3: activity types (default attraction) and their colours. */
export const ACTIVITY_TYPES = [
  'hotel',
  'restaurant',
  'attraction',
  'transport',
  'activity',
] as const;
export type TActivityType = (typeof ACTIVITY_TYPES)[number];
export const DEFAULT_ACTIVITY_TYPE: TActivityType = 'attraction';
export const ACTIVITY_TYPE_COLORS: Record<TActivityType, string> = {
  hotel: 'blue',
  restaurant: 'green',
  attraction: 'purple',
  transport: 'orange',
  activity: 'red',
};
export const ACTIVITY_TYPE_LABELS: Record<TActivityType, string> = {
  hotel: 'Hotel',
  restaurant: 'Restaurant',
  attraction: 'Attraction',
  transport: 'Transport',
  activity: 'Activity',
};

/** Spec 2 §9: default travelers 2; §5: at least 1. */
export const DEFAULT_TRAVELERS = 2;
export const TRAVELERS_MIN = 1;
export const TRAVELERS_MAX = 100;

/** Limits of one trip (the server answers 400 with these numbers in the message). */
export const TRIP_MAX_DAYS = 60;
export const TRIP_MAX_ACTIVITIES_PER_DAY = 30;
export const TRIP_TITLE_MAX = 120;
export const TRIP_DESTINATION_MAX = 120;
export const TRIP_DESCRIPTION_MAX = 2000;
export const ACTIVITY_TITLE_MAX = 120;
export const ACTIVITY_LOCATION_MAX = 200;
export const ACTIVITY_NOTES_MAX = 1000;
export const ACTIVITY_ID_MAX = 64;
/** Largest budget and activity cost, in the trip's currency (whole units). */
export const TRIP_BUDGET_MAX = 100_000_000;
export const ACTIVITY_COST_MAX = 10_000_000;

/** My Trips pages. */
export const TRIPS_PAGE_DEFAULT = 20;
export const TRIPS_PAGE_MAX = 50;
/** Writes per signed-in member (autosave sends often). */
export const TRIP_WRITE_RATE_LIMIT = { max: 120, windowMs: 60 * 1000 } as const;
/** Autosave waits this long after the last change before saving. */
export const TRIP_AUTOSAVE_DELAY_MS = 1000;

/** The web page of a shared trip (the link a member copies). */
export const sharedTripPath = (token: string) => `/trips/shared/${encodeURIComponent(token)}`;

/** Spec 2 §3: a day's id is 'day-N', N counting from 1. */
export const dayId = (index: number) => `day-${index + 1}`;

/** The YYYY-MM-DD `days` days after `date` (UTC calendar arithmetic, no time zones involved). */
export function addDays(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** Calendar days from start to end, both included (0 or less when end is before start). */
export function tripLength(startDate: string, endDate: string): number {
  const start = Date.parse(`${startDate}T00:00:00Z`);
  const end = Date.parse(`${endDate}T00:00:00Z`);
  return Math.round((end - start) / 86_400_000) + 1;
}

/** Spec 2 §4: one day per calendar day, inclusive, each without activities. */
export function generateDays(startDate: string, endDate: string): TTripDay[] {
  const length = tripLength(startDate, endDate);
  return Array.from({ length: Math.max(0, length) }, (_, index) => ({
    id: dayId(index),
    date: addDays(startDate, index),
    activities: [],
  }));
}

const SUPPORTED_CODES = new Set(CURRENCIES.map((currency) => currency.code));

/** A currency the app can price in (ISO 4217, any case, upper-cased). */
export const ZTripCurrency = z
  .string('must be a currency code')
  .trim()
  .transform((value) => value.toUpperCase())
  .refine((value) => SUPPORTED_CODES.has(value), 'must be a supported currency code');

const ZMoney = (max: number) =>
  z
    .number('must be a number')
    .min(0, 'must be at least 0')
    .max(max, `must be at most ${max}`)
    // Money keeps cents: 12.345 is stored as 12.35.
    .transform((value) => Math.round(value * 100) / 100);

/** 'HH:MM' on the 24-hour clock; '' or null means no time (an all-day activity). */
export const ZActivityTime = z
  .union([
    z
      .string()
      .trim()
      .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be a time (HH:MM)'),
    z.literal(''),
    z.null(),
  ])
  .optional()
  .transform((value) => (value ? value : null));

/** Spec 2 §3 Activity. `id` is chosen by the client (unique within the trip). */
export const ZActivityInput = z.object({
  id: z
    .string('must be text')
    .regex(/^[A-Za-z0-9_-]+$/, 'must be letters, digits, - or _')
    .max(ACTIVITY_ID_MAX, `must be at most ${ACTIVITY_ID_MAX} characters`),
  title: ZText({ max: ACTIVITY_TITLE_MAX, min: 1 }),
  type: z
    .enum(ACTIVITY_TYPES, `must be one of ${ACTIVITY_TYPES.join(', ')}`)
    .default(DEFAULT_ACTIVITY_TYPE),
  time: ZActivityTime,
  location: ZText({ max: ACTIVITY_LOCATION_MAX }).default(''),
  cost: ZMoney(ACTIVITY_COST_MAX).default(0),
  notes: ZText({ max: ACTIVITY_NOTES_MAX, multiline: true }).default(''),
});
export type TActivityInput = z.input<typeof ZActivityInput>;

export const ZActivity = z.object({
  id: z.string(),
  title: z.string(),
  type: z.enum(ACTIVITY_TYPES),
  /** 'HH:MM' or null (no time). */
  time: z.string().nullable(),
  location: z.string(),
  cost: z.number(),
  notes: z.string(),
});
export type TActivity = z.infer<typeof ZActivity>;

/** Spec 2 §3 Day: id 'day-N', date YYYY-MM-DD. */
export const ZTripDayInput = z.object({
  id: z.string('must be text').max(10, 'must be at most 10 characters'),
  date: ZCalendarDate,
  activities: z
    .array(ZActivityInput)
    .max(TRIP_MAX_ACTIVITIES_PER_DAY, `must be at most ${TRIP_MAX_ACTIVITIES_PER_DAY} per day`),
});

export const ZTripDay = z.object({
  id: z.string(),
  date: z.string(),
  activities: z.array(ZActivity),
});
export type TTripDay = z.infer<typeof ZTripDay>;

/** The fields of a trip as the planner edits them. */
const tripFields = {
  title: ZText({ max: TRIP_TITLE_MAX }).default(''),
  destination: ZText({ max: TRIP_DESTINATION_MAX }).default(''),
  /** Null until chosen (spec 2 §5: Generate Itinerary needs both dates). */
  startDate: ZCalendarDate.nullable().default(null),
  endDate: ZCalendarDate.nullable().default(null),
  budget: ZMoney(TRIP_BUDGET_MAX).default(0),
  travelers: z
    .number('must be a number')
    .int('must be a whole number')
    .min(TRAVELERS_MIN, `must be at least ${TRAVELERS_MIN}`)
    .max(TRAVELERS_MAX, `must be at most ${TRAVELERS_MAX}`)
    .default(DEFAULT_TRAVELERS),
  description: ZText({ max: TRIP_DESCRIPTION_MAX, multiline: true }).default(''),
  /** The member's display currency when the trip was planned; budget and costs are in it. */
  currency: ZTripCurrency.default(DEFAULT_CURRENCY),
  /** Empty until the itinerary is generated ('Ready to Plan?'). */
  days: z
    .array(ZTripDayInput)
    .max(TRIP_MAX_DAYS, `must be at most ${TRIP_MAX_DAYS} days`)
    .default([]),
};

type TTripShape = {
  startDate: string | null;
  endDate: string | null;
  days: { id: string; date: string; activities: { id: string }[] }[];
};

/**
 * Spec 2 §4/§5 and the limits: end on or after start, at most TRIP_MAX_DAYS days, and days (once
 * generated) exactly one per calendar day from start to end, in order, with ids day-1…day-N;
 * activity ids unique within the trip (they name the calendar events).
 */
export function checkTrip(trip: TTripShape, ctx: z.RefinementCtx): void {
  const { startDate, endDate, days } = trip;
  if (startDate && endDate) {
    const length = tripLength(startDate, endDate);
    if (length < 1) {
      ctx.addIssue({
        code: 'custom',
        path: ['endDate'],
        message: 'must be on or after the start date',
      });
      return;
    }
    if (length > TRIP_MAX_DAYS) {
      ctx.addIssue({
        code: 'custom',
        path: ['endDate'],
        message: `must be at most ${TRIP_MAX_DAYS} days after the start date (a trip lasts at most ${TRIP_MAX_DAYS} days)`,
      });
      return;
    }
  }
  if (days.length === 0) return;
  if (!startDate || !endDate) {
    ctx.addIssue({ code: 'custom', path: ['days'], message: 'need a start date and an end date' });
    return;
  }
  const length = tripLength(startDate, endDate);
  const matches =
    days.length === length &&
    days.every((day, index) => day.id === dayId(index) && day.date === addDays(startDate, index));
  if (!matches) {
    ctx.addIssue({
      code: 'custom',
      path: ['days'],
      message: `must be one per calendar day from ${startDate} to ${endDate} (day-1 to day-${length}); generate the itinerary again`,
    });
    return;
  }
  const seen = new Set<string>();
  for (const day of days) {
    for (const activity of day.activities) {
      if (seen.has(activity.id)) {
        ctx.addIssue({
          code: 'custom',
          path: ['days'],
          message: `must not repeat the activity ID ${activity.id}`,
        });
        return;
      }
      seen.add(activity.id);
    }
  }
}

/** POST /api/trips. Every field has a default, so an empty draft can be saved. */
export const ZTripCreateBody = z.object(tripFields).superRefine(checkTrip);
export type TTripCreateBody = z.input<typeof ZTripCreateBody>;

/**
 * PUT /api/trips/:id: the whole document plus the `version` it was loaded at (optimistic
 * concurrency: a stale version answers 409).
 */
export const ZTripUpdateBody = z
  .object({
    ...tripFields,
    version: z
      .number({
        error: (issue) => (issue.input === undefined ? 'is required' : 'must be a number'),
      })
      .int('must be a whole number')
      .min(1, 'must be at least 1'),
  })
  .superRefine(checkTrip);
export type TTripUpdateBody = z.input<typeof ZTripUpdateBody>;

/** The read-only share link of a trip. */
export const ZTripShare = z.object({
  token: z.string(),
  /** '/trips/shared/<token>' (the web page); prefix the site's origin to copy it. */
  path: z.string(),
});
export type TTripShare = z.infer<typeof ZTripShare>;

const tripView = {
  id: z.uuid(),
  title: z.string(),
  destination: z.string(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  budget: z.number(),
  travelers: z.number().int(),
  description: z.string(),
  currency: z.string(),
  days: z.array(ZTripDay),
  /** Sum of every activity's cost, in `currency`. */
  totalCost: z.number(),
  activityCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
};

/** The owner's view of a trip. */
export const ZTrip = z.object({
  ...tripView,
  /** Increments on every save; send it back with PUT. */
  version: z.number().int(),
  /** The active share link, null when not shared (or revoked). */
  share: ZTripShare.nullable(),
});
export type TTrip = z.infer<typeof ZTrip>;

/** GET /api/trips/shared/:token: the read-only view (no version, no share token, no owner's private fields). */
export const ZSharedTrip = z.object({
  ...tripView,
  owner: z.object({
    id: z.uuid(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    profileImageUrl: z.string().nullable(),
  }),
});
export type TSharedTrip = z.infer<typeof ZSharedTrip>;

/** One row of My Trips. */
export const ZTripSummary = z.object({
  id: z.uuid(),
  title: z.string(),
  destination: z.string(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  currency: z.string(),
  budget: z.number(),
  travelers: z.number().int(),
  dayCount: z.number().int(),
  activityCount: z.number().int(),
  totalCost: z.number(),
  isShared: z.boolean(),
  updatedAt: z.string(),
});
export type TTripSummary = z.infer<typeof ZTripSummary>;

export const ZTripPage = z.object({
  items: z.array(ZTripSummary),
  nextCursor: z.string().nullable(),
});
export type TTripPage = z.infer<typeof ZTripPage>;

/** My Trips: most recently saved first, keyset `cursor` from the previous page. */
export const ZTripListQuery = z.object({
  limit: z.coerce
    .number('must be a number')
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(TRIPS_PAGE_MAX, `must be at most ${TRIPS_PAGE_MAX}`)
    .default(TRIPS_PAGE_DEFAULT),
  cursor: z.string().max(200, 'must be at most 200 characters').optional(),
});
export type TTripListQuery = z.input<typeof ZTripListQuery>;

const ZTripParams = z.object({ id: z.uuid('must be a valid ID') });
/** What a share link's token can look like (anything else is no link at all). */
export const SHARE_TOKEN_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;
const ZShareTokenParams = z.object({
  token: z.string().regex(SHARE_TOKEN_PATTERN, 'must be a valid share link'),
});

export const listTripsRoute = defineRoute({
  method: 'GET',
  path: '/api/trips',
  tags: ['trips'],
  summary: "My Trips: the member's trips, most recently saved first",
  query: ZTripListQuery,
  response: ZTripPage,
  errors: [400, 429],
});

export const createTripRoute = defineRoute({
  method: 'POST',
  path: '/api/trips',
  tags: ['trips'],
  summary: 'Save a new trip',
  body: ZTripCreateBody,
  response: ZTrip,
  status: 201,
  errors: [400, 429],
});

export const getTripRoute = defineRoute({
  method: 'GET',
  path: '/api/trips/:id',
  tags: ['trips'],
  summary: 'One of my trips (404 for anyone else)',
  params: ZTripParams,
  response: ZTrip,
  errors: [400, 404, 429],
});

export const updateTripRoute = defineRoute({
  method: 'PUT',
  path: '/api/trips/:id',
  tags: ['trips'],
  summary: 'Save the whole trip (autosave); 409 when `version` is not the saved one',
  params: ZTripParams,
  body: ZTripUpdateBody,
  response: ZTrip,
  errors: [400, 404, 409, 429],
});

export const deleteTripRoute = defineRoute({
  method: 'DELETE',
  path: '/api/trips/:id',
  tags: ['trips'],
  summary: 'Delete one of my trips (its share link stops working)',
  params: ZTripParams,
  response: ZOkResponse,
  errors: [400, 404, 429],
});

export const shareTripRoute = defineRoute({
  method: 'POST',
  path: '/api/trips/:id/share',
  tags: ['trips'],
  summary: "Create the trip's read-only share link, or return the active one",
  params: ZTripParams,
  response: ZTripShare,
  errors: [400, 404, 429],
});

export const unshareTripRoute = defineRoute({
  method: 'DELETE',
  path: '/api/trips/:id/share',
  tags: ['trips'],
  summary: 'Revoke the share link (the old link answers 404)',
  params: ZTripParams,
  response: ZOkResponse,
  errors: [400, 404, 429],
});

export const sharedTripRoute = defineRoute({
  method: 'GET',
  path: '/api/trips/shared/:token',
  tags: ['trips'],
  summary: 'A trip shared by link, read-only (signed out too)',
  params: ZShareTokenParams,
  response: ZSharedTrip,
  errors: [400, 404, 429],
});

/**
 * GET …/calendar.ics: a text/calendar attachment named after the trip (one event per activity
 * plus an all-day event for the whole trip). Not JSON: link to it (`routeUrl`), never `api()`.
 */
export const tripCalendarRoute = defineRoute({
  method: 'GET',
  path: '/api/trips/:id/calendar.ics',
  tags: ['trips'],
  summary: 'The trip as an iCalendar file (text/calendar attachment)',
  params: ZTripParams,
  response: null,
  errors: [400, 404, 429],
});

export const sharedTripCalendarRoute = defineRoute({
  method: 'GET',
  path: '/api/trips/shared/:token/calendar.ics',
  tags: ['trips'],
  summary: 'A shared trip as an iCalendar file (signed out too)',
  params: ZShareTokenParams,
  response: null,
  errors: [400, 404, 429],
});
