import crypto from 'node:crypto';
import { SESSION_TTL_MS } from '../../../contract/limits.ts';
import type { Db } from '../../../db/client.ts';
import { deleteSessionByTokenHash, insertSession } from '../../../db/queries/sessions.ts';
import {
  findProfileById,
  findUserByEmail,
  insertUser,
  updateUser,
  type ProfileRow,
} from '../../../db/queries/users.ts';
import type { ServiceContext } from '../../context.ts';
import { findSignInAccount } from '../../../db/queries/accounts.ts';
import { queueVerificationEmail } from '../account/verification.service.ts';
import { badRequest, conflict, forbidden, HttpError, unauthorized } from '../../http-error.ts';
import { findSignInBlock } from '../../../db/queries/admin-users.ts';
import { DEMO_ADMIN_EMAIL, isReservedEmail } from './demo-accounts.ts';
import { decoyPasswordHash, hashPassword, isCommonPassword, verifyPassword } from './password.ts';
import { createSessionToken, hashSessionToken } from './session-token.ts';
import { accountDigest, signDeviceCookie } from './device-cookie.ts';
import {
  assertSignInAllowed,
  noteFailedSignIn,
  noteSuccessfulSignIn,
  signInLane,
} from './sign-in-lockout.ts';

export type ClientMeta = { userAgent: string | null; ipAddress: string | null };
export type SignedIn = { user: ProfileRow; token: string };
/** What the sign-in lockout reads from the browser: its device cookie and the server's key. */
export type DeviceProof = { cookie: string | undefined; secret: Buffer };
/** A password sign-in also hands the browser a fresh device cookie for this account. */
export type SignedInDevice = SignedIn & { deviceCookie: string };

export const WRONG_CREDENTIALS = 'Incorrect e-mail or password';
export const EMAIL_TAKEN = 'An account with this e-mail already exists';

/** The sign-in refusal of a suspended or deleted account, in words the member can act on. */
export function suspendedMessage(block: {
  suspendedUntil: Date | null;
  deleting: boolean;
}): string {
  if (block.deleting) return 'This account has been deleted.';
  if (!block.suspendedUntil) {
    return 'Your account has been suspended. If you think this is a mistake, write to us through the Help Center.';
  }
  const until = block.suspendedUntil.toLocaleString('en-US', {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'UTC',
  });
  return `Your account is suspended until ${until} UTC. You can sign in again after that.`;
}

/**
 * A new session (fresh token at every sign-in); returns the token for the cookie. Every way in
 * (password, sign-up, OpenID Connect, reset link, test login) comes through here, so a suspended
 * or deleted account is refused in one place (403 with the reason).
 */
export async function createSession({
  db,
  userId,
  meta,
}: {
  db: Db;
  userId: string;
  meta: ClientMeta;
}): Promise<string> {
  const block = await findSignInBlock(db, { userId });
  if (block) throw forbidden(suspendedMessage(block));
  const token = createSessionToken();
  await insertSession(db, {
    tokenHash: hashSessionToken(token),
    userId,
    userAgent: meta.userAgent?.slice(0, 300) ?? null,
    ipAddress: meta.ipAddress,
    expiresAt: new Date(Date.now() + SESSION_TTL_MS),
  });
  return token;
}

/** Sign-up: the user and the first session are written in one transaction. */
export async function register(
  ctx: ServiceContext,
  {
    input,
    meta,
  }: {
    input: { email: string; password: string; firstName: string; lastName: string };
    meta: ClientMeta;
  },
): Promise<SignedIn> {
  if (isReservedEmail(input.email)) {
    throw badRequest('This e-mail address is reserved for demo accounts');
  }
  if (isCommonPassword(input.password)) {
    throw badRequest('Password is too common; choose one that is harder to guess');
  }
  const passwordHash = await hashPassword(input.password);
  return ctx.tx(async (tx) => {
    const user = await insertUser(tx.db, {
      email: input.email,
      passwordHash,
      firstName: input.firstName,
      lastName: input.lastName,
      role: 'member',
    });
    if (!user) throw conflict(EMAIL_TAKEN);
    const token = await createSession({ db: tx.db, userId: user.id, meta });
    await queueVerificationEmail(tx, { user });
    tx.emit({ type: 'user.registered', userId: user.id });
    return { user, token };
  });
}

/**
 * Same answer and same work whether the e-mail or the password is wrong, and the same lockout
 * (sign-in-lockout.ts) for unknown addresses as for registered ones; a locked lane is refused
 * before any password is checked.
 */
export async function signIn(
  ctx: ServiceContext,
  {
    input,
    meta,
    device,
  }: { input: { email: string; password: string }; meta: ClientMeta; device: DeviceProof },
): Promise<SignedInDevice> {
  const db = ctx.db;
  const lane = signInLane({
    email: input.email,
    ipAddress: meta.ipAddress,
    deviceCookie: device.cookie,
    deviceSecret: device.secret,
  });
  await assertSignInAllowed(db, lane);
  const account = await findSignInAccount(db, { email: input.email });
  const hash = account?.passwordHash ?? (await decoyPasswordHash());
  const valid = await verifyPassword(hash, input.password);
  if (!account?.passwordHash || !valid) {
    await noteFailedSignIn(db, lane);
    throw unauthorized(WRONG_CREDENTIALS);
  }
  await noteSuccessfulSignIn(db, lane);
  const user = await findProfileById(db, { id: account.id });
  if (!user) throw unauthorized(WRONG_CREDENTIALS);
  return {
    user,
    token: await createSession({ db, userId: user.id, meta }),
    deviceCookie: signDeviceCookie(device.secret, lane.account),
  };
}

/** The device cookie a new account's browser starts with. */
export function deviceCookieFor(secret: Buffer, email: string): string {
  return signDeviceCookie(secret, accountDigest(email));
}

export async function signOut(ctx: ServiceContext, { tokenHash }: { tokenHash: string }) {
  await deleteSessionByTokenHash(ctx.db, { tokenHash });
}

/** Constant-time comparison that does not leak the key's length through timing either. */
export function testKeyMatches(expected: string, given: string): boolean {
  const a = crypto.createHash('sha256').update(expected).digest();
  const b = crypto.createHash('sha256').update(given).digest();
  return crypto.timingSafeEqual(a, b);
}

/** Test login: a session for the demo admin, created on first use when the seed is off. */
export async function testLogin(
  ctx: ServiceContext,
  {
    expectedKey,
    givenKey,
    meta,
  }: { expectedKey: string | undefined; givenKey: string; meta: ClientMeta },
): Promise<SignedIn> {
  const db = ctx.db;
  if (!expectedKey) throw new HttpError(403, 'Test login is disabled on this server');
  if (!testKeyMatches(expectedKey, givenKey)) throw unauthorized('Invalid test key');
  const existing = await findUserByEmail(db, { email: DEMO_ADMIN_EMAIL });
  const user = existing
    ? await updateUser(db, { id: existing.id, changes: { role: 'admin' } })
    : await insertUser(db, {
        email: DEMO_ADMIN_EMAIL,
        firstName: 'Roamly',
        lastName: 'Admin',
        role: 'admin',
      });
  if (!user) throw new HttpError(500, 'Could not prepare the demo admin account');
  return { user, token: await createSession({ db, userId: user.id, meta }) };
}
