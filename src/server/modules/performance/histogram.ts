import { DURATION_BUCKETS_MS } from '../../../contract/performance.ts';

/** How many buckets a histogram has: one per bound and one above the largest. */
export const BUCKET_COUNT = DURATION_BUCKETS_MS.length + 1;

export const emptyBuckets = (): number[] => new Array<number>(BUCKET_COUNT).fill(0);

/** The bucket a duration falls in: the first whose upper bound it does not exceed. */
export function bucketIndex(durationMs: number): number {
  const index = DURATION_BUCKETS_MS.findIndex((bound) => durationMs <= bound);
  return index === -1 ? DURATION_BUCKETS_MS.length : index;
}

/** Adds `from` into `into`, bucket by bucket (arrays of different lengths count as zeros). */
export function addBuckets(into: number[], from: readonly number[]): void {
  for (let i = 0; i < BUCKET_COUNT; i += 1) into[i] = (into[i] ?? 0) + (from[i] ?? 0);
}

/**
 * The q-quantile (0 < q ≤ 1) of a histogram as Prometheus's histogram_quantile reads it: find the
 * bucket holding the rank q × total and interpolate linearly inside it (from 0 in the first); a
 * rank in the overflow bucket answers the largest bound. Null without observations.
 */
export function quantile(buckets: readonly number[], q: number): number | null {
  const total = buckets.reduce((sum, n) => sum + n, 0);
  if (total === 0) return null;
  const rank = q * total;
  let below = 0;
  for (let i = 0; i < BUCKET_COUNT; i += 1) {
    const inBucket = buckets[i] ?? 0;
    if (inBucket > 0 && below + inBucket >= rank) {
      if (i === DURATION_BUCKETS_MS.length) return DURATION_BUCKETS_MS[i - 1]!;
      const lower = i === 0 ? 0 : DURATION_BUCKETS_MS[i - 1]!;
      const upper = DURATION_BUCKETS_MS[i]!;
      return lower + ((upper - lower) * (rank - below)) / inBucket;
    }
    below += inBucket;
  }
  return DURATION_BUCKETS_MS[DURATION_BUCKETS_MS.length - 1]!;
}
