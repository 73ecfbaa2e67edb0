import type { TUserProfile } from '../../../contract/people.ts';
import { humanizeOption } from '../../lib/format.ts';
import { formatRelativeTime } from '../settings/relative-time.ts';

const MONTH_YEAR = new Intl.DateTimeFormat('en', {
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});
const DAY_MONTH_YEAR = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});
const COUNT = new Intl.NumberFormat('en');

/** "Joined March 2025" from the account's creation time. */
export function joinedLabel(createdAt: string): string {
  const time = Date.parse(createdAt);
  return Number.isNaN(time) ? 'Joined' : `Joined ${MONTH_YEAR.format(time)}`;
}

/** "12 May 1990" from a YYYY-MM-DD calendar date (read as a date, never shifted by time zones). */
export function birthDateLabel(date: string): string {
  const time = Date.parse(`${date}T00:00:00Z`);
  return Number.isNaN(time) ? date : DAY_MONTH_YEAR.format(time);
}

/** The website as people read it: no scheme, no trailing slash ("ana.travel/blog"). */
export function websiteLabel(url: string): string {
  return url
    .replace(/^https?:\/\//i, '')
    .replace(/^www\./i, '')
    .replace(/\/$/, '');
}

/** Only http(s) addresses become links; anything else is never put in an href. */
export function safeWebsite(url: string | null): string | null {
  return url && /^https?:\/\/[^\s]+$/i.test(url) ? url : null;
}

export function formatCount(value: number): string {
  return COUNT.format(value);
}

export type TravelRow =
  | { key: string; label: string; kind: 'text'; value: string }
  | { key: string; label: string; kind: 'chips'; values: string[] };

/**
 * The Travel Profile box of spec 1 §2: travel style, favourite destinations, languages, travel
 * interests, date of birth and phone, each only when present, option values with hyphens shown
 * as spaces. Date of birth and phone reach only their owner (the server sends null to others).
 */
export function travelRows(profile: TUserProfile): TravelRow[] {
  const rows: TravelRow[] = [];
  if (profile.travelStyle) {
    rows.push({
      key: 'style',
      label: 'Travel style',
      kind: 'text',
      value: humanizeOption(profile.travelStyle),
    });
  }
  const lists: [string, string, readonly string[]][] = [
    ['destinations', 'Favourite destinations', profile.favoriteDestinations],
    ['languages', 'Languages', profile.languages],
    ['interests', 'Travel interests', profile.travelInterests],
  ];
  for (const [key, label, values] of lists) {
    if (values.length > 0)
      rows.push({ key, label, kind: 'chips', values: values.map(humanizeOption) });
  }
  if (profile.dateOfBirth) {
    rows.push({
      key: 'birth',
      label: 'Date of birth',
      kind: 'text',
      value: birthDateLabel(profile.dateOfBirth),
    });
  }
  if (profile.phoneNumber) {
    rows.push({ key: 'phone', label: 'Phone', kind: 'text', value: profile.phoneNumber });
  }
  return rows;
}

/** Within this long of the last request a member shows as "Active now". */
export const ACTIVE_NOW_MS = 5 * 60 * 1000;
/** Older activity is not shown at all. */
const ACTIVE_SHOWN_MS = 7 * 24 * 3600 * 1000;

/**
 * The online indicator from the profile's last-active time (null when the member hides their
 * online status): "now" within five minutes, a relative time within a week, otherwise nothing.
 */
export function activityStatus(
  lastActiveAt: string | null,
  now: number = Date.now(),
): { online: boolean; label: string } | null {
  if (!lastActiveAt) return null;
  const time = Date.parse(lastActiveAt);
  if (Number.isNaN(time)) return null;
  const age = now - time;
  if (age < ACTIVE_NOW_MS) return { online: true, label: 'Active now' };
  if (age > ACTIVE_SHOWN_MS) return null;
  return { online: false, label: `Active ${formatRelativeTime(lastActiveAt, now)}` };
}
