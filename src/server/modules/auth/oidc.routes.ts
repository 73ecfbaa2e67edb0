import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { loginRoute, oidcCallbackRoute } from '../../../contract/auth.ts';
import { addRoute } from '../../http/route.ts';
import { setSessionCookie } from '../../plugins/session.ts';
import { createSession } from './auth.service.ts';
import { HttpError } from '../../http-error.ts';
import { clientMeta } from './client-meta.ts';
import {
  accountForIdentity,
  finishOidcLogin,
  oidcFailureRedirect,
  startOidcLogin,
  type OidcChecks,
} from './oidc.ts';

const CHECKS_COOKIE = 'roamly_oidc';
const CALLBACK_PATH = oidcCallbackRoute.path;
const ZChecks = z.object({ state: z.string(), verifier: z.string(), nonce: z.string() });

function origin(request: FastifyRequest, baseUrl: string | undefined): string {
  return baseUrl ?? `${request.protocol}://${request.host}`;
}

/**
 * GET /api/login: the sign-in page, or the OpenID Connect provider when OIDC_* is configured
 * (`?provider=password` still opens the page). The callback signs in, creating or linking.
 */
export async function oidcRoutes(app: FastifyInstance) {
  const { config, database } = app.deps;

  addRoute(app, loginRoute, {}, async ({ query, request, reply }) => {
    if (!config.oidc || query.provider === 'password') return reply.redirect('/signin');
    const redirectUri = `${origin(request, config.baseUrl)}${CALLBACK_PATH}`;
    const { url, checks } = await startOidcLogin(config.oidc, redirectUri);
    reply.setCookie(CHECKS_COOKIE, JSON.stringify(checks), {
      path: CALLBACK_PATH,
      httpOnly: true,
      sameSite: 'lax',
      secure: request.protocol === 'https',
      maxAge: 600,
    });
    return reply.redirect(url);
  });

  addRoute(app, oidcCallbackRoute, {}, async ({ request, reply }) => {
    const settings = config.oidc;
    const stored = ZChecks.safeParse(safeJson(request.cookies[CHECKS_COOKIE]));
    reply.clearCookie(CHECKS_COOKIE, { path: CALLBACK_PATH });
    if (!settings || !stored.success) return reply.redirect('/signin?error=sso');
    const callbackUrl = new URL(request.url, origin(request, config.baseUrl));
    let user;
    try {
      const claims = await finishOidcLogin(settings, callbackUrl, stored.data as OidcChecks);
      user = await accountForIdentity(database.db, settings.issuerUrl, claims, config.adminEmails);
    } catch (error) {
      request.log.warn({ err: error }, 'OpenID Connect sign-in failed');
      return reply.redirect(oidcFailureRedirect(error));
    }
    let token: string;
    try {
      token = await createSession({ db: database.db, userId: user.id, meta: clientMeta(request) });
    } catch (error) {
      // A suspended or deleted account: the sign-in page says so (createSession's 403).
      if (error instanceof HttpError && error.statusCode === 403) {
        return reply.redirect('/signin?error=suspended');
      }
      throw error;
    }
    setSessionCookie(request, reply, token, config.baseUrl);
    return reply.redirect('/');
  });
}

function safeJson(text: string | undefined): unknown {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
}
