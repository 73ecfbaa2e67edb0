import { and, desc, eq, or, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { blocks, users } from '../schema/index.ts';
import { profileColumns, type ProfileRow } from './users.ts';

/** Records the block; idempotent (the primary key keeps one row per pair). */
export async function insertBlock(
  db: Db,
  { blockerId, blockedId }: { blockerId: string; blockedId: string },
): Promise<void> {
  await db.insert(blocks).values({ blockerId, blockedId }).onConflictDoNothing();
}

export async function deleteBlock(
  db: Db,
  { blockerId, blockedId }: { blockerId: string; blockedId: string },
): Promise<void> {
  await db
    .delete(blocks)
    .where(and(eq(blocks.blockerId, blockerId), eq(blocks.blockedId, blockedId)));
}

/** Whether either member blocked the other (two primary-key probes). */
export async function isBlockedEitherWay(
  db: Db,
  { userId, otherId }: { userId: string; otherId: string },
): Promise<boolean> {
  const rows = await db
    .select({ one: sql`1` })
    .from(blocks)
    .where(
      or(
        and(eq(blocks.blockerId, userId), eq(blocks.blockedId, otherId)),
        and(eq(blocks.blockerId, otherId), eq(blocks.blockedId, userId)),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** The members the blocker blocked, most recent first (suspended ones included: they can unblock). */
export async function listBlockedUsers(
  db: Db,
  { blockerId }: { blockerId: string },
): Promise<ProfileRow[]> {
  return db
    .select(profileColumns)
    .from(blocks)
    .innerJoin(users, eq(users.id, blocks.blockedId))
    .where(eq(blocks.blockerId, blockerId))
    .orderBy(desc(blocks.createdAt), users.id);
}
