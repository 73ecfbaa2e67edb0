import type { Db } from '../../../db/client.ts';
import {
  clearLockouts,
  findActiveLockout,
  pruneLockouts,
  recordLockoutFailure,
  type LockoutCounter,
  type LockoutRule,
} from '../../../db/queries/sign-in-lockouts.ts';
import { HttpError } from '../../http-error.ts';
import { accountDigest, verifyDeviceCookie } from './device-cookie.ts';

/**
 * OWASP's device-cookie lockout, on top of the per-IP rate limit. A browser holding a device
 * cookie for the account (it signed in before) has its own counter, so guesses made anywhere else
 * never lock it out; every other client shares the account's "untrusted" counter, plus one per
 * source address across accounts. Counters are keyed by the submitted address, registered or not,
 * so an unknown e-mail is answered exactly like a known one, 429 included.
 */
export const ACCOUNT_LOCKOUT: LockoutRule = {
  freeAttempts: 5,
  baseMs: 60_000,
  maxMs: 30 * 60_000,
  forgetAfterMs: 24 * 60 * 60_000,
};
/** One address guessing across many accounts (password spraying) is throttled too. */
export const ADDRESS_LOCKOUT: LockoutRule = { ...ACCOUNT_LOCKOUT, freeAttempts: 20 };

/** Rows idle this long and blocking nothing are dropped now and then. */
const PRUNE_AFTER_MS = 2 * ACCOUNT_LOCKOUT.forgetAfterMs;
const PRUNE_PROBABILITY = 0.01;

export type SignInClient = {
  email: string;
  ipAddress: string | null;
  /** The browser's device cookie, if any. */
  deviceCookie: string | undefined;
  deviceSecret: Buffer;
};

/** Which counters an attempt is charged to; `trusted` when its device cookie is valid. */
export type SignInLane = { account: string; trusted: boolean; counters: LockoutCounter[] };

export function signInLane(client: SignInClient): SignInLane {
  const account = accountDigest(client.email);
  const nonce = verifyDeviceCookie(client.deviceSecret, client.deviceCookie, account);
  if (nonce) {
    return {
      account,
      trusted: true,
      counters: [{ key: `device:${nonce}`, account, rule: ACCOUNT_LOCKOUT }],
    };
  }
  const counters: LockoutCounter[] = [
    { key: `account:${account}`, account, rule: ACCOUNT_LOCKOUT },
  ];
  if (client.ipAddress) {
    counters.push({ key: `ip:${client.ipAddress}`, account: null, rule: ADDRESS_LOCKOUT });
  }
  return { account, trusted: false, counters };
}

function waitText(until: Date): string {
  const minutes = Math.max(1, Math.ceil((until.getTime() - Date.now()) / 60_000));
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

/** Refuses (429) while any counter of the lane is blocked, before any password is checked. */
export async function assertSignInAllowed(db: Db, lane: SignInLane): Promise<void> {
  const blocked = await findActiveLockout(db, { keys: lane.counters.map((c) => c.key) });
  if (!blocked) return;
  const wait = waitText(blocked.blockedUntil);
  throw new HttpError(
    429,
    blocked.key.startsWith('ip:')
      ? `Too many failed sign-ins from your network. Try again in ${wait}.`
      : `Too many failed sign-ins for this account. Try again in ${wait}, or reset your password.`,
  );
}

export async function noteFailedSignIn(db: Db, lane: SignInLane): Promise<void> {
  for (const counter of lane.counters) await recordLockoutFailure(db, counter);
  if (Math.random() < PRUNE_PROBABILITY) await pruneLockouts(db, { olderThanMs: PRUNE_AFTER_MS });
}

/**
 * The owner got in: their device's (or the account's untrusted) count starts over. The per-address
 * count stays, or an attacker could reset it by signing in to an account of their own.
 */
export async function noteSuccessfulSignIn(db: Db, lane: SignInLane): Promise<void> {
  await clearLockouts(db, {
    keys: lane.counters.filter((c) => !c.key.startsWith('ip:')).map((c) => c.key),
  });
}
