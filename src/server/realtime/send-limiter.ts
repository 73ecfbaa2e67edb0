import { Redis } from 'ioredis';

/** At most `max` actions per member per window (fixed windows). */
export type MemberLimiter = {
  /** True when the member may act now (and counts it). */
  take(userId: string): Promise<boolean>;
  close(): Promise<void>;
};

export type LimiterOptions = { max: number; windowMs: number };

/** Counts in this process: right for one instance, and a per-instance budget with several. */
export function createMemoryLimiter({ max, windowMs }: LimiterOptions): MemberLimiter {
  let window = -1;
  let counts = new Map<string, number>();
  return {
    async take(userId) {
      const current = Math.floor(Date.now() / windowMs);
      if (current !== window) {
        window = current;
        counts = new Map();
      }
      const used = (counts.get(userId) ?? 0) + 1;
      counts.set(userId, used);
      return used <= max;
    },
    async close() {
      counts.clear();
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
      const key = `roamly:send-limit:${userId}:${Math.floor(Date.now() / windowMs)}`;
      try {
        const results = await redis.multi().incr(key).pexpire(key, windowMs).exec();
        const used = Number(results?.[0]?.[1] ?? 0);
        return used <= max;
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
