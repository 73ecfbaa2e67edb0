/**
 * `BENCH_ONLY=<regex>` (case-insensitive) runs a subset of `npm run bench`: the feed scenarios
 * whose names match it, and the other benches (destinations, tours, uploads, media, messaging)
 * only when their section name matches. The health baseline always runs, since every share is
 * of health measured in the same run. A subset run prints its tables but does not rewrite the
 * blocks of docs/performance.md, which hold whole runs.
 */
export function benchOnly(pattern = process.env.BENCH_ONLY): RegExp | undefined {
  if (!pattern) return undefined;
  try {
    return new RegExp(pattern, 'i');
  } catch {
    throw new Error(`BENCH_ONLY is not a regular expression: ${pattern}`);
  }
}

/** Whether a scenario or section named `name` runs under the filter (all run without one). */
export function benchSelected(name: string, only: RegExp | undefined): boolean {
  return only === undefined || only.test(name);
}
