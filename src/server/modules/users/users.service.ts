import type { TSelfUser, TUpdateProfileValues } from '../../../contract/users.ts';
import { updateUser, type ProfileRow } from '../../../db/queries/users.ts';
import type { MemberContext } from '../../context.ts';
import { notFound } from '../../http-error.ts';
import { authorize } from '../../policies/authorize.ts';
import { claimProfilePhotos } from '../uploads/uploads.service.ts';
import { presentSelfUser } from './users.presenter.ts';

/** The signed-in member's own view; the session lookup already loaded every field. */
export function getCurrentUser(ctx: MemberContext, { user }: { user: ProfileRow }): TSelfUser {
  authorize(ctx.viewer, 'user.selfView', user);
  return presentSelfUser(user);
}

/**
 * Saves validated profile fields and settings. Settings are merged key by key; the push toggle
 * also drives `pushNotificationsEnabled`, so the two never disagree.
 */
export async function updateProfile(
  ctx: MemberContext,
  { userId, changes }: { userId: string; changes: TUpdateProfileValues },
): Promise<TSelfUser> {
  authorize(ctx.viewer, 'profile.edit', { id: userId });
  const push = changes.notificationSettings?.pushNotifications;
  const row = await ctx.tx(async (tx) => {
    // An uploaded photo must be the member's own; it is then kept by the uploads cleanup.
    await claimProfilePhotos(tx, {
      userId,
      urls: [changes.profileImageUrl, changes.coverImageUrl],
    });
    return updateUser(tx.db, {
      id: userId,
      changes: {
        ...changes,
        ...(push !== undefined && {
          pushNotificationsEnabled: push,
        }),
      },
    });
  });
  if (!row) throw notFound('User not found');
  ctx.emit({ type: 'user.updated', userId });
  return presentSelfUser(row);
}
