import { z } from 'zod';
import { ZRegisterBody, ZSignInBody } from './auth.ts';
import { ZOkResponse } from './common.ts';
import { PASSWORD_MAX_LENGTH } from './limits.ts';
import { defineRoute } from './route.ts';

/** Links carry 256 random bits, base64url: 43 characters. */
const ZAccountToken = z
  .string()
  .trim()
  .min(20, 'is not a valid link token')
  .max(200, 'is not a valid link token');

/** The same rules as sign-up (length here, the common-password list on the server). */
const ZNewPassword = ZRegisterBody.shape.password;

export const VERIFY_EMAIL_PATH = '/verify-email';
export const RESET_PASSWORD_PATH = '/reset-password';

export const ZVerifyEmailBody = z.object({ token: ZAccountToken });
export type TVerifyEmailBody = z.input<typeof ZVerifyEmailBody>;

export const ZVerifyEmailResponse = z.object({ ok: z.literal(true), email: z.string() });
export type TVerifyEmailResponse = z.infer<typeof ZVerifyEmailResponse>;

export const ZChangePasswordBody = z.object({
  currentPassword: z.string().min(1, 'is required').max(PASSWORD_MAX_LENGTH),
  newPassword: ZNewPassword,
});
export type TChangePasswordBody = z.input<typeof ZChangePasswordBody>;

export const ZForgotPasswordBody = z.object({ email: ZSignInBody.shape.email });
export type TForgotPasswordBody = z.input<typeof ZForgotPasswordBody>;

export const ZResetPasswordBody = z.object({ token: ZAccountToken, password: ZNewPassword });
export type TResetPasswordBody = z.input<typeof ZResetPasswordBody>;

export const ZSignedOutCount = z.object({ ok: z.literal(true), signedOut: z.number().int() });
export type TSignedOutCount = z.infer<typeof ZSignedOutCount>;

/** The answer to "forgot password" is the same whether or not the address has an account. */
export const FORGOT_PASSWORD_ANSWER =
  'If an account uses that address, we have sent it a link to choose a new password. It works for one hour.';
export const ZForgotPasswordResponse = z.object({ ok: z.literal(true), message: z.string() });

export const verifyEmailRoute = defineRoute({
  method: 'POST',
  path: '/api/auth/verify-email',
  tags: ['account'],
  summary: 'Confirm an e-mail address with the token of the link sent to it',
  body: ZVerifyEmailBody,
  response: ZVerifyEmailResponse,
  errors: [400, 429],
});

export const resendVerificationRoute = defineRoute({
  method: 'POST',
  path: '/api/auth/verify-email/resend',
  tags: ['account'],
  summary: 'Send the verification link again',
  response: ZOkResponse,
  errors: [409, 429],
});

export const changePasswordRoute = defineRoute({
  method: 'POST',
  path: '/api/auth/password/change',
  tags: ['account'],
  summary: 'Change the password; signs out every other session and renews this one (new cookie)',
  body: ZChangePasswordBody,
  response: ZSignedOutCount,
  errors: [400, 429],
});

export const forgotPasswordRoute = defineRoute({
  method: 'POST',
  path: '/api/auth/password/forgot',
  tags: ['account'],
  summary: 'E-mail a single-use password reset link (same answer for unknown addresses)',
  body: ZForgotPasswordBody,
  response: ZForgotPasswordResponse,
  errors: [400, 429],
});

export const resetPasswordRoute = defineRoute({
  method: 'POST',
  path: '/api/auth/password/reset',
  tags: ['account'],
  summary: 'Choose a new password with a reset link; signs out every session',
  body: ZResetPasswordBody,
  response: ZOkResponse,
  errors: [400, 429],
});

/** Signs out every session of the member, the one making the request included. */
export const signOutEverywhereRoute = defineRoute({
  method: 'POST',
  path: '/api/auth/sessions/revoke-all',
  tags: ['account'],
  summary: 'Sign out everywhere, this device included',
  response: ZSignedOutCount,
});

/** One outgoing e-mail as the operator's mailbox shows it. */
export const ZMailMessage = z.object({
  id: z.string(),
  kind: z.string(),
  to: z.string(),
  from: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string().nullable(),
  status: z.enum(['queued', 'sent', 'failed']),
  provider: z.string().nullable(),
  error: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type TMailMessage = z.infer<typeof ZMailMessage>;

export const ZMailMessagesQuery = z.object({
  to: z.string().trim().toLowerCase().max(254).optional(),
  before: z.iso.datetime({ message: 'must be an ISO date-time' }).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});

export const ZMailMessageList = z.object({ messages: z.array(ZMailMessage) });
export type TMailMessageList = z.infer<typeof ZMailMessageList>;

export const listMailMessagesRoute = defineRoute({
  method: 'GET',
  path: '/api/admin/mail/messages',
  tags: ['admin'],
  summary: 'Outgoing e-mail, newest first (the embedded mailbox)',
  query: ZMailMessagesQuery,
  response: ZMailMessageList,
  errors: [400, 403],
});
