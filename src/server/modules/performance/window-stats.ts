import {
  ENDPOINT_GROUPS,
  HEALTHY_SUCCESS_RATE,
  type TApiMetric,
  type TEndpointGroup,
  type TEndpointGroupMetric,
  type TPerformanceWindow,
  type TRequestStats,
  type TSeriesPoint,
  type TWindowStats,
} from '../../../contract/performance.ts';
import type { SeriesRow, WindowTotalRow } from '../../../db/queries/performance.ts';
import type { RollupResolution } from '../../../db/schema/performance.ts';
import { addBuckets, emptyBuckets, quantile } from './histogram.ts';

/** Each window's rows: its length in slots of that resolution, the current slot included. */
export const WINDOW_ROWS: Record<
  TPerformanceWindow,
  { resolution: RollupResolution; slotMs: number; slots: number }
> = {
  '5m': { resolution: 'minute', slotMs: 60_000, slots: 5 },
  '1h': { resolution: 'five_minutes', slotMs: 300_000, slots: 12 },
  '24h': { resolution: 'hour', slotMs: 3_600_000, slots: 24 },
};

export const WINDOW_RESOLUTIONS = {
  '5m': WINDOW_ROWS['5m'].resolution,
  '1h': WINDOW_ROWS['1h'].resolution,
  '24h': WINDOW_ROWS['24h'].resolution,
};

/**
 * Where each window starts: the 5 minutes in whole minutes, the hour in whole five minutes and
 * the day in whole hours, the current (partial) slot included.
 */
export function windowStarts(now: Date): Record<TPerformanceWindow, Date> {
  const start = ({ slotMs, slots }: (typeof WINDOW_ROWS)[TPerformanceWindow]) =>
    new Date(Math.floor(now.getTime() / slotMs) * slotMs - (slots - 1) * slotMs);
  return {
    '5m': start(WINDOW_ROWS['5m']),
    '1h': start(WINDOW_ROWS['1h']),
    '24h': start(WINDOW_ROWS['24h']),
  };
}

/** Spec 3 §2's endpoint groups, by route template. */
export function endpointGroup(route: string): TEndpointGroup | null {
  if (route.includes('/messages')) return 'messages';
  if (route.startsWith('/api/conversations')) return 'conversations';
  if (route.startsWith('/api/posts')) return 'posts';
  if (route.startsWith('/api/recommendations') || route === '/api/travel-insights')
    return 'recommendations';
  return null;
}

type Accumulator = { count: number; sumMs: number; buckets: number[]; byClass: number[] };

const emptyAccumulator = (): Accumulator => ({
  count: 0,
  sumMs: 0,
  buckets: emptyBuckets(),
  byClass: [0, 0, 0, 0, 0, 0],
});

function add(into: Accumulator, row: WindowTotalRow) {
  into.count += row.count;
  into.sumMs += row.sumMs;
  addBuckets(into.buckets, row.buckets);
  into.byClass[row.statusClass] = (into.byClass[row.statusClass] ?? 0) + row.count;
}

const round = (value: number, digits = 2) => Number(value.toFixed(digits));
const percent = (part: number, whole: number) => (whole === 0 ? 0 : round((100 * part) / whole));
const roundOrNull = (value: number | null) => (value === null ? null : round(value));

function toStats(acc: Accumulator, elapsedSeconds: number): TRequestStats {
  const errors4xx = acc.byClass[4] ?? 0;
  const errors5xx = acc.byClass[5] ?? 0;
  const failed = errors4xx + errors5xx;
  return {
    requests: acc.count,
    requestRate: round(acc.count / Math.max(1, elapsedSeconds), 6),
    responseTime: acc.count === 0 ? null : round(acc.sumMs / acc.count),
    p50: roundOrNull(quantile(acc.buckets, 0.5)),
    p95: roundOrNull(quantile(acc.buckets, 0.95)),
    p99: roundOrNull(quantile(acc.buckets, 0.99)),
    errors4xx,
    errors5xx,
    errorRate4xx: percent(errors4xx, acc.count),
    errorRate5xx: percent(errors5xx, acc.count),
    successRate: acc.count === 0 ? null : percent(acc.count - failed, acc.count),
  };
}

type Windows = Record<TPerformanceWindow, Accumulator>;
const emptyWindows = (): Windows => ({
  '5m': emptyAccumulator(),
  '1h': emptyAccumulator(),
  '24h': emptyAccumulator(),
});

export type RequestFigures = {
  traffic: TWindowStats;
  endpoints: TEndpointGroupMetric[];
  apiMetrics: TApiMetric[];
};

/** Turns the per-window totals of every instance into figures: overall, per group, per route. */
export function requestFigures(rows: readonly WindowTotalRow[], now: Date): RequestFigures {
  const starts = windowStarts(now);
  const total = emptyWindows();
  const groups = new Map<TEndpointGroup, Windows>(ENDPOINT_GROUPS.map((g) => [g, emptyWindows()]));
  const routes = new Map<
    string,
    { method: string; route: string; last: number; status: number | null; w: Windows }
  >();

  for (const row of rows) {
    const key = `${row.method} ${row.route}`;
    let route = routes.get(key);
    if (!route) {
      route = { method: row.method, route: row.route, last: 0, status: null, w: emptyWindows() };
      routes.set(key, route);
    }
    // The latest request of any status class gives the route's statusCode and timestamp.
    if (row.lastAt.getTime() >= route.last) {
      route.last = row.lastAt.getTime();
      route.status = row.lastStatus ?? route.status;
    }
    add(total[row.window], row);
    add(route.w[row.window], row);
    const group = endpointGroup(row.route);
    if (group) add(groups.get(group)![row.window], row);
  }

  const elapsed = (window: TPerformanceWindow) => (now.getTime() - starts[window].getTime()) / 1000;
  const stats = (w: Windows): TWindowStats => ({
    '5m': toStats(w['5m'], elapsed('5m')),
    '1h': toStats(w['1h'], elapsed('1h')),
    '24h': toStats(w['24h'], elapsed('24h')),
  });

  const apiMetrics = [...routes.entries()]
    .map(([endpoint, route]): TApiMetric => {
      const windows = stats(route.w);
      const hour = windows['1h'];
      return {
        endpoint,
        method: route.method,
        route: route.route,
        windows,
        responseTime: hour.responseTime,
        statusCode: route.status,
        success: hour.successRate === null || hour.successRate >= HEALTHY_SUCCESS_RATE,
        timestamp: new Date(route.last || now.getTime()).toISOString(),
      };
    })
    // The day's busiest first: what an operator looks for.
    .sort((a, b) => b.windows['24h'].requests - a.windows['24h'].requests);

  return {
    traffic: stats(total),
    endpoints: ENDPOINT_GROUPS.map((group) => ({ group, windows: stats(groups.get(group)!) })),
    apiMetrics,
  };
}

/** The hour window's slots, oldest first, each present (zeros where nothing was recorded). */
export function hourSeries(rows: readonly SeriesRow[], now: Date): TSeriesPoint[] {
  const { slotMs, slots } = WINDOW_ROWS['1h'];
  const first = windowStarts(now)['1h'].getTime();
  const byStart = new Map(rows.map((row) => [row.start.getTime(), row]));
  return Array.from({ length: slots }, (_, i) => {
    const start = first + i * slotMs;
    const row = byStart.get(start);
    const elapsed = Math.min(slotMs, Math.max(1_000, now.getTime() - start)) / 1000;
    const p95 = row ? quantile(row.buckets, 0.95) : null;
    return {
      start: new Date(start).toISOString(),
      requests: row?.count ?? 0,
      requestRate: Number(((row?.count ?? 0) / elapsed).toFixed(6)),
      p95: p95 === null ? null : Number(p95.toFixed(2)),
      errors4xx: row?.errors4xx ?? 0,
      errors5xx: row?.errors5xx ?? 0,
    };
  });
}
