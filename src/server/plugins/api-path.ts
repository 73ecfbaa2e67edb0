import type { FastifyRequest } from 'fastify';

/**
 * The path the router understood, for checks that apply to the API only. The router decodes
 * percent-escapes, so /%61pi/auth/user reaches the /api/auth/user handler: checks must look at the
 * matched route (or, for unmatched paths, the decoded path), never at the raw request URL.
 */
export function routedPath(request: FastifyRequest): string {
  const matched = request.routeOptions.url;
  if (matched) return matched;
  const raw = request.url.split('?')[0] ?? '/';
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/** True for requests handled as API calls (/api and below, however the path was spelled). */
export function isApiRequest(request: FastifyRequest): boolean {
  const path = routedPath(request);
  return path === '/api' || path.startsWith('/api/');
}
