import { DEFAULT_PRIVACY_SETTINGS, type TPrivacySettings } from '../../../contract/settings.ts';
import type { Database } from '../../../db/client.ts';
import { insertBlock } from '../../../db/queries/blocks.ts';
import { insertFollow } from '../../../db/queries/people.ts';
import { updateUser } from '../../../db/queries/users.ts';

/** Test set-up for the people features, written through the same queries the services use. */
export const follow = (database: Database, followerId: string, followingId: string) =>
  insertFollow(database.db, { followerId, followingId });

export const block = (database: Database, blockerId: string, blockedId: string) =>
  insertBlock(database.db, { blockerId, blockedId });

export const suspend = (database: Database, id: string) =>
  updateUser(database.db, { id, changes: { suspendedAt: new Date() } });

export const privacy = (changes: Partial<TPrivacySettings>): TPrivacySettings => ({
  ...DEFAULT_PRIVACY_SETTINGS,
  ...changes,
});
