import type { FastifyBaseLogger } from 'fastify';
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

type Entry = { expiresAt: number; rows: Promise<TrendingRow[]>; refreshing?: boolean };

/**
 * The aggregate is the same for every viewer (public posts of members with public profiles who
 * show their location, no suspended members), so one copy per database is cached: concurrent
 * misses share one query, and after five minutes the old answer is still served while one
 * background query replaces it (about a second on 1M posts, so no request waits for it). Keyed
 * by the app's database client, so test apps never share entries.
 */
const cache = new WeakMap<Db, Entry>();

const load = (db: Db) =>
  trendingDestinations(db, { days: TRENDING_WINDOW_DAYS, limit: TRENDING_CACHED });

function cachedTrending(db: Db, log: FastifyBaseLogger): Promise<TrendingRow[]> {
  const now = Date.now();
  const entry = cache.get(db);
  if (!entry) {
    const fresh: Entry = { expiresAt: now + TRENDING_CACHE_MS, rows: load(db) };
    cache.set(db, fresh);
    // A failed first query is not kept: the next request tries again.
    fresh.rows.catch(() => {
      if (cache.get(db) === fresh) cache.delete(db);
    });
    return fresh.rows;
  }
  if (entry.expiresAt <= now && !entry.refreshing) {
    entry.refreshing = true;
    load(db).then(
      (rows) => {
        if (cache.get(db) === entry) {
          cache.set(db, { expiresAt: Date.now() + TRENDING_CACHE_MS, rows: Promise.resolve(rows) });
        }
      },
      (error: unknown) => {
        entry.refreshing = false;
        log.warn({ err: error }, 'refreshing trending destinations failed');
      },
    );
  }
  return entry.rows;
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
    cachedTrending(ctx.db, ctx.log),
    blockedEitherWay(ctx.db, { viewerId: ctx.viewer.id }),
  ]);
  return rows.slice(0, input.limit).map((row) => ({
    name: row.name,
    postsCount: row.postsCount,
    imageUrl: row.images.find((image) => !blocked.has(image.userId))?.url ?? null,
  }));
}
