import ical from 'ical-generator';
import { formatPrice } from '../../../contract/currency-format.ts';
import { ACTIVITY_TYPE_LABELS, addDays, type TActivity } from '../../../contract/trips.ts';
import type { TripRow } from '../../../db/schema/trips.ts';

/** An activity without a time lasts all day; a timed one this long (spec: none given). */
export const ACTIVITY_DEFAULT_DURATION_MS = 60 * 60 * 1000;

/** Midnight (UTC fields) of a YYYY-MM-DD day, plus `hhmm` when given. */
function at(date: string, hhmm?: string): Date {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const [hours, minutes] = hhmm ? (hhmm.split(':').map(Number) as [number, number]) : [0, 0];
  return new Date(Date.UTC(year, month - 1, day, hours, minutes));
}

/** Notes, then the cost in the trip's currency (when there is one). */
function activityDescription(activity: TActivity, currency: string): string | null {
  const parts = [activity.notes.trim()];
  if (activity.cost > 0) parts.push(`Cost: ${formatPrice(activity.cost, currency)}`);
  const text = parts.filter(Boolean).join('\n\n');
  return text || null;
}

function tripDescription(trip: TripRow): string | null {
  const lines = [trip.description.trim()];
  const facts = [`Travelers: ${trip.travelers}`];
  if (trip.budget > 0) facts.push(`Budget: ${formatPrice(trip.budget, trip.currency)}`);
  if (trip.totalCost > 0)
    facts.push(`Planned costs: ${formatPrice(trip.totalCost, trip.currency)}`);
  lines.push(facts.join('\n'));
  return lines.filter(Boolean).join('\n\n') || null;
}

/** A file name from the trip's title: "Lisbon — long weekend!" → "lisbon-long-weekend.ics". */
export function calendarFilename(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return `${slug || 'trip'}.ics`;
}

/**
 * RFC 5545 §3.3.11 TEXT: backslash, semicolon and comma escaped, any line break as `\n`, so a
 * value can never end its line and start a property of its own.
 */
export function escapeIcsText(value: string): string {
  return value.replace(/[\\;,]/g, (char) => `\\${char}`).replace(/\r\n|[\r\n]/g, '\\n');
}

/**
 * The trip as iCalendar: one all-day event spanning the trip (when its dates are set) and one
 * event per activity — at its time on its day for an hour, or all day without a time. Times are
 * floating (no time zone): "09:30" means 09:30 wherever the traveller is, as the planner meant it.
 * UIDs are stable per trip and activity, so importing an updated file replaces the old events.
 */
export function tripCalendar(trip: TripRow, options: { url?: string } = {}): string {
  const name = trip.title || trip.destination || 'Trip';
  const calendar = ical({
    // ical-generator escapes event text but writes the calendar's NAME / X-WR-CALNAME as given.
    name: escapeIcsText(name),
    prodId: { company: 'Roamly', product: 'Trip planner', language: 'EN' },
    ...(options.url ? { url: options.url } : {}),
  });
  const stamp = trip.updatedAt;
  if (trip.startDate && trip.endDate) {
    calendar.createEvent({
      id: `trip-${trip.id}@roamly`,
      allDay: true,
      start: at(trip.startDate),
      // DTEND of an all-day event is exclusive: the day after the last day.
      end: at(addDays(trip.endDate, 1)),
      summary: name,
      location: trip.destination || null,
      description: tripDescription(trip),
      stamp,
      ...(options.url ? { url: options.url } : {}),
    });
  }
  for (const day of trip.days) {
    for (const activity of day.activities) {
      const start = activity.time ? at(day.date, activity.time) : at(day.date);
      calendar.createEvent({
        id: `activity-${activity.id}-${trip.id}@roamly`,
        start,
        end: activity.time
          ? new Date(start.getTime() + ACTIVITY_DEFAULT_DURATION_MS)
          : at(addDays(day.date, 1)),
        allDay: !activity.time,
        floating: true,
        summary: activity.title,
        location: activity.location || null,
        description: activityDescription(activity, trip.currency),
        categories: [{ name: ACTIVITY_TYPE_LABELS[activity.type] }],
        stamp,
      });
    }
  }
  return calendar.toString();
}
