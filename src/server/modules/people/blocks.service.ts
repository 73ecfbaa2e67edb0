import type { TBlockResult } from '../../../contract/people.ts';
import type { TPublicUser } from '../../../contract/users.ts';
import { deleteBlock, insertBlock, listBlockedUsers } from '../../../db/queries/blocks.ts';
import { deleteFollowsBetween, lockMemberPair } from '../../../db/queries/people.ts';
import { findProfileById } from '../../../db/queries/users.ts';
import type { MemberContext } from '../../context.ts';
import { badRequest, notFound } from '../../http-error.ts';
import { presentVisibleUser } from './people.presenter.ts';

async function requireOtherMember(ctx: MemberContext, userId: string, selfMessage: string) {
  if (userId === ctx.viewer.id) throw badRequest(selfMessage);
  const user = await findProfileById(ctx.db, { id: userId });
  if (!user) throw notFound('User not found');
  return user;
}

/**
 * Blocks a member (idempotent) and ends follows both ways in the same transaction, so neither
 * sees the other's followers-only posts afterwards.
 */
export async function blockUser(
  ctx: MemberContext,
  { userId }: { userId: string },
): Promise<TBlockResult> {
  await requireOtherMember(ctx, userId, 'You cannot block yourself');
  await ctx.tx(async (tx) => {
    await lockMemberPair(tx.db, { userId: ctx.viewer.id, otherId: userId });
    await insertBlock(tx.db, { blockerId: ctx.viewer.id, blockedId: userId });
    await deleteFollowsBetween(tx.db, { userId: ctx.viewer.id, otherId: userId });
    tx.emit({ type: 'block.changed', blockerId: ctx.viewer.id, blockedId: userId });
  });
  return { isBlocked: true };
}

/** Lifts the viewer's block (idempotent); follows that the block ended stay ended. */
export async function unblockUser(
  ctx: MemberContext,
  { userId }: { userId: string },
): Promise<TBlockResult> {
  await requireOtherMember(ctx, userId, 'You cannot unblock yourself');
  await deleteBlock(ctx.db, { blockerId: ctx.viewer.id, blockedId: userId });
  ctx.emit({ type: 'block.changed', blockerId: ctx.viewer.id, blockedId: userId });
  return { isBlocked: false };
}

/** The members the viewer blocked (Settings → Privacy lists them to unblock). */
export async function listBlocks(ctx: MemberContext): Promise<TPublicUser[]> {
  const rows = await listBlockedUsers(ctx.db, { blockerId: ctx.viewer.id });
  return rows.map((row) => presentVisibleUser(ctx.viewer, row, { isFollowing: false }).user);
}
