import type { TUpdateProfileValues, TUser } from '../../../contract/users.ts';
import type { Db } from '../../../db/client.ts';
import { updateUser, type ProfileRow } from '../../../db/queries/users.ts';
import { notFound } from '../../http-error.ts';
import { presentUser } from './users.presenter.ts';

/** The current member as the User entity; the session lookup already loaded every field. */
export function getCurrentUser({ user }: { user: ProfileRow }): TUser {
  return presentUser(user, { isFollowing: false });
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
  return presentUser(row, { isFollowing: false });
}
