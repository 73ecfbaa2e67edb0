import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './limits.ts';

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
  firstName: z.string().trim().min(1, 'is required').max(50),
  lastName: z.string().trim().min(1, 'is required').max(50),
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
  testKey: z.string().trim().min(1, 'is required').max(200),
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

export const ZSessionParams = z.object({ id: z.string().uuid() });

/** Which sign-in methods the server offers; the sign-in page reads it. */
export const ZAuthProviders = z.object({ password: z.literal(true), oidc: z.boolean() });
export type TAuthProviders = z.infer<typeof ZAuthProviders>;
