import { describe, expect, it } from 'vitest';
import { DURATION_BUCKETS_MS } from '../../../contract/performance.ts';
import { BUCKET_COUNT, bucketIndex, emptyBuckets, quantile } from './histogram.ts';

/** A histogram of these durations (ms). */
function histogram(durations: number[]): number[] {
  const buckets = emptyBuckets();
  for (const ms of durations) buckets[bucketIndex(ms)]! += 1;
  return buckets;
}

const series = (count: number, ms: number) => new Array<number>(count).fill(ms);

describe('request-duration histogram', () => {
  it('puts a duration in the first bucket whose bound it does not exceed', () => {
    expect(BUCKET_COUNT).toBe(DURATION_BUCKETS_MS.length + 1);
    expect(bucketIndex(0)).toBe(0);
    expect(bucketIndex(5)).toBe(0);
    expect(bucketIndex(5.01)).toBe(1);
    expect(bucketIndex(250)).toBe(5);
    expect(bucketIndex(10_000)).toBe(10);
    expect(bucketIndex(10_000.5)).toBe(11);
  });

  it('interpolates percentiles inside the bucket that holds the rank, as histogram_quantile does', () => {
    // 50 × 3 ms (0–5], 40 × 20 ms (10–25], 9 × 200 ms (100–250], 1 × 20 s (overflow).
    const buckets = histogram([
      ...series(50, 3),
      ...series(40, 20),
      ...series(9, 200),
      ...series(1, 20_000),
    ]);
    // rank 50 ends the first bucket: 0 + 5 × 50/50.
    expect(quantile(buckets, 0.5)).toBe(5);
    // rank 60: 10 into the 40 of (10, 25]: 10 + 15 × 10/40.
    expect(quantile(buckets, 0.6)).toBe(13.75);
    // rank 95: 5 into the 9 of (100, 250]: 100 + 150 × 5/9.
    expect(quantile(buckets, 0.95)).toBeCloseTo(183.333, 3);
    expect(quantile(buckets, 0.99)).toBe(250);
    // The overflow bucket answers the largest bound.
    expect(quantile(buckets, 0.999)).toBe(10_000);
  });

  it('has no percentile without observations', () => {
    expect(quantile(emptyBuckets(), 0.5)).toBeNull();
  });
});
