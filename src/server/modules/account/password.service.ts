import { FORGOT_PASSWORD_ANSWER, RESET_PASSWORD_PATH } from '../../../contract/account.ts';
import { RESET_TOKEN_TTL_MS } from '../../../contract/limits.ts';
import {
  consumeAccountToken,
  countRecentAccountTokens,
  revokeAccountTokens,
} from '../../../db/queries/account-tokens.ts';
import {
  findPasswordHash,
  markEmailVerified,
  setPasswordHash,
} from '../../../db/queries/accounts.ts';
import { deleteUserSession, deleteUserSessions } from '../../../db/queries/sessions.ts';
import { findProfileById, findUserByEmail } from '../../../db/queries/users.ts';
import type { MemberContext, ServiceContext } from '../../context.ts';
import { badRequest, notFound } from '../../http-error.ts';
import { createSession, type ClientMeta } from '../auth/auth.service.ts';
import { hashPassword, isCommonPassword, verifyPassword } from '../auth/password.ts';
import { appLink } from './account-links.ts';
import { passwordChangedMail, resetPasswordMail } from './account-mail.ts';
import { hashAccountToken, issueAccountToken } from './account-token.ts';
import { INVALID_LINK, promoteListedAdmin } from './verification.service.ts';

/** At most three reset e-mails an hour per account, so the form cannot be used to flood a box. */
const RESET_MAILS_PER_HOUR = 3;

/** Sign-up's rule beyond the length the contract checks. */
function assertAcceptablePassword(password: string): void {
  if (isCommonPassword(password)) {
    throw badRequest('Invalid input: password is too common; choose one that is harder to guess');
  }
}

async function queuePasswordChangedMail(ctx: ServiceContext, userId: string, at: Date) {
  const user = await findProfileById(ctx.db, { id: userId });
  if (!user) return;
  await ctx.mail.queue(ctx.db, {
    dedupeKey: `password-changed:${userId}:${at.getTime()}`,
    kind: 'password-changed',
    userId,
    to: user.email,
    ...(await passwordChangedMail({ firstName: user.firstName })),
  });
}

/**
 * Changes the password of the signed-in member after checking the current one and signs out
 * every other session (a thief's included). This device stays signed in on a new session: the
 * old id dies with the old password, so a copy of the old cookie is worth nothing. Returns the
 * new session's token for the cookie.
 */
export async function changePassword(
  ctx: MemberContext,
  {
    currentPassword,
    newPassword,
    currentSessionId,
    meta,
  }: {
    currentPassword: string;
    newPassword: string;
    currentSessionId: string;
    meta: ClientMeta;
  },
): Promise<{ signedOut: number; token: string }> {
  const userId = ctx.viewer.id;
  const hash = await findPasswordHash(ctx.db, { userId });
  if (hash === undefined) throw notFound('Account not found');
  if (hash === null) {
    throw badRequest(
      "Your account signs in through single sign-on and has no password yet. Use 'Forgot password' on the sign-in page to set one.",
    );
  }
  if (!(await verifyPassword(hash, currentPassword))) {
    throw badRequest('Your current password is incorrect.');
  }
  if (newPassword === currentPassword) {
    throw badRequest('Choose a new password that is different from your current one.');
  }
  assertAcceptablePassword(newPassword);
  const passwordHash = await hashPassword(newPassword);
  return ctx.tx(async (tx) => {
    await setPasswordHash(tx.db, { userId, passwordHash });
    await revokeAccountTokens(tx.db, { userId, purpose: 'reset-password' });
    const signedOut = await deleteUserSessions(tx.db, {
      userId,
      exceptSessionId: currentSessionId,
    });
    await deleteUserSession(tx.db, { userId, sessionId: currentSessionId });
    const token = await createSession({ db: tx.db, userId, meta });
    await queuePasswordChangedMail(tx, userId, new Date());
    return { signedOut, token };
  });
}

/**
 * "Forgot password": e-mails a single-use link valid for one hour. The answer is the same
 * whether or not an account uses the address, so the form cannot tell who has an account.
 */
export async function forgotPassword(
  ctx: ServiceContext,
  { email }: { email: string },
): Promise<{ ok: true; message: string }> {
  const answer = { ok: true as const, message: FORGOT_PASSWORD_ANSWER };
  const account = await findUserByEmail(ctx.db, { email });
  if (!account) return answer;
  const recent = await countRecentAccountTokens(ctx.db, {
    userId: account.id,
    purpose: 'reset-password',
    since: new Date(Date.now() - 60 * 60 * 1000),
  });
  if (recent >= RESET_MAILS_PER_HOUR) {
    ctx.log.warn({ userId: account.id }, 'password reset e-mails throttled for this account');
    return answer;
  }
  const user = await findProfileById(ctx.db, { id: account.id });
  if (!user) return answer;
  await ctx.tx(async (tx) => {
    const { id, token } = await issueAccountToken(tx.db, {
      userId: user.id,
      purpose: 'reset-password',
      email: user.email,
      ttlMs: RESET_TOKEN_TTL_MS,
    });
    await tx.mail.queue(tx.db, {
      dedupeKey: `reset-password:${id}`,
      kind: 'reset-password',
      userId: user.id,
      to: user.email,
      ...(await resetPasswordMail({
        firstName: user.firstName,
        link: appLink(tx.config, RESET_PASSWORD_PATH, token),
      })),
    });
  });
  return answer;
}

/**
 * Sets a new password from a reset link: the link works once, every other reset link dies with
 * it, every session is signed out and the sign-in back-off is lifted. Following the link also
 * proves the address, so it counts as verified.
 */
export async function resetPassword(
  ctx: ServiceContext,
  { token, password }: { token: string; password: string },
): Promise<void> {
  assertAcceptablePassword(password);
  const passwordHash = await hashPassword(password);
  await ctx.tx(async (tx) => {
    const used = await consumeAccountToken(tx.db, {
      purpose: 'reset-password',
      tokenHash: hashAccountToken(token),
    });
    if (!used) throw badRequest(INVALID_LINK);
    await setPasswordHash(tx.db, { userId: used.userId, passwordHash });
    await revokeAccountTokens(tx.db, { userId: used.userId, purpose: 'reset-password' });
    await deleteUserSessions(tx.db, { userId: used.userId });
    const verified = await markEmailVerified(tx.db, used);
    if (verified) await promoteListedAdmin(tx, verified.email);
    await queuePasswordChangedMail(tx, used.userId, new Date());
    tx.emit({ type: 'user.updated', userId: used.userId });
  });
}
