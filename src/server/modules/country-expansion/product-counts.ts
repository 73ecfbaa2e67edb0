import type { Db } from '../../../db/client.ts';
import { countToursByCode, type Candidate } from '../../../db/queries/country-expansion.ts';
import { ViatorApiError } from '../../providers/viator/viator-api.ts';
import type { MappingProvider } from '../mappings/mapping-provider.ts';

/** Product counts of a country's candidates, by provider id. */
export type ProductCounter = (candidates: readonly Candidate[]) => Promise<Map<number, number>>;

/** Runs `work` over `items` with at most `limit` in flight. */
async function eachLimit<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>) {
  let next = 0;
  const lanes = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const item = items[next]!;
      next += 1;
      await work(item);
    }
  });
  await Promise.all(lanes);
}

/**
 * The local inventory counts every candidate in one grouped query (its ids are our codes); a
 * vendor is asked once per candidate, a few at a time (its rate limiter paces them). A search
 * the vendor refuses (a 4xx other than 429) counts as no products; an outage throws.
 */
export function productCounterFor(db: Db, provider: MappingProvider): ProductCounter {
  if (provider.id === 'local') {
    return (candidates) =>
      countToursByCode(
        db,
        candidates.map((c) => c.providerId),
      );
  }
  return async (candidates) => {
    const counts = new Map<number, number>();
    await eachLimit(candidates, provider.concurrency, async (candidate) => {
      try {
        counts.set(candidate.providerId, await provider.productCount(candidate.providerId));
      } catch (error) {
        const refused =
          error instanceof ViatorApiError &&
          error.status >= 400 &&
          error.status < 500 &&
          error.status !== 429;
        if (!refused) throw error;
        counts.set(candidate.providerId, 0);
      }
    });
    return counts;
  };
}
