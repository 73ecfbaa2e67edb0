import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { users } from '../schema/index.ts';
import { clearAccountLockouts } from './sign-in-lockouts.ts';

/** What sign-in needs to decide (the lockout lives in sign_in_lockouts). */
export async function findSignInAccount(
  db: Db,
  { email }: { email: string },
): Promise<{ id: string; passwordHash: string | null } | undefined> {
  const [row] = await db
    .select({ id: users.id, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.email, email))
    .limit(1);
  return row;
}

export async function findPasswordHash(
  db: Db,
  { userId }: { userId: string },
): Promise<string | null | undefined> {
  const [row] = await db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row?.passwordHash;
}

/** Stores a new password hash and lifts every sign-in lockout of the account. */
export async function setPasswordHash(
  db: Db,
  { userId, passwordHash }: { userId: string; passwordHash: string },
): Promise<void> {
  await db.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, userId));
  await clearAccountLockouts(db, { userId });
}

/**
 * Marks the address verified, but only if it is still the account's address (the link was sent
 * to `email`). Returns the address, or undefined when it no longer matches.
 */
export async function markEmailVerified(
  db: Db,
  { userId, email }: { userId: string; email: string },
): Promise<{ email: string } | undefined> {
  const [row] = await db
    .update(users)
    .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())` })
    .where(and(eq(users.id, userId), eq(users.email, email)))
    .returning({ email: users.email });
  return row;
}
