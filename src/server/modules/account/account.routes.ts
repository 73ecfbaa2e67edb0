import type { FastifyInstance } from 'fastify';
import {
  changePasswordRoute,
  forgotPasswordRoute,
  listMailMessagesRoute,
  resendVerificationRoute,
  resetPasswordRoute,
  signOutEverywhereRoute,
  verifyEmailRoute,
} from '../../../contract/account.ts';
import {
  CHANGE_PASSWORD_RATE_LIMIT,
  FORGOT_PASSWORD_RATE_LIMIT,
  RESEND_VERIFICATION_RATE_LIMIT,
  RESET_PASSWORD_RATE_LIMIT,
  VERIFY_EMAIL_RATE_LIMIT,
} from '../../../contract/limits.ts';
import { addRoute } from '../../http/route.ts';
import { unauthorized } from '../../http-error.ts';
import { clearSessionCookie, setSessionCookie } from '../../plugins/session.ts';
import { clientMeta } from '../auth/client-meta.ts';
import { listOutgoingMail } from './mail-messages.service.ts';
import { changePassword, forgotPassword, resetPassword } from './password.service.ts';
import { signOutEverywhere } from './sessions.service.ts';
import { resendVerification, verifyEmail } from './verification.service.ts';

/** E-mail verification, password change and reset, "sign out everywhere", the outgoing mailbox. */
export async function accountRoutes(app: FastifyInstance) {
  addRoute(
    app,
    verifyEmailRoute,
    { rateLimit: VERIFY_EMAIL_RATE_LIMIT },
    async ({ ctx, body }) => ({
      ok: true as const,
      ...(await verifyEmail(ctx, body)),
    }),
  );

  addRoute(
    app,
    resendVerificationRoute,
    { auth: 'user', rateLimit: RESEND_VERIFICATION_RATE_LIMIT },
    async ({ ctx }) => {
      await resendVerification(ctx);
      return { ok: true as const };
    },
  );

  addRoute(
    app,
    changePasswordRoute,
    { auth: 'user', rateLimit: CHANGE_PASSWORD_RATE_LIMIT },
    async ({ ctx, body, request, reply }) => {
      if (!request.auth) throw unauthorized();
      const { signedOut, token } = await changePassword(ctx, {
        ...body,
        currentSessionId: request.auth.sessionId,
        meta: clientMeta(request),
      });
      setSessionCookie(request, reply, token, ctx.config.baseUrl);
      return { ok: true as const, signedOut };
    },
  );

  addRoute(
    app,
    forgotPasswordRoute,
    { rateLimit: FORGOT_PASSWORD_RATE_LIMIT },
    async ({ ctx, body }) => forgotPassword(ctx, body),
  );

  addRoute(
    app,
    resetPasswordRoute,
    { rateLimit: RESET_PASSWORD_RATE_LIMIT },
    async ({ ctx, body }) => {
      await resetPassword(ctx, body);
      return { ok: true as const };
    },
  );

  addRoute(app, signOutEverywhereRoute, { auth: 'user' }, async ({ ctx, reply }) => {
    const result = await signOutEverywhere(ctx);
    clearSessionCookie(reply);
    return { ok: true as const, ...result };
  });

  addRoute(app, listMailMessagesRoute, { auth: 'user' }, async ({ ctx, query }) =>
    listOutgoingMail(ctx, query),
  );
}
