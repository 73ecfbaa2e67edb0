import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import fp from 'fastify-plugin';
import { forbidden } from '../http-error.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** True when the browser tells us the request was started by another site. */
export function isCrossSiteRequest(request: FastifyRequest, baseUrl: string | undefined): boolean {
  const fetchSite = request.headers['sec-fetch-site'];
  if (fetchSite === 'cross-site') return true;
  const origin = request.headers.origin;
  if (!origin || origin === 'null') return origin === 'null';
  let originHost: string;
  try {
    originHost = new URL(origin).host;
  } catch {
    return true;
  }
  const allowed = new Set([request.headers.host, request.headers['x-forwarded-host']]);
  if (baseUrl) allowed.add(new URL(baseUrl).host);
  return !allowed.has(originHost);
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
 * Security headers with a content security policy that allows the app itself, and a refusal of
 * state-changing API calls made from other sites (cookies are SameSite=Lax; this closes the rest).
 */
export const securityPlugin = fp(async (app: FastifyInstance) => {
  const { baseUrl } = app.deps.config;
  const https = baseUrl?.startsWith('https://') ?? false;
  const securityHeaders = computeSecurityHeaders({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        mediaSrc: ["'self'", 'blob:', 'https:'],
        connectSrc: ["'self'", 'ws:', 'wss:'],
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
    if (SAFE_METHODS.has(request.method) || !request.url.startsWith('/api/')) return;
    if (isCrossSiteRequest(request, baseUrl)) {
      throw forbidden('Cross-site requests are not allowed');
    }
  });
});
