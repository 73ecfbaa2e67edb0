import type { DayRow } from './admin-dashboard.presenter.ts';

/** A computed answer this young is served as it is. */
export const LIVE_DAYS_FRESH_MS = 5_000;
/** Answers computed faster than this are not kept: a small database always reads live. */
export const LIVE_DAYS_SLOW_MS = 100;

type Entry = { key: string; rows: DayRow[]; at: number; refreshing: Promise<void> | null };

/**
 * The days after the last rollup when that is more than today (the job has not yet rolled up
 * yesterday, as between midnight UTC and its run): computing them from the sources takes about a
 * second on a large database. One answer per key (last rollup day and today) is kept: fresh, it
 * is served; stale, it is served while one refresh runs in the background; missing, the first
 * caller computes it and concurrent callers share that computation. So only the first request
 * of the gap waits, and the figures lag the sources by at most a refresh. Only a slow answer is
 * kept: where the days compute in a few milliseconds (a small database) every read is live.
 */
export class LiveDaysCache {
  private entry: Entry | null = null;
  private pending: { key: string; promise: Promise<DayRow[]> } | null = null;
  /** How many times the days were computed (tests read it). */
  computed = 0;

  constructor(
    private readonly options: { freshMs: number; slowMs: number } = {
      freshMs: LIVE_DAYS_FRESH_MS,
      slowMs: LIVE_DAYS_SLOW_MS,
    },
  ) {}

  async get(key: string, now: number, compute: () => Promise<DayRow[]>): Promise<DayRow[]> {
    const entry = this.entry;
    if (entry?.key === key) {
      if (now - entry.at >= this.options.freshMs && !entry.refreshing) {
        entry.refreshing = this.run(key, now, compute)
          .then(() => undefined)
          // A failed refresh keeps the last answer; the next stale read tries again.
          .catch(() => undefined)
          .finally(() => {
            entry.refreshing = null;
          });
      }
      return entry.rows;
    }
    if (this.pending?.key === key) return this.pending.promise;
    return this.run(key, now, compute);
  }

  /** Resolves when no computation is running (tests wait for a background refresh). */
  async settled(): Promise<void> {
    await this.entry?.refreshing;
    await this.pending?.promise.catch(() => undefined);
  }

  private run(key: string, now: number, compute: () => Promise<DayRow[]>): Promise<DayRow[]> {
    this.computed += 1;
    const started = performance.now();
    const promise = compute().then((rows) => {
      const slow = performance.now() - started >= this.options.slowMs;
      this.entry = slow ? { key, rows, at: now, refreshing: null } : null;
      return rows;
    });
    this.pending = { key, promise };
    const clear = () => {
      if (this.pending?.promise === promise) this.pending = null;
    };
    promise.then(clear, clear);
    return promise;
  }
}
