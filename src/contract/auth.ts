import { z } from 'zod';
import { ZOkResponse } from './common.ts';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './limits.ts';
import { defineRoute } from './route.ts';
import { ZText } from './strings.ts';
import { ZSelfUser } from './users.ts';

const ZEmail = z
  .string()
  .trim()
  .max(254)
  .pipe(z.email('must be a valid e-mail address'))
  .transform((value) => value.toLowerCase());

/** POST /api/auth/register */
export const ZRegisterBody = z.object({
  email: ZEmail,
  password: z
    .string()
    .min(PASSWORD_MIN_LENGTH, `must be at least ${PASSWORD_MIN_LENGTH} characters`)
    .max(PASSWORD_MAX_LENGTH, `must be at most ${PASSWORD_MAX_LENGTH} characters`),
  firstName: ZText({ max: 50, min: 1 }),
  lastName: ZText({ max: 50, min: 1 }),
});
export type TRegisterBody = z.input<typeof ZRegisterBody>;

/** POST /api/auth/signin */
export const ZSignInBody = z.object({
  email: ZEmail,
  password: z.string().min(1, 'is required').max(PASSWORD_MAX_LENGTH),
});
export type TSignInBody = z.input<typeof ZSignInBody>;

/** POST /api/test-login */
export const ZTestLoginBody = z.object({
  testKey: ZText({ max: 200, min: 1 }),
});
export type TTestLoginBody = z.input<typeof ZTestLoginBody>;

export const ZTestLoginResponse = z.object({ success: z.literal(true), message: z.string() });
export type TTestLoginResponse = z.infer<typeof ZTestLoginResponse>;

/** One of the member's signed-in devices, for the Sessions card in settings. */
export const ZSessionInfo = z.object({
  id: z.string(),
  userAgent: z.string().nullable(),
  ipAddress: z.string().nullable(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  isCurrent: z.boolean(),
});
export type TSessionInfo = z.infer<typeof ZSessionInfo>;

export const ZSessionList = z.object({ sessions: z.array(ZSessionInfo) });
export type TSessionList = z.infer<typeof ZSessionList>;

export const ZSessionParams = z.object({ id: z.uuid('must be a session id') });

/** Which sign-in methods the server offers; the sign-in page reads it. */
export const ZAuthProviders = z.object({ password: z.literal(true), oidc: z.boolean() });
export type TAuthProviders = z.infer<typeof ZAuthProviders>;

export const registerRoute = defineRoute({
  method: 'POST',
  path: '/api/auth/register',
  tags: ['auth'],
  summary: 'Create an account and sign in',
  body: ZRegisterBody,
  status: 201,
  response: ZSelfUser,
  errors: [400, 409, 429],
});

export const signInRoute = defineRoute({
  method: 'POST',
  path: '/api/auth/signin',
  tags: ['auth'],
  summary: 'Sign in with e-mail and password',
  body: ZSignInBody,
  response: ZSelfUser,
  // 403: the account is suspended or being deleted (the message says which, and until when).
  errors: [400, 401, 403, 429],
});

export const authProvidersRoute = defineRoute({
  method: 'GET',
  path: '/api/auth/providers',
  tags: ['auth'],
  summary: 'Which sign-in methods this server offers',
  response: ZAuthProviders,
});

/** A navigation (spec): signs out and redirects home. */
export const logoutRoute = defineRoute({
  method: 'GET',
  path: '/api/logout',
  tags: ['auth'],
  summary: 'Sign out and go to the landing page',
  response: null,
  status: 302,
});

/** A navigation: the sign-in page, or the OpenID Connect provider when configured. */
export const loginRoute = defineRoute({
  method: 'GET',
  path: '/api/login',
  tags: ['auth'],
  summary: 'Start signing in',
  query: z.object({ provider: z.enum(['oidc', 'password']).optional() }),
  response: null,
  status: 302,
});

/** A navigation: where the OpenID Connect provider sends the browser back. */
export const oidcCallbackRoute = defineRoute({
  method: 'GET',
  path: '/api/auth/oidc/callback',
  tags: ['auth'],
  summary: 'OpenID Connect callback',
  query: z.record(z.string(), z.string()),
  response: null,
  status: 302,
});

export const listSessionsRoute = defineRoute({
  method: 'GET',
  path: '/api/auth/sessions',
  tags: ['auth'],
  summary: "The member's signed-in devices",
  response: ZSessionList,
  errors: [401],
});

export const revokeSessionRoute = defineRoute({
  method: 'DELETE',
  path: '/api/auth/sessions/:id',
  tags: ['auth'],
  summary: 'Sign one device out',
  params: ZSessionParams,
  response: ZOkResponse,
  errors: [400, 401, 404],
});

export const testLoginRoute = defineRoute({
  method: 'POST',
  path: '/api/test-login',
  tags: ['auth'],
  summary: 'Demo access with the test-login key',
  body: ZTestLoginBody,
  response: ZTestLoginResponse,
  errors: [400, 401, 403, 429],
});
