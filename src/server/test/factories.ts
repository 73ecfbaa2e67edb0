import crypto from 'node:crypto';
import type { TRole } from '../../contract/limits.ts';
import type { Database, Db } from '../../db/client.ts';
import { insertSession } from '../../db/queries/sessions.ts';
import { insertUser, type NewUser, type ProfileRow } from '../../db/queries/users.ts';
import { createSessionToken, hashSessionToken } from '../modules/auth/session-token.ts';
import { hashPassword } from '../modules/auth/password.ts';

let sequence = 0;

/** The password every built user has unless a test gives another. */
export const FACTORY_PASSWORD = 'correct-horse-battery-staple';

let factoryHash: Promise<string> | undefined;

type DbLike = Db | Database;
const dbOf = (db: DbLike): Db => ('db' in db ? db.db : db);

/**
 * A member row, written straight to the database (no HTTP, no rate limits). Unique e-mail per
 * call; verified unless `emailVerifiedAt: null` is given.
 */
export async function buildUser(
  db: DbLike,
  overrides: Partial<NewUser> & { role?: TRole; password?: string; premium?: boolean } = {},
): Promise<ProfileRow> {
  sequence += 1;
  // `premium: true`: Premium paid through the next 30 days (users.premium_until in the future).
  const { password, premium, ...values } = overrides;
  if (premium) values.premiumUntil ??= new Date(Date.now() + 30 * 24 * 60 * 60 * 1000);
  factoryHash ??= hashPassword(FACTORY_PASSWORD);
  const user = await insertUser(dbOf(db), {
    email: `member${sequence}.${crypto.randomBytes(4).toString('hex')}@example.com`,
    firstName: 'Ada',
    lastName: 'Lovelace',
    emailVerifiedAt: new Date(),
    passwordHash: password ? await hashPassword(password) : await factoryHash,
    ...values,
  });
  if (!user) throw new Error(`buildUser: e-mail taken (${values.email ?? 'generated'})`);
  return user;
}

/** A live session for a user; returns the Cookie header value that carries it. */
export async function buildSession(
  db: DbLike,
  {
    userId,
    expiresAt,
    createdAt,
    userAgent,
  }: { userId: string; expiresAt?: Date; createdAt?: Date; userAgent?: string },
): Promise<{ cookie: string; token: string }> {
  const token = createSessionToken();
  await insertSession(dbOf(db), {
    tokenHash: hashSessionToken(token),
    userId,
    userAgent: userAgent ?? 'vitest',
    ipAddress: '127.0.0.1',
    expiresAt: expiresAt ?? new Date(Date.now() + 24 * 60 * 60 * 1000),
    ...(createdAt ? { createdAt } : {}),
  });
  return { cookie: `roamly_session=${token}`, token };
}

/** A user and a signed-in cookie for them, the usual first line of a test. */
export async function buildMember(
  db: DbLike,
  overrides: Parameters<typeof buildUser>[1] = {},
): Promise<{ user: ProfileRow; cookie: string }> {
  const user = await buildUser(db, overrides);
  const { cookie } = await buildSession(db, { userId: user.id });
  return { user, cookie };
}
