import { z } from 'zod';
import { ZChangePasswordBody, ZResetPasswordBody } from '../../../contract/account.ts';

const confirmMatches = <T extends { confirmPassword: string }>(
  password: (values: T) => string,
) => ({
  check: (values: T) => values.confirmPassword === password(values),
  issue: { message: 'does not match the new password', path: ['confirmPassword'] },
});

const reset = confirmMatches<{ password: string; confirmPassword: string }>((v) => v.password);
/** The reset form: the contract's password rules plus a typed-twice check (client only). */
export const ZResetPasswordForm = z
  .object({ password: ZResetPasswordBody.shape.password, confirmPassword: z.string() })
  .refine(reset.check, reset.issue);
export type TResetPasswordForm = z.input<typeof ZResetPasswordForm>;

const change = confirmMatches<{ newPassword: string; confirmPassword: string }>(
  (v) => v.newPassword,
);
/** The change form: the contract's body plus a typed-twice check (client only). */
export const ZChangePasswordForm = ZChangePasswordBody.extend({
  confirmPassword: z.string(),
}).refine(change.check, change.issue);
export type TChangePasswordForm = z.input<typeof ZChangePasswordForm>;
