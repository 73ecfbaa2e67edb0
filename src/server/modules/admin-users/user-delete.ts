import {
  deleteMediaRows,
  deleteRequestedAccount,
  listMemberMediaBatch,
} from '../../../db/queries/admin-users.ts';
import { defineJob } from '../../jobs/define.ts';
import { mediaFileKeys, removeFiles } from '../media/media-files.ts';
import { recordSystemAudit } from '../audit/audit.ts';

/** Media rows whose files are removed per round; each round's rows go once their files are gone. */
const BATCH = 200;

/**
 * Removes a deleted member's data: their files first (every media row's stored objects, avatars
 * and covers included), batch by batch so a crash resumes where it stopped, then their account
 * row, whose cascade removes posts, comments, likes, follows, messages, sessions and the rest.
 * The audit log keeps the operator's record (it has no foreign key to the member).
 */
export const userDeleteJob = defineJob({
  name: 'user-delete',
  policy: { retryLimit: 5, retryDelay: 30, retryBackoff: true, expireInSeconds: 900 },
  create:
    ({ db, storage, log }) =>
    async ({ userId }) => {
      let files = 0;
      for (;;) {
        const rows = await listMemberMediaBatch(db, { userId, limit: BATCH });
        if (rows.length === 0) break;
        const keys = rows.flatMap(mediaFileKeys);
        await removeFiles(storage, keys, log);
        await deleteMediaRows(db, { ids: rows.map((row) => row.id) });
        files += keys.length;
      }
      const deleted = await db.transaction(async (tx) => {
        const gone = await deleteRequestedAccount(tx, { userId });
        if (gone) {
          await recordSystemAudit(tx, {
            action: 'user.deleted',
            objectType: 'user',
            objectId: userId,
            reason: 'The deletion job removed the account, its data and files',
            before: null,
            after: null,
          });
        }
        return gone;
      });
      return { deleted, files };
    },
});
