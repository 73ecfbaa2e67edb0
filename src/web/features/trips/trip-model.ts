import {
  ACTIVITY_COST_MAX,
  DEFAULT_ACTIVITY_TYPE,
  DEFAULT_TRAVELERS,
  generateDays as contractDays,
  TRAVELERS_MAX,
  TRAVELERS_MIN,
  TRIP_BUDGET_MAX,
  TRIP_MAX_DAYS,
  type TActivityType,
  type TTrip,
  type TTripCreateBody,
} from '../../../contract/trips.ts';
import { calendarDays, tripLength } from './trip-days.ts';

/**
 * The trip as the planner edits it (spec 2 §3: Trip, Day 'day-N', Activity): form values as the
 * inputs hold them ('' for no date or time), converted to and from the contract at the edges.
 * Pure state and transitions, so each rule is tested without React or the network.
 */

export type Activity = {
  id: string;
  title: string;
  type: TActivityType;
  /** 'HH:MM' or '' (no time). */
  time: string;
  location: string;
  cost: number;
  notes: string;
};
export type Day = { id: string; date: string; activities: Activity[] };
export type TripDraft = {
  title: string;
  destination: string;
  /** 'YYYY-MM-DD' or '' until chosen. */
  startDate: string;
  endDate: string;
  budget: number;
  travelers: number;
  description: string;
  /** Budget and costs are amounts in this currency. */
  currency: string;
  days: Day[];
};
export type ActivityInput = Omit<Activity, 'id'>;

export function emptyTrip(currency: string): TripDraft {
  return {
    title: '',
    destination: '',
    startDate: '',
    endDate: '',
    budget: 0,
    travelers: DEFAULT_TRAVELERS,
    description: '',
    currency,
    days: [],
  };
}

export const EMPTY_ACTIVITY: ActivityInput = {
  title: '',
  type: DEFAULT_ACTIVITY_TYPE,
  time: '',
  location: '',
  cost: 0,
  notes: '',
};

/** A fresh activity id (crypto.randomUUID needs a secure context; else random bytes). */
export function newActivityId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Spec 2 §4: one day per calendar day, inclusive, ids 'day-1'… and no activities yet. */
export function generateDays(startDate: string, endDate: string): Day[] {
  if (calendarDays(startDate, endDate).length === 0) return [];
  return contractDays(startDate, endDate).map((day) => ({ ...day, activities: [] }));
}

/** Spec 2 §5: Generate Itinerary waits for both dates (a forward range of at most TRIP_MAX_DAYS). */
export function canGenerate(trip: Pick<TripDraft, 'startDate' | 'endDate'>): boolean {
  const length = tripLength(trip.startDate, trip.endDate);
  return length > 0 && length <= TRIP_MAX_DAYS;
}

/** True when regenerating would throw activities away, so the planner asks first. */
export function hasActivities(trip: Pick<TripDraft, 'days'>): boolean {
  return trip.days.some((day) => day.activities.length > 0);
}

/** Anything worth keeping: the first such edit creates the trip on the server. */
export function isMeaningful(trip: TripDraft): boolean {
  return (
    trip.title.trim() !== '' ||
    trip.destination.trim() !== '' ||
    trip.startDate !== '' ||
    trip.endDate !== '' ||
    trip.budget > 0 ||
    trip.travelers !== DEFAULT_TRAVELERS ||
    trip.description.trim() !== '' ||
    trip.days.length > 0
  );
}

/**
 * The days still match the dates (the server keeps them one per calendar day): false while the
 * traveller is between dates after generating, when nothing is sent until they match again.
 */
export function isSavable(trip: TripDraft): boolean {
  const { startDate, endDate, days } = trip;
  if (startDate && endDate && !canGenerate(trip)) return false;
  if (days.length === 0) return true;
  const dates = calendarDays(startDate, endDate);
  return dates.length === days.length && days.every((day, index) => day.date === dates[index]);
}

/**
 * New dates for an itinerary that exists: the days move with them by number (Day 1 stays Day 1
 * on its new date, with its activities); days past the new end are dropped.
 */
export function relayoutDays(days: readonly Day[], startDate: string, endDate: string): Day[] {
  return generateDays(startDate, endDate).map((day, index) => ({
    ...day,
    activities: days[index]?.activities ?? [],
  }));
}

/** Activities that new dates would drop (the planner asks before shortening over them). */
export function activitiesDroppedBy(trip: TripDraft, startDate: string, endDate: string): number {
  if (!canGenerate({ startDate, endDate })) return 0;
  const kept = tripLength(startDate, endDate);
  return trip.days.slice(kept).reduce((sum, day) => sum + day.activities.length, 0);
}

/** Travelers as typed: a whole number from 1 (spec 2 §5) to the contract's maximum. */
export function clampTravelers(value: number): number {
  if (!Number.isFinite(value)) return TRAVELERS_MIN;
  return Math.min(TRAVELERS_MAX, Math.max(TRAVELERS_MIN, Math.floor(value)));
}

/** A money field's number: blank or nonsense is 0, never negative, cents at most. */
export function parseAmount(text: string, max: number = ACTIVITY_COST_MAX): number {
  const value = Number(text);
  if (!Number.isFinite(value) || value <= 0) return 0;
  return Math.min(max, Math.round(value * 100) / 100);
}

export const parseBudget = (text: string) => parseAmount(text, TRIP_BUDGET_MAX);

/** The body of POST /api/trips (and, with `version`, PUT). */
export function toTripBody(trip: TripDraft): TTripCreateBody {
  return {
    title: trip.title,
    destination: trip.destination,
    startDate: trip.startDate || null,
    endDate: trip.endDate || null,
    budget: trip.budget,
    travelers: trip.travelers,
    description: trip.description,
    currency: trip.currency,
    days: trip.days.map((day) => ({
      id: day.id,
      date: day.date,
      activities: day.activities.map((activity) => ({
        ...activity,
        time: activity.time || null,
      })),
    })),
  };
}

/** A saved trip as the planner's form values. */
export function fromTrip(trip: TTrip): TripDraft {
  return {
    title: trip.title,
    destination: trip.destination,
    startDate: trip.startDate ?? '',
    endDate: trip.endDate ?? '',
    budget: trip.budget,
    travelers: trip.travelers,
    description: trip.description,
    currency: trip.currency,
    days: trip.days.map((day) => ({
      id: day.id,
      date: day.date,
      activities: day.activities.map((activity) => ({ ...activity, time: activity.time ?? '' })),
    })),
  };
}

export type TripAction =
  | { type: 'replace'; trip: TripDraft }
  | { type: 'set'; patch: Partial<Omit<TripDraft, 'days'>> }
  | { type: 'dates'; startDate: string; endDate: string }
  | { type: 'generate' }
  | { type: 'add'; dayId: string; activity: Activity }
  | { type: 'update'; dayId: string; activity: Activity }
  | { type: 'remove'; dayId: string; activityId: string }
  | { type: 'restore'; dayId: string; activity: Activity; index: number }
  | { type: 'move'; dayId: string; activityId: string; offset: -1 | 1 };

function mapDay(trip: TripDraft, dayId: string, change: (day: Day) => Day): TripDraft {
  return { ...trip, days: trip.days.map((day) => (day.id === dayId ? change(day) : day)) };
}

/** Every edit of the planner as one pure transition. */
export function tripReducer(trip: TripDraft, action: TripAction): TripDraft {
  switch (action.type) {
    case 'replace':
      return action.trip;
    case 'set':
      return { ...trip, ...action.patch };
    case 'dates': {
      const next = { ...trip, startDate: action.startDate, endDate: action.endDate };
      if (trip.days.length === 0 || !canGenerate(next)) return next;
      return { ...next, days: relayoutDays(trip.days, next.startDate, next.endDate) };
    }
    case 'generate':
      // Spec 2 §4: regenerating replaces all days and their activities.
      return { ...trip, days: generateDays(trip.startDate, trip.endDate) };
    case 'add':
      return mapDay(trip, action.dayId, (day) => ({
        ...day,
        activities: [...day.activities, action.activity],
      }));
    case 'update':
      return mapDay(trip, action.dayId, (day) => ({
        ...day,
        activities: day.activities.map((item) =>
          item.id === action.activity.id ? action.activity : item,
        ),
      }));
    case 'remove':
      return mapDay(trip, action.dayId, (day) => ({
        ...day,
        activities: day.activities.filter((item) => item.id !== action.activityId),
      }));
    case 'restore':
      return mapDay(trip, action.dayId, (day) => {
        if (day.activities.some((item) => item.id === action.activity.id)) return day;
        const activities = [...day.activities];
        activities.splice(Math.min(action.index, activities.length), 0, action.activity);
        return { ...day, activities };
      });
    case 'move':
      return mapDay(trip, action.dayId, (day) => {
        const from = day.activities.findIndex((item) => item.id === action.activityId);
        const to = from + action.offset;
        if (from < 0 || to < 0 || to >= day.activities.length) return day;
        const activities = [...day.activities];
        const [moved] = activities.splice(from, 1);
        activities.splice(to, 0, moved!);
        return { ...day, activities };
      });
  }
}
