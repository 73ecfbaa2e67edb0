import type { RollupRow } from '../../../db/queries/performance.ts';
import { addBuckets, bucketIndex, emptyBuckets } from './histogram.ts';

const MINUTE_MS = 60_000;
const HOUR_MS = 3_600_000;
/** Past this many pending entries (a database down for a long time) the oldest are dropped. */
const MAX_PENDING = 20_000;

type Entry = {
  minuteStart: number;
  method: string;
  route: string;
  statusClass: number;
  count: number;
  sumMs: number;
  buckets: number[];
};

/** The built app's files are one route each (new names every build): they share one label. */
export const STATIC_ROUTE = '(static files)';

/** The label of a route template: API and socket routes as they are, files as one. */
export function routeLabel(route: string): string {
  if (route === 'unmatched' || route.startsWith('/api/') || route.startsWith('/ws')) return route;
  return STATIC_ROUTE;
}

export type RequestSample = {
  method: string;
  /** The route template (never the raw URL), so the label set stays bounded. */
  route: string;
  statusCode: number;
  durationMs: number;
  at?: number;
};

/**
 * This instance's request histograms of the minutes not yet flushed, per route template and
 * status class. `take()` hands them over as minute and hour rollup rows and starts afresh.
 */
export class RequestRecorder {
  private pending = new Map<string, Entry>();

  record(sample: RequestSample): void {
    const minuteStart = Math.floor((sample.at ?? Date.now()) / MINUTE_MS) * MINUTE_MS;
    const statusClass = Math.min(5, Math.max(1, Math.floor(sample.statusCode / 100)));
    const route = routeLabel(sample.route);
    const key = `${minuteStart} ${sample.method} ${statusClass} ${route}`;
    let entry = this.pending.get(key);
    if (!entry) {
      if (this.pending.size >= MAX_PENDING) this.dropOldest();
      entry = {
        minuteStart,
        method: sample.method,
        route,
        statusClass,
        count: 0,
        sumMs: 0,
        buckets: emptyBuckets(),
      };
      this.pending.set(key, entry);
    }
    entry.count += 1;
    entry.sumMs += sample.durationMs;
    entry.buckets[bucketIndex(sample.durationMs)]! += 1;
  }

  get size(): number {
    return this.pending.size;
  }

  /** The pending counts as rows (each minute's, and the same summed per hour); empties the recorder. */
  take(): { rows: RollupRow[]; restore: () => void } {
    const taken = this.pending;
    this.pending = new Map();
    const hours = new Map<string, RollupRow>();
    const rows: RollupRow[] = [];
    for (const entry of taken.values()) {
      rows.push(toRow(entry, 'minute', entry.minuteStart));
      const hourStart = Math.floor(entry.minuteStart / HOUR_MS) * HOUR_MS;
      const key = `${hourStart} ${entry.method} ${entry.statusClass} ${entry.route}`;
      const hour = hours.get(key);
      if (!hour) hours.set(key, toRow(entry, 'hour', hourStart));
      else {
        hour.count += entry.count;
        hour.sumMs += entry.sumMs;
        addBuckets(hour.buckets, entry.buckets);
      }
    }
    rows.push(...hours.values());
    // A failed flush puts its counts back, merged with what arrived meanwhile.
    const restore = () => {
      for (const [key, entry] of taken) {
        const current = this.pending.get(key);
        if (!current) this.pending.set(key, entry);
        else {
          current.count += entry.count;
          current.sumMs += entry.sumMs;
          addBuckets(current.buckets, entry.buckets);
        }
      }
    };
    return { rows, restore };
  }

  private dropOldest(): void {
    const oldest = this.pending.keys().next();
    if (!oldest.done) this.pending.delete(oldest.value);
  }
}

function toRow(entry: Entry, resolution: RollupRow['resolution'], start: number): RollupRow {
  return {
    resolution,
    bucketStart: new Date(start),
    method: entry.method,
    route: entry.route,
    statusClass: entry.statusClass,
    count: entry.count,
    sumMs: entry.sumMs,
    buckets: [...entry.buckets],
  };
}
