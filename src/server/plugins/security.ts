import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import fp from 'fastify-plugin';
import { forbidden } from '../http-error.ts';
import { isApiRequest, routedPath } from './api-path.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** scheme://host[:port] in URL's normal form, or undefined when it does not parse. */
function originOf(value: string): string | undefined {
  try {
    const url = new URL(value);
    return url.origin === 'null' ? undefined : url.origin;
  } catch {
    return undefined;
  }
}

/**
 * True when the browser tells us the request was started by another site: Sec-Fetch-Site says so,
 * or Origin (scheme and host) differs from this server's. This server is the request's own scheme
 * and host — forwarded ones only when TRUST_PROXY trusts the proxy, which Fastify's request.host
 * and request.protocol already apply — or BASE_URL.
 */
export function isCrossSiteRequest(request: FastifyRequest, baseUrl: string | undefined): boolean {
  if (request.headers['sec-fetch-site'] === 'cross-site') return true;
  const origin = request.headers.origin;
  if (origin === undefined) return false;
  const from = originOf(origin);
  if (!from) return true;
  const ours = new Set([originOf(`${request.protocol}://${request.host}`)]);
  if (baseUrl) ours.add(originOf(baseUrl));
  return !ours.has(from);
}

/**
 * Sign-out is a plain navigation (spec: GET /api/logout), which SameSite=Lax cookies accompany even
 * from another site. Such a request only goes home; only our own pages (or a typed URL) sign out.
 */
function isForeignNavigation(request: FastifyRequest, baseUrl: string | undefined): boolean {
  const site = request.headers['sec-fetch-site'];
  return site === 'cross-site' || site === 'same-site' || isCrossSiteRequest(request, baseUrl);
}

/**
 * Helmet's headers do not depend on the request, so they are computed once at start and copied
 * onto every reply (@fastify/helmet would rebuild the whole middleware on every request).
 */
export function computeSecurityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: unknown) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, () => {});
  return headers;
}

/**
 * Security headers with a content security policy that allows the app itself, a refusal of
 * state-changing API calls made from other sites (cookies are SameSite=Lax; this closes the rest),
 * a harmless answer to sign-out navigations from other sites, and no caching of API answers.
 */
export const securityPlugin = fp(async (app: FastifyInstance) => {
  const { baseUrl, stripe } = app.deps.config;
  const https = baseUrl?.startsWith('https://') ?? false;
  // Stripe.js (the Premium page's Payment Element) only when Stripe is configured.
  const stripeJs = stripe ? ['https://js.stripe.com'] : [];
  const securityHeaders = computeSecurityHeaders({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...stripeJs],
        ...(stripe ? { frameSrc: ['https://js.stripe.com', 'https://hooks.stripe.com'] } : {}),
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        mediaSrc: ["'self'", 'blob:', 'https:'],
        connectSrc: ["'self'", 'ws:', 'wss:', ...(stripe ? ['https://api.stripe.com'] : [])],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: https ? [] : null,
      },
    },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: https ? undefined : false,
  });

  app.addHook('onRequest', async (request, reply) => {
    reply.headers(securityHeaders);
    if (!isApiRequest(request)) return;
    if (SAFE_METHODS.has(request.method)) {
      if (routedPath(request) === '/api/logout' && isForeignNavigation(request, baseUrl)) {
        return reply.redirect('/');
      }
      return;
    }
    if (isCrossSiteRequest(request, baseUrl)) {
      throw forbidden('Cross-site requests are not allowed');
    }
  });

  // API answers are about the signed-in member: no shared or browser cache may keep them.
  app.addHook('onSend', async (request, reply) => {
    if (isApiRequest(request) && !reply.hasHeader('cache-control')) {
      reply.header('cache-control', 'no-store');
    }
  });
});
