import type { Day } from '../../../db/queries/admin-activity.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The UTC calendar day of an instant. */
export function utcDay(at: Date): Day {
  return at.toISOString().slice(0, 10);
}

/** `day` moved by `days` (negative goes back). */
export function addDays(day: Day, days: number): Day {
  return utcDay(new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS));
}

/** Whole days from `from` to `to` (positive when `to` is later). */
export function daysBetween(from: Day, to: Day): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}
