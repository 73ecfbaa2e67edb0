import { and, eq, like } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { users } from '../schema/index.ts';

/** The distinct password hashes of the accounts on the reserved demo domain. */
export async function findDemoPasswordHashes(
  db: Db,
  params: { domain: string },
): Promise<string[]> {
  const rows = await db
    .selectDistinct({ passwordHash: users.passwordHash })
    .from(users)
    .where(like(users.email, `%@${params.domain}`));
  return rows.flatMap((row) => (row.passwordHash ? [row.passwordHash] : []));
}

/** Swaps one demo password hash for another (null: password sign-in off); returns the count. */
export async function replaceDemoPasswordHash(
  db: Db,
  params: { domain: string; from: string; to: string | null },
): Promise<number> {
  const rows = await db
    .update(users)
    .set({ passwordHash: params.to, updatedAt: new Date() })
    .where(and(like(users.email, `%@${params.domain}`), eq(users.passwordHash, params.from)))
    .returning({ id: users.id });
  return rows.length;
}
