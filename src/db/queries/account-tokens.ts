import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { accountTokens, type ACCOUNT_TOKEN_PURPOSES } from '../schema/index.ts';

export type AccountTokenPurpose = (typeof ACCOUNT_TOKEN_PURPOSES)[number];

export async function insertAccountToken(
  db: Db,
  values: {
    userId: string;
    purpose: AccountTokenPurpose;
    tokenHash: string;
    email: string;
    expiresAt: Date;
  },
): Promise<{ id: string }> {
  const [row] = await db.insert(accountTokens).values(values).returning({ id: accountTokens.id });
  if (!row) throw new Error('account token insert returned nothing');
  return row;
}

/**
 * Uses a token: marks it used and returns whom it was for, in one statement, so a link clicked
 * twice at the same moment works once. Expired, used or unknown tokens return undefined.
 */
export async function consumeAccountToken(
  db: Db,
  { purpose, tokenHash }: { purpose: AccountTokenPurpose; tokenHash: string },
): Promise<{ userId: string; email: string } | undefined> {
  const [row] = await db
    .update(accountTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(accountTokens.tokenHash, tokenHash),
        eq(accountTokens.purpose, purpose),
        isNull(accountTokens.usedAt),
        gt(accountTokens.expiresAt, sql`now()`),
      ),
    )
    .returning({ userId: accountTokens.userId, email: accountTokens.email });
  return row;
}

/** Retires every unused token of one purpose (a reset link dies once the password changed). */
export async function revokeAccountTokens(
  db: Db,
  { userId, purpose }: { userId: string; purpose: AccountTokenPurpose },
): Promise<void> {
  await db
    .update(accountTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(accountTokens.userId, userId),
        eq(accountTokens.purpose, purpose),
        isNull(accountTokens.usedAt),
      ),
    );
}

/** How many tokens of one purpose were issued to the user since `since` (mail throttling). */
export async function countRecentAccountTokens(
  db: Db,
  { userId, purpose, since }: { userId: string; purpose: AccountTokenPurpose; since: Date },
): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(accountTokens)
    .where(
      and(
        eq(accountTokens.userId, userId),
        eq(accountTokens.purpose, purpose),
        gt(accountTokens.createdAt, since),
      ),
    );
  return row?.count ?? 0;
}

/** Removes tokens that can no longer be used; they only matter while they can. */
export async function deleteStaleAccountTokens(db: Db): Promise<number> {
  const rows = await db
    .delete(accountTokens)
    .where(
      or(
        lt(accountTokens.expiresAt, sql`now() - interval '1 day'`),
        lt(accountTokens.usedAt, sql`now() - interval '1 day'`),
      ),
    )
    .returning({ id: accountTokens.id });
  return rows.length;
}
