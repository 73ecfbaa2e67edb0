import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';

/** Per-route limits (see `rateLimitFor`), counted in Redis when REDIS_URL is set so that every
 * instance shares one budget, and in memory otherwise. */
export const rateLimitPlugin = fp(async (app: FastifyInstance) => {
  const { redisUrl } = app.deps.config;
  const redis = redisUrl
    ? new Redis(redisUrl, { maxRetriesPerRequest: 1, connectTimeout: 2_000, lazyConnect: false })
    : undefined;
  if (redis) app.addHook('onClose', async () => void (await redis.quit().catch(() => {})));
  await app.register(rateLimit, {
    global: false,
    redis,
    nameSpace: 'roamly-rate-limit-',
    skipOnError: false,
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      message: `Too many attempts. Please try again in ${context.after}.`,
    }),
  });
});

/** Route config for a limit of `max` requests per window per IP. */
export function rateLimitFor(limit: { max: number; windowMs: number }) {
  return { rateLimit: { max: limit.max, timeWindow: limit.windowMs } };
}
