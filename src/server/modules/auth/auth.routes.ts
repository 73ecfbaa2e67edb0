import type { FastifyInstance } from 'fastify';
import {
  authProvidersRoute,
  logoutRoute,
  registerRoute,
  signInRoute,
} from '../../../contract/auth.ts';
import { SESSION_COOKIE, SIGNIN_RATE_LIMIT, SIGNUP_RATE_LIMIT } from '../../../contract/limits.ts';
import { getCurrentUserRoute, updateCurrentUserRoute } from '../../../contract/users.ts';
import { addRoute } from '../../http/route.ts';
import { clearSessionCookie, requireUser, setSessionCookie } from '../../plugins/session.ts';
import { presentSelfUser } from '../users/users.presenter.ts';
import { getCurrentUser, updateProfile } from '../users/users.service.ts';
import { deviceCookieFor, register, signIn, signOut } from './auth.service.ts';
import { clientMeta } from './client-meta.ts';
import { DEVICE_COOKIE, resolveDeviceCookieSecret, setDeviceCookie } from './device-cookie.ts';
import { hashSessionToken } from './session-token.ts';

/** E-mail and password accounts, the current user, and the browser sign-out navigation. */
export async function authRoutes(app: FastifyInstance) {
  const { config } = app.deps;
  const deviceSecret = await resolveDeviceCookieSecret(config);
  const deviceOf = (cookies: Record<string, string | undefined>) => ({
    cookie: cookies[DEVICE_COOKIE],
    secret: deviceSecret,
  });

  addRoute(
    app,
    registerRoute,
    { rateLimit: SIGNUP_RATE_LIMIT },
    async ({ ctx, body, request, reply }) => {
      const { user, token } = await register(ctx, { input: body, meta: clientMeta(request) });
      setSessionCookie(request, reply, token, config.baseUrl);
      const device = deviceCookieFor(deviceSecret, user.email);
      setDeviceCookie(request, reply, device, config.baseUrl);
      return presentSelfUser(user);
    },
  );

  addRoute(
    app,
    signInRoute,
    { rateLimit: SIGNIN_RATE_LIMIT },
    async ({ ctx, body, request, reply }) => {
      const { user, token, deviceCookie } = await signIn(ctx, {
        input: body,
        meta: clientMeta(request),
        device: deviceOf(request.cookies),
      });
      setSessionCookie(request, reply, token, config.baseUrl);
      setDeviceCookie(request, reply, deviceCookie, config.baseUrl);
      return presentSelfUser(user);
    },
  );

  addRoute(app, getCurrentUserRoute, { auth: 'user' }, async ({ ctx, request }) =>
    getCurrentUser(ctx, { user: requireUser(request).user }),
  );

  addRoute(app, updateCurrentUserRoute, { auth: 'user' }, async ({ ctx, body }) =>
    updateProfile(ctx, { userId: ctx.viewer.id, changes: body }),
  );

  addRoute(app, authProvidersRoute, {}, async () => ({
    password: true as const,
    oidc: Boolean(config.oidc),
  }));

  addRoute(app, logoutRoute, {}, async ({ ctx, request, reply }) => {
    const token = request.cookies[SESSION_COOKIE];
    if (token) await signOut(ctx, { tokenHash: hashSessionToken(token) });
    clearSessionCookie(reply);
    return reply.redirect('/');
  });
}
