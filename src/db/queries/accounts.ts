import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { users } from '../schema/index.ts';

/** What sign-in needs to decide, the back-off state included. */
export async function findSignInAccount(
  db: Db,
  { email }: { email: string },
): Promise<
  | {
      id: string;
      passwordHash: string | null;
      failedSignIns: number;
      signInBlockedUntil: Date | null;
    }
  | undefined
> {
  const [row] = await db
    .select({
      id: users.id,
      passwordHash: users.passwordHash,
      failedSignIns: users.failedSignIns,
      signInBlockedUntil: users.signInBlockedUntil,
    })
    .from(users)
    .where(eq(users.email, email))
    .limit(1);
  return row;
}

/**
 * Counts a failed sign-in and, from the `freeAttempts`-th failure in a row, blocks the account for
 * `baseMs`, doubling with each further failure up to `maxMs`. One statement, so parallel guesses
 * cannot slip past the count.
 */
export async function recordFailedSignIn(
  db: Db,
  {
    userId,
    freeAttempts,
    baseMs,
    maxMs,
  }: { userId: string; freeAttempts: number; baseMs: number; maxMs: number },
): Promise<{ blockedUntil: Date | null }> {
  const [row] = await db
    .update(users)
    .set({
      failedSignIns: sql`${users.failedSignIns} + 1`,
      signInBlockedUntil: sql`CASE
        WHEN ${users.failedSignIns} + 1 >= ${freeAttempts}
        THEN now() + make_interval(secs => LEAST(
          ${baseMs}::float8 * power(2, ${users.failedSignIns} + 1 - ${freeAttempts}),
          ${maxMs}::float8
        ) / 1000)
        ELSE ${users.signInBlockedUntil} END`,
    })
    .where(eq(users.id, userId))
    .returning({ blockedUntil: users.signInBlockedUntil });
  return { blockedUntil: row?.blockedUntil ?? null };
}

/** A successful sign-in (or a new password) ends the back-off. */
export async function clearFailedSignIns(db: Db, { userId }: { userId: string }): Promise<void> {
  await db
    .update(users)
    .set({ failedSignIns: 0, signInBlockedUntil: null })
    .where(eq(users.id, userId));
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

/** Stores a new password hash and lifts any sign-in back-off. */
export async function setPasswordHash(
  db: Db,
  { userId, passwordHash }: { userId: string; passwordHash: string },
): Promise<void> {
  await db
    .update(users)
    .set({ passwordHash, failedSignIns: 0, signInBlockedUntil: null, updatedAt: new Date() })
    .where(eq(users.id, userId));
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
