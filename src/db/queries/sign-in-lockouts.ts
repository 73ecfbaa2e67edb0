import { and, desc, gt, inArray, lt, or, isNull, eq, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { signInLockouts, users } from '../schema/index.ts';

export type LockoutRule = {
  /** Failures in a row that cost nothing. */
  freeAttempts: number;
  /** The first wait, doubling with each further failure up to `maxMs`. */
  baseMs: number;
  maxMs: number;
  /** A count whose last failure is older than this starts over. */
  forgetAfterMs: number;
};

export type LockoutCounter = { key: string; account: string | null; rule: LockoutRule };

/** The latest block among `keys` still in force, or undefined. */
export async function findActiveLockout(
  db: Db,
  { keys }: { keys: string[] },
): Promise<{ key: string; blockedUntil: Date } | undefined> {
  if (keys.length === 0) return undefined;
  const [row] = await db
    .select({ key: signInLockouts.key, blockedUntil: signInLockouts.blockedUntil })
    .from(signInLockouts)
    .where(and(inArray(signInLockouts.key, keys), gt(signInLockouts.blockedUntil, sql`now()`)))
    .orderBy(desc(signInLockouts.blockedUntil))
    .limit(1);
  return row?.blockedUntil ? { key: row.key, blockedUntil: row.blockedUntil } : undefined;
}

/**
 * Counts one failure on a counter and, from the `freeAttempts`-th failure in a row, blocks it for
 * `baseMs` doubling per further failure up to `maxMs`. One upsert, so parallel guesses cannot slip
 * past the count; the database's clock decides.
 */
export async function recordLockoutFailure(
  db: Db,
  { key, account, rule }: LockoutCounter,
): Promise<void> {
  const t = signInLockouts;
  const next = sql`CASE WHEN ${t.lastFailureAt} < now() - make_interval(secs => ${rule.forgetAfterMs / 1000}::float8)
    THEN 1 ELSE ${t.failures} + 1 END`;
  await db
    .insert(t)
    .values({ key, account, failures: 1 })
    .onConflictDoUpdate({
      target: t.key,
      set: {
        failures: next,
        lastFailureAt: sql`now()`,
        blockedUntil: sql`CASE WHEN ${next} >= ${rule.freeAttempts}
          THEN now() + make_interval(secs => LEAST(
            ${rule.baseMs}::float8 * power(2, ${next} - ${rule.freeAttempts}), ${rule.maxMs}::float8
          ) / 1000)
          ELSE NULL END`,
      },
    });
}

/** A successful sign-in ends the counters it went through. */
export async function clearLockouts(db: Db, { keys }: { keys: string[] }): Promise<void> {
  if (keys.length > 0) await db.delete(signInLockouts).where(inArray(signInLockouts.key, keys));
}

/**
 * A new password lifts every block of the account: its untrusted clients and all its devices.
 * The digest is computed in SQL from the stored address, so callers need only the member's id.
 */
export async function clearAccountLockouts(db: Db, { userId }: { userId: string }): Promise<void> {
  await db.delete(signInLockouts).where(
    inArray(
      signInLockouts.account,
      db
        .select({
          digest: sql<string>`encode(sha256(convert_to(lower(${users.email}), 'UTF8')), 'hex')`,
        })
        .from(users)
        .where(eq(users.id, userId)),
    ),
  );
}

/** Drops counters nobody has failed on for `olderThanMs` and that block nothing any more. */
export async function pruneLockouts(db: Db, { olderThanMs }: { olderThanMs: number }) {
  await db
    .delete(signInLockouts)
    .where(
      and(
        lt(
          signInLockouts.lastFailureAt,
          sql`now() - make_interval(secs => ${olderThanMs / 1000}::float8)`,
        ),
        or(isNull(signInLockouts.blockedUntil), lt(signInLockouts.blockedUntil, sql`now()`)),
      ),
    );
}
