import type { RollupRow } from '../../../db/queries/performance.ts';
import { addBuckets, bucketIndex, emptyBuckets } from './histogram.ts';

const MINUTE_MS = 60_000;
/** Each minute's counts are also added to the five-minute and hour rows that contain it. */
const COARSER: { resolution: RollupRow['resolution']; ms: number }[] = [
  { resolution: 'five_minutes', ms: 300_000 },
  { resolution: 'hour', ms: 3_600_000 },
];
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
  /** The latest request's exact status code and when it ended (ms). */
  lastStatus: number;
  lastAt: number;
};

/** Keeps the later of two latest requests in `into`. */
function takeLatest(into: Entry, from: { lastStatus: number; lastAt: number }) {
  if (from.lastAt >= into.lastAt) {
    into.lastStatus = from.lastStatus;
    into.lastAt = from.lastAt;
  }
}

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
 * status class. `take()` hands them over as minute, five-minute and hour rollup rows.
 */
export class RequestRecorder {
  private pending = new Map<string, Entry>();

  record(sample: RequestSample): void {
    const at = sample.at ?? Date.now();
    const minuteStart = Math.floor(at / MINUTE_MS) * MINUTE_MS;
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
        lastStatus: sample.statusCode,
        lastAt: at,
      };
      this.pending.set(key, entry);
    }
    takeLatest(entry, { lastStatus: sample.statusCode, lastAt: at });
    entry.count += 1;
    entry.sumMs += sample.durationMs;
    entry.buckets[bucketIndex(sample.durationMs)]! += 1;
  }

  get size(): number {
    return this.pending.size;
  }

  /** The pending counts as rows of every resolution; empties the recorder. */
  take(): { rows: RollupRow[]; restore: () => void } {
    const taken = this.pending;
    this.pending = new Map();
    const coarse = new Map<string, RollupRow>();
    const rows: RollupRow[] = [];
    for (const entry of taken.values()) {
      rows.push(toRow(entry, 'minute', entry.minuteStart));
      for (const { resolution, ms } of COARSER) {
        const start = Math.floor(entry.minuteStart / ms) * ms;
        const key = `${resolution} ${start} ${entry.method} ${entry.statusClass} ${entry.route}`;
        const row = coarse.get(key);
        if (!row) coarse.set(key, toRow(entry, resolution, start));
        else {
          row.count += entry.count;
          row.sumMs += entry.sumMs;
          addBuckets(row.buckets, entry.buckets);
          if (entry.lastAt >= (row.lastAt?.getTime() ?? 0)) {
            row.lastStatus = entry.lastStatus;
            row.lastAt = new Date(entry.lastAt);
          }
        }
      }
    }
    rows.push(...coarse.values());
    // A failed flush puts its counts back, merged with what arrived meanwhile.
    const restore = () => {
      for (const [key, entry] of taken) {
        const current = this.pending.get(key);
        if (!current) this.pending.set(key, entry);
        else {
          current.count += entry.count;
          current.sumMs += entry.sumMs;
          addBuckets(current.buckets, entry.buckets);
          takeLatest(current, entry);
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
    lastStatus: entry.lastStatus,
    lastAt: new Date(entry.lastAt),
  };
}
