import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { SESSION_COOKIE, SESSION_HINT_COOKIE, SESSION_TTL_MS } from '../../contract/limits.ts';
import {
  findLiveSession,
  onSessionsEnded,
  touchSession,
  type SessionWithUser,
} from '../../db/queries/sessions.ts';
import type { ProfileRow } from '../../db/queries/users.ts';
import { unauthorized } from '../http-error.ts';
import { hashSessionToken } from '../modules/auth/session-token.ts';
import { isApiRequest } from './api-path.ts';
import { FRESH_SESSION_PATHS, SessionCache } from './session-cache.ts';

export type RequestAuth = { user: ProfileRow; sessionId: string; tokenHash: string };

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation merges interfaces
  interface FastifyRequest {
    /** The signed-in member of this request, or null. Loaded once per request from the cookie. */
    auth: RequestAuth | null;
  }
}

/** Sliding expiry is written at most once a minute per session, not on every request. */
const TOUCH_INTERVAL_MS = 60_000;

function isSecure(request: FastifyRequest, baseUrl: string | undefined): boolean {
  return request.protocol === 'https' || Boolean(baseUrl?.startsWith('https://'));
}

export function setSessionCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
  baseUrl: string | undefined,
): void {
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: isSecure(request, baseUrl),
    maxAge: Math.floor(SESSION_TTL_MS / 1000),
  });
  setSessionHint(request, reply, baseUrl);
}

/**
 * Readable by the page and carrying nothing secret: it only tells the web app that asking
 * /api/auth/user is worth it, so signed-out visitors never wait on that request.
 */
function setSessionHint(request: FastifyRequest, reply: FastifyReply, baseUrl: string | undefined) {
  reply.setCookie(SESSION_HINT_COOKIE, '1', {
    path: '/',
    sameSite: 'lax',
    secure: isSecure(request, baseUrl),
    maxAge: Math.floor(SESSION_TTL_MS / 1000),
  });
}

export function clearSessionCookie(reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
  reply.clearCookie(SESSION_HINT_COOKIE, { path: '/' });
}

/** The signed-in user, or a 401 — the first line of every members-only handler. */
export function requireUser(request: FastifyRequest): RequestAuth {
  if (!request.auth) throw unauthorized();
  return request.auth;
}

/** Whether this request may take its session from the short-lived cache (see session-cache.ts). */
function mayUseCachedSession(request: FastifyRequest): boolean {
  return (
    (request.method === 'GET' || request.method === 'HEAD') &&
    !FRESH_SESSION_PATHS.has(request.routeOptions.url ?? '')
  );
}

/**
 * Reads the session cookie of API requests, loads the session with its user and slides its expiry.
 * Reads (not GET /api/auth/user) may take the session from a 5-second cache; see session-cache.ts.
 */
export const sessionPlugin = fp(async (app: FastifyInstance) => {
  const { database, config, bus } = app.deps;
  const cache = new SessionCache(bus);
  // This process deleted a member's sessions: drop them here at once and tell the other instances.
  const stopListening = onSessionsEnded((userId) => {
    cache.invalidateUser(userId);
    bus.publish({ type: 'session.ended', userId }).catch((error: unknown) => {
      app.log.warn({ err: error }, 'publishing session.ended failed');
    });
  });
  app.addHook('onClose', async () => {
    stopListening();
    cache.close();
  });
  app.decorateRequest('auth', null);
  app.addHook('onRequest', async (request, reply) => {
    // Only the API acts on who is signed in; assets and uploads must not cost a session query.
    if (!isApiRequest(request)) return;
    const token = request.cookies[SESSION_COOKIE];
    if (!token) {
      // A hint without a session (cookie expired or removed) would only cost a wasted request.
      if (request.cookies[SESSION_HINT_COOKIE]) clearSessionCookie(reply);
      return;
    }
    const tokenHash = hashSessionToken(token);
    const cacheable = mayUseCachedSession(request);
    let session: SessionWithUser | undefined = cacheable ? cache.get(tokenHash) : undefined;
    if (!session) {
      session = await findLiveSession(database.db, { tokenHash });
      if (session && cacheable) cache.set(tokenHash, session);
    }
    if (!session) {
      clearSessionCookie(reply);
      return;
    }
    request.auth = { user: session.user, sessionId: session.sessionId, tokenHash };
    if (Date.now() - session.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
      const expiresAt = new Date(Date.now() + SESSION_TTL_MS);
      // A cached copy must not touch again on every request.
      session.lastSeenAt = new Date();
      await touchSession(database.db, {
        sessionId: session.sessionId,
        userId: session.user.id,
        expiresAt,
      });
      setSessionCookie(request, reply, token, config.baseUrl);
    } else if (request.cookies[SESSION_HINT_COOKIE] !== '1') {
      setSessionHint(request, reply, config.baseUrl);
    }
  });
});
