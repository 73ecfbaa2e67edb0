import type { TFollowResult } from '../../../contract/people.ts';
import {
  deleteFollow,
  findProfileForViewer,
  followCounts,
  insertFollow,
  lockMemberPair,
} from '../../../db/queries/people.ts';
import type { MemberContext } from '../../context.ts';
import { badRequest, notFound } from '../../http-error.ts';
import { authorize } from '../../policies/authorize.ts';

/**
 * Follows, or unfollows when already following. Toggles of one pair take turns (a transaction
 * lock on the pair, shared with blocking), and the insert is ON CONFLICT DO NOTHING on the primary
 * key besides, so concurrent toggles never count twice; the counts are the trigger-kept columns
 * read in the same transaction.
 */
export async function toggleFollow(
  ctx: MemberContext,
  { userId }: { userId: string },
): Promise<TFollowResult> {
  const viewerId = ctx.viewer.id;
  if (userId === viewerId) throw badRequest('You cannot follow yourself');
  return ctx.tx(async (tx) => {
    await lockMemberPair(tx.db, { userId: viewerId, otherId: userId });
    const target = await findProfileForViewer(tx.db, { id: userId, viewerId });
    if (!target || target.suspendedAt !== null) throw notFound('User not found');
    authorize(tx.viewer, 'user.follow', {
      id: target.id,
      blockedEitherWay: target.viewerBlocked || target.blockedViewer,
    });
    const pair = { followerId: viewerId, followingId: userId };
    const followed = await insertFollow(tx.db, pair);
    if (!followed) await deleteFollow(tx.db, pair);
    tx.emit({ type: 'follow.changed', ...pair });
    if (followed) {
      tx.emit({
        type: 'activity.created',
        recipientId: userId,
        actorId: viewerId,
        activityType: 'follow',
        postId: null,
      });
    }
    const counts = await followCounts(tx.db, { targetId: userId, viewerId });
    return { isFollowing: followed, ...counts };
  });
}
