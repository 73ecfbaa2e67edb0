import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { MAX_PATH_PARAM_LENGTH } from '../contract/route.ts';
import { fastifyTrustProxy } from './config.ts';
import type { AppDeps, BuiltDeps } from './deps.ts';
import { transportOptions } from './http/transport.ts';
import { jobsPlugin } from './jobs/jobs-plugin.ts';
import { smtpReceiverPlugin } from './modules/admin-inbox/smtp-receiver-plugin.ts';
import { accountRoutes } from './modules/account/account.routes.ts';
import { adminRoutes } from './modules/admin/admin.routes.ts';
import { unsubscribeRoutes } from './modules/admin-email/unsubscribe.routes.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { oidcRoutes } from './modules/auth/oidc.routes.ts';
import { sessionsRoutes } from './modules/auth/sessions.routes.ts';
import { testLoginRoutes } from './modules/auth/test-login.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { helpRoutes } from './modules/help/help.routes.ts';
import { messagingRoutes } from './modules/messaging/messaging.routes.ts';
import { pushRoutes } from './modules/push/push.routes.ts';
import { trackingRoutes } from './modules/tracking/tracking.routes.ts';
import { postsRoutes } from './modules/posts/posts.routes.ts';
import { reportsRoutes } from './modules/reports/reports.routes.ts';
import { peopleRoutes } from './modules/people/people.routes.ts';
import { activityRoutes } from './modules/activity/activity.routes.ts';
import { searchRoutes } from './modules/search/search.routes.ts';
import { aiRoutes } from './modules/ai/ai.routes.ts';
import { uploadsRoutes } from './modules/uploads/uploads.routes.ts';
import { destinationsRoutes } from './modules/destinations/destinations.routes.ts';
import { placesRoutes } from './modules/places/places.routes.ts';
import { currencyRoutes } from './modules/currency/currency.routes.ts';
import { toursRoutes } from './modules/tours/tours.routes.ts';
import { marketplaceRoutes } from './modules/marketplace/marketplace.routes.ts';
import { seoRoutes } from './modules/seo/seo.routes.ts';
import { blogPublicRoutes } from './modules/blog/blog.routes.ts';
import { recommendationsRoutes } from './modules/recommendations/recommendations.routes.ts';
import { paymentsRoutes } from './modules/payments/payments.routes.ts';
import { tripsRoutes } from './modules/trips/trips.routes.ts';
import { premiumRoutes } from './modules/premium/premium.routes.ts';
import { streamingRoutes } from './modules/streaming/streaming.routes.ts';
import { errorsPlugin, frameworkErrors } from './plugins/errors.ts';
import { metricsPlugin } from './plugins/metrics.ts';
import { performancePlugin } from './modules/performance/performance-plugin.ts';
import { ProviderRecorder } from './modules/performance/provider-recorder.ts';
import { createAiProvider } from './providers/ai/select.ts';
import { performanceRoutes } from './modules/performance/performance.routes.ts';
import { openapiPlugin } from './plugins/openapi.ts';
import { rateLimitPlugin } from './plugins/rate-limit.ts';
import { requestIdFor } from './plugins/request-id.ts';
import { realtimePlugin } from './realtime/realtime-plugin.ts';
import { securityPlugin } from './plugins/security.ts';
import { sessionPlugin } from './plugins/session.ts';
import { staticPlugin } from './plugins/static.ts';
import { sitemapPlugin } from './modules/sitemap/sitemap.plugin.ts';
import { uploadsPlugin } from './plugins/uploads.ts';

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation merges interfaces
  interface FastifyInstance {
    deps: BuiltDeps;
  }
}

/**
 * The deps with the provider recorder (the performance summary's System Health): every storage
 * call is recorded through a wrapper, OpenAI reports its own requests (it answers locally when
 * they fail). The caller's object is left as it was.
 */
function withProviderRecording(deps: AppDeps): BuiltDeps {
  const providers = deps.providers ?? new ProviderRecorder();
  return {
    ...deps,
    providers,
    storage: providers.wrap('storage', deps.storage),
    ai: deps.ai ?? createAiProvider(deps.config, providers),
  };
}

/** Largest JSON body any route accepts; uploads have their own limits. */
const BODY_LIMIT = 1024 * 1024;

/** The Fastify instance with every plugin and route; main.ts listens on it, tests inject into it. */
export async function buildApp(
  given: AppDeps,
  options: { logger?: FastifyServerOptions['logger'] } = {},
): Promise<FastifyInstance> {
  const deps = withProviderRecording(given);
  const keepAliveTimeout = 72_000;
  // With TLS configured the server is an HTTP/2 one (HTTP/1.1 still accepted, `transport.ts`);
  // routes and plugins use only what both share, so the app keeps the HTTP/1.1 instance type.
  const app = Fastify({
    ...transportOptions(deps.config.tls, keepAliveTimeout),
    logger: options.logger ?? false,
    bodyLimit: BODY_LIMIT,
    trustProxy: fastifyTrustProxy(deps.config.trustProxy),
    requestIdHeader: false,
    routerOptions: { maxParamLength: MAX_PATH_PARAM_LENGTH },
    genReqId: requestIdFor,
    frameworkErrors,
    // A client that stops sending (a stalled body, a trickled header) loses its connection:
    // 30 s of socket silence, 15 s for the headers, 2 min for a whole request to arrive.
    connectionTimeout: 30_000,
    requestTimeout: 120_000,
    keepAliveTimeout,
  } as FastifyServerOptions) as unknown as FastifyInstance;
  app.decorate('deps', deps);
  app.addHook('onClose', async () => {
    deps.feed.close();
    await deps.bus.close();
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  await app.register(errorsPlugin);
  await app.register(openapiPlugin);
  await app.register(securityPlugin);
  await app.register(compress, { threshold: 1024 });
  await app.register(cookie);
  await app.register(rateLimitPlugin);
  await app.register(sessionPlugin);
  await app.register(performancePlugin);
  await app.register(metricsPlugin);
  await app.register(jobsPlugin);
  await app.register(smtpReceiverPlugin);
  // The WebSocket endpoint, the realtime hub and web push (messaging and push routes use them).
  await app.register(realtimePlugin);

  // The sitemap set (robots.txt, /sitemap.xml); before the admin routes that rebuild it.
  await app.register(sitemapPlugin);
  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(oidcRoutes);
  await app.register(sessionsRoutes);
  await app.register(accountRoutes);
  await app.register(testLoginRoutes);
  await app.register(trackingRoutes);
  await app.register(messagingRoutes);
  await app.register(pushRoutes);
  await app.register(adminRoutes);
  await app.register(unsubscribeRoutes);
  await app.register(helpRoutes);
  await app.register(postsRoutes);
  await app.register(reportsRoutes);
  await app.register(peopleRoutes);
  await app.register(activityRoutes);
  await app.register(searchRoutes);
  await app.register(aiRoutes);
  await app.register(uploadsRoutes);
  await app.register(destinationsRoutes);
  await app.register(placesRoutes);
  await app.register(currencyRoutes);
  await app.register(toursRoutes);
  await app.register(marketplaceRoutes);
  await app.register(seoRoutes);
  await app.register(blogPublicRoutes);
  await app.register(recommendationsRoutes);
  await app.register(paymentsRoutes);
  await app.register(tripsRoutes);
  await app.register(premiumRoutes);
  await app.register(streamingRoutes);
  await app.register(performanceRoutes);

  await app.register(uploadsPlugin);
  await app.register(staticPlugin);
  return app;
}
