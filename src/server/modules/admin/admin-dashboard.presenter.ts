import type { TAdminFigure, TCohortRow, TTopPost } from '../../../contract/admin-dashboard.ts';
import { userDisplayName } from '../../../contract/user-names.ts';
import type { Day, DayFigures } from '../../../db/queries/admin-activity.ts';
import type { readCohorts, readTopPosts } from '../../../db/queries/admin-dashboard.ts';
import { addDays } from './utc-days.ts';

/** A day's figures, whichever source (rollup row or live computation) gave them. */
export type DayRow = Omit<DayFigures, 'mau'> & { mau: number | null };
type Measure = Exclude<keyof DayRow, 'day'>;

/** The window of `length` days ending at `end`, oldest first. */
export function window(end: Day, length: number): Day[] {
  return Array.from({ length }, (_, i) => addDays(end, i - length + 1));
}

/** Reads measures out of the rows of many days. */
export class DayIndex {
  private readonly rows = new Map<Day, DayRow>();
  constructor(rows: DayRow[]) {
    for (const row of rows) this.rows.set(row.day, row);
  }
  get(day: Day, measure: Measure): number | null {
    return this.rows.get(day)?.[measure] ?? null;
  }
  /** A measure at the end of a day (totals, active counts): now, `period` days before, daily. */
  point(measure: Measure, end: Day, period: number, days: Day[]): TAdminFigure {
    return {
      value: this.get(end, measure) ?? 0,
      previous: this.get(addDays(end, -period), measure),
      series: days.map((day) => (day > end ? null : this.get(day, measure))),
    };
  }
  /** A measure summed over `period` days ending at `end`, against the `period` days before. */
  sum(measure: Measure, end: Day, period: number, days: Day[]): TAdminFigure {
    const total = (last: Day) => {
      const values = window(last, period).map((day) => this.get(day, measure));
      return values.some((value) => value !== null)
        ? values.reduce<number>((sum, value) => sum + (value ?? 0), 0)
        : null;
    };
    return {
      value: total(end) ?? 0,
      previous: total(addDays(end, -period)),
      series: days.map((day) => (day > end ? null : this.get(day, measure))),
    };
  }
}

/** An empty measure (no closed day rolled up yet). */
export function noFigure(days: Day[]): TAdminFigure {
  return { value: 0, previous: null, series: days.map(() => null) };
}

/** The grid's rows, oldest cohort first, each with one cell per week that has begun. */
export function presentCohorts(rows: Awaited<ReturnType<typeof readCohorts>>): TCohortRow[] {
  const byWeek = new Map<string, TCohortRow>();
  for (const row of rows) {
    const cohort = byWeek.get(row.week) ?? { week: row.week, members: row.members, active: [] };
    cohort.active[row.offset] = row.active;
    byWeek.set(row.week, cohort);
  }
  return [...byWeek.values()];
}

export function presentTopPost(row: Awaited<ReturnType<typeof readTopPosts>>[number]): TTopPost {
  const text = row.content.replace(/\s+/g, ' ').trim();
  return {
    id: row.id,
    excerpt: text.length > 140 ? `${text.slice(0, 139).trimEnd()}…` : text,
    imageUrl: row.image_url,
    likes: row.likes,
    comments: row.comments,
    createdAt: new Date(row.created_at).toISOString(),
    author: {
      id: row.author_id,
      name: userDisplayName({ firstName: row.first_name, lastName: row.last_name }) || 'Member',
    },
  };
}
