/**
 * Calendar arithmetic of the itinerary (spec 2 §4: one day per calendar day, inclusive). Dates are
 * the date inputs' 'YYYY-MM-DD' strings and are stepped in UTC, so a daylight-saving change (a
 * 23- or 25-hour local day) never skips or repeats a day.
 */

const DAY_MS = 86_400_000;
const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Midnight UTC of a 'YYYY-MM-DD' date, or null when it is not a real calendar date. */
export function parseCalendarDate(value: string): number | null {
  const match = DATE_PATTERN.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const time = Date.UTC(year, month - 1, day);
  const check = new Date(time);
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1) return null;
  if (check.getUTCDate() !== day) return null;
  return time;
}

/** 'YYYY-MM-DD' of a UTC midnight. */
export function formatCalendarDate(time: number): string {
  return new Date(time).toISOString().slice(0, 10);
}

/** The date `days` after `date` ('2024-02-28' + 2 → '2024-03-01'). */
export function addDays(date: string, days: number): string {
  const time = parseCalendarDate(date);
  if (time === null) throw new RangeError(`Not a calendar date: ${date}`);
  return formatCalendarDate(time + days * DAY_MS);
}

/** Number of calendar days from start to end, both included; 0 when either is missing or end < start. */
export function tripLength(startDate: string, endDate: string): number {
  const start = parseCalendarDate(startDate);
  const end = parseCalendarDate(endDate);
  if (start === null || end === null || end < start) return 0;
  return Math.round((end - start) / DAY_MS) + 1;
}

/** Every date from start to end inclusive ([] when the range is empty). */
export function calendarDays(startDate: string, endDate: string): string[] {
  const length = tripLength(startDate, endDate);
  return Array.from({ length }, (_, index) => addDays(startDate, index));
}

const SHORT = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});
const WEEKDAY = new Intl.DateTimeFormat('en-US', { weekday: 'short', timeZone: 'UTC' });
const LONG = new Intl.DateTimeFormat('en-US', {
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/** The day tab's short date: 'Mar 1'. */
export function shortDate(date: string): string {
  const time = parseCalendarDate(date);
  return time === null ? date : SHORT.format(time);
}

/** 'Fri' */
export function weekday(date: string): string {
  const time = parseCalendarDate(date);
  return time === null ? '' : WEEKDAY.format(time);
}

/** 'Friday, March 1, 2024' (for screen readers and the shared page). */
export function longDate(date: string): string {
  const time = parseCalendarDate(date);
  return time === null ? date : LONG.format(time);
}

/** 'Mar 1 – Mar 3, 2024' for the hero; '' without both dates. */
export function dateRangeLabel(startDate: string, endDate: string): string {
  const start = parseCalendarDate(startDate);
  const end = parseCalendarDate(endDate);
  if (start === null || end === null) return '';
  const year = new Date(end).getUTCFullYear();
  return `${SHORT.format(start)} – ${SHORT.format(end)}, ${year}`;
}
