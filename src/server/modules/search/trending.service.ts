import type { TDestinationResult } from '../../../contract/search.ts';
import type { Db } from '../../../db/client.ts';
import {
  blockedEitherWay,
  trendingDestinations,
  type TrendingRow,
} from '../../../db/queries/trending.ts';
import type { MemberContext } from '../../context.ts';

export const TRENDING_WINDOW_DAYS = 30;
export const TRENDING_CACHE_MS = 5 * 60 * 1000;
/** The most any caller may ask for (the route's limit maximum). */
const TRENDING_CACHED = 10;

type Entry = { expiresAt: number; rows: Promise<TrendingRow[]> };

/**
 * The aggregate is the same for every viewer (public posts of members with public profiles who
 * show their location, no suspended members), so one copy per database is cached for five
 * minutes; concurrent misses share one query. Keyed by the app's database client, so test apps
 * never share entries.
 */
const cache = new WeakMap<Db, Entry>();

function cachedTrending(db: Db, now = Date.now()): Promise<TrendingRow[]> {
  const hit = cache.get(db);
  if (hit && hit.expiresAt > now) return hit.rows;
  const rows = trendingDestinations(db, { days: TRENDING_WINDOW_DAYS, limit: TRENDING_CACHED });
  cache.set(db, { expiresAt: now + TRENDING_CACHE_MS, rows });
  // A failed query is not cached: the next request tries again.
  rows.catch(() => {
    if (cache.get(db)?.rows === rows) cache.delete(db);
  });
  return rows;
}

/** Forgets the cached aggregate (tests, and nothing else, need a fresh one at once). */
export function clearTrendingCache(db: Db): void {
  cache.delete(db);
}

/**
 * GET /api/trending/destinations: the places most named in recent public posts. Counts are the
 * shared aggregate; the image is the newest one whose author is not across a block from the
 * viewer (one indexed lookup per request), so nobody sees a blocked member's photo.
 */
export async function listTrendingDestinations(
  ctx: MemberContext,
  input: { limit: number },
): Promise<TDestinationResult[]> {
  const [rows, blocked] = await Promise.all([
    cachedTrending(ctx.db),
    blockedEitherWay(ctx.db, { viewerId: ctx.viewer.id }),
  ]);
  return rows.slice(0, input.limit).map((row) => ({
    name: row.name,
    postsCount: row.postsCount,
    imageUrl: row.images.find((image) => !blocked.has(image.userId))?.url ?? null,
  }));
}
