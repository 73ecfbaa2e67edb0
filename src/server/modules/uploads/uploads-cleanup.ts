import type { FastifyBaseLogger } from 'fastify';
import { UPLOAD_ABANDONED_AFTER_MS } from '../../../contract/media.ts';
import type { Db } from '../../../db/client.ts';
import {
  deleteStaleUploadSessions,
  deleteUnattachedMedia,
  uploadSessionExists,
} from '../../../db/queries/uploads.ts';
import { defineJob } from '../../jobs/define.ts';
import type { Storage } from '../../providers/storage/storage.ts';
import { mediaFileKeys, removeFiles } from '../media/media-files.ts';
import { createChunkStore } from './chunk-store.ts';

const BATCH = 200;

/**
 * The `uploads-cleanup` job: chunks of uploads untouched for 24 hours (their session rows and
 * folders, and stray chunk files), then uploads never attached to a post or a profile within 24
 * hours, with every file they have. Safe to run twice at once (each row is deleted once).
 */
export function createUploadsCleanupProcessor({
  db,
  storage,
  dataDir,
  log,
  now = () => Date.now(),
}: {
  db: Db;
  storage: Storage;
  dataDir: string;
  log: FastifyBaseLogger;
  now?: () => number;
}) {
  const chunks = createChunkStore(dataDir);
  return async (): Promise<{ uploads: number; strays: number; media: number }> => {
    const before = new Date(now() - UPLOAD_ABANDONED_AFTER_MS);

    const sessions = await deleteStaleUploadSessions(db, { before });
    for (const session of sessions) await chunks.removeUpload(session.userId, session.uploadId);
    let strays = 0;
    for (const entry of await chunks.stale(before)) {
      // A folder whose upload is still going (its session was touched lately) stays.
      if (entry.uploadId && (await uploadSessionExists(db, entry as Required<typeof entry>))) {
        continue;
      }
      await chunks.removeStale(entry.path);
      strays += 1;
    }

    let media = 0;
    for (;;) {
      const rows = await deleteUnattachedMedia(db, { before, limit: BATCH });
      for (const row of rows) await removeFiles(storage, mediaFileKeys(row), log);
      media += rows.length;
      if (rows.length < BATCH) break;
    }
    if (sessions.length + strays + media > 0) {
      log.info(
        { uploads: sessions.length, strays, media },
        'removed abandoned uploads and unattached media',
      );
    }
    return { uploads: sessions.length, strays, media };
  };
}

/** Hourly; a failed run is simply the next hour's work. */
export const uploadsCleanupJob = defineJob({
  name: 'uploads-cleanup',
  policy: { retryLimit: 0, retryDelay: 60, retryBackoff: false, expireInSeconds: 900 },
  schedule: { cron: '0 * * * *', everySeconds: 3600 },
  create: ({ db, storage, config, log }) =>
    createUploadsCleanupProcessor({ db, storage, dataDir: config.dataDir, log }),
});
