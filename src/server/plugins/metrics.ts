import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import client from 'prom-client';
import { DURATION_BUCKETS_MS } from '../../contract/performance.ts';

const registry = new client.Registry();
client.collectDefaultMetrics({ register: registry });
const httpDuration = new client.Histogram({
  name: 'http_request_duration_seconds',
  help: 'HTTP request duration by route and status',
  labelNames: ['method', 'route', 'status'] as const,
  // The performance dashboard's bounds, so both read the one measurement alike.
  buckets: DURATION_BUCKETS_MS.map((ms) => ms / 1000),
  registers: [registry],
});

/** Compares digests so the time taken says nothing about how much of the token was right. */
export function tokenMatches(sent: string | undefined, expected: string): boolean {
  const digest = (value: string) => crypto.createHash('sha256').update(value).digest();
  return crypto.timingSafeEqual(digest(sent ?? ''), digest(expected)) && sent !== undefined;
}

/**
 * Needs `performancePlugin` registered first. Prometheus metrics at /metrics: with METRICS_TOKEN for its bearer only, otherwise for loopback
 * scrapers when the server is not behind a proxy.
 */
export const metricsPlugin = fp(async (app: FastifyInstance) => {
  const { metricsToken: token, trustProxy } = app.deps.config;
  // One measurement feeds both Prometheus and the performance dashboard's rollups.
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    const durationMs = reply.elapsedTime;
    httpDuration.observe(
      { method: request.method, route, status: String(reply.statusCode) },
      durationMs / 1000,
    );
    if (route === '/metrics') return;
    app.performance.recorder.record({
      method: request.method,
      route,
      statusCode: reply.statusCode,
      durationMs,
    });
  });
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    // Behind a proxy every request arrives from the proxy's address, so loopback proves nothing.
    const loopback =
      trustProxy === false &&
      ['127.0.0.1', '::1', '::ffff:127.0.0.1'].includes(request.socket.remoteAddress ?? '');
    const authorization = request.headers.authorization;
    const sent = authorization?.match(/^Bearer (.+)$/i)?.[1];
    if (!(token ? tokenMatches(sent, token) : loopback))
      return reply.code(403).send({ message: 'Forbidden' });
    return reply.type(registry.contentType).send(await registry.metrics());
  });
});
