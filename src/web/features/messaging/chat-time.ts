/** Times as chat apps show them: clock times today, then "Yesterday", weekdays, dates. */

const CLOCK = new Intl.DateTimeFormat('en', { hour: 'numeric', minute: '2-digit' });
const WEEKDAY = new Intl.DateTimeFormat('en', { weekday: 'long' });
const WEEKDAY_SHORT = new Intl.DateTimeFormat('en', { weekday: 'short' });
const DATE = new Intl.DateTimeFormat('en', { month: 'short', day: 'numeric' });
const DATE_WITH_YEAR = new Intl.DateTimeFormat('en', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
});
const FULL = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' });

function startOfDay(time: number) {
  const date = new Date(time);
  date.setHours(0, 0, 0, 0);
  return date.getTime();
}

/** Whole calendar days between the two instants (0 = same day, 1 = yesterday). */
function daysAgo(time: number, now: number) {
  return Math.round((startOfDay(now) - startOfDay(time)) / 86_400_000);
}

/** "2:05 PM": the time under a bubble. */
export function clockTime(iso: string): string {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? '' : CLOCK.format(time);
}

/** "Mar 3, 2026, 2:05 PM": the full time, for titles. */
export function fullTime(iso: string): string {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? '' : FULL.format(time);
}

/** The conversation list's time: "2:05 PM", "Yesterday", "Tue", "Mar 3", "Mar 3, 2025". */
export function listTime(iso: string, now: number = Date.now()): string {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return '';
  const days = daysAgo(time, now);
  if (days <= 0) return CLOCK.format(time);
  if (days === 1) return 'Yesterday';
  if (days < 7) return WEEKDAY_SHORT.format(time);
  return new Date(time).getFullYear() === new Date(now).getFullYear()
    ? DATE.format(time)
    : DATE_WITH_YEAR.format(time);
}

/** The separator between days in a thread: "Today", "Yesterday", "Monday", "Mar 3, 2025". */
export function dayLabel(iso: string, now: number = Date.now()): string {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return '';
  const days = daysAgo(time, now);
  if (days <= 0) return 'Today';
  if (days === 1) return 'Yesterday';
  if (days < 7) return WEEKDAY.format(time);
  return new Date(time).getFullYear() === new Date(now).getFullYear()
    ? DATE.format(time)
    : DATE_WITH_YEAR.format(time);
}

/** The calendar day of an instant (local time), to group messages. */
export function dayKey(iso: string): string {
  const date = new Date(iso);
  return `${date.getFullYear()}-${date.getMonth()}-${date.getDate()}`;
}
