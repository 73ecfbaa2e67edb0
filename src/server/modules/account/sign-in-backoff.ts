import { clearFailedSignIns, recordFailedSignIn } from '../../../db/queries/accounts.ts';
import type { Db } from '../../../db/client.ts';
import { HttpError } from '../../http-error.ts';

/**
 * Per-account back-off on top of the per-IP limit, against guessing spread over many addresses:
 * five failures in a row are free, then the account waits 1 minute, doubling with each further
 * failure up to 30 minutes. A successful sign-in or a new password ends it.
 */
export const SIGN_IN_BACKOFF = { freeAttempts: 5, baseMs: 60_000, maxMs: 30 * 60_000 } as const;

function minutesUntil(until: Date): number {
  return Math.max(1, Math.ceil((until.getTime() - Date.now()) / 60_000));
}

/** Refuses (429) while the account is blocked, before any password is checked. */
export function assertSignInAllowed(account: { signInBlockedUntil: Date | null } | undefined) {
  const until = account?.signInBlockedUntil;
  if (!until || until.getTime() <= Date.now()) return;
  const minutes = minutesUntil(until);
  throw new HttpError(
    429,
    `Too many failed sign-ins for this account. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}, or reset your password.`,
  );
}

export async function noteFailedSignIn(db: Db, userId: string): Promise<void> {
  await recordFailedSignIn(db, { userId, ...SIGN_IN_BACKOFF });
}

export async function noteSuccessfulSignIn(
  db: Db,
  account: { id: string; failedSignIns: number },
): Promise<void> {
  if (account.failedSignIns > 0) await clearFailedSignIns(db, { userId: account.id });
}
