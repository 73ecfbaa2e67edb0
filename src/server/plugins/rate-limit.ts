import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
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

/**
 * Route config for a limit of `max` requests per window per IP, or per signed-in member with
 * `perMember` (the session hook runs before the limit's, so `request.auth` is known; requests
 * without a session fall back to the IP).
 */
export function rateLimitFor(limit: { max: number; windowMs: number; perMember?: boolean }) {
  return {
    rateLimit: {
      max: limit.max,
      timeWindow: limit.windowMs,
      ...(limit.perMember
        ? {
            keyGenerator: (request: FastifyRequest) =>
              request.auth ? `member:${request.auth.user.id}` : request.ip,
          }
        : {}),
    },
  };
}
