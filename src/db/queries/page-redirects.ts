import { eq, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { pageRedirects } from '../schema/index.ts';

/**
 * Redirects of moved public pages (issue 24: a changed slug keeps the old address working).
 * Call `recordPageMove` in the transaction that changes the page's path.
 */

/** The newest address of a path that moved, or null. One primary-key probe. */
export async function findPageRedirect(db: Db, { path }: { path: string }): Promise<string | null> {
  const [row] = await db
    .select({ toPath: pageRedirects.toPath })
    .from(pageRedirects)
    .where(eq(pageRedirects.fromPath, path))
    .limit(1);
  return row?.toPath ?? null;
}

/**
 * A page moved from `fromPath` to `toPath`: the old path (and every older path that pointed at
 * it) now redirects to the new one, and the new path, which a page holds again, stops
 * redirecting. No chains, no loops.
 */
export async function recordPageMove(
  db: Db,
  { fromPath, toPath }: { fromPath: string; toPath: string },
): Promise<void> {
  if (fromPath === toPath) return;
  await db.delete(pageRedirects).where(eq(pageRedirects.fromPath, toPath));
  await db
    .update(pageRedirects)
    .set({ toPath, createdAt: sql`now()` })
    .where(eq(pageRedirects.toPath, fromPath));
  await db
    .insert(pageRedirects)
    .values({ fromPath, toPath })
    .onConflictDoUpdate({ target: pageRedirects.fromPath, set: { toPath, createdAt: sql`now()` } });
}
