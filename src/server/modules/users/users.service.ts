import type { TUpdateProfileValues, TUser } from '../../../contract/users.ts';
import type { Db } from '../../../db/client.ts';
import { getProfileCounts, updateUser, type ProfileRow } from '../../../db/queries/users.ts';
import { notFound } from '../../http-error.ts';
import { presentUser } from './users.presenter.ts';

/** The current member as the User entity (their own counts; isFollowing is false for oneself). */
export async function getCurrentUser({ db, user }: { db: Db; user: ProfileRow }): Promise<TUser> {
  const counts = await getProfileCounts(db, { userId: user.id, viewerId: null });
  return presentUser(user, counts);
}

/** Saves the validated profile fields of the member and returns the updated user. */
export async function updateProfile({
  db,
  userId,
  changes,
}: {
  db: Db;
  userId: string;
  changes: TUpdateProfileValues;
}): Promise<TUser> {
  const row = await updateUser(db, userId, changes);
  if (!row) throw notFound('User not found');
  return presentUser(row, await getProfileCounts(db, { userId, viewerId: null }));
}
