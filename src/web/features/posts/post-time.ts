const LONG = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });
const DATE = new Intl.DateTimeFormat('en', { month: 'short', day: 'numeric' });
const DATE_WITH_YEAR = new Intl.DateTimeFormat('en', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
});
const FULL = new Intl.DateTimeFormat('en', { dateStyle: 'full', timeStyle: 'short' });

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;

/**
 * When a post or comment was shared, as people say it: "just now", "5 minutes ago", "yesterday",
 * "3 days ago"; older than four weeks, the date ("Mar 3", with the year when it is not this one).
 */
export function relativeTime(iso: string, now: number = Date.now()): string {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return '';
  const seconds = Math.round((now - time) / 1000);
  if (seconds < MINUTE) return 'just now';
  if (seconds < HOUR) return LONG.format(-Math.floor(seconds / MINUTE), 'minute');
  if (seconds < DAY) return LONG.format(-Math.floor(seconds / HOUR), 'hour');
  if (seconds < WEEK) return LONG.format(-Math.floor(seconds / DAY), 'day');
  if (seconds < 4 * WEEK) return LONG.format(-Math.floor(seconds / WEEK), 'week');
  const date = new Date(time);
  return new Date(now).getFullYear() === date.getFullYear()
    ? DATE.format(date)
    : DATE_WITH_YEAR.format(date);
}

/** The exact moment, for the tooltip of a relative time. */
export function fullTime(iso: string): string {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? '' : FULL.format(new Date(time));
}
