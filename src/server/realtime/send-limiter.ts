import { Redis } from 'ioredis';

/**
 * At most `max` actions per member in any window of `windowMs`, approximated by a sliding window
 * counter: this window's count plus the previous window's, weighted by how much of it the sliding
 * window still covers. Plain fixed windows would let a burst astride a boundary through twice.
 */
export type MemberLimiter = {
  /** True when the member may act now (and counts it). */
  take(userId: string): Promise<boolean>;
  close(): Promise<void>;
};

export type LimiterOptions = { max: number; windowMs: number };

/** The sliding count at `now`, given this window's count (this action included) and the last's. */
export function slidingCount(
  current: number,
  previous: number,
  now: number,
  windowMs: number,
): number {
  const elapsed = (now % windowMs) / windowMs;
  return current + previous * (1 - elapsed);
}

/** Counts in this process: right for one instance, and a per-instance budget with several. */
export function createMemoryLimiter({ max, windowMs }: LimiterOptions): MemberLimiter {
  let window = -1;
  let counts = new Map<string, number>();
  let previousCounts = new Map<string, number>();
  return {
    async take(userId) {
      const now = Date.now();
      const current = Math.floor(now / windowMs);
      if (current !== window) {
        previousCounts = current === window + 1 ? counts : new Map();
        window = current;
        counts = new Map();
      }
      const used = (counts.get(userId) ?? 0) + 1;
      counts.set(userId, used);
      return slidingCount(used, previousCounts.get(userId) ?? 0, now, windowMs) <= max;
    },
    async close() {
      counts.clear();
      previousCounts.clear();
    },
  };
}

/**
 * Counts in Redis (REDIS_URL), so every instance shares one budget per member. If Redis does not
 * answer, the send is allowed: a rate limit must not take messaging down with it.
 */
export function createRedisLimiter(url: string, { max, windowMs }: LimiterOptions): MemberLimiter {
  const redis = new Redis(url, { maxRetriesPerRequest: 1, connectTimeout: 2_000 });
  redis.on('error', () => {});
  return {
    async take(userId) {
      const now = Date.now();
      const window = Math.floor(now / windowMs);
      const key = `roamly:send-limit:${userId}:${window}`;
      const previousKey = `roamly:send-limit:${userId}:${window - 1}`;
      try {
        // Kept two windows: the next window reads it as its previous one.
        const results = await redis
          .multi()
          .incr(key)
          .pexpire(key, 2 * windowMs)
          .get(previousKey)
          .exec();
        const used = Number(results?.[0]?.[1] ?? 0);
        const previous = Number(results?.[2]?.[1] ?? 0);
        return slidingCount(used, previous, now, windowMs) <= max;
      } catch {
        return true;
      }
    },
    async close() {
      await redis.quit().catch(() => {});
    },
  };
}

export function createMemberLimiter(
  redisUrl: string | undefined,
  options: LimiterOptions,
): MemberLimiter {
  return redisUrl ? createRedisLimiter(redisUrl, options) : createMemoryLimiter(options);
}
