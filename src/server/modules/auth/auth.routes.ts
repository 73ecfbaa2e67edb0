import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZAuthProviders, ZRegisterBody, ZSignInBody } from '../../../contract/auth.ts';
import { ZErrorResponse } from '../../../contract/common.ts';
import { SESSION_COOKIE, SIGNIN_RATE_LIMIT, SIGNUP_RATE_LIMIT } from '../../../contract/limits.ts';
import { ZUpdateProfileBody, ZUser } from '../../../contract/users.ts';
import { rateLimitFor } from '../../plugins/rate-limit.ts';
import { clearSessionCookie, requireUser, setSessionCookie } from '../../plugins/session.ts';
import { getCurrentUser, updateProfile } from '../users/users.service.ts';
import { register, signIn, signOut } from './auth.service.ts';
import { clientMeta } from './client-meta.ts';
import { hashSessionToken } from './session-token.ts';

const errors = {
  400: ZErrorResponse,
  401: ZErrorResponse,
  409: ZErrorResponse,
  429: ZErrorResponse,
};

/** E-mail and password accounts, the current user, and the browser sign-in / sign-out paths. */
export async function authRoutes(app: FastifyInstance) {
  const { database, config } = app.deps;
  const db = database.db;
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/api/auth/register',
    {
      config: rateLimitFor(SIGNUP_RATE_LIMIT),
      schema: { tags: ['auth'], body: ZRegisterBody, response: { 201: ZUser, ...errors } },
    },
    async (request, reply) => {
      const { user, token } = await register({
        db,
        input: request.body,
        adminEmails: config.adminEmails,
        meta: clientMeta(request),
      });
      setSessionCookie(request, reply, token, config.baseUrl);
      return reply.code(201).send(getCurrentUser({ user }));
    },
  );

  api.post(
    '/api/auth/signin',
    {
      config: rateLimitFor(SIGNIN_RATE_LIMIT),
      schema: { tags: ['auth'], body: ZSignInBody, response: { 200: ZUser, ...errors } },
    },
    async (request, reply) => {
      const { user, token } = await signIn({ db, input: request.body, meta: clientMeta(request) });
      setSessionCookie(request, reply, token, config.baseUrl);
      return getCurrentUser({ user });
    },
  );

  api.get(
    '/api/auth/user',
    { schema: { tags: ['auth'], response: { 200: ZUser, 401: ZErrorResponse } } },
    async (request) => getCurrentUser({ user: requireUser(request).user }),
  );

  api.patch(
    '/api/auth/user',
    {
      schema: {
        tags: ['auth'],
        body: ZUpdateProfileBody,
        response: { 200: ZUser, 400: ZErrorResponse, 401: ZErrorResponse },
      },
    },
    async (request) =>
      updateProfile({ db, userId: requireUser(request).user.id, changes: request.body }),
  );

  api.get(
    '/api/auth/providers',
    { schema: { tags: ['auth'], response: { 200: ZAuthProviders } } },
    async () => ({ password: true as const, oidc: Boolean(config.oidc) }),
  );

  api.get('/api/logout', { schema: { tags: ['auth'] } }, async (request, reply) => {
    const token = request.cookies[SESSION_COOKIE];
    if (token) await signOut({ db, tokenHash: hashSessionToken(token) });
    clearSessionCookie(reply);
    return reply.redirect('/');
  });
}
