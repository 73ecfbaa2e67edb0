import { VERIFY_EMAIL_PATH } from '../../../contract/account.ts';
import { VERIFY_TOKEN_TTL_MS } from '../../../contract/limits.ts';
import {
  consumeAccountToken,
  countRecentAccountTokens,
} from '../../../db/queries/account-tokens.ts';
import { markEmailVerified } from '../../../db/queries/accounts.ts';
import { findProfileById, promoteAdmins } from '../../../db/queries/users.ts';
import type { MemberContext, ServiceContext } from '../../context.ts';
import { badRequest, conflict, HttpError, notFound } from '../../http-error.ts';
import { appLink } from './account-links.ts';
import { verifyEmailMail } from './account-mail.ts';
import { hashAccountToken, issueAccountToken } from './account-token.ts';

export const INVALID_LINK =
  'This link has expired or has already been used. Ask for a new one and use the latest e-mail.';

/** One new verification e-mail a minute, ten a day, per member (on top of the per-IP limit). */
const RESEND_MIN_INTERVAL_MS = 60 * 1000;
const RESEND_DAILY_CAP = 10;

/**
 * Issues a verification link for the member's address and queues the e-mail that carries it.
 * Call it inside the transaction that creates the account, so both exist or neither.
 */
export async function queueVerificationEmail(
  ctx: ServiceContext,
  { user }: { user: { id: string; email: string; firstName: string | null } },
): Promise<void> {
  const { id, token } = await issueAccountToken(ctx.db, {
    userId: user.id,
    purpose: 'verify-email',
    email: user.email,
    ttlMs: VERIFY_TOKEN_TTL_MS,
  });
  const link = appLink(ctx.config, VERIFY_EMAIL_PATH, token);
  await ctx.mail.queue(ctx.db, {
    dedupeKey: `verify-email:${id}`,
    kind: 'verify-email',
    userId: user.id,
    to: user.email,
    ...(await verifyEmailMail({ firstName: user.firstName, link })),
  });
}

/**
 * Follows a verification link (signed in or not: it may be opened on another device). The
 * address becomes verified if it is still the account's; a listed ADMIN_EMAILS address becomes
 * admin only now.
 */
export async function verifyEmail(
  ctx: ServiceContext,
  { token }: { token: string },
): Promise<{ email: string }> {
  return ctx.tx(async (tx) => {
    const used = await consumeAccountToken(tx.db, {
      purpose: 'verify-email',
      tokenHash: hashAccountToken(token),
    });
    if (!used) throw badRequest(INVALID_LINK);
    const verified = await markEmailVerified(tx.db, used);
    if (!verified) {
      throw badRequest('This link was sent to an address your account no longer uses.');
    }
    await promoteListedAdmin(tx, verified.email);
    tx.emit({ type: 'user.updated', userId: used.userId });
    return { email: verified.email };
  });
}

/** ADMIN_EMAILS applies to an address once its owner has proved it. */
export async function promoteListedAdmin(ctx: ServiceContext, email: string): Promise<void> {
  if (ctx.config.adminEmails.includes(email)) await promoteAdmins(ctx.db, [email]);
}

/** The banner's "Resend": a fresh link, unless one went out a moment ago. */
export async function resendVerification(ctx: MemberContext): Promise<void> {
  const user = await findProfileById(ctx.db, { id: ctx.viewer.id });
  if (!user) throw notFound('Account not found');
  if (user.emailVerifiedAt) throw conflict('Your e-mail address is already verified.');
  const now = Date.now();
  const lastMinute = await countRecentAccountTokens(ctx.db, {
    userId: user.id,
    purpose: 'verify-email',
    since: new Date(now - RESEND_MIN_INTERVAL_MS),
  });
  if (lastMinute > 0) {
    throw new HttpError(
      429,
      'We sent you a link less than a minute ago. Check your inbox and spam folder, or try again in a minute.',
    );
  }
  const today = await countRecentAccountTokens(ctx.db, {
    userId: user.id,
    purpose: 'verify-email',
    since: new Date(now - 24 * 60 * 60 * 1000),
  });
  if (today >= RESEND_DAILY_CAP) {
    throw new HttpError(429, 'We have sent several links today. Please try again tomorrow.');
  }
  await ctx.tx((tx) => queueVerificationEmail(tx, { user }));
}
